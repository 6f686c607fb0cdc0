import type { Config } from '../../config';
import { createLocalProvider } from './localProvider';
import { createOpenAiProvider } from './openaiProvider';
import type { RecipeProvider } from './types';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The configured provider: OpenAI (or a compatible server) when chosen and keyed, else the built-in engine. */
export function providerFor(config: Config, options: { stream: boolean }): RecipeProvider {
  if (config.generationProvider === 'openai' && config.openaiApiKey) {
    return createOpenAiProvider({
      apiKey: config.openaiApiKey,
      baseURL: config.openaiBaseUrl,
      model: config.openaiModel ?? DEFAULT_OPENAI_MODEL,
      stream: options.stream,
    });
  }
  return createLocalProvider();
}
