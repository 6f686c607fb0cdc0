import { RecipeIndex } from '../client/src/data/recipeIndex';
const DISHES = ['soup', 'stew', 'curry', 'salad', 'cake', 'bread', 'risotto', 'pasta', 'tart', 'chili', 'bowl', 'pie', 'roast', 'stir-fry'];
const MAINS = ['lentil', 'chicken', 'chocolate', 'salmon', 'tofu', 'mushroom', 'pumpkin', 'bean', 'rice', 'apple', 'leek', 'beef', 'chickpea', 'spinach'];
const STYLES = ['Smoky', 'Spiced', 'Quick', 'Creamy', 'Rustic', 'Zesty', 'Herby', 'Golden', 'Classic', 'Weeknight'];
const DIETS = ['Vegan', 'Gluten-Free', 'Low-Carb', 'Keto', 'Paleo', 'Dairy-Free', 'Nut-Free', 'Vegetarian', 'High-Protein'];
const EXTRAS = ['garlic', 'onion', 'cumin', 'paprika', 'lemon', 'ginger', 'thyme', 'olive oil', 'butter', 'coconut milk', 'tomatoes', 'stock'];
function benchRecipe(n: number) {
  const pick = <T,>(list: readonly T[], k: number) => list[(n * k + Math.floor(n / list.length)) % list.length] as T;
  const title = `${pick(STYLES, 7)} ${pick(MAINS, 3)} ${pick(DISHES, 5)} ${n}`;
  const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
  const recipe = { recipeName: title, prepTime: '10 min', cookTime: '20 min', totalTime: '30 min', servings: 4, dietaryRequirements: [pick(DIETS, 11), pick(DIETS, 13)],
    ingredients: [`400 g ${pick(MAINS, 3)}`, `2 tbsp ${pick(EXTRAS, 1)}`, `1 tsp ${pick(EXTRAS, 5)}`, `1 ${pick(EXTRAS, 7)}`, `500 ml ${pick(EXTRAS, 9)}`],
    instructions: [`Prepare the ${pick(MAINS, 3)} and the ${pick(EXTRAS, 1)}.`, `Cook gently with the ${pick(EXTRAS, 5)} for 10 minutes.`, 'Add the rest and simmer until done, then season to taste.'],
    nutrition: { calories: 300, protein: 10, carbohydrates: 20, fat: 5, fiber: 3, sodium: 200 }, tips: ['Make it a day ahead.'] };
  return { id: `bench-${n}`, title, convertedRecipe: JSON.stringify(recipe), dietaryFilters: recipe.dietaryRequirements, category: 'main-dish' as const, imageUrl: '', createdAt: at, updatedAt: at };
}
const docs = Array.from({ length: 5000 }, (_, n) => benchRecipe(n));
let t = performance.now();
const idx = new RecipeIndex();
idx.upsertMany(docs);
console.log('build', (performance.now() - t).toFixed(0));
const Q = { search: '', sort: 'newest' as const, dietary: '', health: '', category: '' as const, page: 1, pageSize: 8 };
for (const q of ['', 'l', 'le', 'len', 'lent', 'lenti', 'lentil', 'lentil s', 'lentil soup', 'v', 've', 'vegan', 'choclate', 'g', 'ga', 'gar', 'garlic']) {
  t = performance.now();
  for (let i = 0; i < 5; i++) idx.query({ ...Q, search: q });
  console.log(JSON.stringify(q), ((performance.now() - t) / 5).toFixed(1), idx.query({ ...Q, search: q }).matched);
}
