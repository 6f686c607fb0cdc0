/**
 * A line's note that names who made the food ("oyster sauce, Mama Sita's", "fish sauce, Red Boat", "Lea & Perrins"):
 * every word of it long enough to be a name is capitalised, and it holds no figure. A note of how the food is cut or
 * cooked ("finely chopped") is lower case. The maker goes with its food when the food is swapped.
 */
export function isMakersName(note: string | null | undefined): note is string {
  if (!note || note.length > 40 || [...note].some((c) => c >= '0' && c <= '9')) return false;
  const named = note.split(/[\s&.,/-]+/).filter((word) => [...word].filter((c) => c.toLowerCase() !== c.toUpperCase()).length >= 3);
  return named.length > 0 && named.length <= 4 && named.every((word) => word.charAt(0) !== word.charAt(0).toLowerCase());
}
