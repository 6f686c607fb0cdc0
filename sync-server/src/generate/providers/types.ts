import type { GenerateRequest, GenerationMode } from '../../../../shared/schemas/generate';

export interface ProviderInput {
  /** The validated request (defaults filled, ingredient lists normalised), with the effective filters and avoid list. */
  request: GenerateRequest;
  mode: GenerationMode;
  /** Plain-text summary of the user's profile and goals, for AI providers. */
  profileText: string | null;
  /** Health conditions whose filters are among the request's filters ("Celiac Disease"). */
  healthConditions: string[];
  /** Profile restrictions that name no known filter: told to an AI as data, not checked. */
  unmatchedRestrictions: string[];
  /** Seed for deterministic local choices (surprise). */
  seed: number;
  /**
   * Takes one more call from the user's AI budget before a further request of the same generation (a fallback
   * to another response format); throws the budget's 429 when none is left. The first call is taken before.
   */
  takeExtraCall(): Promise<void>;
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
