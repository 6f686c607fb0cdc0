/** One pasted line and what its look says: list marker, Markdown emphasis, table cells. */

import { unitAt } from '../ingredientLineUnit';
import { leaderCells } from './dottedLeader';
import { fold } from './matchers';
import { ABBREVIATIONS_BEFORE_A_STOP, STEP_WORDS } from './vocabulary';

export type Marker = 'number' | 'bullet' | 'emoji' | null;

export interface Line {
  index: number;
  raw: string;
  /** The words of the line: list marker, Markdown heading marks and emphasis taken away. */
  body: string;
  marker: Marker;
  /** A Markdown heading (`# Title`, `## Method`) or a line wholly in bold. */
  emphasised: boolean;
  /** Table cells when the line is a table row ("| 200 g | flour |", "200 g | flour"). */
  cells: string[] | null;
  /** A Markdown table's separator row (`|---|---|`). */
  tableRule: boolean;
  folded: string;
  blank: boolean;
  /** The body with its gaps (a tab, or three spaces or more between words) as " | ", when it has any: "4 portioner   Tid: 45 min". */
  gapped?: string;
}

/** "1.", "2)", "(3)", "Step 4:", "1️⃣": a numbered step or item. */
const STEP_WORD_ALTERNATIVES = STEP_WORDS.join('|');
const NUMBERED = new RegExp(
  `^\\s*(?:(?:${STEP_WORD_ALTERNATIVES})\\s*\\d{1,2}\\s*[:.)\\-–]?|\\d{1,2}\\s*[.)](?![\\d.,])|\\(\\d{1,2}\\)|\\d\\ufe0f?\\u20e3)\\s*`,
  'iu',
);
/** A list bullet of punctuation or symbols ("-", "•", "▪️", "✔️", "➡️", "👉", "🔸"), or any emoji before the words. */
const BULLET =
  /^\s*(?:(?:[-*+•·▪◦‣○●■□▢☐✓✔✗➡→►▶➤⇒»–—]|\p{Extended_Pictographic}|\p{Emoji_Presentation})(?:\ufe0f|\u200d|\u20e3)*(?:\p{Extended_Pictographic}(?:\ufe0f|\u200d)*)*\s*)+/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** The text holds an emoji (a pictograph: "😅", "❤️", "👍"). */
export const hasEmoji = (text: string): boolean => EMOJI.test(text);
/** "☆ Tare", "★ Warishita", "◆ Sauce": one star or diamond before a word marks a sub-section or an item (a run of stars is a rating). */
const SYMBOL_MARK = /^\s*[☆★◆◇]\s*(?=\p{L})/u;
/** The words that may open a numbered step ("Step 2", "Schritt 3", "Étape 1"). */
const STEP_START = new RegExp(`^(?:${STEP_WORD_ALTERNATIVES})`, 'i');
/** "Step 1", "Étape 2" alone on a line: the step's number, its words on the next line. */
export const STEP_WORD_LINE = new RegExp(`^(?:${STEP_WORD_ALTERNATIVES})\\s*\\d{1,2}\\s*[:.]?$`, 'iu');
const MD_HEADING = /^\s*#{1,6}\s+/;
const WHOLE_BOLD = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)+\|?\s*$/;

const SPACE_RUNS = /\s+/g;

/** White space at `i` (what `\s` matches: `trim`'s set), read by its code for ASCII. */
function spaceAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return text.charAt(i).trim() === '';
}

/**
 * The text with each run of white space one space, trimmed: `text.replace(/\s+/g, ' ').trim()`. Most lines are so
 * already (single spaces between words, none at the ends) and are returned as they are, without a replace.
 */
export function collapseSpaces(text: string): string {
  const last = text.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const code = text.charCodeAt(i);
    const loose = code === 32 ? i === 0 || i === last || spaceAt(text, i + 1) : code >= 9 && spaceAt(text, i);
    if (loose) return text.replace(SPACE_RUNS, ' ').trim();
  }
  return text;
}

/** A character that may be (part of) an emoji: ©, ®, and everything from the general punctuation block up. */
const MAYBE_EMOJI = /[\u00a9\u00ae\u2000-\uffff]/;

/** Emoji and decorations around a title or heading ("✨ Buddha Bowl ✨", "🥗 Salade 🥗"). */
export function withoutDecorations(text: string): string {
  // Most lines hold no symbol beyond Latin letters and punctuation: only spaces to tidy.
  if (!MAYBE_EMOJI.test(text)) return text.includes('  ') || text !== text.trim() ? text.replace(/\s+/g, ' ').trim() : text;
  return text
    .replace(/(?:\p{Extended_Pictographic}|\ufe0f|\u200d|\u20e3)+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cellsOf(text: string): string[] | null {
  if (!text.includes('|')) return leaderCells(text);
  const cells = text
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((c) => c.trim());
  return cells.length >= 2 && cells.some((c) => c !== '') ? cells : null;
}

/** A gap between two parts of a line copied from a page's columns: a tab, or three spaces or more. */
const GAP = /(?<=\S)(?:[ \u00a0]*\t[ \u00a0\t]*|[ \u00a0]{3,})(?=\S)/g;

const RULE_LINE = /^[-_=*~—–·•.\s]+$/u;

export function readLine(raw: string, index: number): Line {
  const line = readLineOnce(raw, index);
  GAP.lastIndex = 0;
  // A gap needs a tab, two spaces running or a no-break space: most lines have none, and are not searched.
  const mayGap = raw.includes('\t') || raw.includes('  ') || raw.includes('\u00a0');
  if (!line.blank && mayGap && GAP.test(raw)) line.gapped = readLineOnce(raw.replace(GAP, ' | '), index).body;
  return line;
}

function readLineOnce(raw: string, index: number): Line {
  // Each replace below runs only on a line holding what it replaces (most hold none).
  const trimmed = (raw.includes('\u00a0') || raw.includes('\t') ? raw.replace(/[\u00a0\t]/g, ' ') : raw).trim();
  let body = trimmed;
  let emphasised = false;
  if (MD_HEADING.test(body)) {
    body = body.replace(MD_HEADING, '');
    emphasised = true;
  }
  const marked = body.includes('**') || body.includes('__');
  const bold = marked ? WHOLE_BOLD.exec(body) : null;
  if (bold?.[1]) {
    body = `${bold[1].trim()}${/:\s*$/.test(body) || /:$/.test(bold[1]) ? '' : ''}`;
    emphasised = true;
  }
  if (marked) body = body.replace(/\*\*|__/g, '');
  let marker: Marker = null;
  // A line opening with a letter other than a step word's has no list marker.
  const first = body.charCodeAt(0);
  const plainStart = ((first >= 97 && first <= 122) || (first >= 65 && first <= 90)) && !STEP_START.test(body);
  const numbered = plainStart ? null : NUMBERED.exec(body);
  if (numbered && body.slice(numbered[0].length).trim() !== '') {
    marker = 'number';
    body = body.slice(numbered[0].length);
  } else {
    const bullet = plainStart ? null : (BULLET.exec(body) ?? SYMBOL_MARK.exec(body));
    // A bullet needs words after it; "½ cup" and "-5 °C" are not bullets.
    if (bullet && bullet[0].length < body.length && !/^\s*-\d/.test(body)) {
      marker = EMOJI.test(bullet[0]) ? 'emoji' : 'bullet';
      body = body.slice(bullet[0].length);
    }
  }
  body = collapseSpaces(body);
  const tableRule = TABLE_RULE.test(trimmed);
  // "-----", "* * *", "———": a rule between parts of the page stands as a blank line.
  const rule = !tableRule && trimmed.length >= 3 && RULE_LINE.test(trimmed);
  return {
    index,
    raw,
    body,
    marker,
    emphasised,
    cells: tableRule ? null : cellsOf(body),
    tableRule,
    folded: fold(body),
    blank: body === '' || tableRule || rule,
  };
}

const NOT_SENTENCE_ENDS = new Set<string>(ABBREVIATIONS_BEFORE_A_STOP);
/** Lengths close sentences ("… a tin of 26 cm."), never an item's amount. */
const LENGTH_UNITS = new Set<string>(['cm', 'mm', 'm', 'in', 'inch']);
const CLOSERS = new Set(['"', "'", '”', ')', ']']);

/**
 * The full stop closing the text belongs to an abbreviation: one of the list ("ca.", "approx.", "min."), or a unit after
 * its number ("(450 γρ.)", "16 uds.", "270g."), not a sentence's end.
 */
function endsOnAbbreviation(end: string): boolean {
  let close = end.length;
  while (close > 0 && CLOSERS.has(end.charAt(close - 1))) close -= 1;
  if (end.charAt(close - 1) !== '.') return false;
  const words = end.slice(0, close).replaceAll('(', ' ').split(' ');
  const word = (words.at(-1) ?? '').slice(0, -1);
  const isDigit = (ch: string) => ch >= '0' && ch <= '9';
  const digits = [...word].findIndex((ch) => !isDigit(ch));
  const unitWord = digits > 0 ? word.slice(digits) : word;
  const counted = digits > 0 || isDigit((words.at(-2) ?? '').charAt(0));
  if ((close === end.length || counted) && NOT_SENTENCE_ENDS.has(unitWord.toLowerCase())) return true;
  // "(450 γρ.)": a measure in brackets; "Jajka — 3 szt.", "Cebolla — 1 ud.": a counted unit's abbreviation closing an
  // item (five letters at most); "… eine Springform von 26 cm." ends a sentence.
  const unitEnds = unitWord !== '' && unitAt(`${unitWord}.`, 0)?.end === unitWord.length + 1;
  if (close === end.length && counted && unitEnds && unitWord.length <= 5 && !LENGTH_UNITS.has(unitWord.toLowerCase())) return true;
  return close < end.length && counted && unitEnds;
}

/** A sentence: ends with a full stop, exclamation or question mark (an ellipsis too). */
export function isSentence(text: string): boolean {
  const end = withoutDecorations(text).trim();
  // "।" (Devanagari), "።" (Ethiopic), "؟" (Arabic): a sentence's end in the scripts that write their own.
  return /[.!?…।॥።؟](?:["'”)\]]*)$/.test(end) && !endsOnAbbreviation(end);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(isWord).length;
}

/** A word holds a letter or a digit (an ASCII one is found by its code, without the expression). */
function isWord(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  }
  return /[\p{L}\p{N}]/u.test(word);
}
