import type { DietTag } from '../types';
import { type PhraseMatcher, type PhraseTable, phraseMatcher } from './phraseMatch';

/**
 * Foods that shops really sell in a free-from version, by the tag the version leaves out. The last-resort
 * substitute "gluten-free X" is offered only when X matches here: a "gluten-free Nutella", "sugar-free
 * digestive biscuits" or "non-alcoholic Marsala" is not something a cook can buy. The match is the product
 * noun, so the qualifier is written right before it ("2 nests dried gluten-free ramen noodles").
 */
const SOLD_FREE_FROM_WORDS: Partial<Record<DietTag, readonly string[]>> = {
  gluten: [
    'ale',
    'all-purpose flour',
    'bagel(s)',
    'baguette(s)',
    'baking powder',
    'beer',
    'biscuits',
    'bread',
    'bread flour',
    'bread roll(s)',
    'breadcrumbs',
    'brioche',
    'brioche buns',
    'brownie mix',
    'bun(s)',
    'burger(s)',
    'burger buns',
    'cake',
    'cake mix',
    'chicken nuggets',
    'ciabatta',
    'cookies',
    'couscous',
    'crackers',
    'crepes',
    'croutons',
    'crumpets',
    'digestive biscuits',
    'digestives',
    'dumpling wrappers',
    'egg noodles',
    'english muffin(s)',
    'fettuccine',
    'filo pastry',
    'fish fingers',
    'flour',
    'fusilli',
    'gnocchi',
    'gochujang',
    'granola',
    'gravy',
    'gravy granules',
    'gyoza wrappers',
    'hoisin sauce',
    'hot dog buns',
    'ice cream cones',
    'kecap manis',
    'ladyfingers',
    'lager',
    'lasagna',
    'lasagna sheets',
    'lasagne',
    'lasagne sheets',
    'linguine',
    'macaroni',
    'matzah',
    'matzo',
    'matzo crackers',
    'matzo meal',
    'miso',
    'miso paste',
    'muesli',
    'naan',
    'naan bread',
    'noodles',
    'oatcakes',
    'oats',
    'pancake mix',
    'pancakes',
    'panko',
    'pasta',
    'pastry',
    'pastry case',
    'penne',
    'pie crust',
    'pita',
    'pita bread',
    'pitta(s)',
    'pizza base(s)',
    'pizza dough',
    'plain flour',
    'plant-based mince',
    'porridge oats',
    'puff pastry',
    'ramen noodles',
    'rigatoni',
    'roll(s)',
    'rolled oats',
    'sausage(s)',
    'savoiardi',
    'self-raising flour',
    'shortcrust pastry',
    'sourdough',
    'sourdough bread',
    'sourdough starter',
    'soy sauce',
    'spaghetti',
    'sponge',
    'sponge fingers',
    'stock cube(s)',
    'stock pot(s)',
    'stout',
    'tagliatelle',
    'teriyaki sauce',
    'tortilla(s)',
    'vegan mince',
    'veggie mince',
    'wafers',
    'white miso paste',
    'wonton wrappers',
    'worcestershire sauce',
    'wrap(s)',
    'yorkshire pudding(s)',
  ],
  dairy: [
    'alfredo sauce',
    'butter',
    'caramel',
    'caramel sauce',
    'cheddar',
    'cheese',
    'cheese slices',
    'chocolate',
    'chocolate chips',
    'cream',
    'cream cheese',
    'crème fraîche',
    'custard',
    'dark chocolate',
    'double cream',
    'dulce de leche',
    'feta',
    'grated cheese',
    'gravy',
    'greek yoghurt',
    'greek yogurt',
    'halloumi',
    'hot chocolate',
    'ice cream',
    'margarine',
    'mayonnaise',
    'milk',
    'milk chocolate',
    'mozzarella',
    'naan',
    'naan bread(s)',
    'parmesan',
    'pesto',
    'queso fresco',
    'ranch',
    'ranch dressing',
    'single cream',
    'sour cream',
    'soured cream',
    'spread',
    'tzatziki',
    'whipping cream',
    'white chocolate',
    'yoghurt',
    'yogurt',
  ],
  'added-sugar': [
    'baked beans',
    'barbecue sauce',
    'bbq sauce',
    'chocolate',
    'chocolate chips',
    'cocoa mix',
    'cola',
    'custard',
    'dark chocolate',
    'gum',
    'hot chocolate',
    'jam',
    'jelly',
    'ketchup',
    'lemonade',
    'maple-flavoured syrup',
    'squash',
    'sweet chilli sauce',
    'syrup',
  ],
  alcohol: ['ale', 'beer', 'cider', 'gin', 'lager', 'prosecco', 'red wine', 'rum', 'sparkling wine', 'stout', 'white wine', 'wine'],
  egg: [
    'custard',
    'dumpling wrappers',
    'egg noodles',
    'gyoza wrappers',
    'ladyfingers',
    'mayo',
    'mayonnaise',
    'meringue(s)',
    'noodles',
    'pasta',
    'savoiardi',
    'wonton wrappers',
  ],
  // Soy-free and sesame-free versions are sold of a few everyday products only; tofu, natto or tahini have none.
  soy: [
    'bread',
    'chocolate',
    'chocolate chips',
    'creamer',
    'dark chocolate',
    'margarine',
    'mayonnaise',
    'protein powder',
    'spread',
    'stock cube(s)',
    'tortilla(s)',
    'vegan butter',
    'vegan cheese',
    'vegan mayonnaise',
    'wrap(s)',
  ],
  sesame: ['bagel(s)', 'bread', 'breadsticks', 'bun(s)', 'burger buns', 'crackers'],
  'tree-nut': ['cereal bar(s)', 'chocolate', 'cookies', 'flapjack(s)', 'granola', 'muesli', 'pesto'],
  peanut: ['cereal bar(s)', 'chocolate', 'cookies', 'granola', 'muesli', 'pesto', 'satay sauce'],
  // Vegan versions are sold of these everyday products; a whole animal food (a salmon fillet) has none.
  meat: [
    'bacon',
    'burger(s)',
    'chicken pieces',
    'chorizo',
    'gravy',
    'gravy granules',
    'ham slices',
    'hot dog(s)',
    'meatballs',
    'mince',
    'nuggets',
    'pepperoni',
    'pâté',
    'sausage(s)',
    'stock',
    'stock cube(s)',
  ],
  poultry: ['burger(s)', 'chicken pieces', 'gravy', 'nuggets', 'sausage(s)', 'stock', 'stock cube(s)'],
  'red-meat': ['burger(s)', 'gravy', 'meatballs', 'mince', 'sausage(s)', 'stock', 'stock cube(s)'],
  pork: ['bacon', 'chorizo', 'ham slices', 'hot dog(s)', 'pepperoni', 'salami', 'sausage(s)'],
  fish: ['caesar dressing', 'fish fingers', 'fish sauce', 'kimchi', 'worcestershire sauce'],
  shellfish: ['curry paste', 'kimchi', 'oyster sauce', 'shrimp paste'],
  gelatin: ['gummies', 'gummy bears', 'jelly', 'marshmallows'],
};

const SOLD_FREE_FROM = tableOfMatchers(SOLD_FREE_FROM_WORDS, (phrases) => ({ phrases }));

/**
 * Foods whose essence is the allergen, in the languages of the lexicon's users: no shop sells them free from it, so a
 * free-from word before them ("gluten-free spelt", "nut-free hazelnuts", "dairy-free ghee", "egg-free egg yolks") is
 * a glued claim that clears nothing. Nuts are matched at the end of the food: "almond milk" is another food.
 */
const ESSENCE_WORDS: Partial<Record<DietTag, readonly string[]>> = {
  gluten: [
    ...['barley', 'pearl barley', 'rye', 'spelt', 'seitan', 'wheat berries', 'wheat gluten', 'farro', 'freekeh', 'bulg(h)ur', 'bulgar'],
    ...['semolina', 'durum', 'triticale', 'einkorn', 'emmer', 'kamut', 'malt', 'malted'],
    ...['gerste…', 'graupen…', 'roggen…', 'dinkel…', 'grünkern…', 'weizen…', 'rogge…', 'tarwe…', 'speltmeel…', 'råg…', 'vete…'],
    ...['hvede…', 'speltmjöl…', 'orge', 'seigle', 'épeautre', 'blé', 'cebada', 'centeno', 'espelta', 'trigo', 'orzo perlato'],
    ...['segale', 'grano', 'gerst', 'jęczmień', 'żyto', 'orkisz', 'pszenica', 'korn', 'byg', 'rug'],
  ],
  dairy: [
    'ghee',
    'whey',
    'casein',
    'lactose',
    'butterschmalz',
    'beurre clarifié',
    'burro chiarificato',
    'molke',
    'petit-lait',
    'suero de leche',
  ],
  egg: [
    ...['egg(s)', 'egg yolk(s)', 'egg white(s)', 'yolk(s)', 'eier', 'eigelb', 'eiweiss', 'eiweiß', 'œuf(s)', 'oeuf(s)', "jaune(s) d'œuf"],
    ...['huevo(s)', 'yema(s)', 'uova', 'uovo', 'tuorli', 'albumi', 'eieren', 'æg', 'ägg', 'jajk(a)', 'vejce', 'tojás', 'yumurta'],
  ],
  'tree-nut': [
    ...['almond(s)', 'walnut(s)', 'pecan(s)', 'cashew(s)', 'pistachio(s)', 'hazelnut(s)', 'macadamia(s)', 'brazil nut(s)', 'pine nut(s)'],
    ...['marzipan', 'praline', 'haselnüsse', 'mandeln', 'walnüsse', 'noisettes', 'amandes', 'noix', 'avellanas', 'almendras', 'nueces'],
    ...['nocciole', 'mandorle', 'noci', 'pinoli', 'hazelnoten', 'amandelen', 'walnoten', 'hasselnødder', 'hasselnodder', 'mandler'],
    ...['valnødder', 'valnodder', 'orzechy', 'migdały', 'migdaly'],
  ],
  peanut: [
    ...['peanut(s)', 'groundnut(s)', 'erdnüsse', 'cacahuètes', 'maní', 'arachidi', "pinda's", 'pindas', 'jordnødder', 'jordnodder'],
    ...['jordnötter', 'orzeszki ziemne'],
  ],
};
/** Nuts and eggs are matched at the end of the food: "almond milk" and "egg noodles" are other foods. */
const ESSENCE_AT_END: ReadonlySet<DietTag> = new Set(['egg', 'tree-nut', 'peanut']);

const ESSENCE_OF = tableOfMatchers(ESSENCE_WORDS, (phrases, tag) => ({ phrases, atEnd: ESSENCE_AT_END.has(tag) }));
/** The same words wherever they stand in the food, to take them out ("rye crackers" → "crackers"). */
const ESSENCE_ANYWHERE = tableOfMatchers(ESSENCE_WORDS, (phrases) => ({ phrases }));

function tableOfMatchers(
  words: Partial<Record<DietTag, readonly string[]>>,
  table: (phrases: readonly string[], tag: DietTag) => PhraseTable,
): Partial<Record<DietTag, PhraseMatcher>> {
  return Object.fromEntries(
    Object.entries(words).map(([tag, phrases]) => [tag, phraseMatcher(table(phrases ?? [], tag as DietTag))]),
  ) as Partial<Record<DietTag, PhraseMatcher>>;
}

/** Is the food's essence what the tag stands for ("spelt" for gluten)? Then no free-from version of it is sold. */
export function isEssenceOf(food: string, tag: DietTag): boolean {
  return ESSENCE_OF[tag]?.test(food.toLowerCase().trim()) ?? false;
}

/** The tag a free-from word leaves out: "gluten-free" → gluten. */
const TAG_OF_FREE_FROM: Readonly<Record<string, DietTag>> = {
  'gluten-free': 'gluten',
  'dairy-free': 'dairy',
  'egg-free': 'egg',
  'nut-free': 'tree-nut',
};

/**
 * The sold product without the words that are the allergen itself: "rye crackers" → "crackers", "spelt bread" →
 * "bread" (for gluten). The food unchanged when nothing sold free-from would remain.
 */
export function withoutEssence(food: string, tag: DietTag | string): string {
  const key = (TAG_OF_FREE_FROM[tag] ?? tag) as DietTag;
  const everywhere = ESSENCE_ANYWHERE[key];
  if (!everywhere) return food;
  const rest = everywhere.replace(food.toLowerCase(), ' ', true).replace(/\s+/g, ' ').trim();
  return rest !== '' && rest !== food.toLowerCase().trim() && typeof soldFreeFromNoun(rest, key) === 'string' ? rest : food;
}

/**
 * The free-from product noun in the food's words; undefined when no such product is sold; null when any
 * food of that kind has a version (low-sodium, low-FODMAP, whole-grain: the noun is the whole food).
 */
export function soldFreeFromNoun(food: string, tag: DietTag): string | undefined | null {
  const nouns = SOLD_FREE_FROM[tag];
  if (!nouns) return null;
  return nouns.find(food.toLowerCase())?.text;
}
