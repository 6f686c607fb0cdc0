import { parseRecipeText } from '../kitchen/parse/recipeText';
import { type StructuredRecipe, structuredRecipeSchema } from '../schemas/structuredRecipe';
import { headingAsLine, ingredientGroupsOf } from './ingredientGroups';
import { emptyStructuredRecipe, type RecipeContent } from './recipeContentShape';

export { emptyStructuredRecipe, type RecipeContent, searchableText } from './recipeContentShape';

/** The name a recipe without one gets (an AI reply or an old file that lacks it). */
export const UNTITLED_RECIPE = 'Untitled recipe';

function parseStructured(text: string): StructuredRecipe | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) return null;
  try {
    const json: unknown = JSON.parse(trimmed);
    const strict = structuredRecipeSchema.safeParse(json);
    if (strict.success) return strict.data;
    // Older or hand-made JSON with missing parts: keep what fits, default the rest.
    if (typeof json !== 'object' || json === null) return null;
    const merged = { ...emptyStructuredRecipe(), ...(json as Record<string, unknown>) };
    if (!merged.recipeName) merged.recipeName = UNTITLED_RECIPE;
    // Fields a newer version of the app may add are set aside rather than losing the whole recipe.
    const lenient = structuredRecipeSchema.strip().safeParse(merged);
    return lenient.success ? lenient.data : null;
  } catch {
    return null;
  }
}

export function readRecipeContent(convertedRecipe: string): RecipeContent {
  const structured = parseStructured(convertedRecipe);
  if (structured) return { format: 'structured', recipe: structured };
  return { format: 'legacy', recipe: parseRecipeText(convertedRecipe), text: convertedRecipe };
}

/** A legacy text recipe written with the labels and sections of §3, so it reads back the same. */
export function writeLegacyRecipe(title: string, recipe: StructuredRecipe, tipsText: string): string {
  const lines = [`**Recipe Name:** ${title}`];
  if (recipe.prepTime) lines.push(`**Prep Time:** ${recipe.prepTime}`);
  if (recipe.cookTime) lines.push(`**Cook Time:** ${recipe.cookTime}`);
  if (recipe.totalTime) lines.push(`**Total Time:** ${recipe.totalTime}`);
  if (recipe.servings !== '') lines.push(`**Servings:** ${recipe.servings}`);
  if (recipe.dietaryRequirements.length) lines.push(`**Dietary Requirements:** ${recipe.dietaryRequirements.join(', ')}`);
  // A part's heading is its own line ending with a colon, which the reader takes back as a heading.
  const parts = ingredientGroupsOf(recipe).flatMap((g) => [
    ...(g.heading ? [`${headingAsLine(g.heading)}`] : []),
    ...g.ingredients.map((i) => `- ${i}`),
  ]);
  lines.push('', '**Ingredients:**', ...parts);
  lines.push('', '**Instructions:**', ...recipe.instructions.map((s, n) => `${n + 1}. ${s}`));
  if (tipsText.trim()) lines.push('', '**Tips:**', tipsText.trim());
  return lines.join('\n');
}
