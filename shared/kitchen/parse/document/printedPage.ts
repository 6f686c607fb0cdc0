/**
 * A recipe scanned or copied from a printed page: the book's running head at a page break ("112   LA CUCINA DI CASA
 * NOSTRA · PALERMO", "Suppen und Eintöpfe  113"), words broken at the line's end with a hyphen ("pa-" / "lermitana"),
 * and sentences wrapped over several lines. The heads go; broken words and wrapped sentences are joined, so the list
 * and the method read as typed. Other texts are left as they are.
 */
import { unitAt } from '../ingredientLineUnit';
import { fold } from './matchers';
import { PAGE_WORDS } from './pageFactsData';

/** A page number beside the head's words, set apart by a wide gap or a mark: "84    BREADS OF THE HILL COUNTRY". */
const NUMBER_FIRST = /^\s*(\d{1,4})(?:[ \t\u00a0]{2,}|\s+[·|•—–]\s+)(\D*\p{L}\D*?)\s*$/u;
const NUMBER_LAST = /^\s*(\D*\p{L}\D*?)(?:[ \t\u00a0]{2,}|\s+[·|•—–]\s+)(\d{1,4})\s*$/u;
/** A word broken at the line's end: a letter, then its hyphen. */
const BROKEN = /\p{L}-$/u;
const OPENS_LOWER = /^\s*\p{Ll}/u;
/** A line that ends a sentence, a label or an aside: not wrapped on to the next. */
const CLOSED = /[.!?:;)\]"”»…]\s*$/u;
const LEADS_WITH_FIGURE = /^\s*[-•*]?\s*[\d½¼¾⅓⅔]/u;

export interface PageRead {
  lines: readonly string[];
  /** The running heads left out, as written. */
  heads: readonly string[];
}

interface Head {
  index: number;
  page: number;
  words: string;
}

const PAGE_WORD = new Set<string>(PAGE_WORDS.map(fold));

/** "ΚΟΥΖΙΝΑ ΤΗΣ ΚΡΗΤΗΣ   σελ. 112", "OMAS BESTE REZEPTE   Seite 38": the head with its page word before the number, without it. */
function withoutPageWord(line: string): string {
  const text = line.trimEnd();
  const space = text.lastIndexOf(' ');
  const number = text.slice(space + 1);
  if (space < 0 || number === '' || number.length > 4 || ![...number].every((ch) => ch >= '0' && ch <= '9')) return line;
  const before = text.slice(0, space).trimEnd();
  const wordStart = before.lastIndexOf(' ') + 1;
  if (wordStart === 0 || !PAGE_WORD.has(fold(before.slice(wordStart)))) return line;
  return `${before.slice(0, wordStart).trimEnd()}   ${number}`;
}

function headOf(written: string, index: number): Head | undefined {
  const line = withoutPageWord(written);
  const first = /^\s*\d/.test(line) ? NUMBER_FIRST.exec(line) : null;
  const last = first ? null : /\d\s*$/.test(line) ? NUMBER_LAST.exec(line) : null;
  const page = first?.[1] ?? last?.[2];
  const words = first?.[2] ?? last?.[1];
  if (page === undefined || words === undefined) return undefined;
  return { index, page: Number(page), words: words.trim() };
}

const blankAt = (lines: readonly string[], i: number) => i < 0 || i >= lines.length || (lines[i] as string).trim() === '';

/** The head stands alone between blank lines (or the text's edge), its words of two or more, in capitals or beside a page number past 30. */
function looksLikeHead(lines: readonly string[], head: Head, pages: ReadonlySet<number>): boolean {
  // "2    eggs", "500   g flour": a row of a flattened table, an amount and its food.
  if (unitAt(head.words, 0) !== null) return false;
  // The same words beside two page numbers ("112 … PALERMO", "… PALERMO 113"): the book's running head.
  if (pages.size >= 2) return true;
  if (!blankAt(lines, head.index - 1) || !blankAt(lines, head.index + 1)) return false;
  const words = fold(head.words)
    .split(' ')
    .filter((w) => w !== '');
  if (words.length < 2 || head.page < 10) return false;
  const capitals = head.words === head.words.toUpperCase() && head.words !== head.words.toLowerCase();
  return capitals || head.page >= 30;
}

export function readPrintedPage(lines: readonly string[]): PageRead {
  const candidates: Head[] = [];
  let broken = 0;
  for (const [i, line] of lines.entries()) {
    if (line.length > 100) continue;
    const head = headOf(line, i);
    if (head) candidates.push(head);
    if (BROKEN.test(line) && OPENS_LOWER.test(lines[i + 1] ?? '')) broken += 1;
  }
  const pagesOf = new Map<string, Set<number>>();
  for (const c of candidates) {
    const key = fold(c.words);
    const pages = pagesOf.get(key) ?? new Set<number>();
    pages.add(c.page);
    pagesOf.set(key, pages);
  }
  const heads = candidates.filter((c) => looksLikeHead(lines, c, pagesOf.get(fold(c.words)) ?? new Set()));
  if (heads.length === 0 && broken === 0) return { lines, heads: [] };
  const dropped = new Set(heads.map((h) => h.index));
  // The page's lines without its heads; a page break's blank lines go with the head between them.
  const kept: string[] = [];
  const breakBefore = new Set<number>();
  for (const [i, line] of lines.entries()) {
    if (dropped.has(i)) {
      while (kept.length > 0 && (kept.at(-1) as string).trim() === '') kept.pop();
      breakBefore.add(kept.length);
      continue;
    }
    if (line.trim() === '' && breakBefore.has(kept.length)) continue;
    kept.push(line);
  }
  // Broken words and wrapped sentences joined (across a page break too).
  const joined: string[] = [];
  for (const line of kept) {
    const prev = joined.at(-1);
    if (prev !== undefined && OPENS_LOWER.test(line)) {
      if (BROKEN.test(prev)) {
        joined[joined.length - 1] = `${prev.slice(0, -1)}${line.trim()}`;
        continue;
      }
      if (prev.trim().length >= 30 && !CLOSED.test(prev) && !LEADS_WITH_FIGURE.test(prev)) {
        joined[joined.length - 1] = `${prev} ${line.trim()}`;
        continue;
      }
    }
    joined.push(line);
  }
  return { lines: joined, heads: heads.map((h) => (lines[h.index] as string).trim()) };
}
