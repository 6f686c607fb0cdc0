import { z } from 'zod';
import { NUTRITION_MAX, type Nutrition, type StructuredRecipe } from '../schemas/structuredRecipe';
import { groupsFromLines, ingredientGroupsOf, linesFromGroups, withIngredientGroups } from './ingredientGroups';
import { RECIPE_CATEGORIES, type RecipeCategory } from './limits';
import { RECIPE_BOOK_TEXTS } from './recipeBookTexts';
import { emptyStructuredRecipe, type RecipeContent, readRecipeContent, writeLegacyRecipe } from './recipeContent';

/** The Edit Recipe form (signed-in-features §2, §5): its values, how they come from a recipe, checks and saving. */

export const TIME_UNITS = ['min', 'hrs'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
export interface TimeValue {
  amount: string;
  unit: TimeUnit;
}

export const NUTRITION_FIELDS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbohydrates', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
] as const satisfies readonly { key: keyof Nutrition; label: string; unit: string }[];

/** A list row with a stable id, so reordering and removing keep each input's focus and text. */
export interface ListRow {
  id: string;
  text: string;
}

export interface RecipeEditForm {
  format: RecipeContent['format'];
  title: string;
  prep: TimeValue;
  cook: TimeValue;
  total: TimeValue;
  servings: string;
  dietary: string[];
  category: RecipeCategory;
  /** Ingredient lines, with each part's heading as a line ending with a colon ("For the sauce:"). */
  ingredients: ListRow[];
  instructions: ListRow[];
  nutrition: Record<keyof Nutrition, string>;
  /** Tips as a list (structured recipes)… */
  tips: ListRow[];
  /** …or as free text (older text recipes). */
  tipsText: string;
}

/** §5: existing times are read from text (minute, min, hour, hr, h), minutes by default. */
export function parseTimeText(text: string | undefined): TimeValue {
  const t = (text ?? '').trim().toLowerCase();
  const number = /(\d+(?:[.,]\d+)?)/.exec(t);
  if (!number?.[1]) return { amount: '', unit: 'min' };
  const amount = number[1].replace(',', '.');
  const hours = /\d\s*(?:hours?|hrs?|h)\b/.test(t) && !/\d\s*(?:minutes?|mins?|m)\b/.test(t);
  if (hours) return { amount, unit: 'hrs' };
  // "1 hour 30 minutes": both units, so store it as minutes.
  const h = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/.exec(t);
  const m = /(\d+)\s*(?:minutes?|mins?|m)\b/.exec(t);
  if (h?.[1] && m?.[1]) return { amount: String(Math.round(Number(h[1]) * 60 + Number(m[1]))), unit: 'min' };
  return { amount: m?.[1] ?? amount, unit: 'min' };
}

/** §5: numbers, minimum 0; non-numeric becomes 0; 0 is saved as empty text. */
export function timeToText(value: TimeValue): string {
  const n = Number(value.amount.replace(',', '.'));
  const amount = Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
  if (amount === 0) return '';
  return value.unit === 'hrs' ? `${amount} ${amount === 1 ? 'hr' : 'hrs'}` : `${amount} min`;
}

/** §5: nutrition inputs are whole numbers, minimum 0; invalid becomes 0. */
export function nutritionNumber(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/** §5: numeric-looking servings text is stored as a number. */
export function servingsValue(text: string): number | string {
  const t = text.trim();
  return /^\d+(?:\.\d+)?$/.test(t) ? Number(t) : t;
}

let rowCounter = 0;
export function newRow(text = ''): ListRow {
  rowCounter += 1;
  return { id: `row-${Date.now().toString(36)}-${rowCounter}`, text };
}
const rows = (items: readonly string[]) => (items.length ? items.map((t) => newRow(t)) : [newRow()]);

export function formFromRecipe(doc: {
  title: string;
  convertedRecipe: string;
  dietaryFilters: readonly string[];
  category: RecipeCategory;
}): RecipeEditForm {
  const content = readRecipeContent(doc.convertedRecipe);
  const r = content.recipe;
  const n = r.nutrition;
  return {
    format: content.format,
    title: doc.title,
    prep: parseTimeText(r.prepTime),
    cook: parseTimeText(r.cookTime),
    total: parseTimeText(r.totalTime),
    servings: String(r.servings ?? ''),
    dietary: [...(doc.dietaryFilters.length ? doc.dietaryFilters : r.dietaryRequirements)],
    category: doc.category,
    ingredients: rows(linesFromGroups(ingredientGroupsOf(r))),
    instructions: rows(r.instructions),
    nutrition: {
      calories: String(n.calories),
      protein: String(n.protein),
      carbohydrates: String(n.carbohydrates),
      fat: String(n.fat),
      fiber: String(n.fiber),
      sodium: String(n.sodium),
    },
    tips: rows(r.tips),
    tipsText: r.tips.join('\n'),
  };
}

const filled = (list: readonly ListRow[]) => list.map((r) => r.text.trim()).filter((t) => t !== '');

/** The form's ingredient lines as the recipe keeps them: the flat list, and its parts when a line is a heading. */
export function ingredientsFromRows(list: readonly ListRow[]): Pick<StructuredRecipe, 'ingredients' | 'ingredientGroups'> {
  return withIngredientGroups(groupsFromLines(filled(list)));
}

/** §5 edit checks, in the order the spec lists them; empty when the form can be saved. */
export function validateRecipeForm(form: RecipeEditForm): string[] {
  const errors: string[] = [];
  if (!form.title.trim()) errors.push(RECIPE_BOOK_TEXTS.titleRequired);
  if (ingredientsFromRows(form.ingredients).ingredients.length === 0) errors.push(RECIPE_BOOK_TEXTS.ingredientRequired);
  if (filled(form.instructions).length === 0) errors.push(RECIPE_BOOK_TEXTS.instructionRequired);
  // Numbers the recipe's schema would refuse: saved, they would make the recipe unreadable.
  const servings = form.servings.trim();
  if (/^-?\d+(?:[.,]\d+)?$/.test(servings) && !(Number(servings.replace(',', '.')) >= 1 && Number(servings.replace(',', '.')) <= 1000))
    errors.push(RECIPE_BOOK_TEXTS.servingsOutOfRange);
  if (form.format === 'structured') {
    for (const field of NUTRITION_FIELDS) {
      if (nutritionNumber(form.nutrition[field.key]) > NUTRITION_MAX[field.key])
        errors.push(RECIPE_BOOK_TEXTS.nutritionTooLarge(field.label, NUTRITION_MAX[field.key], field.unit));
    }
  }
  return errors;
}

export interface PreviousRecipe {
  convertedRecipe: string;
  dietaryFilters: readonly string[];
  category: RecipeCategory;
}
export const NO_PREVIOUS_RECIPE: PreviousRecipe = { convertedRecipe: '', dietaryFilters: [], category: 'main-dish' };

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The recipe fields the form saves (§5 on save: blank rows dropped, servings numeric when it looks
 * numeric, the selected dietary filters replace the recipe's). The recipe's other content
 * (profile sections, substitutions, image) is kept as it was, and so is every field the user left
 * as it was: an untouched recipe keeps its stored text byte for byte, so an edit of one part never
 * looks like an edit of the rest to the merge.
 */
export function recipeFieldsFromForm(
  form: RecipeEditForm,
  previous: PreviousRecipe,
): { title: string; convertedRecipe: string; dietaryFilters: string[]; category: RecipeCategory } {
  const previousContent = previous.convertedRecipe;
  const before = previousContent ? readRecipeContent(previousContent).recipe : emptyStructuredRecipe();
  const title = form.title.trim();
  const time = (value: TimeValue, was: string) => (timeToText(value) === timeToText(parseTimeText(was)) ? was : timeToText(value));
  const servings = servingsValue(form.servings);
  const tips =
    form.format === 'legacy'
      ? form.tipsText
          .split('\n')
          .map((t) => t.trim())
          .filter(Boolean)
      : filled(form.tips);
  const nutrition =
    form.format === 'structured'
      ? {
          calories: nutritionNumber(form.nutrition.calories),
          protein: nutritionNumber(form.nutrition.protein),
          carbohydrates: nutritionNumber(form.nutrition.carbohydrates),
          fat: nutritionNumber(form.nutrition.fat),
          fiber: nutritionNumber(form.nutrition.fiber),
          sodium: nutritionNumber(form.nutrition.sodium),
        }
      : before.nutrition;
  const dietaryUnchanged = sameSet(form.dietary, previous.dietaryFilters) || sameSet(form.dietary, before.dietaryRequirements);
  // Headings are lines ending with a colon; the parts are saved only when the lines changed (an untouched list keeps
  // its stored form, stale parts included, byte for byte).
  const ingredientLines = filled(form.ingredients);
  const listUnchanged = sameList(ingredientLines, linesFromGroups(ingredientGroupsOf(before)));
  const { ingredientGroups: beforeGroups, ...beforeRest } = before;
  const listed = listUnchanged
    ? { ingredients: before.ingredients, ingredientGroups: beforeGroups }
    : ingredientsFromRows(form.ingredients);
  const instructions = filled(form.instructions);
  const recipe: StructuredRecipe = {
    ...beforeRest,
    recipeName: title,
    prepTime: time(form.prep, before.prepTime),
    cookTime: time(form.cook, before.cookTime),
    totalTime: time(form.total, before.totalTime),
    servings: String(servings) === String(before.servings) ? before.servings : servings,
    dietaryRequirements: dietaryUnchanged ? before.dietaryRequirements : [...form.dietary],
    ingredients: listed.ingredients,
    ...(listed.ingredientGroups ? { ingredientGroups: listed.ingredientGroups } : {}),
    instructions: sameList(instructions, before.instructions) ? before.instructions : instructions,
    tips: sameList(tips, before.tips) ? before.tips : tips,
    nutrition: JSON.stringify(nutrition) === JSON.stringify(before.nutrition) ? before.nutrition : nutrition,
  };
  if (before.category !== undefined || form.category !== previous.category) recipe.category = form.category;
  const sameContent = JSON.stringify(recipe) === JSON.stringify({ ...before, recipeName: title });
  const convertedRecipe =
    previousContent && sameContent && (form.format === 'legacy' || before.recipeName === title)
      ? previousContent
      : form.format === 'structured'
        ? JSON.stringify(recipe)
        : writeLegacyRecipe(title, recipe, form.tipsText);
  return { title, convertedRecipe, dietaryFilters: [...form.dietary], category: form.category };
}

const rowSchema = z.strictObject({ id: z.string().max(100), text: z.string().max(5000) });
const timeSchema = z.strictObject({ amount: z.string().max(20), unit: z.enum(TIME_UNITS) });

/** A stored draft of the form is read back only when it has this shape (old or damaged drafts are ignored). */
export const recipeEditFormSchema: z.ZodType<RecipeEditForm> = z.strictObject({
  format: z.enum(['structured', 'legacy']),
  title: z.string().max(1000),
  prep: timeSchema,
  cook: timeSchema,
  total: timeSchema,
  servings: z.string().max(100),
  dietary: z.array(z.string().max(100)).max(60),
  category: z.enum(RECIPE_CATEGORIES),
  ingredients: z.array(rowSchema).max(500),
  instructions: z.array(rowSchema).max(500),
  nutrition: z.strictObject({
    calories: z.string().max(20),
    protein: z.string().max(20),
    carbohydrates: z.string().max(20),
    fat: z.string().max(20),
    fiber: z.string().max(20),
    sodium: z.string().max(20),
  }),
  tips: z.array(rowSchema).max(200),
  tipsText: z.string().max(20_000),
});

/** The form without row ids: two forms with the same key hold the same recipe. */
export function formKey(form: RecipeEditForm): string {
  const texts = (list: readonly ListRow[]) => list.map((r) => r.text);
  return JSON.stringify({ ...form, ingredients: texts(form.ingredients), instructions: texts(form.instructions), tips: texts(form.tips) });
}

/** An empty form for a new recipe (structured, default servings, main dish). */
/**
 * The form of a recipe typed in by hand: the cook's default servings (Settings), nutrition left empty rather than
 * a row of zeros (saved as 0 and shown as "not entered").
 */
export function newRecipeForm(servings?: number): RecipeEditForm {
  const form = formFromRecipe({
    title: '',
    convertedRecipe: JSON.stringify(emptyStructuredRecipe('New recipe')),
    dietaryFilters: [],
    category: 'main-dish',
  });
  const blank = Object.fromEntries(Object.keys(form.nutrition).map((key) => [key, ''])) as RecipeEditForm['nutrition'];
  return { ...form, servings: servings !== undefined ? String(servings) : form.servings, nutrition: blank };
}
