/**
 * The page's text under a method, found by what it does not share with the recipe: "Proizvodi iz recepta dostupni su
 * u našim trgovinama.", "Um höfundinn: Guðrún hefur skrifað um mat…", "Osta ainekset verkkokaupasta". A step speaks
 * of the recipe's foods, its heat or its time; the last lines of a method that name no food, share no word with the
 * list and state no time, heat or servings are the shop's notices, the author's box or the related links, in any language.
 * Under numbered steps, only unnumbered lines after the last one are weighed.
 */
import { hasChatMarks } from './asides';
import { wordCount } from './lines';
import { fold, foldedWords } from './matchers';
import { durationsInSentence, readMetaLine, servingsInText, statesHeat } from './meta';
import { holdsPageWord, namesFood } from './pageTail';

export interface MethodTailLine {
  text: string;
  marker: string | null;
}

/** The letters two words share from their start that make them one word's forms ("smotana"/"smotanou", "ulje"/"ulja"). */
const SHARED_START = 3;
/** The shortest word weighed. */
const SHORTEST = 4;
/**
 * The fewest words of a line of the page's text: under plain steps "Server med ris.", "Lekker met slagroom!" are the
 * cook's last words; under numbered ones a line outside the numbering is weighed from three words.
 */
const FEWEST_WORDS = 5;
const FEWEST_UNDER_NUMBERS = 3;
/** The fewest steps kept above the page's text. */
const STEPS_KEPT = 2;

/** The recipe's own words: those of its list and title, folded. */
export function recipeWords(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((t) => foldedWords(fold(t))).filter((w) => w.length >= SHORTEST));
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/** "①", "➎", "❸": the enclosed and dingbat figures that number a line. */
const NUMBERING_MARKS: readonly (readonly [number, number])[] = [
  [0x2460, 0x24ff],
  [0x2776, 0x2793],
];
const isNumberingMark = (code: number) => NUMBERING_MARKS.some(([low, high]) => code >= low && code <= high);

function unrelated(line: MethodTailLine, words: ReadonlySet<string>, fewest: number, keeps: (text: string) => boolean): boolean {
  const text = line.text;
  if (line.marker !== null || wordCount(text) < fewest || namesFood(text) || statesHeat(text) || keeps(text)) return false;
  // A line with a chat's marks ("…, yanına çay çok yakışır ☕") is weighed as talk (`asides.ts`), not here.
  if (hasChatMarks(text)) return false;
  // "Si conservano 5 giorni…", "➎ Schłodzić przez noc": a figure, or a mark that numbers the line, is the cook's.
  if ([...text].some(isDigit) || isNumberingMark(text.trimStart().codePointAt(0) ?? 0)) return false;
  // "This recipe serves 4.": the servings told under the method are read there.
  if (durationsInSentence(text).minutes.length > 0 || servingsInText(text) || readMetaLine(text)) return false;
  const own = foldedWords(fold(text)).filter((w) => w.length >= SHORTEST);
  const starts = new Set([...words].map((w) => w.slice(0, SHARED_START)));
  return !own.some((w) => starts.has(w.slice(0, SHARED_START)));
}

/** Where the page's text under the method starts (`lines.length` when none); a serving sentence or a tip (`keeps`) is the cook's. */
export function methodTailStart(lines: readonly MethodTailLine[], words: ReadonlySet<string>, keeps: (text: string) => boolean): number {
  if (words.size === 0) return lines.length;
  let lastNumbered = -1;
  let numbered = 0;
  for (const [i, l] of lines.entries()) {
    if (l.marker !== 'number') continue;
    lastNumbered = i;
    numbered += 1;
  }
  const underNumbers = numbered >= STEPS_KEPT;
  const floor = underNumbers ? lastNumbered + 1 : STEPS_KEPT;
  const fewest = underNumbers ? FEWEST_UNDER_NUMBERS : FEWEST_WORDS;
  // Under plain steps a last step may share nothing with the list ("Doe het beslag in de vorm en bak de cake gaar."):
  // there only a line holding a word of the page's prompts is weighed.
  const weighed = (l: MethodTailLine) => unrelated(l, words, fewest, keeps) && (underNumbers || holdsPageWord(l.text));
  let start = lines.length;
  while (start > floor && weighed(lines[start - 1] as MethodTailLine)) start -= 1;
  return start;
}
