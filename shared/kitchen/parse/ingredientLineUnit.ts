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
  return next === undefined || !/[\p{L}\p{M}\p{N}]/u.test(next);
}

/** Aliases that are one plain word, by their lowercase spelling (and the case-sensitive ones by their exact spelling). */
const WORD_ALIASES = new Map<string, UnitDef>();
/** Units said with a food's word, read as units only before an "of" word (`UnitDef.ofAliases`). */
const OF_ALIASES = new Map<string, UnitDef>(UNITS.flatMap((def) => (def.ofAliases ?? []).map((alias) => [alias, def] as const)));
const OF_WORDS: ReadonlySet<string> = new Set(['of', 'de', 'di', 'do', 'da', 'del', 'du']);

/** An "of" word and then one of the foods the measure is said of ("de beurre", "d'olio"). */
function ofFoodAfter(rest: string, def: UnitDef): boolean {
  const lower = rest.trimStart().toLowerCase();
  let food: string;
  if (lower.startsWith("d'") || lower.startsWith('d’')) food = lower.slice(2);
  else {
    const space = lower.indexOf(' ');
    if (space <= 0 || !OF_WORDS.has(lower.slice(0, space))) return false;
    food = lower.slice(space + 1).trimStart();
  }
  return (def.ofFoods ?? []).some((start) => food.startsWith(start));
}
const EXACT_WORD_ALIASES = new Map<string, UnitDef>();
/** Aliases with spaces, dots or brackets ("fl oz", "c. à s", "colher (sopa)"), by their first letter, longest first. */
const PHRASE_ALIASES = new Map<string, Alias[]>();
const PLAIN_WORD = /^[\p{L}\p{M}]+$/u;
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
const WORD_AT = /\p{L}[\p{L}\p{M}]*/uy;

let lastText: string | undefined;
let lastLower: string | undefined;

/**
 * The text in lowercase, when each of its characters lowercases alone as it does in the text (one for one, no capital
 * sigma, whose lowercase depends on its neighbours): a piece of it then lowercases to the same piece of this. The last
 * text's is kept: a line is asked for units at many places.
 */
function lowerInPlace(text: string): string | undefined {
  if (text !== lastText) {
    const lower = text.toLowerCase();
    lastText = text;
    lastLower = lower.length === text.length && !text.includes('Σ') ? lower : undefined;
  }
  return lastLower;
}

/** The unit word exactly at `pos`, with an optional abbreviation period. */
export function unitAt(text: string, pos: number): { def: UnitDef; end: number } | null {
  // Longest first: a phrase alias ("fl oz", "c. à s") wins over its first word.
  const aliases = PHRASE_ALIASES.get(text.charAt(pos).toLowerCase());
  const lower = aliases ? lowerInPlace(text) : undefined;
  for (const alias of aliases ?? []) {
    let same: boolean;
    if (alias.exact) same = text.startsWith(alias.text, pos);
    else if (lower !== undefined) same = lower.startsWith(alias.text, pos);
    else same = text.slice(pos, pos + alias.text.length).toLowerCase() === alias.text;
    if (!same) continue;
    let end = pos + alias.text.length;
    if (text[end] === '.') end += 1;
    if (!endsWord(text, end)) continue;
    return { def: alias.def, end };
  }
  WORD_AT.lastIndex = pos;
  const word = WORD_AT.exec(text)?.[0];
  if (!word) return null;
  const of = OF_ALIASES.get(word.toLowerCase());
  const def =
    EXACT_WORD_ALIASES.get(word) ??
    WORD_ALIASES.get(word.toLowerCase()) ??
    (of && ofFoodAfter(text.slice(pos + word.length), of) ? of : undefined);
  if (!def) return null;
  let end = pos + word.length;
  if (text[end] === '.') end += 1;
  if (!endsWord(text, end)) return null;
  return { def, end };
}

const MODIFIER_WORD = /[A-Za-z-]+/y;
/**
 * Past the white space at `pos` (what `\s` matches: `trim`'s set), as a sticky `/\s*\/y` would: a position past the
 * end gives 0.
 */
function skipSpaces(text: string, pos: number): number {
  if (pos > text.length) return 0;
  let at = Math.max(0, pos);
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === 32 || (code >= 9 && code <= 13)) at += 1;
    else if (code < 128 || text.charAt(at).trim() !== '') break;
    else at += 1;
  }
  return at;
}

/** A unit after a quantity, allowing modifiers in front of it ("2 heaped tbsp", "1 large clove"). */
export function readUnit(text: string, pos: number): UnitMatch | null {
  const modifiers: string[] = [];
  let at = skipSpaces(text, pos);
  for (;;) {
    const found = unitAt(text, at);
    if (found) return { def: found.def, start: at, end: found.end, modifiers };
    MODIFIER_WORD.lastIndex = at;
    const m = MODIFIER_WORD.exec(text);
    if (!m || !UNIT_MODIFIERS.has(m[0].toLowerCase())) return null;
    modifiers.push(m[0]);
    at = skipSpaces(text, at + m[0].length);
  }
}

export { skipSpaces };
