import { describe, expect, it } from 'vitest';
import { adaptRecipe } from '../../shared/kitchen/adapt';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { type StructuredRecipe, structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';

function base(ingredients: string[], instructions: string[]): StructuredRecipe {
  return {
    recipeName: 'Test dish',
    prepTime: '',
    cookTime: '',
    totalTime: '',
    servings: 4,
    dietaryRequirements: [],
    ingredients,
    instructions,
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [],
  };
}

/** Filter, recipe lines, steps, and what the adapted recipe must then contain (an ingredient line and a step). */
const CASES: [string, string[], string[], string, string][] = [
  [
    'Whole30',
    ['600 g chicken thighs', '2 tbsp soy sauce', '1 tbsp honey', '2 tbsp vegetable oil'],
    ['Fry the chicken in the oil, add the soy sauce and honey.'],
    '2 tbsp coconut aminos',
    'Fry the chicken in the olive oil, add the coconut aminos and pitted dates.',
  ],
  [
    'Anti-Inflammatory',
    ['500 g salmon fillets', '2 tbsp vegetable oil', '1 lemon'],
    ['Sear the salmon in the vegetable oil.'],
    '2 tbsp olive oil',
    'Sear the salmon in the olive oil.',
  ],
  [
    'Alkaline',
    ['1 cup brewed coffee', '2 cups spinach', '1 tbsp sugar'],
    ['Blend the coffee and spinach.'],
    '1 cup roasted chicory drink',
    'Blend the roasted chicory drink and spinach.',
  ],
  [
    'Heart-Healthy',
    ['4 tbsp butter', '500 g chicken breast'],
    ['Fry the chicken in the butter.'],
    '3 tbsp olive oil',
    'Fry the chicken in the olive oil.',
  ],
  [
    'Diabetic-Friendly',
    ['400 g long-grain rice', '500 g chicken breast', '1 tbsp honey'],
    ['Cook the rice.'],
    '1200 g cauliflower rice',
    'Cook the cauliflower rice.',
  ],
  [
    'Pescatarian',
    ['500 g beef mince', '1 onion', '400 g canned tomatoes'],
    ['Brown the beef with the onion.'],
    '500 g firm tofu',
    'Brown the firm tofu with the onion.',
  ],
  [
    'Plant-Based',
    ['2 eggs', '1 cup milk', '1 cup flour'],
    ['Whisk the eggs and milk into the flour.'],
    '2 tbsp ground flaxseed mixed with 6 tbsp water (2 flax eggs)',
    'Whisk the flax eggs and oat milk into the flour.',
  ],
  [
    'Carnivore',
    ['2 ribeye steaks', '2 tbsp butter', '1 tsp salt'],
    ['Sear the steaks in the butter.'],
    '2 tbsp butter',
    'Sear the steaks in the butter.',
  ],
  [
    'Raw-Food',
    ['2 zucchini', '1 cup cherry tomatoes', '2 tbsp olive oil'],
    ['Spiralise the zucchini and toss with the tomatoes.'],
    '2 zucchini',
    'Spiralise the zucchini and toss with the tomatoes.',
  ],
  [
    'Vegetarian',
    ['1 tbsp gelatin', '2 cups apple juice'],
    ['Bloom the gelatin and stir into the juice.'],
    '1 tsp agar-agar powder',
    'Bloom the agar-agar powder and stir into the juice.',
  ],
];

describe('adaptRecipe on a targeted recipe per filter', () => {
  for (const [filter, ingredients, steps, line, step] of CASES) {
    it(filter, () => {
      const opts = { filters: [filter], avoid: [], mustUse: [] };
      const result = adaptRecipe(base(ingredients, steps), opts);
      if (!result.ok) throw new Error(result.reason);
      expect(result.recipe.ingredients).toContain(line);
      expect(result.recipe.instructions).toContain(step);
      expect(checkCompliance(result.recipe, opts)).toEqual([]);
      expect(structuredRecipeSchema.safeParse(result.recipe).success).toBe(true);
    });
  }
});
