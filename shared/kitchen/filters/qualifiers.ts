import { localQualifierPhrases } from '../language/names/qualifiers';
import type { DietTag } from '../types';
import { isEssenceOf } from './freeFromProducts';
import { type PhraseTable, phraseMatcher } from './phraseMatch';
import { ANIMAL_FLESH, SLAUGHTER_PRODUCTS } from './tagGroups';

/**
 * Words in an ingredient's text that take tags away: "vegan butter" is not dairy, "gluten-free pasta" has no
 * gluten, "low-sodium soy sauce" is not high-sodium. The ingredient table matches the base food ("butter",
 * "pasta"), so these qualifiers are applied on top of its tags.
 */
/** In the product's languages too: "panna vegetale", "crème végétale", "pflanzliche Sahne", "leche vegetal", "śmietana roślinna". */
const PLANT_WORDS = [
  'vegan…',
  'végan(e)(s)',
  'plant-based',
  'plant based',
  'meatless',
  'meat-free',
  'vegetale',
  'vegetali',
  'végétal…',
  'vegetal(es)',
  'pflanzlich…',
  'plantaardig…',
  'roślinn…',
  'rostlinn…',
  'növényi',
  'växtbaserad…',
  'plantebaser…',
  'bitkisel',
];

/** A vegetarian version, in the product's languages ("vegetarian…" is "vegetariano", "vegetariana", "vegetariánus" too). */
const VEGETARIAN_WORDS = ['vegetarian…', 'vegetarisch…', 'vegetarisk…', 'végétarien…', 'wegetariań…', 'wegetarian…', 'veggie…', 'vego'];

interface Qualifier {
  words: PhraseTable;
  clears: readonly DietTag[];
  /** A plant word names no allergen it frees the food from: it clears even where the food is that allergen. */
  plant?: true;
}

const QUALIFIER_TABLE: readonly Qualifier[] = [
  {
    words: { phrases: PLANT_WORDS },
    clears: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS, 'dairy', 'egg', 'honey', 'animal-product', 'non-halal-slaughter'],
    plant: true,
  },
  { words: { phrases: ['dairy-free', 'dairy free', 'non-dairy', 'nondairy'] }, clears: ['dairy'] },
  // "vegetarian hard cheese": made with microbial rennet. "vegetarische Wurst", "salsiccia vegetariana": a made product's
  // vegetarian version holds no flesh (milk and egg it may hold stay, and are on its label).
  {
    words: { phrases: VEGETARIAN_WORDS },
    clears: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS, 'non-halal-slaughter', 'animal-rennet'],
    plant: true,
  },
  { words: { phrases: ['egg-free', 'egg free', 'flax egg(s)', 'chia egg(s)', ...localQualifierPhrases('egg-free')] }, clears: ['egg'] },
  { words: { phrases: ['gluten-free', 'gluten free', ...localQualifierPhrases('gluten-free')] }, clears: ['gluten'] },
  { words: { phrases: ['nut-free', 'nut free', ...localQualifierPhrases('nut-free')] }, clears: ['tree-nut', 'peanut'] },
  { words: { phrases: ['soy-free', 'soy free', ...localQualifierPhrases('soy-free')] }, clears: ['soy'] },
  {
    words: { phrases: ['sugar-free', 'sugar free', 'no-sugar-added', 'no sugar added', 'no added sugar', 'unsweetened'] },
    clears: ['added-sugar'],
  },
  { words: { phrases: ['grain-free', 'grain free'] }, clears: ['grain', 'gluten', 'refined-grain', 'high-carb', 'starchy'] },
  { words: { phrases: ['low-carb', 'low carb', 'keto'] }, clears: ['high-carb', 'starchy', 'grain', 'refined-grain', 'added-sugar'] },
  {
    words: {
      phrases: [
        'low-sodium',
        'low sodium',
        'reduced-sodium',
        'reduced sodium',
        'no-salt-added',
        'no salt added',
        'salt-free',
        'sodium-free',
      ],
    },
    clears: ['high-sodium'],
  },
  { words: { phrases: ['non-alcoholic', 'alcohol-free', 'alcohol free'] }, clears: ['alcohol'] },
  { words: { phrases: ['reduced-fat', 'low-fat', 'fat-free', 'lean', 'extra-lean', 'skim', 'skimmed'] }, clears: ['saturated-fat'] },
  // Oyster mushrooms are the low-FODMAP mushroom (Monash University FODMAP lists).
  {
    words: {
      phrases: [
        'low-fodmap',
        'low fodmap',
        'lactose-free',
        'garlic-infused',
        'infused',
        'green part(s)',
        'green top(s)',
        'oyster mushroom(s)',
      ],
    },
    clears: ['high-fodmap'],
  },
  // Not what their last word says: breast milk is not dairy (not cow's milk); shea and cocoa butter have no milk;
  // ginger ale and root beer are soft drinks.
  { words: { phrases: ['breast milk', 'breastmilk', 'expressed milk', "mother's milk", 'mothers milk'] }, clears: ['dairy'] },
  { words: { phrases: ['water chestnut(s)'] }, clears: ['tree-nut'] },
  { words: { phrases: ['shea butter', 'cocoa butter', 'cacao butter', 'kokum butter', 'mango butter'] }, clears: ['dairy'] },
  { words: { phrases: ['ginger ale', 'ginger beer', 'root beer'] }, clears: ['alcohol', 'gluten'] },
  { words: { phrases: ['halal'] }, clears: ['pork', 'non-halal-slaughter'] },
  {
    words: { phrases: ['whole-grain', 'wholegrain', 'whole grain', 'wholemeal', 'whole wheat', 'whole-wheat', 'brown rice'] },
    clears: ['refined-grain'],
  },
];

const QUALIFIERS = QUALIFIER_TABLE.map((q) => ({ ...q, words: phraseMatcher(q.words) }));

/** Qualifiers that change what a cook buys ("dairy-free ricotta" is another product than ricotta), as written in a line. */
const PRODUCT_QUALIFIER = phraseMatcher(
  [
    ...['vegan…', 'plant-based', 'plant based', 'vegetale', 'vegetali', 'végétal…', 'vegetal(es)', 'pflanzlich…', 'plantaardig…'],
    ...['roślinn…', 'rostlinn…', 'non-dairy', 'unsweetened', 'keto', 'non-alcoholic', 'halal'],
    ...['dairy free', 'egg free', 'gluten free', 'nut free', 'soy free', 'sugar free', 'no sugar added', 'grain free', 'low carb'],
    ...['low sodium', 'reduced sodium', 'no salt added', 'salt free', 'alcohol free', 'lactose free', 'low fodmap', 'reduced fat'],
    ...['low fat', 'fat free'],
  ].flatMap((q) => (q.startsWith('plant') ? [q] : spaceOrHyphen(q))),
);

/** "no sugar added" as written with a space or a hyphen at each join: "no-sugar-added", "no sugar-added". */
function spaceOrHyphen(phrase: string): string[] {
  const [first = '', ...rest] = phrase.split(' ');
  return rest.reduce((forms, word) => forms.flatMap((f) => [`${f} ${word}`, `${f}-${word}`]), [first]);
}

/** The product qualifiers of a line, lowercase and hyphenated, in order and once each: "Dairy Free ricotta" → ["dairy-free"]. */
export function productQualifiers(text: string): string[] {
  return [...new Set(PRODUCT_QUALIFIER.findAll(text).map((found) => found.text.toLowerCase().replace(/\s+/g, '-')))];
}

/** "turkey bacon", "beef sausage": a named non-pork animal makes a pork-typed food (bacon, sausage) not pork. */
const NON_PORK_SPECIES = phraseMatcher(['turkey', 'chicken', 'beef', 'lamb', 'veal', 'duck']);
const PORK_ITSELF = phraseMatcher(['pork', 'ham', 'lard']);

/** The food without its qualifying words: "gluten-free pasta" → "pasta". */
export function withoutQualifiers(text: string): string {
  let out = text.toLowerCase();
  for (const q of QUALIFIERS) out = q.words.replace(out, ' ', true);
  return out.replace(/\s+/g, ' ').trim();
}

const HELD_SPACE = '\u2060';

/**
 * The text split into its foods by `split` with no split inside a qualifier: "pesto senza frutta a guscio" is one food
 * (the "a" of the Italian free-from words is no Czech "and").
 */
export function splitOutsideQualifiers(text: string, split: (text: string) => string[]): string[] {
  let held = text;
  for (const q of QUALIFIERS) held = q.words.replace(held, (found) => found.replaceAll(' ', HELD_SPACE), true);
  return held === text ? split(text) : split(held).map((part) => part.replaceAll(HELD_SPACE, ' '));
}

/** Tags of one food (one alternative of a line) with its qualifiers applied: "vegan butter" is not dairy. */
export function applyQualifiers(text: string, tags: Set<DietTag>): Set<DietTag> {
  const lower = text.toLowerCase();
  const out = new Set(tags);
  for (const q of QUALIFIERS) {
    if (!q.words.test(lower)) continue;
    // A free-from word on a food that is the allergen itself ("gluten-free spelt") is a glued claim: it clears nothing.
    const food = q.plant ? '' : q.words.replace(lower, ' ').replace(/\s+/g, ' ').trim();
    for (const tag of q.clears) if (food === '' || !isEssenceOf(food, tag)) out.delete(tag);
  }
  if (out.has('pork') && NON_PORK_SPECIES.test(lower) && !PORK_ITSELF.test(lower)) out.delete('pork');
  return out;
}
