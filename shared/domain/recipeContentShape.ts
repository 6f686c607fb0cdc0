import type { StructuredRecipe } from '../schemas/structuredRecipe';
import { LIMITS } from './limits';

/**
 * What a saved recipe's convertedRecipe holds (signed-in-features §3): the JSON text of a structured
 * recipe, or an older markdown-like text recipe, read here into one shape for the book, editor and viewer.
 */
export type RecipeContent =
  | { format: 'structured'; recipe: StructuredRecipe }
  | { format: 'legacy'; recipe: StructuredRecipe; text: string };

export function emptyStructuredRecipe(name = ''): StructuredRecipe {
  return {
    recipeName: name,
    prepTime: '',
    cookTime: '',
    totalTime: '',
    servings: LIMITS.defaultServings,
    dietaryRequirements: [],
    ingredients: [],
    instructions: [],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [],
  };
}

/** Lower-case text the book searches and filters over (title, content, dietary filters). */
export function searchableText(title: string, content: RecipeContent, dietaryFilters: readonly string[]): string {
  const r = content.recipe;
  const parts = [title, ...dietaryFilters, ...r.dietaryRequirements, ...r.ingredients, ...r.instructions, ...r.tips, r.description ?? ''];
  // The list's part headings ("For the frangipane") are words the cook may search by.
  for (const group of r.ingredientGroups ?? []) if (group.heading) parts.push(group.heading);
  if (r.healthConditions) parts.push(...r.healthConditions);
  return parts.join('\n').toLowerCase();
}
