import { describe, expect, it } from 'vitest';
import { cookPlanFor, ingredientKeywords } from '../../shared/domain/cookSteps';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';

describe('cook mode reads a recipe into steps', () => {
  it('from a structured recipe: steps, their timers and the ingredients each one names', () => {
    const json = JSON.stringify({
      ...emptyStructuredRecipe('Lentil soup'),
      ingredients: [
        '2 tbsp olive oil',
        '1 large onion, finely chopped',
        '1½ cups red lentils',
        '400g tin chopped tomatoes',
        'Salt and pepper to taste',
      ],
      instructions: [
        'Heat the oil and fry the onion 6-7 minutes.',
        'Add the lentils and tomatoes; simmer 20 minutes.',
        'Season with salt.',
        '  ',
      ],
    });
    const plan = cookPlanFor('Lentil soup', json);
    expect(plan.steps.map((s) => s.ingredients)).toEqual([[0, 1], [2, 3], [4]]);
    expect(plan.steps.map((s) => s.timers.map((t) => t.text))).toEqual([['6-7 minutes'], ['20 minutes'], []]);
    expect(plan.servings).toBe('4');
  });

  it('from a legacy text recipe', () => {
    const text = [
      '**Recipe Name:** Stew',
      '',
      '**Ingredients:**',
      '- 500 g beef',
      '- 2 carrots',
      '',
      '**Instructions:**',
      '1. Brown the beef 5 minutes.',
      '2. Add the carrot and simmer 1–2 hours.',
    ].join('\n');
    const plan = cookPlanFor('Stew', text);
    expect(plan.ingredients).toEqual(['500 g beef', '2 carrots']);
    expect(plan.steps.map((s) => [s.text, s.ingredients, s.timers[0]?.seconds])).toEqual([
      ['Brown the beef 5 minutes.', [0], 300],
      ['Add the carrot and simmer 1–2 hours.', [1], 3600],
    ]);
  });

  it('has no steps for a recipe without instructions (cook mode says so)', () => {
    expect(cookPlanFor('Empty', JSON.stringify(emptyStructuredRecipe('Empty'))).steps).toEqual([]);
  });

  it('names an ingredient by its naming words, not its descriptions', () => {
    expect(ingredientKeywords('1 large onion, finely chopped')).toEqual(['onion']);
    expect(ingredientKeywords('200 g crème fraîche')).toEqual(['creme', 'fraiche']);
    expect(ingredientKeywords('3 tomatoes')).toEqual(['tomato']);
  });
});
