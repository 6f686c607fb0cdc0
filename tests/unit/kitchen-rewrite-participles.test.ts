import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Written before the engine ran: a participle made from a food's name describes the next thing, it is no food. */
describe('a participle before a noun is not the swapped food', () => {
  it.each([
    ['Cake\n\n200 g flour\n100 g butter\n\nLine a buttered dish with paper. Melt the butter.', 'buttered dish'],
    ['Kuchen\n\n200 g Mehl\n100 g Butter\n\nEine gebutterte Form vorbereiten. Die Butter schmelzen.', 'gebutterte Form'],
    ['Cake\n\n200 g flour\n100 g butter\n\nGrease a buttered tin. Melt the butter.', 'buttered tin'],
  ])('%s', (text, kept) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Dairy-Free'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const method = result.recipe.instructions.join(' ');
    expect(method).toContain(kept);
    expect(method).not.toMatch(/vegan butter (?:dish|Form|tin)/);
  });
});
