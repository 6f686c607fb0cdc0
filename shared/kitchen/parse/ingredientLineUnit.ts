import { UNIT_MODIFIERS, UNITS, type UnitDef } from '../unitData';

export interface UnitMatch {
  def: UnitDef;
  /** Where the unit word itself starts and ends (after any modifier such as "heaped"). */
  start: number;
  end: number;
  /** Modifier words between quantity and unit ("heaped", "large"). */
  modifiers: string[];
}

interface Alias {
  text: string;
  exact: boolean;
  def: UnitDef;
}

// Longest first, so "fl oz" wins over "fl" and "tbsp" over "t".
const ALIASES: Alias[] = UNITS.flatMap((def) => [
  ...def.aliases.map((text) => ({ text, exact: false, def })),
  ...(def.exactAliases ?? []).map((text) => ({ text, exact: true, def })),
]).sort((a, b) => b.text.length - a.text.length);

/** A unit ends at a space, punctuation or the line's end, never inside a word ("g" is not the start of "garlic"). */
function endsWord(text: string, end: number): boolean {
  const next = text[end];
  return next === undefined || !/[\p{L}\p{N}]/u.test(next);
}

/** Aliases that are one plain word, by their lowercase spelling (and the case-sensitive ones by their exact spelling). */
const WORD_ALIASES = new Map<string, UnitDef>();
const EXACT_WORD_ALIASES = new Map<string, UnitDef>();
/** Aliases with spaces, dots or brackets ("fl oz", "c. à s", "colher (sopa)"), by their first letter, longest first. */
const PHRASE_ALIASES = new Map<string, Alias[]>();
const PLAIN_WORD = /^\p{L}+$/u;
for (const alias of ALIASES) {
  if (PLAIN_WORD.test(alias.text)) {
    const map = alias.exact ? EXACT_WORD_ALIASES : WORD_ALIASES;
    const key = alias.exact ? alias.text : alias.text.toLowerCase();
    if (!map.has(key)) map.set(key, alias.def);
    continue;
  }
  const first = alias.text.charAt(0).toLowerCase();
  PHRASE_ALIASES.set(first, [...(PHRASE_ALIASES.get(first) ?? []), alias]);
}
const WORD_AT = /\p{L}+/uy;

/** The unit word exactly at `pos`, with an optional abbreviation period. */
export function unitAt(text: string, pos: number): { def: UnitDef; end: number } | null {
  // Longest first: a phrase alias ("fl oz", "c. à s") wins over its first word.
  for (const alias of PHRASE_ALIASES.get(text.charAt(pos).toLowerCase()) ?? []) {
    const slice = text.slice(pos, pos + alias.text.length);
    const same = alias.exact ? slice === alias.text : slice.toLowerCase() === alias.text;
    if (!same) continue;
    let end = pos + alias.text.length;
    if (text[end] === '.') end += 1;
    if (!endsWord(text, end)) continue;
    return { def: alias.def, end };
  }
  WORD_AT.lastIndex = pos;
  const word = WORD_AT.exec(text)?.[0];
  if (!word) return null;
  const def = EXACT_WORD_ALIASES.get(word) ?? WORD_ALIASES.get(word.toLowerCase());
  if (!def) return null;
  let end = pos + word.length;
  if (text[end] === '.') end += 1;
  if (!endsWord(text, end)) return null;
  return { def, end };
}

const SPACES = /\s*/y;
function skipSpaces(text: string, pos: number): number {
  SPACES.lastIndex = pos;
  SPACES.exec(text);
  return SPACES.lastIndex;
}

/** A unit after a quantity, allowing modifiers in front of it ("2 heaped tbsp", "1 large clove"). */
export function readUnit(text: string, pos: number): UnitMatch | null {
  const modifiers: string[] = [];
  let at = skipSpaces(text, pos);
  for (;;) {
    const found = unitAt(text, at);
    if (found) return { def: found.def, start: at, end: found.end, modifiers };
    const word = /[A-Za-z-]+/y;
    word.lastIndex = at;
    const m = word.exec(text);
    if (!m || !UNIT_MODIFIERS.has(m[0].toLowerCase())) return null;
    modifiers.push(m[0]);
    at = skipSpaces(text, at + m[0].length);
  }
}

export { skipSpaces };
