import { strFromU8, unzipSync } from 'fflate';
import { addFields, emptyResult, firstNumber, type ImportResult, type RecipeFields, textLines } from './importedRecipe';

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const names = (v: unknown) => (Array.isArray(v) ? v.map((x) => (isRecord(x) ? s(x.name) : s(x))).filter((x): x is string => !!x) : []);

function ingredientLine(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return '';
  const display = s(item.display) ?? s(item.originalText);
  if (display?.trim()) return display;
  const unit = isRecord(item.unit) ? s(item.unit.name) : undefined;
  const food = isRecord(item.food) ? s(item.food.name) : undefined;
  return [s(item.quantity) && item.quantity !== 0 ? s(item.quantity) : '', unit, food, s(item.note)].filter(Boolean).join(' ');
}

function instructionLines(value: unknown): string[] {
  if (!Array.isArray(value)) return textLines(s(value));
  return value.flatMap((step) => (isRecord(step) ? textLines(s(step.text)) : textLines(s(step))));
}

/** The fields of one Mealie recipe (its API/export JSON). */
export function mealieFields(r: Rec): RecipeFields {
  const nutrition = isRecord(r.nutrition) ? r.nutrition : {};
  const pick = (key: string) => firstNumber(nutrition[key]);
  const n = {
    calories: pick('calories'),
    protein: pick('proteinContent'),
    carbohydrates: pick('carbohydrateContent'),
    fat: pick('fatContent'),
    fiber: pick('fiberContent'),
    sodium: pick('sodiumContent'),
  };
  const given = Object.fromEntries(Object.entries(n).filter(([, v]) => v !== undefined));
  return {
    name: s(r.name) ?? '',
    description: s(r.description),
    ingredients: (Array.isArray(r.recipeIngredient) ? r.recipeIngredient : []).map(ingredientLine).filter((l) => l.trim() !== ''),
    instructions: instructionLines(r.recipeInstructions),
    servings: typeof r.recipeServings === 'number' && r.recipeServings > 0 ? r.recipeServings : s(r.recipeYield),
    prepTime: s(r.prepTime),
    cookTime: s(r.performTime) ?? s(r.cookTime),
    totalTime: s(r.totalTime),
    notes: Array.isArray(r.notes)
      ? r.notes.map((note) => (isRecord(note) ? [s(note.title), s(note.text)].filter(Boolean).join(': ') : ''))
      : [],
    categories: [...names(r.recipeCategory), ...names(r.tags)],
    imageUrl: s(r.orgURL) && /^https?:/.test(s(r.image) ?? '') ? s(r.image) : undefined,
    nutrition: Object.keys(given).length > 0 ? given : undefined,
  };
}

function recipesInJson(value: unknown): Rec[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  if (isRecord(value) && Array.isArray(value.items)) return value.items.filter(isRecord);
  if (isRecord(value) && Array.isArray(value.recipes)) return value.recipes.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** A Mealie recipe export: one recipe's JSON, a list of them, or Mealie's export zip (recipes/<slug>/<slug>.json). */
export function parseMealie(input: Uint8Array | string): ImportResult {
  const result = emptyResult('mealie');
  const texts: { label: string; text: string }[] = [];
  if (typeof input === 'string') texts.push({ label: 'File', text: input });
  else {
    try {
      const entries = unzipSync(input, {
        filter: (f) => {
          const name = f.name.toLowerCase();
          // Mealie keeps one folder of photos per recipe; counted (they cannot be kept), not read.
          if (/\/images\/original\.(webp|jpe?g|png)$/.test(name)) result.photosLeftOut += 1;
          return name.endsWith('.json');
        },
      });
      for (const [name, bytes] of Object.entries(entries)) texts.push({ label: name, text: strFromU8(bytes) });
    } catch {
      texts.push({ label: 'File', text: strFromU8(input) });
    }
  }
  for (const { label, text } of texts) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      result.problems.push({ label, message: 'This is not a Mealie recipe (not JSON).' });
      continue;
    }
    for (const r of recipesInJson(json)) addFields(result, mealieFields(r), s(r.name) ?? label);
  }
  if (texts.length === 0) result.problems.push({ label: 'File', message: 'The export holds no recipes.' });
  return result;
}
