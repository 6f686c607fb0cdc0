import type { DietTag } from '../types';

/**
 * How the ontology's facts become the filters' tags. Everything under a food inherits its tags (anything under
 * en:pork is pork, so not Halal), so each line names a branch, never its children.
 */

/** Allergen ids of the Open Food Facts allergens taxonomy (the EU's 14) → tags. */
export const ALLERGEN_TAGS: Readonly<Record<string, readonly DietTag[]>> = {
  gluten: ['gluten'],
  crustaceans: ['shellfish', 'crustacean'],
  eggs: ['egg'],
  fish: ['fish'],
  peanuts: ['peanut'],
  soybeans: ['soy'],
  milk: ['dairy'],
  nuts: ['tree-nut'],
  celery: ['celery'],
  mustard: ['mustard'],
  'sesame-seeds': ['sesame'],
  'sulphur-dioxide-and-sulphites': ['sulphites'],
  lupin: ['lupin'],
  molluscs: ['shellfish', 'mollusc'],
};

/**
 * Branches of the ontology that carry diet facts the taxonomy does not state as properties (religious and diet
 * properties: pork, alcohol, meat kinds, sugar, grains), and allergens it states on too few nodes.
 */
export const BRANCH_TAGS: Readonly<Record<string, readonly DietTag[]>> = {
  'en:meat': ['meat'],
  'en:pork': ['meat', 'pork'],
  'en:pork meat': ['meat', 'pork'],
  'en:pork fat': ['pork', 'animal-fat'],
  'en:beef': ['meat', 'red-meat'],
  'en:sheep': ['meat', 'red-meat'],
  'en:lamb': ['meat', 'red-meat'],
  'en:goat': ['meat', 'red-meat'],
  'en:horse': ['meat', 'red-meat'],
  'en:poultry': ['meat', 'poultry'],
  'en:game animal': ['meat', 'game'],
  'en:offal': ['meat'],
  'en:sausage': ['meat'],
  'en:animal fat': ['animal-fat'],
  'en:fish': ['fish'],
  'en:shellfish': ['shellfish'],
  'en:crustacean': ['shellfish', 'crustacean'],
  'en:mollusc': ['shellfish', 'mollusc'],
  'en:alcohol': ['alcohol'],
  'en:wine': ['alcohol', 'sulphites'],
  // Wine vinegar keeps the wine's sulphites (not its alcohol).
  'en:wine vinegar': ['sulphites'],
  // The taxonomy keeps red wine vinegar apart from wine vinegar.
  'en:red wine vinegar': ['sulphites'],
  'en:gelatin': ['gelatin'],
  'en:collagen': ['slaughter-product'],
  'en:honey': ['honey'],
  'en:added sugar': ['added-sugar'],
  'en:syrup': ['added-sugar'],
  'en:legume': ['legume'],
  'en:pulse': ['legume'],
  'en:soya': ['soy', 'legume'],
  'en:cereal': ['grain'],
  'en:wheat': ['gluten'],
  'en:barley': ['gluten'],
  'en:rye': ['gluten'],
  'en:spelt': ['gluten'],
  'en:dairy': ['dairy'],
  'en:egg': ['egg'],
  'en:sesame': ['sesame'],
  'en:mustard': ['mustard'],
  'en:celery': ['celery'],
  'en:coffee': ['caffeine'],
  'en:sulfite': ['sulphites'],
  'en:peanut': ['peanut', 'legume'],
};

/**
 * Where the taxonomy is wrong for a cook, or says too little (the overlay wins): tags a food and its children
 * gain or lose. Teff has no gluten; horseradish is not the mustard allergen; pine nuts are treated as tree nuts
 * (allergy charities list them with nuts); soy sauce is brewed with wheat unless it says otherwise.
 */
export const CORRECTIONS: Readonly<Record<string, { add?: readonly DietTag[]; remove?: readonly DietTag[] }>> = {
  'en:teff': { remove: ['gluten'] },
  'en:horseradish': { remove: ['mustard'] },
  'en:pine nuts': { add: ['tree-nut'] },
  'en:soy sauce': { add: ['gluten'] },
  // A sourdough starter is rye or wheat flour and water unless it says otherwise.
  'en:sourdough': { add: ['gluten', 'grain'] },
  'en:tamari': { remove: ['gluten'] },
  'en:coconut': { remove: ['tree-nut'] },
  'en:nutmeg': { remove: ['tree-nut'] },
  'en:water chestnut': { remove: ['tree-nut'] },
  // Mash is potatoes mashed with milk and butter; instant mash holds milk powder.
  'en:mashed potato': { add: ['dairy'] },
  // Spiced honey cake (Lebkuchen, peperkoek, piernik) is baked with rye or wheat flour.
  'en:gingerbread': { add: ['gluten'] },
  // Nougat (torrone, turrón, a German "Nougat" of hazelnut paste) is made with almonds or hazelnuts.
  'en:nougat': { add: ['tree-nut'] },
};

/**
 * Ontology foods that the hand-kept table names for another product: OFF's "sourdough" is the starter (zakwas,
 * levain), the table's "sourdough" is the bread. Their names do not lead to the table's entry (its nutrition,
 * its substitutes); their tags still come from the ontology.
 */
export const NOT_THE_TABLES: ReadonlySet<string> = new Set([
  'en:sourdough',
  'en:rye sourdough',
  'en:wheat sourdough',
  // The ontology's dough is named "masa" in Spanish; the table's "masa" is corn masa harina.
  'en:dough',
  // The ontology gives redcurrants the name "rib"; the table's "rib" is pork ribs.
  'en:redcurrant',
]);

/**
 * Parent links the taxonomy lacks, by id: minced beef and minced pork are kinds of minced meat (its "viande hachée",
 * the food of "Hackfleisch", "carne picada", "mince"), so a phrase naming minced meat alone may be pork.
 */
export const EXTRA_PARENTS: Readonly<Record<string, readonly string[]>> = {
  'en:minced beef': ['fr:viande hachée'],
  'en:minced pork': ['fr:viande hachée'],
};
