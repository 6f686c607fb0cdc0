import { EQUIPMENT_WORDS } from './equipmentWords';
import { fold } from './matchers';
import { TIN_LINE_WORDS } from './vocabulary';

/**
 * A line that names a tin, mould or dish with its size and nothing else ("Teglia: 20x30 cm", "Form: 24 cm Ø", "Blik: 20 ×
 * 30 cm", "Moule : 22 cm", "Ovenschaal van 25x18 cm", "Tortownica 26 cm", "1 moule carré de 20 cm"): equipment, never an
 * ingredient, so its size is neither read as an amount nor scaled.
 */

const LENGTH_UNITS = new Set(['cm', 'mm', 'inch', 'inches', 'in', '"', '″', 'ø', '⌀']);
const TIMES = new Set(['x', '×', '*']);
/** Units of a food's amount: a line with one measures food ("1 x 400 g tin chopped tomatoes"), never a tin. */
const FOOD_UNITS = new Set(['g', 'kg', 'dkg', 'dag', 'ml', 'cl', 'dl', 'l', 'oz', 'lb', 'lbs', 'litre', 'liter', 'litres', 'liters']);
const OTHER_WORDS_AT_MOST = 2;
const BETWEEN = new Set(TIN_LINE_WORDS.map(fold));
const EQUIPMENT_FOLDED = new Set([...EQUIPMENT_WORDS].map(fold));
const EQUIPMENT_ENDINGS = [...EQUIPMENT_FOLDED].filter((w) => w.length >= 4);

type CharKind = 'digit' | 'letter' | 'space' | 'mark';

/** What the character (one code point) at `i` is: ASCII read by its code, the rest by its case forms and `trim`. */
function kindAt(text: string, i: number, width: number): CharKind {
  const code = text.charCodeAt(i);
  if (code < 128) {
    if (code >= 48 && code <= 57) return 'digit';
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return 'letter';
    return code === 32 || (code >= 9 && code <= 13) ? 'space' : 'mark';
  }
  const c = text.slice(i, i + width);
  return c.toLowerCase() !== c.toUpperCase() ? 'letter' : c.trim() === '' ? 'space' : 'mark';
}

/** Runs of letters, runs of digits, and single marks ("20x30cm" → 20, x, 30, cm). */
function tokensOf(text: string): string[] {
  const lower = text.toLowerCase();
  const out: string[] = [];
  let start = 0;
  let kind = '';
  let i = 0;
  while (i < lower.length) {
    const width = (lower.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    const k = kindAt(lower, i, width);
    if ((k !== kind || k === 'mark') && i > start) {
      if (kind !== 'space') out.push(lower.slice(start, i));
      start = i;
    }
    kind = k;
    i += width;
  }
  if (i > start && kind !== 'space') out.push(lower.slice(start));
  return out;
}

function namesEquipment(word: string): boolean {
  const folded = fold(word);
  return EQUIPMENT_FOLDED.has(folded) || EQUIPMENT_ENDINGS.some((end) => folded.length > end.length && folded.endsWith(end));
}

const isNumber = (t: string | undefined) => t !== undefined && t >= '0' && t <= '9' && /^\d+$/.test(t);
const isLetters = (t: string) => t.toLowerCase() !== t.toUpperCase();

export function isTinLine(text: string): boolean {
  const tokens = tokensOf(text);
  if (tokens.length === 0 || tokens.length > 24) return false;
  let equipment = false;
  let size = false;
  let others = 0;
  for (const [i, t] of tokens.entries()) {
    if (isNumber(t)) {
      // "24 cm", "9-inch", "20 x 30", "Ø 26": a length.
      const next = tokens[i + 1] === '-' ? tokens[i + 2] : tokens[i + 1];
      if ((next !== undefined && (LENGTH_UNITS.has(next) || TIMES.has(next))) || LENGTH_UNITS.has(tokens[i - 1] ?? '')) size = true;
      continue;
    }
    if (!isLetters(t)) continue;
    if (FOOD_UNITS.has(t)) return false;
    if (namesEquipment(t)) equipment = true;
    else if (!LENGTH_UNITS.has(t) && !TIMES.has(t) && !BETWEEN.has(fold(t))) others += 1;
  }
  return equipment && size && others <= OTHER_WORDS_AT_MOST;
}
