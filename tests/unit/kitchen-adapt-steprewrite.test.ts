import { describe, expect, it } from 'vitest';
import { rewriteSteps } from '../../shared/kitchen/stepRewrite';

describe('rewriteSteps', () => {
  it('names the replacement where a step names the replaced ingredient, keeping capitals', () => {
    const steps = rewriteSteps(
      ['Melt the butter in a pan.', 'Butter the tin.', 'Serve.'],
      [{ names: ['unsalted butter', 'butter'], to: 'vegan butter' }],
    );
    expect(steps).toEqual(['Melt the vegan butter in a pan.', 'Grease the tin.', 'Serve.']);
  });

  it('leaves an ingredient that stays alone even when its name contains the replaced one', () => {
    const steps = rewriteSteps(['Beat the butter with the peanut butter.'], [{ names: ['butter'], to: 'olive oil' }], ['peanut butter']);
    expect(steps).toEqual(['Beat the olive oil with the peanut butter.']);
  });

  it('uses the short-name pattern ("chicken" for "chicken thighs") and plural eggs', () => {
    const steps = rewriteSteps(
      ['Brown the chicken for 5 minutes.', 'Whisk the eggs.'],
      [
        { names: ['boneless chicken thighs'], pattern: /\bchicken\b/, to: 'firm tofu' },
        { names: ['eggs', 'egg'], to: 'flax egg' },
      ],
    );
    expect(steps).toEqual(['Brown the firm tofu for 5 minutes.', 'Whisk the flax eggs.']);
  });

  it('changes nothing without replacements', () => {
    expect(rewriteSteps(['Stir.'], [])).toEqual(['Stir.']);
  });
});

describe('rewriteSteps: butter as a verb', () => {
  it('greases the tin when the butter is swapped', () => {
    const steps = rewriteSteps(
      ['Heat the oven. Butter two tins and line them.', 'Beat the butter.'],
      [{ names: ['unsalted butter', 'butter'], to: 'vegan butter' }],
    );
    expect(steps).toEqual(['Heat the oven. Grease two tins and line them.', 'Beat the vegan butter.']);
  });
});

describe('rewriteSteps: a swap beside the food it becomes', () => {
  it('joins "oil and olive oil" into the substitute, either way round', () => {
    const steps = rewriteSteps(
      ['Fry the garlic in oil and butter for 2 minutes.', 'Melt the butter and the oil.'],
      [{ names: ['butter'], to: 'olive oil' }],
    );
    expect(steps).toEqual(['Fry the garlic in olive oil for 2 minutes.', 'Melt the olive oil.']);
  });

  it('joins two swaps that became the same food', () => {
    const steps = rewriteSteps(['Stir in the butter and margarine.'], [{ names: ['butter', 'margarine'], to: 'vegan butter' }]);
    expect(steps).toEqual(['Stir in the vegan butter.']);
  });

  it('keeps a different food whose name ends the same way, and a pair the original wrote itself', () => {
    expect(rewriteSteps(['Add the hoisin sauce and fish sauce.'], [{ names: ['fish sauce'], to: 'soy sauce' }])).toEqual([
      'Add the hoisin sauce and soy sauce.',
    ]);
    expect(rewriteSteps(['Whisk the milk and cream.'], [{ names: ['cream'], to: 'oat milk' }])).toEqual(['Whisk the milk and oat milk.']);
    expect(rewriteSteps(['Heat oil and olive oil with the butter.'], [{ names: ['butter'], to: 'ghee' }])).toEqual([
      'Heat oil and olive oil with the ghee.',
    ]);
  });
});
