import { findIngredient } from '../ingredients/lookup';
import { parseIngredientLine } from './ingredientLine';
import { readQuantity } from './quantity';
import { hasOutsideBrackets, splitOutsideBrackets } from './splitOutsideBrackets';

/** Labels that introduce garnish or serving items ("To serve: chives and oyster crackers"). */
const SERVING_LABEL =
  /^(?:to serve|for serving|serve with|serving|to garnish|garnish|for the garnish|garnishes|toppings?|to finish|extras?)$/i;
/** A trailing serving phrase shared by every item of the line. */
const SERVING_TAIL = /(?:,\s*|\s+)((?:to serve|for serving|to garnish|for garnish(?:ing)?|to finish|for dusting)\b.*)$/i;

const LABEL = /^([\p{L}][\p{L} '’&-]{1,30}):\s*(\S.*)$/u;

function startsWithAmount(text: string): boolean {
  return readQuantity(text.trim(), 0) !== null && /^\s*[\d½⅓⅔¼¾⅛]/.test(text);
}

/** Tags a filter turns on: two foods that differ in these are two lines ("chives and oyster crackers"). */
const MATTERS: ReadonlySet<string> = new Set([
  'meat',
  'pork',
  'poultry',
  'red-meat',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'alcohol',
  'added-sugar',
  'honey',
  'gelatin',
  'high-carb',
]);

/** The foods of a no-amount line are different things when the table places them apart and one of them matters. */
function separateFoods(parts: readonly string[]): boolean {
  const entries = parts.map((p) => findIngredient(p));
  if (entries.some((e) => e === undefined)) return false;
  const names = new Set(entries.map((e) => e?.name));
  if (names.size !== parts.length) return false;
  const tagSets = entries.map((e) =>
    (e?.tags ?? [])
      .filter((t) => MATTERS.has(t))
      .sort()
      .join(','),
  );
  return new Set(tagSets).size > 1;
}

function withNote(item: string, note: string | null): string {
  return note ? `${item.trim()}, ${note}` : item.trim();
}

/**
 * One pasted ingredient line as the items it really holds: "csipetke: 1 egg, 80 g flour" is two ingredients,
 * "To serve: chives and oyster crackers" two garnishes, "1 carota, 1 sedano, 1 cipolla — finely chopped" three
 * vegetables. Lines of one food ("Butter: 100 g", "salt and pepper", "juice of 1 lemon, zested") stay as written.
 */
export function splitCompoundLine(line: string): string[] {
  const text = line.trim();
  const label = LABEL.exec(text);
  if (label?.[1] && label[2]) {
    const [, name, rest] = label;
    const isFoodWithAmount = startsWithAmount(rest) && !hasOutsideBrackets(rest, /,/) && findIngredient(name) !== undefined;
    if (!isFoodWithAmount) {
      const serving = SERVING_LABEL.test(name.trim());
      const items = splitItems(rest);
      if (serving) return items.map((item) => withNote(item.replace(SERVING_TAIL, ''), 'to serve'));
      if (items.length > 1 || startsWithAmount(rest)) return items;
    }
  }
  if (parseIngredientLine(text).quantity !== null) {
    // "1 carota, 1 sedano, 1 cipolla — finely chopped": every comma part has its own amount.
    const [list, note] = text.split(/\s+[—–]\s+|\s+-\s+/);
    const parts = splitOutsideBrackets(list ?? '', /\s*,(?!\d)\s*/);
    if (parts.length > 1 && parts.every(startsWithAmount)) return parts.map((p) => withNote(p, note?.trim() || null));
    return [line];
  }
  const tail = SERVING_TAIL.exec(text);
  const body = tail ? text.slice(0, tail.index) : text;
  const parts = splitOutsideBrackets(body, /\s*,(?!\d)\s*|\s+(?:and|&)\s+/).filter((p) => p.trim() !== '');
  if (parts.length > 1 && parts.length <= 6 && separateFoods(parts)) return parts.map((p) => withNote(p, tail?.[1] ?? null));
  return [line];
}

/** Comma- or "and"-separated items after a label. */
function splitItems(rest: string): string[] {
  const tail = SERVING_TAIL.exec(rest);
  const body = tail ? rest.slice(0, tail.index) : rest;
  const byComma = splitOutsideBrackets(body, /\s*,(?!\d)\s*/).filter((p) => p.trim() !== '');
  const items = byComma.flatMap((part) => (startsWithAmount(part) ? [part] : part.split(/\s+(?:and|&)\s+/)));
  return items.map((item) => item.trim()).filter((item) => item !== '');
}
