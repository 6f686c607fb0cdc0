import { deepEqual } from './mergeValues';

/**
 * Three-way merge of two JSON-object texts (a structured recipe's convertedRecipe) key by key, so
 * edits of different parts (name on one device, ingredients on another) both survive. Both sides
 * changed one key: lists of strings keep the later list plus the lines only the other side added;
 * any other value takes the later edit. A side with a change the result does not keep is returned
 * whole to be set aside (its conflict copy is itself a complete recipe). Returns undefined when
 * either side is not a JSON object (the caller merges it as plain text).
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
      value = isStringList(later) && isStringList(other) ? unionList(later, other, bv) : later;
    }
    if (value !== undefined) out[key] = value;
  }
  // A side that changed a key the result does not keep is set aside whole (a complete recipe as conflict copy).
  for (const [side, text] of [
    [l, local],
    [r, remote],
  ] as const) {
    const lost = Object.keys(side).some((key) => !deepEqual(side[key], b[key]) && !kept(side[key], out[key]));
    if (lost && !setAside.includes(text)) setAside.push(text);
  }
  return { text: JSON.stringify(out), setAside };
}

function unionList(later: string[], other: string[], base: unknown): string[] {
  const known = new Set([...later, ...(isStringList(base) ? base : [])]);
  return [...later, ...other.filter((item) => !known.has(item))];
}

/** A side's value survives in the result: equal, or a list whose every line is in the merged list. */
function kept(value: unknown, result: unknown): boolean {
  if (deepEqual(value, result)) return true;
  return isStringList(value) && isStringList(result) && value.every((item) => result.includes(item));
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
