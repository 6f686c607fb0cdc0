/**
 * The units the ingredient parser knows, as data. Mass units convert through grams, volume units
 * through millilitres (US customary measures: the US cup of 236.588 ml, not the 250 ml metric cup);
 * count units have no fixed size and are weighed per ingredient (IngredientEntry.unitWeights).
 */
export type UnitKind = 'mass' | 'volume' | 'count' | 'length';
export type UnitSystem = 'metric' | 'us' | 'both';

export interface UnitDef {
  id: string;
  kind: UnitKind;
  /** Grams (mass), millilitres (volume) or centimetres (length) in one of this unit. */
  base?: number;
  system: UnitSystem;
  singular: string;
  plural: string;
  /** Spellings matched case-insensitively, without a trailing period. */
  aliases: string[];
  /** Spelled-out forms [singular, plural] that a rewrite keeps in agreement with the number ("1 teaspoon", "2 teaspoons"). */
  words?: ReadonlyArray<readonly [string, string]>;
  /** Spellings matched only with this exact case ("T" is a tablespoon, "t" a teaspoon). */
  exactAliases?: string[];
}

export const UNITS: readonly UnitDef[] = [
  {
    id: 'mg',
    words: [['milligram', 'milligrams']],
    kind: 'mass',
    base: 0.001,
    system: 'metric',
    singular: 'mg',
    plural: 'mg',
    aliases: ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  },
  {
    id: 'g',
    words: [
      ['gram', 'grams'],
      ['gramme', 'grammes'],
    ],
    kind: 'mass',
    base: 1,
    system: 'metric',
    singular: 'g',
    plural: 'g',
    aliases: ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  },
  {
    id: 'dkg',
    kind: 'mass',
    base: 10,
    system: 'metric',
    singular: 'dkg',
    plural: 'dkg',
    aliases: ['dkg', 'dag', 'dekagram', 'dekagramm'],
  },
  {
    id: 'kg',
    words: [
      ['kilogram', 'kilograms'],
      ['kilo', 'kilos'],
    ],
    kind: 'mass',
    base: 1000,
    system: 'metric',
    singular: 'kg',
    plural: 'kg',
    aliases: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  },
  {
    id: 'oz',
    words: [['ounce', 'ounces']],
    kind: 'mass',
    base: 28.349523125,
    system: 'us',
    singular: 'oz',
    plural: 'oz',
    aliases: ['oz', 'ozs', 'ounce', 'ounces'],
  },
  {
    id: 'lb',
    words: [
      ['pound', 'pounds'],
      ['lb', 'lbs'],
    ],
    kind: 'mass',
    base: 453.59237,
    system: 'us',
    singular: 'lb',
    plural: 'lb',
    aliases: ['lb', 'lbs', 'pound', 'pounds'],
  },
  {
    id: 'ml',
    words: [
      ['millilitre', 'millilitres'],
      ['milliliter', 'milliliters'],
    ],
    kind: 'volume',
    base: 1,
    system: 'metric',
    singular: 'ml',
    plural: 'ml',
    aliases: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc'],
  },
  {
    id: 'cl',
    kind: 'volume',
    base: 10,
    system: 'metric',
    singular: 'cl',
    plural: 'cl',
    aliases: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  },
  {
    id: 'dl',
    kind: 'volume',
    base: 100,
    system: 'metric',
    singular: 'dl',
    plural: 'dl',
    aliases: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  },
  {
    id: 'l',
    words: [
      ['litre', 'litres'],
      ['liter', 'liters'],
    ],
    kind: 'volume',
    base: 1000,
    system: 'metric',
    singular: 'l',
    plural: 'l',
    aliases: ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
  },
  {
    id: 'tsp',
    words: [['teaspoon', 'teaspoons']],
    kind: 'volume',
    base: 4.92892159375,
    system: 'both',
    singular: 'tsp',
    plural: 'tsp',
    aliases: [
      'tsp',
      'tsps',
      'tspn',
      'teaspoon',
      'teaspoons',
      'teasp',
      'teelöffel',
      'tl',
      'cdta',
      'cdtas',
      'cucchiaino',
      'cucchiaini',
      'kk',
      'kávéskanál',
      'cuillère à café',
      'cuillères à café',
      'c. à c',
      'c.à.c',
      'càc',
    ],
    exactAliases: ['t'],
  },
  {
    id: 'tbsp',
    words: [['tablespoon', 'tablespoons']],
    kind: 'volume',
    base: 14.78676478125,
    system: 'both',
    singular: 'tbsp',
    plural: 'tbsp',
    aliases: [
      'tbsp',
      'tbsps',
      'tbs',
      'tbl',
      'tbls',
      'tblsp',
      'tblspn',
      'tbspn',
      'tablespoon',
      'tablespoons',
      'tablesp',
      'esslöffel',
      'essl',
      'el',
      'cda',
      'cdas',
      'cucchiaio',
      'cucchiai',
      'ek',
      'evőkanál',
      'cuillère à soupe',
      'cuillères à soupe',
      'c. à s',
      'c.à.s',
      'càs',
      'cs',
    ],
    exactAliases: ['T', 'Tb'],
  },
  {
    id: 'fl-oz',
    words: [['fluid ounce', 'fluid ounces']],
    kind: 'volume',
    base: 29.5735295625,
    system: 'us',
    singular: 'fl oz',
    plural: 'fl oz',
    aliases: ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
  },
  {
    id: 'cup',
    kind: 'volume',
    base: 236.5882365,
    system: 'us',
    singular: 'cup',
    plural: 'cups',
    aliases: ['cup', 'cups', 'cp'],
    exactAliases: ['c', 'C'],
  },
  {
    id: 'pint',
    kind: 'volume',
    base: 473.176473,
    system: 'us',
    singular: 'pint',
    plural: 'pints',
    aliases: ['pint', 'pints', 'pt', 'pts'],
  },
  {
    id: 'quart',
    kind: 'volume',
    base: 946.352946,
    system: 'us',
    singular: 'quart',
    plural: 'quarts',
    aliases: ['quart', 'quarts', 'qt', 'qts'],
  },
  {
    id: 'gallon',
    kind: 'volume',
    base: 3785.411784,
    system: 'us',
    singular: 'gallon',
    plural: 'gallons',
    aliases: ['gallon', 'gallons', 'gal', 'gals'],
  },
  {
    id: 'cm',
    kind: 'length',
    base: 1,
    system: 'metric',
    singular: 'cm',
    plural: 'cm',
    aliases: ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
  },
  { id: 'inch', kind: 'length', base: 2.54, system: 'us', singular: 'inch', plural: 'inches', aliases: ['inch', 'inches'] },
  { id: 'stick', kind: 'count', system: 'both', singular: 'stick', plural: 'sticks', aliases: ['stick', 'sticks'] },
  {
    id: 'clove',
    kind: 'count',
    system: 'both',
    singular: 'clove',
    plural: 'cloves',
    aliases: ['clove', 'cloves', 'zehe', 'zehen', 'gousse', 'gousses', 'diente', 'dientes', 'spicchio', 'spicchi', 'gerezd'],
  },
  {
    id: 'can',
    kind: 'count',
    system: 'both',
    singular: 'can',
    plural: 'cans',
    aliases: [
      'can',
      'cans',
      'tin',
      'tins',
      'dose',
      'dosen',
      'boîte',
      'boîtes',
      'lata',
      'latas',
      'scatola',
      'scatole',
      'lattina',
      'lattine',
      'konzerv',
      'doboz',
    ],
    words: [['tin', 'tins']],
  },
  { id: 'jar', kind: 'count', system: 'both', singular: 'jar', plural: 'jars', aliases: ['jar', 'jars'] },
  { id: 'bottle', kind: 'count', system: 'both', singular: 'bottle', plural: 'bottles', aliases: ['bottle', 'bottles'] },
  {
    id: 'pinch',
    kind: 'count',
    system: 'both',
    singular: 'pinch',
    plural: 'pinches',
    aliases: ['pinch', 'pinches', 'prise', 'prisen', 'pincée', 'pincées', 'pizca', 'pizcas', 'pizzico', 'csipet'],
  },
  { id: 'dash', kind: 'count', system: 'both', singular: 'dash', plural: 'dashes', aliases: ['dash', 'dashes'] },
  { id: 'splash', kind: 'count', system: 'both', singular: 'splash', plural: 'splashes', aliases: ['splash', 'splashes'] },
  { id: 'drop', kind: 'count', system: 'both', singular: 'drop', plural: 'drops', aliases: ['drop', 'drops'] },
  { id: 'knob', kind: 'count', system: 'both', singular: 'knob', plural: 'knobs', aliases: ['knob', 'knobs'] },
  { id: 'drizzle', kind: 'count', system: 'both', singular: 'drizzle', plural: 'drizzles', aliases: ['drizzle', 'drizzles'] },
  { id: 'handful', kind: 'count', system: 'both', singular: 'handful', plural: 'handfuls', aliases: ['handful', 'handfuls'] },
  { id: 'bunch', kind: 'count', system: 'both', singular: 'bunch', plural: 'bunches', aliases: ['bunch', 'bunches'] },
  { id: 'sprig', kind: 'count', system: 'both', singular: 'sprig', plural: 'sprigs', aliases: ['sprig', 'sprigs'] },
  { id: 'slice', kind: 'count', system: 'both', singular: 'slice', plural: 'slices', aliases: ['slice', 'slices', 'rasher', 'rashers'] },
  {
    id: 'piece',
    kind: 'count',
    system: 'both',
    singular: 'piece',
    plural: 'pieces',
    aliases: ['piece', 'pieces', 'pc', 'pcs', 'nest', 'nests', 'square', 'squares', 'ball', 'balls'],
  },
  {
    id: 'packet',
    kind: 'count',
    system: 'both',
    singular: 'packet',
    plural: 'packets',
    aliases: [
      'packet',
      'packets',
      'package',
      'packages',
      'pkg',
      'pkgs',
      'pack',
      'packs',
      'sachet',
      'sachets',
      'envelope',
      'envelopes',
      'bag',
      'bags',
      'box',
      'boxes',
      // A protein-powder scoop holds about one sachet (30 g).
      'scoop',
      'scoops',
    ],
  },
  { id: 'head', kind: 'count', system: 'both', singular: 'head', plural: 'heads', aliases: ['head', 'heads'] },
  { id: 'leaf', kind: 'count', system: 'both', singular: 'leaf', plural: 'leaves', aliases: ['leaf', 'leaves'] },
  { id: 'fillet', kind: 'count', system: 'both', singular: 'fillet', plural: 'fillets', aliases: ['fillet', 'fillets', 'filet', 'filets'] },
  { id: 'stalk', kind: 'count', system: 'both', singular: 'stalk', plural: 'stalks', aliases: ['stalk', 'stalks', 'rib', 'ribs'] },
  { id: 'sheet', kind: 'count', system: 'both', singular: 'sheet', plural: 'sheets', aliases: ['sheet', 'sheets'] },
  { id: 'cube', kind: 'count', system: 'both', singular: 'cube', plural: 'cubes', aliases: ['cube', 'cubes'] },
];

export const UNIT_BY_ID: ReadonlyMap<string, UnitDef> = new Map(UNITS.map((u) => [u.id, u]));

/** Grams, millilitres or centimetres in one of a unit with a fixed size: each size is written once, in UNITS above. */
export function unitBase(id: string): number {
  const base = UNIT_BY_ID.get(id)?.base;
  if (base === undefined) throw new Error(`Unit ${id} has no fixed size`);
  return base;
}

/** Millilitres in one US cup. */
export const ML_PER_CUP = unitBase('cup');

/** Units that hold a measured amount ("1 (400 g) can"): a size note in front of them is the content of one. */
export const CONTAINER_UNITS: ReadonlySet<string> = new Set(['can', 'jar', 'bottle', 'packet', 'piece', 'fillet', 'stick', 'slice']);

/**
 * Units meaning "one whole item": weighed with the entry's piece weight when the entry has none for the
 * unit itself. A sheet is one whole item of what is sold in sheets (nori 3 g, filo 19 g, gelatin 1.7 g).
 */
export const WHOLE_ITEM_UNITS: ReadonlySet<string> = new Set(['piece', 'head', 'fillet', 'stalk', 'sheet']);

/** Fractions of a teaspoon in a pinch, a dash and a drop (the usual kitchen reading). */
export const SPOON_FRACTIONS: Readonly<Record<string, number>> = {
  pinch: 1 / 16,
  dash: 1 / 8,
  drop: 1 / 96,
  splash: 1,
  drizzle: 1,
  knob: 3,
};

/** Sizes and modifiers that may stand between a quantity and its unit ("2 heaped tbsp", "1 large clove"). */
export const UNIT_MODIFIERS: ReadonlySet<string> = new Set([
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'big',
  'small',
  'medium',
  'large',
  'extra-large',
  'thick',
  'thin',
  'thick-cut',
  'thin-cut',
  'thickly-cut',
  'fat',
  'full',
  'overflowing',
]);
