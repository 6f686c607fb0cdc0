import { strFromU8, unzipSync } from 'fflate';
import { addFields, emptyResult, type ImportResult, type RecipeFields } from './importedRecipe';

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function amountText(amount: unknown): string {
  const n = num(amount);
  if (n === undefined || n === 0) return '';
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

function ingredientLine(item: Rec): string {
  if (item.is_header === true) return `${s(item.note) ?? (isRecord(item.food) ? s(item.food.name) : '') ?? ''}:`;
  const unit = isRecord(item.unit) ? s(item.unit.name) : undefined;
  const food = isRecord(item.food) ? s(item.food.name) : undefined;
  const note = s(item.note);
  const line = [item.no_amount === true ? '' : amountText(item.amount), unit, food].filter(Boolean).join(' ');
  return note ? `${line}, ${note}` : line;
}

/** The fields of one Tandoor recipe.json (steps carry their own ingredients). */
export function tandoorFields(r: Rec): RecipeFields {
  const steps = Array.isArray(r.steps) ? r.steps.filter(isRecord) : [];
  const ingredients = steps.flatMap((step) =>
    Array.isArray(step.ingredients) ? step.ingredients.filter(isRecord).map(ingredientLine) : [],
  );
  const instructions = steps.flatMap((step) => {
    const text = (s(step.instruction) ?? s(step.instructions) ?? '').trim();
    const name = s(step.name)?.trim();
    return text ? [name ? `${name}: ${text}` : text] : [];
  });
  const working = num(r.working_time) ?? 0;
  const waiting = num(r.waiting_time) ?? 0;
  const n = isRecord(r.nutrition) ? r.nutrition : undefined;
  const nutrition = n
    ? Object.fromEntries(
        Object.entries({
          calories: num(n.calories),
          protein: num(n.proteins),
          carbohydrates: num(n.carbohydrates),
          fat: num(n.fats),
        }).filter(([, v]) => v !== undefined),
      )
    : undefined;
  return {
    name: s(r.name) ?? '',
    description: s(r.description),
    ingredients: ingredients.filter((l) => l.trim() !== '' && l.trim() !== ':'),
    instructions,
    servings: num(r.servings) ?? s(r.servings_text),
    prepTime: working ? String(working) : undefined,
    cookTime: waiting ? String(waiting) : undefined,
    totalTime: working + waiting ? String(working + waiting) : undefined,
    categories: Array.isArray(r.keywords) ? r.keywords.map((k) => (isRecord(k) ? (s(k.name) ?? '') : (s(k) ?? ''))) : [],
    imageUrl: s(r.source_url) && /^https?:/.test(s(r.image) ?? '') ? s(r.image) : undefined,
    nutrition: nutrition && Object.keys(nutrition).length > 0 ? nutrition : undefined,
  };
}

/**
 * A Tandoor export: a zip holding one zip per recipe (recipe.json and image.jpg), or a single
 * recipe's zip, or recipe.json itself.
 */
export function parseTandoor(input: Uint8Array | string): ImportResult {
  const result = emptyResult('tandoor');
  const found: { label: string; text: string; photo: boolean }[] = [];
  const readZip = (bytes: Uint8Array, label: string, depth: number) => {
    const entries = unzipSync(bytes);
    const hasPhoto = Object.keys(entries).some((n) => /\.(jpe?g|png|webp)$/i.test(n));
    for (const [name, data] of Object.entries(entries)) {
      if (name.toLowerCase().endsWith('.zip') && depth === 0) readZip(data, name, depth + 1);
      else if (name.toLowerCase().endsWith('recipe.json'))
        found.push({ label: depth ? label : name, text: strFromU8(data), photo: hasPhoto });
    }
  };
  if (typeof input === 'string') found.push({ label: 'recipe.json', text: input, photo: false });
  else {
    try {
      readZip(input, 'File', 0);
    } catch {
      found.push({ label: 'File', text: strFromU8(input), photo: false });
    }
  }
  if (found.length === 0) result.problems.push({ label: 'File', message: 'No Tandoor recipe.json was found in this export.' });
  for (const { label, text, photo } of found) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      result.problems.push({ label, message: 'This is not a Tandoor recipe (not JSON).' });
      continue;
    }
    if (!isRecord(json)) {
      result.problems.push({ label, message: 'This is not a Tandoor recipe.' });
      continue;
    }
    const before = result.recipes.length;
    addFields(result, tandoorFields(json), s(json.name) ?? label);
    if (photo && result.recipes.length > before && !result.recipes.at(-1)?.imageUrl) result.photosLeftOut += 1;
  }
  return result;
}
