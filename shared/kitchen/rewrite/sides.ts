import { FREE_FROM_PREFIX } from '../filters/chooseSubstitute';
import { soldFreeFromNoun } from '../filters/freeFromProducts';
import { findIngredient } from '../ingredients/lookup';
import type { DietTag } from '../types';

/** What a cook serves instead of a side the filters forbid ("serve over rice" under Keto): sides by name, data. */
const SIDE_ALTERNATIVES: readonly { sides: ReadonlySet<string>; instead: readonly string[] }[] = [
  { sides: new Set(['noodles', 'pasta', 'spaghetti', 'linguine', 'tagliatelle', 'fettuccine']), instead: ['zucchini noodles'] },
  { sides: new Set(['mashed potato', 'mashed potatoes', 'mash', 'potatoes']), instead: ['cauliflower mash'] },
  // A curry's bread: the low-carb plate has cauliflower rice under the sauce instead.
  {
    sides: new Set(
      ['naan', 'garlic naan', 'butter naan']
        .flatMap((n) => [n, `${n} bread`, `${n} breads`])
        .concat(['chapati', 'chapatti', 'roti', 'paratha'].flatMap((n) => [n, `${n}s`])),
    ),
    instead: ['cauliflower rice'],
  },
];

/** What Vegan forbids: a food broken only by these has a vegan version where a free-from one of it is sold. */
const ANIMAL_TAGS: ReadonlySet<DietTag> = new Set<DietTag>([
  ...['meat', 'red-meat', 'pork', 'poultry', 'game', 'fish', 'non-kosher-fish', 'shellfish', 'animal-fat', 'gelatin'],
  ...['animal-rennet', 'dairy', 'egg', 'honey', 'blood', 'animal-product', 'slaughter-product'],
] as DietTag[]);

/** Vegan is asked for, the food breaks it by more than one animal tag and no other, and a free-from version is sold. */
function veganVersionSold(side: string, broken: readonly DietTag[], forbidden: ReadonlySet<DietTag>): boolean {
  if (!forbidden.has('animal-product') || broken.length < 2 || !broken.every((tag) => ANIMAL_TAGS.has(tag))) return false;
  return broken.some((tag) => typeof soldFreeFromNoun(side, tag) === 'string');
}

/** "rice", "basmati rice": rice, or one word and rice. */
function isRice(side: string): boolean {
  const words = side.split(' ');
  return words[words.length - 1] === 'rice' && words.length <= 2 && words.every((w) => w !== '');
}

/** The side a cook serves in place of a forbidden one ("cauliflower rice" for naan under Keto); undefined when none fits. */
export function sideThatFits(word: string, forbidden: ReadonlySet<DietTag>): string | undefined {
  const side = word.trim().toLowerCase();
  // "noodles" under Gluten-Free: the free-from version the shops sell, when the side breaks the filter only by that.
  const broken = (findIngredient(side)?.tags ?? []).filter((tag) => forbidden.has(tag));
  const label = broken.length === 1 ? FREE_FROM_PREFIX[broken[0] as DietTag] : undefined;
  if (label && typeof soldFreeFromNoun(side, broken[0] as DietTag) === 'string') return `${label} ${side}`;
  // "custard" under Vegan breaks it by dairy and egg: the shops sell "vegan custard", one word for all it leaves out.
  if (veganVersionSold(side, broken, forbidden)) return `vegan ${side}`;
  const instead = isRice(side) ? ['cauliflower rice'] : (SIDE_ALTERNATIVES.find((s) => s.sides.has(side))?.instead ?? []);
  return instead.find((name) => !(findIngredient(name)?.tags ?? []).some((tag) => forbidden.has(tag)));
}
