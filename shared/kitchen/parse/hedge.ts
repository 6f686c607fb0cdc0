import { HEDGE_WORDS } from './document/vocabulary';

/** Longest first: "approximately" before "approx", "ca." before "ca". */
const HEDGES = [...HEDGE_WORDS].sort((a, b) => b.length - a.length);

const isLetter = (c: string) => c !== '' && c.toLowerCase() !== c.toUpperCase();
const startsNumber = (c: string) => c !== '' && ((c >= '0' && c <= '9') || '½⅓⅔¼¾⅛'.includes(c));

/**
 * How long the hedge opening the text is, with the spaces after it ("about 2 cups" → 6, "~200 g" → 1); 0 for none.
 * A hedge is a whole word (or ends in "." or is "~"); with `beforeNumber`, only where a number follows it.
 */
export function hedgeLength(text: string, options: { beforeNumber?: boolean } = {}): number {
  const lower = text.toLowerCase();
  for (const hedge of HEDGES) {
    if (!lower.startsWith(hedge)) continue;
    if (!hedge.endsWith('.') && hedge !== '~' && isLetter(text.charAt(hedge.length))) continue;
    let end = hedge.length;
    while (end < text.length && ' \t\u00a0'.includes(text.charAt(end))) end++;
    if (options.beforeNumber && !startsNumber(text.charAt(end))) continue;
    return end;
  }
  return 0;
}
