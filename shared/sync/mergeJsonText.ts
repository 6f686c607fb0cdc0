import { deepEqual } from './mergeValues';

/**
 * Three-way merge of two JSON-object texts (a structured recipe's convertedRecipe) key by key, so
 * edits of different parts (name on one device, ingredients on another) both survive. Both sides
 * changed one key: lists of strings keep the later list plus the lines only the other side added;
 * any other value takes the later edit and, when that drops a text, the other side's whole JSON
 * text is returned to be set aside (a conflict copy that is itself a complete recipe). Returns undefined when either side is not a JSON object (the caller merges it as plain text).
 */
export function mergeJsonTexts(
  base: unknown,
  local: string,
  remote: string,
  pickLater: (local: unknown, remote: unknown) => unknown,
): { text: string; setAside: string[] } | undefined {
  const l = parseObject(local);
  const r = parseObject(remote);
  if (!l || !r) return undefined;
  const b = (typeof base === 'string' ? parseObject(base) : undefined) ?? {};
  const out: Record<string, unknown> = {};
  const setAside: string[] = [];
  for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
    const [bv, lv, rv] = [b[key], l[key], r[key]];
    let value: unknown;
    if (deepEqual(lv, rv) || deepEqual(rv, bv)) value = lv;
    else if (deepEqual(lv, bv)) value = rv;
    else {
      const later = pickLater(lv, rv);
      const other = later === lv ? rv : lv;
      if (isStringList(later) && isStringList(other)) {
        const known = new Set([...later, ...(isStringList(bv) ? bv : [])]);
        value = [...later, ...other.filter((item) => !known.has(item))];
      } else {
        value = later;
        if (typeof other === 'string' && other.trim() !== '' && !(typeof later === 'string' && later.includes(other))) {
          const otherText = other === lv ? local : remote;
          if (!setAside.includes(otherText)) setAside.push(otherText);
        }
      }
    }
    if (value !== undefined) out[key] = value;
  }
  return { text: JSON.stringify(out), setAside };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
