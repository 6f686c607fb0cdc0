import { readRecipeContent } from './recipeContent';

/**
 * The plain text a recipe is copied as (signed-in-features §3): title, description, times, servings,
 * diets and tags, ingredients, numbered steps, nutrition and tips. Older text recipes are copied as
 * they are, under their title. Fields a recipe does not have are left out.
 */
export function recipeCopyText(title: string, convertedRecipe: string): string {
  const content = readRecipeContent(convertedRecipe);
  if (content.format === 'legacy') return `${title}\n\n${content.text.trim()}\n`;
  const r = content.recipe as typeof content.recipe & { nutritionalInfo?: unknown; tags?: unknown };
  const out: string[] = [title];
  if (r.description) out.push('', r.description);
  const facts: string[] = [];
  if (r.prepTime) facts.push(`Prep Time: ${r.prepTime}`);
  if (r.cookTime) facts.push(`Cook Time: ${r.cookTime}`);
  if (r.totalTime) facts.push(`Total Time: ${r.totalTime}`);
  if (r.servings !== '') facts.push(`Servings: ${r.servings}`);
  if (r.dietaryRequirements.length) facts.push(`Dietary: ${r.dietaryRequirements.join(', ')}`);
  if (Array.isArray(r.tags) && r.tags.length) facts.push(`Tags: ${r.tags.map(String).join(', ')}`);
  if (facts.length) out.push('', ...facts);
  if (r.ingredients.length) out.push('', 'Ingredients:', ...r.ingredients.map((i) => `- ${i}`));
  if (r.instructions.length) out.push('', 'Instructions:', ...r.instructions.map((s, n) => `${n + 1}. ${s}`));
  const n = r.nutrition;
  if (n && (n.calories || n.protein || n.carbohydrates || n.fat)) {
    out.push(
      '',
      'Nutrition (per serving):',
      `Calories: ${n.calories}`,
      `Protein: ${n.protein}g`,
      `Carbs: ${n.carbohydrates}g`,
      `Fat: ${n.fat}g`,
      `Fiber: ${n.fiber}g`,
      `Sodium: ${n.sodium}mg`,
    );
  } else if (typeof r.nutritionalInfo === 'string' && r.nutritionalInfo.trim()) out.push('', 'Nutrition:', r.nutritionalInfo.trim());
  if (r.tips.length) out.push('', 'Tips:', ...r.tips.map((t) => `- ${t}`));
  return `${out.join('\n')}\n`;
}
