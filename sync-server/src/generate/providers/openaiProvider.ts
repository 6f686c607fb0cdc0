import OpenAI from 'openai';
import { MESSAGES } from '../../../../shared/domain/messages';
import { ERROR_CODES } from '../../../../shared/sync/protocol';
import { GenerationError } from '../generationError';
import { SYSTEM_PROMPT, userPrompt } from '../prompt';
import { AI_REPLY_JSON_SCHEMA } from './aiReplySchema';
import type { ProviderInput, ProviderProgress, RecipeProvider } from './types';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Stream the completion (progress events as text arrives). */
  stream: boolean;
  timeoutMs?: number;
}

/** Maps SDK failures to the product's texts (signed-in-features §8). */
export function mapOpenAiError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  if (error instanceof OpenAI.APIConnectionError) {
    return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.connectionFailed, error.message);
  }
  if (error instanceof OpenAI.APIError) {
    const text = `${error.message} ${JSON.stringify(error.error ?? '')}`.toLowerCase();
    if (error.status === 429 || text.includes('quota')) {
      return new GenerationError(ERROR_CODES.providerError, 503, MESSAGES.quotaExceeded, error.message);
    }
    return new GenerationError(
      ERROR_CODES.providerError,
      502,
      MESSAGES.generationFailed,
      `AI service answered HTTP ${error.status}: ${error.message}`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/fetch|ECONNREFUSED|ENOTFOUND|socket/i.test(message)) {
    return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.connectionFailed, message);
  }
  return new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.generationFailed, message);
}

function parseJsonReply(text: string): unknown {
  // Some compatible servers wrap JSON in a code fence despite the response format.
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, `reply was not JSON: ${text.slice(0, 200)}`);
  }
}

/** The official OpenAI SDK against api.openai.com or any compatible server (OPENAI_BASE_URL, e.g. a local Ollama). */
export function createOpenAiProvider(options: OpenAiProviderOptions): RecipeProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 90_000,
  });
  return {
    name: 'openai',
    async generate(input: ProviderInput, onProgress: (p: ProviderProgress) => void, signal: AbortSignal) {
      const body = {
        model: options.model,
        messages: [
          { role: 'system' as const, content: SYSTEM_PROMPT },
          { role: 'user' as const, content: userPrompt(input) },
        ],
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: 'recipe', schema: AI_REPLY_JSON_SCHEMA, strict: false },
        },
        temperature: input.mode === 'surprise' ? 0.9 : 0.4,
      };
      onProgress({ stage: 'requesting' });
      try {
        if (options.stream) {
          const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
          let text = '';
          for await (const chunk of stream) {
            text += chunk.choices[0]?.delta?.content ?? '';
            onProgress({ stage: 'receiving', received: text.length });
          }
          return parseJsonReply(text);
        }
        const completion = await client.chat.completions.create(body, { signal });
        const text = completion.choices[0]?.message?.content;
        if (!text) throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, 'empty reply');
        onProgress({ stage: 'receiving', received: text.length });
        return parseJsonReply(text);
      } catch (error) {
        throw mapOpenAiError(error);
      }
    },
  };
}
