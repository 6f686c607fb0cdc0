import { scaleIngredientLines } from '../../../shared/kitchen/index';

/**
 * The same ingredient line twice (an oil the AI listed and the oil the engine put in place of butter) is one
 * line with the amounts added: "2 tbsp olive oil" twice is "4 tbsp olive oil", in the place of the first.
 * Lines without an amount ("salt to taste") are kept once.
 */
export function mergeRepeatedLines(ingredients: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const key = (line: string) => line.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const line of ingredients) if (line.trim()) counts.set(key(line), (counts.get(key(line)) ?? 0) + 1);
  const written = new Set<string>();
  const out: string[] = [];
  for (const line of ingredients) {
    const k = key(line);
    if (!line.trim()) {
      out.push(line);
      continue;
    }
    if (written.has(k)) continue;
    written.add(k);
    const times = counts.get(k) ?? 1;
    out.push(times > 1 ? (scaleIngredientLines([line], 1, times)[0] ?? line) : line);
  }
  return out;
}
