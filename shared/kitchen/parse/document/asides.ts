/**
 * The talk under a numbered method: "Neki posipaju parmezanom ali to je grijeh!", "Some sprinkle parmesan but that's a
 * sin!", "Aqui em casa a gente come com batata palha kkkk", "막걸리랑 같이 먹으면 최고예요 ㅋㅋ". A method whose steps are
 * numbered numbers every step; a line after its last numbered step that carries a chat's marks (an emoji, an
 * exclamation, laughter, a question to the reader) is the writer's or a reader's remark, and so is every line after
 * it: none is a step. Found by the line's shape, in any language; a remark naming a food is reported, never dropped.
 */
import { hasEmoji } from './lines';

export interface MethodLine {
  text: string;
  marker: string | null;
}

/** The letters laughter is written with, one or two of them repeated ("haha", "jajaja", "kkkk", "hehe", "ㅋㅋ", "www"). */
const LAUGH_LETTERS = new Set(['h', 'a', 'e', 'i', 'j', 'k', 'w', 'ㅋ', 'ㅎ']);
const LAUGH_OPENERS = new Set(['h', 'j', 'k', 'w', 'ㅋ', 'ㅎ']);

/** A word of laughter: at least four letters (two of a Hangul jamo), of at most two kinds, opened by a laugh's consonant. */
function isLaughter(word: string): boolean {
  const chars = [...word.toLowerCase()];
  const first = chars[0] ?? '';
  if (!LAUGH_OPENERS.has(first) || chars.length < (first >= 'ㄱ' ? 2 : 4)) return false;
  const kinds = new Set(chars);
  return kinds.size <= 2 && chars.every((ch) => LAUGH_LETTERS.has(ch)) && (kinds.size === 1 || chars[1] !== first);
}

const CLOSING_MARKS = '.,;:…';

function withoutClosingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && CLOSING_MARKS.includes(word.charAt(end - 1))) end -= 1;
  return word.slice(0, end);
}

/** The marks of a chat's line: an emoji, an exclamation, laughter, or a question. */
export function hasChatMarks(text: string): boolean {
  if (text.includes('!') || text.includes('！') || text.includes('¡') || hasEmoji(text)) return true;
  const end = text.trimEnd();
  if (end.endsWith('?') || end.endsWith('？')) return true;
  return end.split(' ').some((w) => isLaughter(withoutClosingMarks(w)));
}

/** A step's wrapped line: it runs on in lower case from the line above. */
const runsOn = (text: string) => {
  const first = [...text].find((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return first !== undefined && first === first.toLowerCase() && first !== first.toUpperCase() && text.charAt(0) === first;
};

/**
 * Where the talk under a numbered method starts (`lines.length` when none): the first unnumbered line with a chat's
 * marks after the last numbered step, when at least two steps are numbered. A label's line ("Tip: …") is not talk.
 */
export function asidesStart(lines: readonly MethodLine[], isLabel: (text: string) => boolean): number {
  let last = -1;
  let numbered = 0;
  for (const [i, l] of lines.entries()) {
    if (l.marker === 'number') {
      last = i;
      numbered += 1;
    }
  }
  if (numbered < 2) return lines.length;
  for (let i = last + 1; i < lines.length; i += 1) {
    const l = lines[i] as MethodLine;
    if (l.marker !== null || runsOn(l.text) || isLabel(l.text)) continue;
    if (hasChatMarks(l.text)) return i;
  }
  return lines.length;
}
