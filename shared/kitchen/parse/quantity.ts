/** Reading a quantity ("1 1/2", "1½", "1,5", "2-3", "2 to 3", "a dozen") at a position in an ingredient line. */
import { NUMBER_WORDS as NUMBER_WORDS_ELSEWHERE, UNIT_ARTICLES } from './document/vocabulary';
import { unitAt } from './ingredientLineUnit';

export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/** A character an amount can start with: a digit or a unicode fraction ("½", "⅓"). */
export function startsAmount(c: string): boolean {
  return (c >= '0' && c <= '9') || UNICODE_FRACTIONS[c] !== undefined;
}
const UF = '[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  half: 0.5,
  quarter: 0.25,
  couple: 2,
  few: 3,
};

export interface QuantityMatch {
  value: number;
  max: number | null;
  start: number;
  end: number;
  /** True when the quantity is only the article "a"/"an": the caller decides whether it means one. */
  article: boolean;
}

interface Single {
  value: number;
  end: number;
  article: boolean;
}

/** "2 1/2", "2-1/2", "2½", and a whole joined by "and" ("2 e 1/2 xícaras", "1 y 1/2 tazas", "1 und 1/2"). */
const MIXED = new RegExp(`(\\d+)(?:\\s+(?:e|y|and|und|et|en|i|och|og)\\s+|\\s+|-|\\s*(?=${UF}))(?:(\\d+)\\s*[/⁄]\\s*(\\d+)|(${UF}))`, 'y');
const FRACTION = /(\d+)\s*[/⁄]\s*(\d+)/y;
const UNICODE = new RegExp(UF, 'y');
const DECIMAL = /(\d+(?:[.,]\d+)?|\.\d+)/y;
/** "1.000 g", "4,000 ml", "1 000 g" (a no-break space): groups of three digits after a separator. */
const GROUPED = /\d{1,3}(?:([.,\u00a0\u202f])\d{3})(?:\1\d{3})*(?![\d.,])/y;
/** Units in which "1,250" or "1.500" is a decimal amount ("1,250 kg" is 1.25 kg), not thousands; a household cup or glass too. */
const LARGE_UNITS: ReadonlySet<string> = new Set(['kg', 'l', 'lb', 'gallon', 'quart', 'pint', 'cup']);
const WORD =
  /(?:(a|an)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|half|quarter|couple|few)\b(?:\s+of\b)?/iy;
const ARTICLE = /(a|an)\b/iy;
/** A number word of the product's other languages ("un pizzico", "eine Prise", "dos huevos", "mezza cipolla"). */
const LOCAL_WORD = new RegExp(
  `(${Object.keys(NUMBER_WORDS_ELSEWHERE)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'iuy',
);
const AND_A_HALF = /\s+and\s+a\s+half\b/iy;
const HALF_A = /\s+(?:a|an)\b/iy;
const DOZEN = /\s*dozen\b(?:\s+of\b)?/iy;
/** "2-3", "2 to 3", and the product's languages' words between the ends ("2 a 3", "2 à 3", "2 bis 3", "2 tot 3", "2 o 3"). */
const RANGE_SEP = /\s*(?:-|–|—|~|\bto\b|\bor\b)\s*|\s+(?:a|à|bis|tot|do|till|até|až|o|oder|ou)\s+/iy;

function at(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

function readDecimal(token: string): number {
  return Number(token.replace(',', '.'));
}

/** Digits in groups of three are thousands, except before a large unit where the separator is a decimal point or comma. */
function readGrouped(text: string, pos: number): Single | null {
  const grouped = at(GROUPED, text, pos);
  if (!grouped) return null;
  const end = pos + grouped[0].length;
  let unitPos = end;
  while (text[unitPos] === ' ') unitPos += 1;
  const unit = unitAt(text, unitPos);
  const separator = grouped[1] ?? '';
  const oneGroup = grouped[0].length <= 7;
  if (unit && (LARGE_UNITS.has(unit.def.id) || unit.def.system === 'local') && oneGroup && (separator === '.' || separator === ','))
    return null;
  return { value: Number(grouped[0].replace(/[.,\u00a0\u202f]/g, '')), end, article: false };
}

function readSingle(text: string, pos: number): Single | null {
  const mixed = at(MIXED, text, pos);
  if (mixed) {
    const whole = Number(mixed[1]);
    const frac = mixed[4] ? (UNICODE_FRACTIONS[mixed[4]] ?? 0) : Number(mixed[2]) / Number(mixed[3]);
    if (frac > 0 && frac < 1) return { value: whole + frac, end: pos + mixed[0].length, article: false };
  }
  const fraction = at(FRACTION, text, pos);
  if (fraction && Number(fraction[2]) > 0) {
    return { value: Number(fraction[1]) / Number(fraction[2]), end: pos + fraction[0].length, article: false };
  }
  const unicode = at(UNICODE, text, pos);
  if (unicode) return { value: UNICODE_FRACTIONS[unicode[0]] ?? 0, end: pos + 1, article: false };
  const grouped = readGrouped(text, pos);
  if (grouped) return grouped;
  const decimal = at(DECIMAL, text, pos);
  // "1/0 cup", "1e9 g": no amount a cook can weigh; the line is read without one.
  if (decimal?.[1] && /^(?:\/\d|e\d)/i.test(text.slice(pos + decimal[0].length))) return null;
  if (decimal?.[1]) return { value: readDecimal(decimal[1]), end: pos + decimal[0].length, article: false };
  const word = at(WORD, text, pos);
  if (word?.[2]) {
    const name = word[2].toLowerCase();
    // "few"/"couple" need their article ("a few"); "half" may take one after it ("half a lemon").
    // "couple" needs its article ("a couple of"); "few" is also written alone in sloppy lists ("Few sprigs thyme").
    if (name === 'couple' && !word[1]) return null;
    let end = pos + word[0].length;
    let value = NUMBER_WORDS[name] ?? 0;
    if (name === 'half' || name === 'quarter') {
      const a = at(HALF_A, text, end);
      if (a) end += a[0].length;
    }
    const andHalf = at(AND_A_HALF, text, end);
    if (andHalf) {
      value += 0.5;
      end += andHalf[0].length;
    }
    return { value, end, article: false };
  }
  const local = at(LOCAL_WORD, text, pos);
  if (local?.[1]) {
    const value = NUMBER_WORDS_ELSEWHERE[local[1].toLowerCase()];
    if (value !== undefined) return { value, end: pos + local[0].length, article: false };
  }
  const article = at(ARTICLE, text, pos);
  if (article) return { value: 1, end: pos + article[0].length, article: true };
  return unitArticle(text, pos);
}

/** "en nypa", "et skvæt", "ei klype": an article of the Nordic languages before a unit is one of it. */
function unitArticle(text: string, pos: number): Single | null {
  const word = UNIT_ARTICLES.find((a) => text.slice(pos, pos + a.length).toLowerCase() === a && text.charAt(pos + a.length) === ' ');
  if (!word) return null;
  let next = pos + word.length;
  while (text.charAt(next) === ' ') next += 1;
  return unitAt(text, next) ? { value: 1, end: pos + word.length, article: true } : null;
}

function withDozen(single: Single, text: string): Single {
  const dozen = at(DOZEN, text, single.end);
  if (!dozen) return single;
  return { value: single.value * 12, end: single.end + dozen[0].length, article: false };
}

/** Reads a quantity or range starting exactly at `pos`; null when there is none. */
export function readQuantity(text: string, pos: number): QuantityMatch | null {
  const firstRaw = readSingle(text, pos);
  if (!firstRaw) return null;
  const first = withDozen(firstRaw, text);
  if (!first.article) {
    const sep = at(RANGE_SEP, text, first.end);
    if (sep) {
      const second = readSingle(text, first.end + sep[0].length);
      if (second && !second.article && second.value > first.value) {
        const upper = withDozen(second, text);
        return { value: first.value, max: upper.value, start: pos, end: upper.end, article: false };
      }
    }
  }
  return { value: first.value, max: null, start: pos, end: first.end, article: first.article };
}
