/** The kitchen engine's public entry: pure functions usable in the browser and on the server. */
// The Open Food Facts lexicon (ODbL, see NOTICE): installed for everything that enters here (server, tests, bench).
import './knowledge/installed';

export { type AdaptOptions, type AdaptResult, adaptRecipe, alignWordsWithFilters } from './adapt';
export { type AllergyMeaning, allergyMeaning } from './allergyFilters';
export { type CheckedRecipe, checkOutput, type OutputCheckOptions } from './check/checkOutput';
export { type ComplianceOptions, checkCompliance, servingsNumber, unverifiedLines, unverifiedNotices } from './compliance';
export { findConflicts } from './conflicts';
export { convertRecipeText } from './convert';
export { BASE_RECIPES, type BaseRecipe, baseRecipeById, baseToStructured } from './corpus/index';
export { type CreateOptions, type CreateResult, createRecipe } from './create';
export { type EffectiveChoices, effectiveChoices } from './effectiveChoices';
export { type EngineOptions, type EngineResult, generateLocally } from './engine';
export { findIngredient, INGREDIENTS } from './ingredients/index';
export type { LexiconFile, LexiconFood } from './knowledge/lexiconFile';
export { keyWords, normaliseKey } from './knowledge/normaliseKey';
export { currentLexicon, installLexicon } from './knowledge/store';
export { chooseMode, type GenerationMode } from './mode';
export { nutritionOfLines, roundNutrition } from './nutrition';
export { parseRecipeDocument, type RecipeDocument } from './parse/document/index';
export { parseIngredientLine } from './parse/ingredientLine';
export { parseRecipeText } from './parse/recipeText';
export { goalPromptsFromSettings, minutesIn, profileContextFromSettings, profileSections } from './profile';
export { type EndingLanguage, guessTextLanguage } from './resolve/languageGuess';
export { foodPart, type ResolvedFood, resolveFood } from './resolve/resolveFood';
export { isForeignShortName } from './resolve/shortNames';
export { scaleIngredientLines, scaleRecipe, servingsCount } from './scale';
export { type SurpriseOptions, type SurpriseResult, surpriseRecipe } from './surprise';
export type { DietTag, IngredientEntry, ParsedIngredient } from './types';
export { convertLine, convertTemperaturesInText, formatQuantity, type MeasureSystem, toGrams } from './units';
