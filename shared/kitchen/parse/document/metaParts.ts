/**
 * The parts of a meta line cut by "|" or "·" ("Recipe by Sam | Serves 4 | 30 minutes", "Recette de Mamie · 6 personnes ·
 * env. 50 min"): each part is read alone, and a part that credits the recipe's source ("Recipe by", "Rezept von",
 * "Oppskrift fra", "Przepis z bloga") is a note beside the meta, never a food nor a reason to read the line as a list item.
 */
import { fold, SOURCE } from './matchers';

/** A credit of the recipe's source: a source opener and a few words of a name ("Recipe by Marco D."), not a sentence. */
export function isCredit(part: string): boolean {
  const words = part.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 8 && !/[!?]$/.test(part.trim()) && SOURCE.startOf(fold(part)) !== undefined;
}
