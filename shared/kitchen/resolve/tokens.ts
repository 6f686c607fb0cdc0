import { foldLetters, normaliseKey } from '../knowledge/normaliseKey';
import { memoByText } from '../knowledge/textMemo';

/** One word of a phrase: where it is in the text, and its normal form. */
export interface Token {
  start: number;
  end: number;
  key: string;
  /** The word as written, folded (lowercase, no accents) but not made singular: "bors" stays "bors" (key "bor"). */
  written?: string;
}

const WORD = /[\p{L}\p{N}\p{M}'’‘`]+/gu;

/** The words of a text with their positions ("Dijon-Senf" is two words; "d'avoine" one, as "davoine"). */
export function tokenise(text: string): Token[] {
  return [...tokensOf(text)];
}

const tokensOf = memoByText((text: string): readonly Token[] => {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const key = normaliseKey(match[0]);
    if (key === '') continue;
    const start = match.index ?? 0;
    out.push({ start, end: start + match[0].length, key, written: foldLetters(match[0]) });
  }
  return out;
});
