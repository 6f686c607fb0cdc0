import { currentLexicon } from '../knowledge/store';
import { overlayIndex } from './overlayIndex';
import { tokenise } from './tokens';

/** "and" in the languages recipes are pasted in: a line naming two foods ("svine- og kalvekød", "kerupuk udang dan bawang goreng"). */
const AND = /\s+(?:and|&|plus|und|sowie|og|och|en|et|y|e|i|és|ve|dan|oraz|a)\s+/i;

function isKey(key: string): boolean {
  return overlayIndex().entries.has(key) || currentLexicon()?.foodOfKey(key) !== undefined;
}

/**
 * The foods a food phrase names together, each a phrase of its own: "hakket svine- og kalvekød" →
 * ["hakket svinekød", "kalvekød"] (a word cut short with a hyphen shares the next word's last part).
 */
export function foodParts(text: string): string[] {
  const parts = text.split(AND).map((part) => part.trim());
  if (parts.length < 2) return [text];
  return parts
    .map((part, i) => {
      if (!part.endsWith('-')) return part;
      const next = tokenise(parts[i + 1] ?? '').at(-1)?.key ?? '';
      return `${part.slice(0, -1)}${sharedEnding(next)}`;
    })
    .filter((part) => part !== '');
}

/** The last part a word cut short with a hyphen shares with the next word ("kød" of "kalvekød"): its longest known ending. */
export function sharedEnding(next: string): string {
  for (let cut = 1; cut <= next.length - 3; cut++) {
    const ending = next.slice(cut);
    if (isKey(ending)) return ending;
  }
  return '';
}

/** "and" alone, as a suspended hyphen is followed by it ("svine- og kalvekød", "Rinder- und Schweinehack"). */
export const AND_WORDS: ReadonlySet<string> = new Set('and und sowie og och en et y e i es ve dan oraz a bzw oder eller of'.split(' '));
