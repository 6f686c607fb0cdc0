import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../../shared/kitchen/parse/quantityFormat';
import { scaleIngredientLines, scaleLine, scaleRecipe, servingsCount } from '../../shared/kitchen/scale';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

describe('scaleLine', () => {
  it.each([
    ['1 cup (240 ml) milk', 2, '2 cups (480 ml) milk'],
    ['1 onion, diced', 2, '2 onions, diced'],
    ['2 x 400g tins chopped tomatoes', 0.5, '1 x 400g tin chopped tomatoes'],
    ['Pinch of salt', 2, 'Pinch of salt'], // a pinch stays a pinch (issue 32)
    ['2-3 cloves garlic, minced', 2, '4-6 cloves garlic, minced'],
    ['3 eggs', 0.5, '2 eggs'], // eggs come whole
    ['1 1/2 cups flour', 0.5, '¾ cup flour'],
    ['200g plain flour', 1.5, '300g plain flour'],
    ['1 bay leaf', 2, '2 bay leaves'],
    ['Juice of 1 lemon', 2, 'Juice of 2 lemons'],
    ['1 whole chicken (about 4 lbs)', 2, '2 whole chickens (about 4 lbs)'],
    ['10 cherry tomatoes', 0.1, '1 cherry tomato'],
    ['1 teaspoon salt', 2, '2 teaspoons salt'],
    ['2 tablespoons butter', 0.5, '1 tablespoon butter'],
    ['1 (14-oz) can coconut milk', 2, '2 (14-oz) cans coconut milk'],
    ['100g/3½oz butter', 2, '200g/7oz butter'],
    ['225 g sugar', 1 / 3, '75 g sugar'],
    ['1/3 cup oil', 3, '1 cup oil'],
    ['1/4 cup plus 2 tablespoons sugar', 2, '¾ cup sugar'],
    ['1 lb 4 oz beef chuck', 2, '2½ lb beef chuck'],
    ['Few sprigs of thyme', 2, '6 sprigs of thyme'],
  ] as const)('%s × %s → %s', (line, factor, expected) => {
    expect(scaleLine(line, factor)).toBe(expected);
  });

  it('keeps lines without a quantity exactly as given', () => {
    expect(scaleLine('  salt and pepper, to taste', 3)).toBe('  salt and pepper, to taste');
    expect(scaleLine('For the sauce:', 3)).toBe('For the sauce:');
  });

  it('refuses a factor that is not a positive number', () => {
    expect(() => scaleLine('1 cup milk', 0)).toThrow(RangeError);
    expect(() => scaleLine('1 cup milk', Number.NaN)).toThrow(/positive number/);
  });
});

describe('scaling by servings', () => {
  it('scales lines from one servings count to another', () => {
    expect(scaleIngredientLines(['2 cups flour', '4 eggs', 'salt'], 4, 6)).toEqual(['3 cups flour', '6 eggs', 'salt']);
    expect(() => scaleIngredientLines(['2 cups flour'], 0, 6)).toThrow(/fromServings/);
  });

  it('reads the servings field in its common forms', () => {
    expect(servingsCount(4)).toBe(4);
    expect(servingsCount('Serves 4-6')).toBe(4);
    expect(servingsCount('2,5')).toBe(2.5);
    expect(servingsCount('a crowd')).toBeNull();
    expect(servingsCount(0)).toBeNull();
  });

  it('scales a structured recipe and keeps its per-serving nutrition', () => {
    const recipe: StructuredRecipe = {
      recipeName: 'Pancakes',
      prepTime: '10 min',
      cookTime: '15 min',
      totalTime: '25 min',
      servings: '4 servings',
      dietaryRequirements: [],
      ingredients: ['1 1/2 cups flour', '2 eggs', '1 1/4 cups milk'],
      instructions: ['Mix.', 'Cook.'],
      nutrition: { calories: 300, protein: 10, carbohydrates: 40, fat: 10, fiber: 1, sodium: 300 },
      tips: [],
    };
    const doubled = scaleRecipe(recipe, 8);
    expect(doubled.servings).toBe(8);
    expect(doubled.ingredients).toEqual(['3 cups flour', '4 eggs', '2½ cups milk']);
    expect(doubled.nutrition).toEqual(recipe.nutrition);
    expect(scaleRecipe({ ...recipe, servings: 'some' }, 2).ingredients).toEqual(['¾ cup flour', '1 egg', '⅝ cup milk']);
  });
});

describe('amounts a cook can measure after scaling down', () => {
  it('grams read whole (halves under 5 g) and a pinch is never a quarter', () => {
    expect(formatQuantity(3.8, 'g')).toBe('4');
    expect(formatQuantity(7.4, 'g')).toBe('7');
    expect(formatQuantity(2.3, 'g')).toBe('2.5');
    expect(formatQuantity(0.3, 'g')).toBe('0.3');
    expect(formatQuantity(0.25, 'pinch')).toBe('1');
    expect(formatQuantity(2.4, 'pinch')).toBe('2');
  });
});
