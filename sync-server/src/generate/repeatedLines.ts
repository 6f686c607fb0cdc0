import { parseIngredientLine, scaleIngredientLines } from '../../../shared/kitchen/index';

const normal = (line: string) => line.trim().replace(/\s+/g, ' ').toLowerCase();
/** The line without its leading amount ("3 tbsp olive oil" → "tbsp olive oil"): lines that may name one food. */
const withoutAmount = (line: string) => normal(line).replace(/^[\d\s.,/½¼¾⅓⅔⅛-]+/u, '');

/**
 * What makes two lines one food in one measure: the food, unit, notes, size and alternative as the kitchen's
 * parser reads them ("3 tbsp olive oil" and "2 tbsp olive oil"), with the amount apart; a line without a single
 * amount ("salt to taste", "2-3 cloves") is only the same as itself.
 */
function foodKey(line: string): { key: string; amount: number | null } {
  const parsed = parseIngredientLine(line);
  if (parsed.quantity === null || parsed.quantityMax !== null) return { key: `line\u0000${normal(line)}`, amount: null };
  const parts = [parsed.ingredient, parsed.unit ?? '', parsed.notes ?? '', JSON.stringify(parsed.size), parsed.alternative ?? ''];
  return { key: `food\u0000${parts.join('\u0000').toLowerCase()}`, amount: parsed.quantity };
}

/**
 * The same food twice in one measure (an oil the AI listed and the oil the engine put in place of butter) is one
 * line with the amounts added: "3 tbsp olive oil" and "2 tbsp olive oil" are "5 tbsp olive oil", in the place of
 * the first. Lines without an amount ("salt to taste") are kept once. Only lines that read alike after their amount
 * are parsed, so a list without repeats costs no parsing.
 */
export function mergeRepeatedLines(ingredients: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const line of ingredients) if (line.trim()) seen.set(withoutAmount(line), (seen.get(withoutAmount(line)) ?? 0) + 1);
  if ([...seen.values()].every((n) => n === 1)) return [...ingredients];
  const keys = ingredients.map((line) =>
    line.trim() && (seen.get(withoutAmount(line)) ?? 0) > 1 ? foodKey(line) : { key: `only\u0000${line}`, amount: null },
  );
  const totals = new Map<string, { first: number; sum: number; count: number }>();
  keys.forEach(({ key, amount }, i) => {
    const total = totals.get(key);
    if (!total) totals.set(key, { first: i, sum: amount ?? 0, count: 1 });
    else {
      total.sum += amount ?? 0;
      total.count += 1;
    }
  });
  const out: string[] = [];
  ingredients.forEach((line, i) => {
    const { key, amount } = keys[i] ?? { key: '', amount: null };
    const total = totals.get(key);
    if (!line.trim() || !total || total.count === 1) {
      out.push(line);
      return;
    }
    if (total.first !== i) return;
    // Lines without an amount are one line; with one, the first line carries the sum.
    out.push(amount === null ? line : (scaleIngredientLines([line], amount, total.sum)[0] ?? line));
  });
  return out;
}
