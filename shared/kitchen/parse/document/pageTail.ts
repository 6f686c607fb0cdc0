/**
 * The page's links and buttons under a recipe card's section, found by their shape: "Zur Einkaufsliste hinzufügen",
 * "Voir les produits en promo", "Shop ingredients", "Das könnte Sie auch interessieren", "Scopri anche" under the last
 * step or tip. The section's lines close as sentences; the lines after them are a few words each, without a figure, a
 * list marker, a label's colon or a sentence's end. One such line alone is a link only when it holds a word of the
 * page's prompts (add, save, basket, shop, app): "Sofort servieren" after the steps stays a step.
 */
import { isSentence, wordCount } from './lines';
import { fold, foldedWords, PAGE_OBJECT, PAGE_PLACE, PAGE_VERB, SERVE_WITH, SHOP_WORD, SUGGESTION } from './matchers';
import { foodsInSentence } from './prose';

export interface TailLine {
  text: string;
  marker: string | null;
  /** A shop's price or a count alone on its line ("4,99 zł", "56"): the page's, whatever its figures. */
  priceOrCount?: boolean;
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/** A line as a page's links are written: a few words, no figure, no sentence's end, no list marker, no label, no serving suggestion. */
function linkLike(line: TailLine): boolean {
  const text = line.text.trim();
  if (line.priceOrCount === true) return true;
  if (line.marker !== null || text === '' || isSentence(text) || wordCount(text) > 8) return false;
  if ([...text].some(isDigit) || text.endsWith(':') || text.includes(',')) return false;
  const folded = fold(text);
  return SUGGESTION.startOf(folded) === undefined && SERVE_WITH.startOf(folded) === undefined;
}

/** Some word of the line is one of the page's prompts (share, save, add, basket, shop, newsletter, app). */
export function holdsPageWord(text: string): boolean {
  return foldedWords(fold(text)).some((w) => PAGE_VERB.has(w) || PAGE_OBJECT.has(w) || PAGE_PLACE.has(w) || SHOP_WORD.has(w));
}

/**
 * Where the page's links start among a section's lines (`lines.length` when none): the last lines, each link-like,
 * after at least `before` lines the last of which closes as a sentence.
 */
export function pageTailStart(lines: readonly TailLine[], before: number): number {
  let start = lines.length;
  while (start > 0 && linkLike(lines[start - 1] as TailLine)) start -= 1;
  const run = lines.length - start;
  if (run === 0 || start < before || !isSentence((lines[start - 1] as TailLine).text)) return lines.length;
  if (run === 1 && !holdsPageWord((lines[start] as TailLine).text)) return lines.length;
  return start;
}

/** A link's line is clutter; one that names a food is reported as not understood, never dropped. */
export function namesFood(text: string): boolean {
  return foodsInSentence(text, []).length > 0;
}
