import type { GenerationMode } from '../../../../shared/schemas/generate';

export type ConverterTab = 'convert' | 'create';

/** The button pressed decides the mode: Convert on the convert tab, Create on the create tab, or Surprise Me. */
export function modeFor(tab: ConverterTab, surprise: boolean): GenerationMode {
  if (surprise) return 'surprise';
  return tab;
}
