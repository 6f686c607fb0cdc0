/**
 * The kitchen's door for screens that must not load the engine (the recipe card, Settings, the converter's form):
 * reading and scaling an ingredient line, units, and the profile's words. It reaches neither the engine nor the
 * food lexicon, so a screen importing it stays small; everything else, and the engine itself (by dynamic import on
 * the device), comes through `index.ts`. tests/unit/shared-boundaries.test.ts holds both.
 */
export { type AllergyMeaning, allergyMeaning } from './allergyFilters';
export { parseIngredientLine } from './parse/ingredientLine';
export { goalPromptsFromSettings, profileContextFromSettings } from './profile';
export { scaleIngredientLines, servingsCount } from './scale/index';
export { convertLine, convertTemperaturesInText, type MeasureSystem } from './units';
