/**
 * The parts of a meta line cut by "|" or "·" ("Recipe by Sam | Serves 4 | 30 minutes", "Recette de Mamie · 6 personnes ·
 * env. 50 min"): each part is read alone, and a part that credits the recipe's source ("Recipe by", "Rezept von",
 * "Oppskrift fra", "Przepis z bloga") is a note beside the meta, never a food nor a reason to read the line as a list item.
 */
import { fold, SOURCE } from './matchers';
import { BYLINE_WORDS } from './vocabulary';

const BYLINE = new Set<string>(BYLINE_WORDS);

/**
 * A credit of the recipe's source: a source opener and a few words of a name ("Recipe by Marco D."), not a sentence; or
 * a byline's "by" before a name of one to three capitalised words ("Por María López"; "Von beiden Seiten backen" is a step).
 */
export function isCredit(part: string): boolean {
  const words = part.trim().split(/\s+/);
  if (words.length < 2 || words.length > 8 || /[!?]$/.test(part.trim())) return false;
  if (SOURCE.startOf(fold(part)) !== undefined) return true;
  const name = words.slice(1);
  return BYLINE.has(fold(words[0] ?? '')) && name.length <= 3 && name.every((w) => w.charAt(0) !== w.charAt(0).toLowerCase());
}
