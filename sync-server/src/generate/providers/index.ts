import type { Config } from '../../config';
import { createLocalProvider } from './localProvider';
import { createOpenAiProvider } from './openaiProvider';
import type { RecipeProvider } from './types';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The configured provider: OpenAI (or a compatible server) when chosen and keyed, else the built-in engine. */
export function providerFor(config: Config, options: { stream: boolean }): RecipeProvider {
  if (usesAiProvider(config)) {
    return createOpenAiProvider({
      apiKey: config.openaiApiKey ?? '',
      baseURL: config.openaiBaseUrl,
      model: config.openaiModel ?? DEFAULT_OPENAI_MODEL,
      stream: options.stream,
      timeoutMs: config.generationLimits.timeoutMs,
    });
  }
  return createLocalProvider();
}

/** Whether generations go to a paid AI provider (and so count against the user's AI budget). */
export function usesAiProvider(config: Config): boolean {
  return config.generationProvider === 'openai' && config.openaiApiKey !== undefined;
}
