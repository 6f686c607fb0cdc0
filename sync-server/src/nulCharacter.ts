/** PostgreSQL cannot store U+0000 in text or jsonb; find it before a write so the answer names the field. */
const NUL = '\u0000';

/** The dotted path of the first string (or object key) holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return childPath;
    const found = findNulCharacter(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATEs for a NUL in text (22021) and in jsonb (22P05). */
export const NUL_SQLSTATES: ReadonlySet<string> = new Set(['22021', '22P05']);
