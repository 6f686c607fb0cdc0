import type { Nutrition } from '../../schemas/structuredRecipe';
import type { DietTag } from '../types';

/** Ingredients carrying any of `tags` break the filter. `rule` is the text shown with a violation. */
export interface TagRule {
  tags: readonly DietTag[];
  rule: string;
}

/** Ingredients whose text matches `pattern` (lowercase) break the filter, whatever their tags. */
export interface WordRule {
  pattern: RegExp;
  rule: string;
}

/** Forbidden only when the recipe also has an ingredient with one of `ifRecipeHas` (Kosher: dairy with meat). */
export interface CombinationRule {
  ifRecipeHas: readonly DietTag[];
  forbid: readonly DietTag[];
  rule: string;
}

/** A per-serving amount rule, checked on the nutrition computed from the ingredient lines. */
export interface NutrientLimit {
  nutrient: keyof Nutrition;
  max?: number;
  min?: number;
  /** Carbohydrates counted as net carbs: fibre taken off, non-nutritive sweeteners (erythritol, monk fruit) left out. */
  netCarbs?: boolean;
  rule: string;
}

export interface FilterRule {
  name: string;
  /** Allergen filters also get a "check the label" tip for every ingredient the engine cannot identify. */
  allergen: boolean;
  forbidden: readonly TagRule[];
  forbiddenWords?: readonly WordRule[];
  combinations?: readonly CombinationRule[];
  limits?: readonly NutrientLimit[];
  /** Raw-Food: a step that heats food above this temperature (or bakes, boils, fries...) breaks the filter. */
  maxCookingCelsius?: number;
  /** Seasonings that break only this filter may be left out (Carnivore: garlic, herbs, spices), with a tip. */
  omitSeasonings?: boolean;
  /** What cannot be checked from a recipe's text, added to the tips: always, or only about foods the recipe has. */
  guidance: readonly Guidance[];
}

/**
 * A tip about foods (data): said only when the recipe has one of `foods` (a line's food words, its table entry or
 * the knowledge's name for it), with "{foods}" in `say` naming those it has ("check labels of sugar and wine").
 */
export interface FoodGuidance {
  say: string;
  foods: readonly string[];
  /** "{foods}" names the recipe's lines as its list writes them ("check the labels of vegetarian hard cheese"), not `foods`. */
  asWritten?: boolean;
}

export type Guidance = string | FoodGuidance;
