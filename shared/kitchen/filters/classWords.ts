import type { Lexicon } from '../knowledge/lexicon';
import type { DietTag } from '../types';

const classWords = new WeakMap<Lexicon, Map<string, boolean>>();

/**
 * Whether an allergen's word names the whole class as well as one food of it: Italian "noci" is walnuts and also
 * the word every other nut's name is built on ("noci di pecan", "noci del Brasile", "noci macadamia"); so are
 * "noix", "nueces", "nozes", "orzechy", "dió". Read from the allergen taxonomy's own names: the word stands alone in
 * two or more of the class's names that are other foods (not the word's food or under it). On an avoid list such a
 * word is read as the class (closed world: the broader reading is the safe one; a cook who meant walnuts alone
 * loses only a swap).
 */
export function namesWholeClass(lexicon: Lexicon, key: string, tags: readonly DietTag[], food: number): boolean {
  let memo = classWords.get(lexicon);
  if (!memo) {
    memo = new Map();
    classWords.set(lexicon, memo);
  }
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  const sameClass = (other: readonly DietTag[]) => other.length === tags.length && other.every((tag) => tags.includes(tag));
  let others = 0;
  for (const [name, other] of lexicon.allergenWords) {
    if (name === key || !sameClass(other) || !name.split(' ').includes(key)) continue;
    const found = lexicon.foodOfKey(name);
    if (found && found.index !== food && !lexicon.isUnder(found.index, food)) others++;
  }
  const answer = others >= 2;
  memo.set(key, answer);
  return answer;
}
