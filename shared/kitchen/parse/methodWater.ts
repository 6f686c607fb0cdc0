/**
 * Water the method names and the list leaves out ("Lessate il broccolo in abbondante acqua salata", "zalej wrzącą
 * wodą"): a food of the recipe, added to the list in the recipe's language so that it is never lost. Each row is one
 * language's forms of the word, its name on a list first; only names the knowledge reads as water are here (a name it
 * could not read would make the recipe unverified). A word inside a compound ("Salzwasser") is no match; a list that
 * names water in any of these forms keeps its own line.
 */
import { fold } from './document/matchers';

const WATER_FORMS: readonly (readonly string[])[] = [
  ['water'],
  ['Wasser'],
  ['eau'],
  ['agua'],
  ['acqua'],
  ['água'],
  ['woda', 'wody', 'wodę', 'wodą', 'wodzie'],
  ['vatten', 'vattnet'],
  ['vand', 'vandet'],
  ['vann', 'vannet'],
  ['víz', 'vizet', 'vízben', 'vízzel'],
  ['voda', 'vody', 'vodu', 'vodou', 'vodě', 'vode', 'vodom'],
];

/** A form as folded → the name the list writes (the first row to fold to it: "agua" before "água"). */
const NAME_OF_FORM = new Map<string, string>();
for (const forms of WATER_FORMS)
  for (const form of forms) if (!NAME_OF_FORM.has(fold(form))) NAME_OF_FORM.set(fold(form), forms[0] as string);

const namesWater = (text: string) =>
  fold(text)
    .split(' ')
    .some((word) => NAME_OF_FORM.has(word));

/** The name of the water the method says and no ingredient line does, or undefined. */
export function waterOnlyInMethod(ingredients: readonly string[], steps: readonly string[]): string | undefined {
  if (ingredients.some(namesWater)) return undefined;
  for (const step of steps) {
    const name = fold(step)
      .split(' ')
      .map((word) => NAME_OF_FORM.get(word))
      .find((found) => found !== undefined);
    if (name !== undefined) return name;
  }
  return undefined;
}
