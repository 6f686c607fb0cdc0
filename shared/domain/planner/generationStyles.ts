import { type RecipeFacts, recipeNutrition } from './recipeFacts';
import { hasDietaryFilter } from './recipeList';

/** The six weekly-menu styles of spec §9, with the name the "Not Enough Recipes" message uses. */
export const GENERATION_STYLES = {
  balanced: 'Balanced',
  'protein-focused': 'Protein-Focused',
  'low-carb': 'Low-Carb',
  vegetarian: 'Vegetarian',
  'comfort-food': 'Comfort Food',
  'quick-easy': 'Quick & Easy',
} as const;
export type GenerationStyle = keyof typeof GENERATION_STYLES;

/** Thresholds per serving (spec §9): protein-focused above 15 g protein, low-carb under 35 g carbohydrates. */
export const STYLE_THRESHOLDS = { proteinAboveG: 15, carbsBelowG: 35, quickMaxMinutes: 30 } as const;

export const STYLE_KEYWORDS = {
  protein: ['protein', 'chicken', 'beef', 'turkey', 'tuna', 'salmon', 'egg', 'tofu', 'lentil', 'greek yogurt', 'steak', 'shrimp'],
  lowCarb: ['low-carb', 'low carb', 'keto', 'zucchini noodle', 'cauliflower rice', 'lettuce wrap', 'salad'],
  comfort: [
    'comfort',
    'casserole',
    'stew',
    'mac and cheese',
    'lasagna',
    'pie',
    'pot roast',
    'meatloaf',
    'chili',
    'soup',
    'mashed',
    'baked',
    'creamy',
    'cheesy',
    'gravy',
  ],
  quick: [
    'quick',
    'easy',
    'simple',
    '15 minute',
    '15-minute',
    '20 minute',
    '20-minute',
    '30 minute',
    '30-minute',
    'one-pan',
    'one pan',
    'no-cook',
    'sheet pan',
    'stir fry',
    'stir-fry',
  ],
} as const;

function keywordScore(recipe: RecipeFacts, words: readonly string[]): number {
  let score = 0;
  for (const w of words) if (recipe.haystack.includes(w)) score += 1;
  return score;
}

/**
 * The recipes that fit a style, best first where the style ranks them. Balanced takes every recipe;
 * vegetarian puts vegan recipes first; comfort-food and quick-easy rank by keyword score (quick-easy
 * also counts a total time of 30 minutes or less).
 */
export function recipesForStyle(recipes: readonly RecipeFacts[], style: GenerationStyle): RecipeFacts[] {
  switch (style) {
    case 'balanced':
      return [...recipes];
    case 'protein-focused':
      return recipes.filter(
        (r) =>
          hasDietaryFilter(r, 'High-Protein') ||
          keywordScore(r, STYLE_KEYWORDS.protein) > 0 ||
          recipeNutrition(r).perServing.protein > STYLE_THRESHOLDS.proteinAboveG,
      );
    case 'low-carb':
      return recipes.filter(
        (r) =>
          hasDietaryFilter(r, 'Keto') ||
          hasDietaryFilter(r, 'Low-Carb') ||
          keywordScore(r, STYLE_KEYWORDS.lowCarb) > 0 ||
          recipeNutrition(r).perServing.carbohydrates < STYLE_THRESHOLDS.carbsBelowG,
      );
    case 'vegetarian': {
      const vegan = recipes.filter((r) => hasDietaryFilter(r, 'Vegan'));
      const vegetarian = recipes.filter((r) => !hasDietaryFilter(r, 'Vegan') && hasDietaryFilter(r, 'Vegetarian'));
      return [...vegan, ...vegetarian];
    }
    case 'comfort-food':
      return ranked(recipes, (r) => keywordScore(r, STYLE_KEYWORDS.comfort));
    case 'quick-easy':
      return ranked(
        recipes,
        (r) =>
          keywordScore(r, STYLE_KEYWORDS.quick) +
          (r.totalMinutes !== undefined && r.totalMinutes > 0 && r.totalMinutes <= STYLE_THRESHOLDS.quickMaxMinutes ? 2 : 0),
      );
  }
}

function ranked(recipes: readonly RecipeFacts[], score: (r: RecipeFacts) => number): RecipeFacts[] {
  return recipes
    .map((r) => ({ r, s: score(r) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.r);
}
