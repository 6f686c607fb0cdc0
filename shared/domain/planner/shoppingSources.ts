import { allPlacements, type WeekMeals } from './mealPlanEdit';
import type { RecipeFacts } from './recipeFacts';
import type { ShoppingSource } from './shoppingList';

/** One source per placed recipe, scaled by the servings placed against the recipe's own servings. */
export function shoppingSources(meals: WeekMeals, recipes: ReadonlyMap<string, RecipeFacts>): ShoppingSource[] {
  const out: ShoppingSource[] = [];
  for (const placement of allPlacements(meals)) {
    const recipe = recipes.get(placement.recipeId);
    if (!recipe) continue;
    const servings = placement.servings ?? recipe.servings;
    out.push({ title: recipe.title, ingredients: recipe.ingredients, parts: recipe.ingredientParts, factor: servings / recipe.servings });
  }
  return out;
}
