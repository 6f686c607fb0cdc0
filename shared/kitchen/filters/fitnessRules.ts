import { FILTER_THRESHOLDS } from './thresholds';
import type { FilterRule } from './types';

export const HIGH_PROTEIN: FilterRule = {
  name: 'High-Protein',
  allergen: false,
  forbidden: [],
  limits: [
    {
      nutrient: 'protein',
      min: FILTER_THRESHOLDS.highProteinMinG,
      rule: `at least ${FILTER_THRESHOLDS.highProteinMinG} g protein per serving`,
    },
  ],
  guidance: [],
};

export const LOW_SODIUM: FilterRule = {
  name: 'Low-Sodium',
  allergen: false,
  forbidden: [],
  limits: [
    {
      nutrient: 'sodium',
      max: FILTER_THRESHOLDS.lowSodiumMaxMg,
      rule: `at most ${FILTER_THRESHOLDS.lowSodiumMaxMg} mg sodium per serving`,
    },
  ],
  guidance: ['Low-Sodium: season with herbs, citrus, garlic and pepper; choose no-salt-added canned goods.'],
};

/** Intermittent fasting is about when one eats, not what: no ingredient rule, only guidance (and a calorie tip from adapt). */
export const INTERMITTENT_FASTING: FilterRule = {
  name: 'Intermittent-Fasting',
  allergen: false,
  forbidden: [],
  guidance: ['Intermittent-Fasting: eat this within your eating window; a protein- and fibre-rich meal keeps you full longer.'],
};

/** Macro-Friendly: the macro split gets a balancing tip from adapt; nothing is forbidden. */
export const MACRO_FRIENDLY: FilterRule = {
  name: 'Macro-Friendly',
  allergen: false,
  forbidden: [],
  guidance: ['Macro-Friendly: weigh ingredients for accurate tracking; the nutrition shown is per serving.'],
};

export const CARNIVORE: FilterRule = {
  name: 'Carnivore',
  allergen: false,
  forbidden: [{ tags: ['plant'], rule: 'animal foods only (no plant foods)' }],
  omitSeasonings: true,
  guidance: ['Carnivore: season with salt; animal fats (butter, tallow, lard) are the cooking fats.'],
};
