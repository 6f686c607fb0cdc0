import { TEXT_MESSAGES } from '../../shared/domain/messages';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, nor half of a surrogate pair in jsonb (a broken emoji,
 * "\ud800" in JSON): find them before a write so the answer names the field and the batch's other rows are stored.
 */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with this text for the database, or undefined. */
function unstorable(text: string): string | undefined {
  if (text.includes(NUL)) return TEXT_MESSAGES.nulCharacter;
  return LONE_SURROGATE.test(text) ? TEXT_MESSAGES.brokenCharacter : undefined;
}

/** The dotted path and the message of the first string (or object key) the database cannot store, or undefined. */
export function findUnstorableText(value: unknown, path = ''): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = unstorable(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const inKey = unstorable(key);
    if (inKey) return { path: childPath, message: inKey };
    const found = findUnstorableText(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATEs for a NUL in text (22021) and in jsonb (22P05). */
export const NUL_SQLSTATES: ReadonlySet<string> = new Set(['22021', '22P05']);

/** PostgreSQL's error for half a surrogate pair in jsonb: 22P02 whose message or detail speaks of a surrogate. */
export function isBrokenCharacterError(state: string | undefined, error: unknown): boolean {
  const { message, detail } = (error ?? {}) as { message?: unknown; detail?: unknown };
  return state === '22P02' && /surrogate/i.test(`${String(message ?? '')} ${String(detail ?? '')}`);
}
