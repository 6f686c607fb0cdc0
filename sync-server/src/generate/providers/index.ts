import type { Config } from '../../config';
import { createLocalProvider } from './localProvider';
import { createOpenAiProvider } from './openaiProvider';
import type { RecipeProvider } from './types';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The providers of a configuration, plain and streamed, made once (an SDK client holds nothing of a request). */
const madeFor = new WeakMap<Config, { plain?: RecipeProvider; stream?: RecipeProvider }>();

/** The configured provider: OpenAI (or a compatible server) when chosen and keyed, else the built-in engine. */
export function providerFor(config: Config, options: { stream: boolean }): RecipeProvider {
  let made = madeFor.get(config);
  if (!made) {
    made = {};
    madeFor.set(config, made);
  }
  const kind = options.stream ? 'stream' : 'plain';
  made[kind] ??= makeProvider(config, options);
  return made[kind];
}

function makeProvider(config: Config, options: { stream: boolean }): RecipeProvider {
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
