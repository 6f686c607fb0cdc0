/**
 * Must-use and avoid ingredient entries (spec public-site-and-plans §5): comma-separated, trimmed,
 * blanks dropped, de-duplicated (case-insensitively, first spelling kept).
 */
export function normaliseIngredientList(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((entry) => entry.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const entry = part.trim().replace(/\s+/g, ' ');
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}
