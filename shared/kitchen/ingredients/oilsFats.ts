import type { IngredientEntry } from '../types';
import { group, OIL } from './define';

/** Cooking oils and fats (USDA SR Legacy). Seed and vegetable oils carry 'refined-oil'. */
const o = group('Pantry & Dry Goods', ['plant']);
const animal = group('Pantry & Dry Goods', ['animal-fat', 'saturated-fat']);
const seaOil = group('Pantry & Dry Goods', ['animal-fat']);
const FAT = { cup: 205, tbsp: 12.8, tsp: 4.3 };

export const OILS_FATS: IngredientEntry[] = [
  // Supplement oils from the sea: not the generic "oil".
  seaOil('krill oil', ['krill oil capsule'], [884, 0, 0, 100, 0, 0], { tsp: 4.5, tbsp: 13.6 }, ['shellfish', 'crustacean']),
  seaOil('fish oil', ['cod liver oil', 'omega 3 fish oil', 'salmon oil'], [902, 0, 0, 100, 0, 0], { tsp: 4.5, tbsp: 13.6 }, ['fish']),
  // Shea is a tree nut botanically; the FDA dropped it from its tree-nut list in 2022, but it is tagged for safety.
  o('shea butter', ['raw shea butter', 'shea nut butter', 'shea fat'], [884, 0, 0, 100, 0, 0], FAT, ['tree-nut', 'saturated-fat']),
  o(
    'olive oil',
    [
      'extra virgin olive oil',
      'huile d olive',
      'aceite de oliva',
      'evoo',
      'light olive oil',
      'virgin olive oil',
      'pure olive oil',
      'olive oil spray',
      'extra light olive oil',
    ],
    [884, 0, 0, 100, 0, 2],
    { cup: 216, tbsp: 13.5, tsp: 4.5 },
    [],
    171413,
  ),
  o(
    'vegetable oil',
    [
      'canola oil',
      'rapeseed oil',
      'sunflower oil',
      'corn oil',
      'soybean oil',
      'neutral oil',
      'cooking oil',
      'oil',
      'grapeseed oil',
      'safflower oil',
      'frying oil',
      'oil for frying',
      'oil for deep frying',
      'rice bran oil',
      'palm oil',
      'flavorless oil',
    ],
    [884, 0, 0, 100, 0, 0],
    OIL,
    ['refined-oil'],
  ),
  o('peanut oil', ['groundnut oil', 'arachis oil'], [884, 0, 0, 100, 0, 0], OIL, ['refined-oil', 'peanut', 'legume']),
  o('sesame oil', ['toasted sesame oil', 'dark sesame oil', 'pure sesame oil'], [884, 0, 0, 100, 0, 0], OIL, ['refined-oil', 'sesame']),
  o(
    'coconut oil',
    ['virgin coconut oil', 'refined coconut oil', 'melted coconut oil', 'copha', 'extra virgin coconut oil'],
    [892, 0, 0, 99.06, 0, 0],
    OIL,
    ['saturated-fat'],
  ),
  o('avocado oil', ['avocado oil spray'], [884, 0, 0, 100, 0, 0], OIL, []),
  o('walnut oil', ['hazelnut oil', 'almond oil', 'pecan oil', 'macadamia oil'], [884, 0, 0, 100, 0, 0], OIL, ['tree-nut']),
  o('flaxseed oil', ['linseed oil', 'flax oil', 'hemp oil'], [884, 0, 0, 100, 0, 0], OIL, []),
  o(
    'garlic-infused oil',
    ['garlic infused oil', 'garlic oil', 'garlic infused olive oil', 'garlic-infused olive oil'],
    [884, 0, 0, 100, 0, 2],
    OIL,
    [],
  ),
  o('chili oil', ['chilli oil', 'hot chili oil', 'chile oil', 'rayu', 'la yu'], [884, 0, 0, 100, 0, 0], OIL, ['refined-oil']),
  o('truffle oil', ['white truffle oil', 'black truffle oil'], [884, 0, 0, 100, 0, 0], OIL, []),
  o(
    'cooking spray',
    ['nonstick cooking spray', 'non stick spray', 'oil spray', 'baking spray', 'pam', 'spray oil'],
    [792, 0, 20, 79, 0, 0],
    { piece: 0.3, tsp: 4.5, tbsp: 13.6 },
    ['refined-oil', 'processed'],
  ),
  o(
    'margarine',
    ['vegetable spread', 'buttery spread', 'spread', 'baking spread'],
    [717, 0.2, 0.7, 80.5, 0, 700],
    { cup: 227, tbsp: 14.2, tsp: 4.7, stick: 113 },
    ['refined-oil', 'processed'],
  ),
  o(
    'shortening',
    ['vegetable shortening', 'crisco', 'trex', 'vegetable suet', 'vegetarian suet', 'white vegetable fat', 'solid vegetable shortening'],
    [884, 0, 0, 100, 0, 4],
    FAT,
    ['refined-oil', 'processed', 'saturated-fat'],
  ),
  animal('lard', ['pork fat', 'bacon fat', 'bacon grease', 'pork lard', 'leaf lard', 'manteca'], [902, 0, 0, 100, 0, 0], FAT, ['pork']),
  animal(
    'beef tallow',
    ['tallow', 'beef dripping', 'dripping', 'suet', 'beef fat', 'beef suet', 'mutton fat'],
    [902, 0, 0, 100, 0, 0],
    FAT,
    ['non-halal-slaughter'],
  ),
  animal('duck fat', ['goose fat', 'schmaltz', 'chicken fat', 'rendered duck fat'], [882, 0, 0, 99.8, 0, 0], FAT, [
    'poultry',
    'non-halal-slaughter',
  ]),
  o('cocoa butter', ['cacao butter', 'raw cacao butter'], [884, 0, 0, 100, 0, 0], { cup: 205, tbsp: 12.8, tsp: 4.3 }, ['saturated-fat']),
];
