export { detectRecipeLanguage } from './detect';
export { RECIPE_LANGUAGES, type RecipeLanguage } from './languages';
export { type LocaliseRequest, localiseRecipe } from './localiseRecipe';
