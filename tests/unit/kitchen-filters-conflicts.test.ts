import { describe, expect, it } from 'vitest';
import { adaptRecipe } from '../../shared/kitchen/adapt';
import { findConflicts } from '../../shared/kitchen/conflicts';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

describe('findConflicts', () => {
  it('names both filters of an impossible pair', () => {
    expect(findConflicts({ filters: ['Carnivore', 'Vegan'] })).toEqual([
      expect.stringMatching(/^Carnivore and Vegan cannot be combined: /),
    ]);
    expect(findConflicts({ filters: ['Vegetarian', 'Carnivore'] })[0]).toMatch(/^Carnivore and Vegetarian cannot be combined/);
    expect(findConflicts({ filters: ['Plant-Based', 'Carnivore', 'Raw-Food'] })).toHaveLength(2);
  });

  it('allows pairs that only narrow the choice', () => {
    expect(findConflicts({ filters: ['Carnivore', 'Pescatarian'] })).toEqual([]);
    expect(findConflicts({ filters: ['Keto', 'Vegan', 'Gluten-Free', 'Halal', 'Kosher'] })).toEqual([]);
  });

  it('flags a must-use ingredient that breaks a filter or is also avoided', () => {
    expect(findConflicts({ filters: ['Dairy-Free'], mustUse: ['butter'] })).toEqual([
      expect.stringContaining('"butter" must be used but does not fit Dairy-Free'),
    ]);
    expect(findConflicts({ filters: [], mustUse: ['Garlic'], avoid: ['garlic'] })).toEqual([
      '"Garlic" is on both the must-use and the avoid list.',
    ]);
  });

  it('names unknown filters', () => {
    expect(findConflicts({ filters: ['Moon-Diet'] })).toEqual(['Unknown diet filter: Moon-Diet']);
  });

  it('makes adaptRecipe fail with the same message', () => {
    const recipe: StructuredRecipe = {
      recipeName: 'Steak',
      prepTime: '',
      cookTime: '',
      totalTime: '',
      servings: 2,
      dietaryRequirements: [],
      ingredients: ['2 steaks'],
      instructions: ['Grill the steaks.'],
      nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
      tips: [],
    };
    const result = adaptRecipe(recipe, { filters: ['Carnivore', 'Vegan'], avoid: [], mustUse: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/Carnivore and Vegan cannot be combined/);
  });
});
