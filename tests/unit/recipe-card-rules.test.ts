import { describe, expect, it } from 'vitest';
import { baseServings, displayIngredients, displaySteps, stepServings } from '../../client/src/features/recipe-card/ingredientDisplay';
import { parseRecipe } from '../../client/src/features/recipe-card/parseRecipe';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

const recipe: StructuredRecipe = {
  recipeName: 'Lentil Soup',
  prepTime: '10 minutes',
  cookTime: '30 minutes',
  totalTime: '40 minutes',
  servings: 4,
  dietaryRequirements: ['Vegan'],
  ingredients: ['200 g red lentils', '1 onion, diced', '1 cup vegetable stock'],
  instructions: ['Heat the oven to 200°C.', 'Simmer for 30 minutes.'],
  nutrition: { calories: 300, protein: 18, carbohydrates: 45, fat: 4, fiber: 9, sodium: 400 },
  tips: [],
};

describe('recipe card', () => {
  it('reads a structured recipe from an object or its JSON text', () => {
    expect(parseRecipe(recipe)).toEqual({ kind: 'structured', recipe });
    expect(parseRecipe(JSON.stringify(recipe))).toEqual({ kind: 'structured', recipe });
  });
  it('shows older text recipes as text', () => {
    expect(parseRecipe('**Recipe Name:** Soup\n\nIngredients\n- water')).toMatchObject({ kind: 'legacy' });
  });
  it('gives the parse-error state with what failed for broken JSON or a wrong shape', () => {
    const broken = parseRecipe('{"recipeName": "Soup", ');
    expect(broken.kind).toBe('error');
    const wrong = parseRecipe({ recipeName: 'Soup', ingredients: 'water' });
    expect(wrong.kind).toBe('error');
    expect(wrong.kind === 'error' ? wrong.debug : '').toContain('ingredients');
  });
  it('scales ingredients with the servings stepper and converts units', () => {
    expect(displayIngredients(recipe.ingredients, 4, 8, 'metric')).toEqual([
      '400 g red lentils',
      '2 onions, diced',
      '470 ml vegetable stock',
    ]);
    expect(displayIngredients(['200 g red lentils'], 4, 4, 'us')[0]).toMatch(/oz/);
    expect(displaySteps(recipe.instructions, 'us')[0]).toBe('Heat the oven to 400°F.');
    expect(stepServings(1, -1)).toBe(1);
    expect(stepServings(4, 1)).toBe(5);
    expect(baseServings('Serves 6', 4)).toBe(6);
    expect(baseServings('a few', 4)).toBe(4);
  });
});
