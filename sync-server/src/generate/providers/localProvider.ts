import { generateLocally } from '../../../../shared/kitchen/index';
import { ERROR_CODES } from '../../../../shared/sync/protocol';
import { GenerationError } from '../generationError';
import type { ProviderInput, RecipeProvider } from './types';

/** The built-in kitchen engine: no network, no key, deterministic. */
export function createLocalProvider(): RecipeProvider {
  return {
    name: 'local',
    async generate(input: ProviderInput, onProgress) {
      onProgress({ stage: 'requesting' });
      const result = generateLocally({ ...input.request, mode: input.mode }, { seed: input.seed });
      if (!result.ok) {
        const error = new GenerationError(ERROR_CODES.validation, 422, result.error);
        if (result.suggestions?.length) error.suggestions = result.suggestions;
        throw error;
      }
      return result.recipe;
    },
  };
}
