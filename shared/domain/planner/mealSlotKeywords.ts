import type { MealSlot } from '../limits';
import type { RecipeFacts } from './recipeFacts';

/** Auto-fill categorisation by keywords in the recipe text and category (spec §5). */
export const MEAL_SLOT_KEYWORDS: Record<MealSlot, readonly string[]> = {
  breakfast: ['breakfast', 'morning', 'oatmeal', 'cereal', 'toast', 'pancake', 'waffle', 'egg'],
  lunch: ['lunch', 'salad', 'sandwich', 'wrap', 'bowl', 'appetizer'],
  dinner: ['dinner', 'main', 'entree', 'main-dish'],
  snacks: ['snack', 'appetizer', 'bite', 'finger food'],
};

export function fitsMealSlot(recipe: RecipeFacts, slot: MealSlot): boolean {
  return MEAL_SLOT_KEYWORDS[slot].some((k) => recipe.haystack.includes(k));
}
