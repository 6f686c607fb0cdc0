import OpenAI from 'openai';
import { MESSAGES } from '../../../../shared/domain/messages';
import { ERROR_CODES } from '../../../../shared/sync/protocol';
import { GenerationError } from '../generationError';
import { REPLY_LIMITS } from '../generationLimits';
import { promptMessages } from '../prompt';
import { AI_REPLY_JSON_SCHEMA } from './aiReplySchema';
import { cappedFetch, ReplyTooLargeError } from './cappedFetch';
import { isUnsupportedFormat, mapOpenAiError } from './providerErrors';
import { jsonInReply } from './replyJson';
import type { ProviderInput, ProviderProgress, RecipeProvider } from './types';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Stream the completion (progress events as text arrives). */
  stream: boolean;
  /** The generation's deadline; the SDK's own timeout (headers only) is set past it so the deadline speaks first. */
  timeoutMs: number;
}

/**
 * Output modes, best first: structured output with the recipe's JSON schema, then JSON mode, then plain text
 * (the reply's JSON is found in its prose). A server that refuses one is asked in the next.
 */
export const RESPONSE_FORMATS = ['json_schema', 'json_object', 'text'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

/** The first format each server and model accepted, so later generations ask in it at once. */
const acceptedFormat = new Map<string, number>();

/** Forgets what servers accepted (tests start servers with other capabilities on reused addresses). */
export function forgetAcceptedFormats(): void {
  acceptedFormat.clear();
}

function responseFormat(format: ResponseFormat) {
  if (format === 'json_schema') {
    return {
      response_format: { type: 'json_schema' as const, json_schema: { name: 'recipe', schema: AI_REPLY_JSON_SCHEMA, strict: false } },
    };
  }
  if (format === 'json_object') return { response_format: { type: 'json_object' as const } };
  return {};
}

function tooLarge(limit: number): GenerationError {
  return mapOpenAiError(new ReplyTooLargeError(limit), 0);
}

function parseReply(text: string): unknown {
  const value = jsonInReply(text);
  if (value === undefined) {
    throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, `reply was not JSON: ${text.slice(0, 200)}`);
  }
  return value;
}

/** The official OpenAI SDK against api.openai.com or any compatible server (OPENAI_BASE_URL, e.g. a local Ollama). */
export function createOpenAiProvider(options: OpenAiProviderOptions): RecipeProvider {
  const wireLimit = options.stream ? REPLY_LIMITS.maxStreamBytes : REPLY_LIMITS.maxPlainBytes;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs + 5_000,
    fetch: cappedFetch(wireLimit),
  });
  const serverKey = `${options.baseURL ?? 'openai'}|${options.model}`;

  async function complete(input: ProviderInput, format: ResponseFormat, onProgress: (p: ProviderProgress) => void, signal: AbortSignal) {
    const body = {
      model: options.model,
      messages: promptMessages(input),
      ...responseFormat(format),
      temperature: input.mode === 'surprise' ? 0.9 : 0.4,
    };
    if (options.stream) {
      const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
      let text = '';
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta?.content ?? '';
        // Breaking out of the loop cancels the stream: a runaway reply is not read further.
        if (text.length > REPLY_LIMITS.maxChars) throw tooLarge(REPLY_LIMITS.maxChars);
        onProgress({ stage: 'receiving', received: text.length });
      }
      return text;
    }
    const completion = await client.chat.completions.create(body, { signal });
    const text = completion.choices[0]?.message?.content ?? '';
    if (text.length > REPLY_LIMITS.maxChars) throw tooLarge(REPLY_LIMITS.maxChars);
    onProgress({ stage: 'receiving', received: text.length });
    return text;
  }

  return {
    name: 'openai',
    async generate(input, onProgress, signal) {
      onProgress({ stage: 'requesting' });
      let index = acceptedFormat.get(serverKey) ?? 0;
      for (;;) {
        const format = RESPONSE_FORMATS[index] ?? 'text';
        try {
          const text = await complete(input, format, onProgress, signal);
          acceptedFormat.set(serverKey, index);
          if (!text.trim()) throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, 'empty reply');
          return parseReply(text);
        } catch (error) {
          if (!signal.aborted && index < RESPONSE_FORMATS.length - 1 && isUnsupportedFormat(error)) {
            index += 1;
            await input.takeExtraCall();
            continue;
          }
          throw mapOpenAiError(error, options.timeoutMs);
        }
      }
    },
  };
}
