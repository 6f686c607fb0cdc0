import { normaliseKey } from '../knowledge/normaliseKey';
import { overlayIndex } from '../resolve/overlayIndex';
import { resolveFood } from '../resolve/resolveFood';

/**
 * A line's note that names who made the food ("oyster sauce, Mama Sita's", "fish sauce, Red Boat", "Lea & Perrins"):
 * every word of it long enough to be a name is capitalised, and it holds no figure. A note of how the food is cut or
 * cooked ("finely chopped") is lower case. The maker goes with its food when the food is swapped.
 */
export function isMakersName(note: string | null | undefined): note is string {
  if (!note || note.length > 40 || [...note].some((c) => c >= '0' && c <= '9')) return false;
  // A capitalised food is a food ("Zwiebeln", "Gruyère"; German writes every noun so), and a maker's name the
  // knowledge reads as a food ("Gallina Blanca") is not taken for a maker either, unless it knows it as a maker
  // ("Lea & Perrins", "Kikkoman").
  if (resolveFood(note) !== undefined && !overlayIndex().brands.has(normaliseKey(note))) return false;
  const named = letterRuns(note).filter((word) => word.length >= 3);
  return named.length > 0 && named.length <= 4 && named.every((word) => word.charAt(0) !== word.charAt(0).toLowerCase());
}

/** The runs of letters of a text, in any script ("Mama Sita's" → Mama, Sita, s). */
function letterRuns(text: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (const c of `${text} `) {
    if (c.toLowerCase() !== c.toUpperCase()) run += c;
    else if (run !== '') {
      runs.push(run);
      run = '';
    }
  }
  return runs;
}
