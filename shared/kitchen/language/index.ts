export { detectRecipeLanguage } from './detect';
export { RECIPE_LANGUAGES, type RecipeLanguage } from './languages';
export { type LocalisedRecipe, type LocaliseRequest, localiseChecked, localiseRecipe } from './localiseRecipe';
