import type { ShoppingCategory } from '../domain/limits';

/**
 * Dietary tags of an ingredient. A filter's rules are written in these tags (shared/kitchen/filters),
 * so the ingredient table and the rules share one vocabulary.
 */
export const DIET_TAGS = [
  'meat', // any land-animal flesh
  'red-meat',
  'pork',
  'poultry',
  'game',
  'fish',
  'non-kosher-fish', // fish without both fins and scales (catfish, eel, shark, sturgeon and its caviar...)
  'shellfish',
  'animal-fat', // lard, tallow, gelatin-like animal products that are not meat cuts
  'gelatin',
  'animal-rennet', // hard cheeses whose name requires calf rennet (Parmigiano-Reggiano, pecorino, Gruyère): not vegetarian
  'dairy',
  'egg',
  'honey',
  'gluten',
  'grain', // any cereal grain (Paleo, Whole30)
  'legume', // beans, lentils, peas, peanuts, soy (Paleo, Whole30)
  'tree-nut',
  'peanut',
  'soy',
  'sesame',
  'alcohol',
  'added-sugar',
  'artificial-sweetener',
  'high-carb',
  'starchy',
  'high-sodium',
  'high-fodmap',
  'processed', // refined or ultra-processed (Whole30, Paleo, Anti-Inflammatory)
  'refined-oil', // seed and vegetable oils (Paleo, Whole30, Anti-Inflammatory)
  'refined-grain',
  'cooked-only', // cannot be eaten raw (Raw-Food), e.g. flour, dried beans
  'acidic', // strongly acid-forming (Alkaline): meat, coffee, refined sugar...
  'caffeine',
  'saturated-fat',
  'plant', // any plant food (Carnivore forbids)
  'non-halal-slaughter', // meat that is halal only when slaughtered accordingly (informational)
  'blood',
  // The EU's other declarable allergens (Regulation 1169/2011 Annex II), and the two kinds of shellfish it tells apart.
  'mustard',
  'celery',
  'lupin',
  'sulphites',
  'crustacean', // with 'shellfish'
  'mollusc', // with 'shellfish'
  // From the ontology: not vegan (an animal product the tags above do not name: cochineal, shellac, isinglass)…
  'animal-product',
  // …and not vegetarian (a slaughter product the tags above do not name: animal rennet, collagen).
  'slaughter-product',
] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/** Grams in one of a unit for this ingredient. Volume units by density, count units by typical weight. */
export type UnitWeights = Partial<
  Record<
    | 'cup'
    | 'tbsp'
    | 'tsp'
    | 'piece'
    | 'slice'
    | 'clove'
    | 'can'
    | 'bunch'
    | 'pinch'
    | 'stick'
    | 'sprig'
    | 'leaf'
    | 'head'
    | 'fillet'
    | 'packet',
    number
  >
>;

export interface IngredientEntry {
  /** Canonical singular name, lowercase: "butter", "all-purpose flour". */
  name: string;
  /** Other names and spellings that mean this ingredient, lowercase ("plain flour", "ap flour"). */
  synonyms: string[];
  /** Per 100 g, from USDA FoodData Central (SR Legacy / Foundation): kcal, g, g, g, g, mg. */
  per100g: { calories: number; protein: number; carbohydrates: number; fat: number; fiber: number; sodium: number };
  /** The FoodData Central id the values come from, where known. */
  fdcId?: number;
  unitWeights: UnitWeights;
  category: ShoppingCategory;
  tags: DietTag[];
}

/** One parsed ingredient line. */
export interface ParsedIngredient {
  /** The line as given. */
  raw: string;
  /** Lower bound (or the only value) of the quantity; null when no quantity ("salt to taste"). */
  quantity: number | null;
  /** Upper bound for ranges ("2-3 cups"); null otherwise. */
  quantityMax: number | null;
  /** Canonical unit id (g, kg, ml, l, tsp, tbsp, cup, oz, lb, fl-oz, pint, quart, gallon, piece, clove, can, pinch, ...) or null. */
  unit: string | null;
  /** The ingredient words, without quantity, unit and notes ("unsalted butter"). */
  ingredient: string;
  /** Preparation notes ("softened", "finely chopped", "to taste"). */
  notes: string | null;
}
