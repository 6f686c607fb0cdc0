/**
 * A page's button that echoes its trail: "Tuis › Resepte › Hoofgeregte" then "Spring na resep", "Головна » Рецепти"
 * then "Перейти до рецепту", "Utama › Resepi" then "Lompat ke resepi". The page names its recipes' section with the
 * same word in its trail and in its "jump to recipe" link, whatever the language: a short line above the dish's name
 * sharing a word with the trail's sections (the last piece of a longer trail aside: it may be the dish's own kind) is the page's.
 */
import { isPageTrail, TRAIL_MARK } from './clutter';
import { fold, foldedWords } from './matchers';

/** The shortest common start of two words that makes them one word's forms ("resep"/"resepte", "рецепт"/"рецепти"). */
const STEM = 5;

/** The words of the trails among the lines taken as clutter, each trail's last piece aside. */
export function trailWords(clutter: readonly string[]): string[] {
  return clutter
    .filter((line) => isPageTrail(line))
    .flatMap((line) => {
      const pieces = line.split(TRAIL_MARK);
      return pieces.length > 2 ? pieces.slice(0, -1) : pieces;
    })
    .flatMap((piece) => foldedWords(fold(piece)))
    .filter((w) => [...w].length >= STEM - 1);
}

function sameWord(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  let k = 0;
  while (k < x.length && k < y.length && x[k] === y[k]) k += 1;
  return k >= STEM || (k === x.length && k === y.length);
}

/** The line shares a word with the page's trail. */
export function echoesTrail(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  return foldedWords(fold(text)).some((w) => words.some((t) => sameWord(w, t)));
}
