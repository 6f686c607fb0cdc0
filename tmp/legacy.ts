import { readRecipeContent, writeLegacyRecipe, emptyStructuredRecipe } from '../shared/domain/recipeContent';
const r = { ...emptyStructuredRecipe('Stew'), prepTime: '10 min', cookTime: '1 hrs', servings: 4, dietaryRequirements: ['Vegan'], ingredients: ['2 onions', '1 cup lentils'], instructions: ['Chop.', 'Simmer 30 minutes.'] };
const t = writeLegacyRecipe('Stew', r, 'Use a big pot.\nSalt late.');
console.log(t); console.log(JSON.stringify(readRecipeContent(t), null, 1));
console.log(JSON.stringify(readRecipeContent('Layers of pasta and lentil ragù.')));
