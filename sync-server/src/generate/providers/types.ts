import type { GenerateRequest, GenerationMode } from '../../../../shared/schemas/generate';

export interface ProviderInput {
  /** The validated request (defaults filled, ingredient lists normalised). */
  request: GenerateRequest;
  mode: GenerationMode;
  /** Plain-text summary of the user's profile and goals, for AI providers. */
  profileText: string | null;
  /** Seed for deterministic local choices (surprise). */
  seed: number;
}

export interface ProviderProgress {
  stage: 'requesting' | 'receiving' | 'checking';
  /** Characters of the reply received so far (streaming providers). */
  received?: number;
}

/** A recipe source. Returns the raw reply (unknown shape); the caller validates and checks it. */
export interface RecipeProvider {
  readonly name: 'openai' | 'local';
  generate(input: ProviderInput, onProgress: (p: ProviderProgress) => void, signal: AbortSignal): Promise<unknown>;
}
