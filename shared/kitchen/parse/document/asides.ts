/**
 * The talk under a method: "Neki posipaju parmezanom ali to je grijeh!", "Some sprinkle parmesan but that's a
 * sin!", "Aqui em casa a gente come com batata palha kkkk", "막걸리랑 같이 먹으면 최고예요 ㅋㅋ". A method whose steps are
 * numbered numbers every step; a line after its last numbered step that carries a chat's marks (an emoji, an
 * exclamation, laughter, a question to the reader) is the writer's or a reader's remark, and so is every line after
 * it: none is a step. Found by the line's shape, in any language; a remark naming a food is reported, never dropped.
 */
import { hasEmoji } from './lines';
import { fold, foldedWords } from './matchers';
import { CASED_FIRST_PERSON, FIRST_PERSON_BY_LANGUAGE, OTHERS_BY_LANGUAGE, READER_BY_LANGUAGE } from './talkWords';

const FIRST_PERSON = new Set(Object.values(FIRST_PERSON_BY_LANGUAGE).flat().map(fold));
const OTHERS = new Set([...Object.values(OTHERS_BY_LANGUAGE), ...Object.values(READER_BY_LANGUAGE)].flat().map(fold));

/**
 * The line is a person's talk, not a cook's words: it speaks in the first person, laughs, or asks ("Javite mi kako
 * vam je ispalo!", "… haha", "Have you tried it?").
 */
export function isTalk(text: string): boolean {
  const end = text.trimEnd();
  if (end.endsWith('?') || end.endsWith('？') || firstPerson(text)) return true;
  if (foldedWords(fold(text)).some((w) => OTHERS.has(w))) return true;
  return end.split(' ').some((w) => isLaughter(withoutClosingMarks(w)));
}

/** The line speaks in the first person ("Mia nonna…", "Min svärmor…", "U nás doma…"). */
const CASED = new Set<string>(CASED_FIRST_PERSON);

function firstPerson(text: string): boolean {
  if (text.split(' ').some((w) => CASED.has(w))) return true;
  return foldedWords(fold(text)).some((w) => FIRST_PERSON.has(w));
}

export interface MethodLine {
  text: string;
  marker: string | null;
}

/** Laughter written as one letter repeated ("kkkk", "wwww", "ㅋㅋ", "ㅎㅎ") or as a syllable of two ("haha", "jajaja", "hehe", "hihi"). */
const LAUGH_ALONE = new Set(['k', 'w', 'ㅋ', 'ㅎ']);
const LAUGH_OPENERS = new Set(['h', 'j']);
const LAUGH_VOWELS = new Set(['a', 'e', 'i']);

/** A word of laughter: a laughing letter four times (a Hangul jamo twice), or a laughing syllable twice. */
function isLaughter(word: string): boolean {
  const chars = [...word.toLowerCase()];
  const first = chars[0] ?? '';
  if (LAUGH_ALONE.has(first)) return chars.length >= (first >= 'ㄱ' ? 2 : 4) && chars.every((ch) => ch === first);
  if (!LAUGH_OPENERS.has(first) || chars.length < 4) return false;
  const vowel = chars[1] ?? '';
  return LAUGH_VOWELS.has(vowel) && chars.every((ch, i) => ch === (i % 2 === 0 ? first : vowel));
}

const CLOSING_MARKS = '.,;:…';

function withoutClosingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && CLOSING_MARKS.includes(word.charAt(end - 1))) end -= 1;
  return word.slice(0, end);
}

/** An emoji or a word of laughter in the line. */
function hasStrongMarks(text: string): boolean {
  return (
    hasEmoji(text) ||
    text
      .trimEnd()
      .split(' ')
      .some((w) => isLaughter(withoutClosingMarks(w)))
  );
}

/** The marks of a chat's line: an emoji, an exclamation, laughter, or a question. */
export function hasChatMarks(text: string): boolean {
  if (text.includes('!') || text.includes('！') || text.includes('¡') || hasStrongMarks(text)) return true;
  const end = text.trimEnd();
  return end.endsWith('?') || end.endsWith('？');
}

/** A step's wrapped line: it runs on in lower case from the line above. */
const runsOn = (text: string) => {
  const first = [...text].find((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return first !== undefined && first === first.toLowerCase() && first !== first.toUpperCase() && text.charAt(0) === first;
};

/** The fewest words of a paragraph's step that shows the method goes on below a line. */
const STEP_WORDS = 8;

/** A step as a paragraph writes it: a long line closed by a full stop, without a chat's marks. */
function paragraphStep(text: string): boolean {
  const end = text.trimEnd();
  return !hasChatMarks(end) && end.endsWith('.') && end.split(' ').length >= STEP_WORDS;
}

/**
 * The line ends on a laugh, or on an emoji and speaks in the first person ("… nu e ciorbă, haha 😂", "Mia nonna …
 * provate e mi dite 😉"); "Tout réunir dans un saladier et bien mélanger 😋" is a step.
 */
function endsInTalk(text: string): boolean {
  const words = text.trimEnd().split(' ');
  const last = words.at(-1) ?? '';
  if (words.some((w) => isLaughter(withoutClosingMarks(w)))) return true;
  return hasEmoji(last) && firstPerson(text);
}

/**
 * Where the talk under a method starts (`lines.length` when none). Under numbered steps (two at least): the first
 * unnumbered line with a chat's marks that is a person's talk after the last numbered step. Under unnumbered steps: the first line after two
 * steps at least that laughs, or ends on an emoji in the first person, when no paragraph's step follows it. A tip's or note's line and a
 * serving sentence (`keeps`) are not talk.
 */
export function asidesStart(lines: readonly MethodLine[], keeps: (text: string) => boolean): number {
  let last = -1;
  let numbered = 0;
  for (const [i, l] of lines.entries()) {
    if (l.marker === 'number') {
      last = i;
      numbered += 1;
    }
  }
  if (numbered >= 2) {
    for (let i = last + 1; i < lines.length; i += 1) {
      const l = lines[i] as MethodLine;
      if (l.marker !== null || runsOn(l.text) || keeps(l.text)) continue;
      if (hasChatMarks(l.text) && isTalk(l.text)) return i;
    }
    return lines.length;
  }
  if (numbered > 0) return lines.length;
  for (let i = 2; i < lines.length; i += 1) {
    const l = lines[i] as MethodLine;
    if (l.marker !== null || !endsInTalk(l.text) || keeps(l.text)) continue;
    if (!lines.slice(i + 1).some((n) => n.marker === null && paragraphStep(n.text))) return i;
  }
  return lines.length;
}
