import { parseIngredientLine } from '../ingredientLine';
import { parseRecipeText } from '../recipeText';
import { durationMinutes } from '../recipeTextMeta';
import type { DocumentIngredientLine, RecipeDocument, StatedTime } from './types';

export type * from './types';

function stated(text: string): StatedTime | undefined {
  const minutes = text ? durationMinutes(text) : undefined;
  return minutes === undefined ? undefined : { minutes, text };
}

function documentLine(raw: string): DocumentIngredientLine {
  const parsed = parseIngredientLine(raw);
  const at = parsed.text.indexOf(parsed.ingredient);
  const start = at >= 0 ? at : 0;
  const end = at >= 0 ? at + parsed.ingredient.length : parsed.text.length;
  return {
    raw,
    text: parsed.text,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    ...(parsed.alternative ? { altAmount: parsed.alternative } : {}),
    ...(parsed.notes ? { note: parsed.notes } : {}),
    foodSpan: { start, end, text: parsed.text.slice(start, end) },
  };
}

/** First version: the document read through the older text parser (replaced by the line-feature reader). */
export function parseRecipeDocument(text: string): RecipeDocument {
  const recipe = parseRecipeText(text);
  const servings = typeof recipe.servings === 'number' ? recipe.servings : Number.parseInt(recipe.servings, 10);
  return {
    title: recipe.recipeName,
    servings: Number.isFinite(servings) ? servings : undefined,
    times: { prep: stated(recipe.prepTime), cook: stated(recipe.cookTime), total: stated(recipe.totalTime) },
    ingredientGroups: [{ lines: recipe.ingredients.map(documentLine) }],
    stepGroups: [{ steps: recipe.instructions }],
    tips: recipe.tips,
    notes: [],
    notUnderstood: [],
    clutter: [],
  };
}
