import type { IngredientEntry } from '../types';
import { group } from './define';

/**
 * Ready-made and composite foods whose name does not say what is in them: the usual recipe of each (the EU's 14
 * declarable allergens as found on typical labels) gives the tags, USDA FoodData Central (SR Legacy) the values.
 * Brands are listed as names where a brand is the word cooks use (Marmite, Oreo, Bisto).
 */
const p = group('Pantry & Dry Goods');
const f = group('Frozen');

export const PREPARED_FOODS: IngredientEntry[] = [
  // USDA "Gravy, beef, canned, ready-to-serve": made on meat stock and thickened with wheat flour.
  p(
    'gravy',
    ['beef gravy', 'meat gravy', 'onion gravy', 'roast gravy', 'brown gravy', 'pan gravy', 'turkey gravy', 'chicken gravy'],
    [53, 3.8, 4.8, 2.4, 0.4, 554],
    { cup: 233, tbsp: 15 },
    ['meat', 'red-meat', 'non-halal-slaughter', 'gluten', 'high-sodium', 'processed'],
  ),
  p(
    'vegetarian gravy',
    ['vegetable gravy', 'vegan gravy', 'mushroom gravy'],
    [40, 1.5, 6, 1.2, 0.5, 450],
    { cup: 233, tbsp: 15 },
    // Thickened with wheat flour unless the label says gluten-free.
    ['plant', 'gluten', 'high-sodium', 'processed'],
  ),
  // USDA "Yeast extract spread": brewer's yeast from barley, hence gluten; vegan.
  p(
    'yeast extract',
    ['marmite', 'vegemite', 'cenovis', 'yeast extract spread', 'vitam-r'],
    [185, 23.9, 20.4, 0.9, 6.8, 3380],
    { tsp: 6, tbsp: 18 },
    ['plant', 'gluten', 'high-sodium', 'processed'],
  ),
  // Popover batter: egg, milk and wheat flour (USDA "Popovers, dry mix, enriched" prepared, rounded).
  f(
    'yorkshire pudding',
    ['yorkshire puddings', 'yorkshires', 'frozen yorkshire puddings', 'popover', 'popovers', 'dutch baby'],
    [250, 8, 30, 10, 1, 300],
    { piece: 20 },
    ['egg', 'dairy', 'gluten', 'grain', 'high-carb', 'refined-grain', 'processed'],
  ),
  // USDA "Pancakes, plain, prepared from recipe": egg, milk, wheat flour.
  p(
    'pancake',
    ['pancakes', 'crepe', 'crepes', 'crêpe', 'crêpes', 'palacsinta', 'pfannkuchen', 'pfannkuchen', 'blini', 'galette'],
    [227, 6.4, 28.3, 9.7, 0.9, 439],
    { piece: 40 },
    ['egg', 'dairy', 'gluten', 'grain', 'high-carb', 'refined-grain'],
  ),
  // USDA "Cake, pound, commercially prepared": butter, egg, wheat flour, sugar.
  p(
    'pound cake',
    [
      'madeira cake',
      'madeira sponge',
      'victoria sponge',
      'sponge cake',
      'genoise',
      'loaf cake',
      'rührkuchen',
      'piskóta',
      'bizcocho',
      'pan di spagna',
      'quatre-quarts',
    ],
    [389, 5.5, 52.5, 17.9, 0.5, 400],
    { slice: 30, piece: 300 },
    ['egg', 'dairy', 'gluten', 'grain', 'added-sugar', 'high-carb', 'refined-grain', 'processed'],
  ),
  // USDA "Gelatin desserts, dry mix": gelatin and sugar; a British "jelly" is this set dessert.
  p(
    'jelly',
    [
      'jelly cubes',
      'jelly powder',
      'gelatin dessert',
      'raspberry jelly',
      'strawberry jelly',
      'orange jelly',
      'lime jelly',
      'packet jelly',
      'wackelpudding',
      'götterspeise',
    ],
    [381, 7.8, 90.5, 0, 0, 466],
    { packet: 85, tbsp: 12 },
    ['gelatin', 'animal-fat', 'added-sugar', 'high-carb', 'processed'],
  ),
  p(
    'vegan jelly',
    ['vegetarian jelly', 'agar jelly', 'vegan jelly crystals', 'sugar-free vegan jelly'],
    [340, 0.5, 85, 0, 1, 200],
    { packet: 85, tbsp: 12 },
    ['plant', 'added-sugar', 'high-carb', 'processed'],
  ),
  // USDA "Cookies, chocolate sandwich, with creme filling, regular": wheat flour, sugar, palm oil, soy lecithin.
  p(
    'chocolate sandwich cookies',
    ['oreo', 'oreos', 'oreo cookies', 'oreo biscuits', 'bourbon biscuits', 'chocolate sandwich biscuits', 'cookies and cream cookies'],
    [480, 4.6, 69, 21, 2.9, 400],
    { piece: 11, cup: 100 },
    ['plant', 'gluten', 'grain', 'soy', 'added-sugar', 'high-carb', 'refined-grain', 'processed'],
  ),
  // Fried choux-style dough of wheat flour, rolled in sugar.
  p('churros', ['churro', 'porras'], [450, 5, 50, 25, 1.5, 250], { piece: 25 }, [
    'plant',
    'gluten',
    'grain',
    'added-sugar',
    'high-carb',
    'refined-grain',
    'processed',
  ]),
  // USDA "Doughnuts, yeast-leavened, glazed": wheat, egg, milk, sugar.
  p('doughnut', ['doughnuts', 'donut', 'donuts', 'krapfen', 'berliner', 'fánk'], [403, 6.7, 51, 19, 1.5, 342], { piece: 60 }, [
    'egg',
    'dairy',
    'gluten',
    'grain',
    'added-sugar',
    'high-carb',
    'refined-grain',
    'processed',
  ]),
  // Savoury pies and pastry goods: wheat pastry with butter.
  p('sausage roll', ['sausage rolls'], [360, 9, 25, 25, 1.2, 700], { piece: 60 }, [
    'meat',
    'pork',
    'gluten',
    'grain',
    'dairy',
    'high-sodium',
    'processed',
  ]),
  // USDA "Seeds, sunflower seed kernels, dry roasted" and "pumpkin seeds, roasted", averaged.
  p(
    'mixed seeds',
    ['toasted mixed seeds', 'seed mix', 'mixed toasted seeds', 'salad seeds'],
    [570, 25, 15, 48, 8, 5],
    { cup: 135, tbsp: 9, tsp: 3 },
    ['plant'],
  ),
];
