import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a baked food's word before a vessel names the vessel's kind
 * ("loaf pan", "loaf tin", "muffin tin", "pie dish", "Kuchen" aside): no gluten is added by greasing a loaf tin. A meat
 * before a vessel word in a dish's name ("chicken pot pie") is still the meat.
 */
function stepViolations(step: string, filters: string[]) {
  return checkOutput(
    { recipeName: 'Bake', ingredients: ['200 g gluten-free flour blend', '200 g firm tofu'], instructions: [step], tips: [] },
    { filters, avoid: [] },
  );
}

describe('a vessel named by its kind', () => {
  for (const step of [
    'Preheat the oven to 175°C and butter a 9x5-inch loaf pan.',
    'Grease a 23 x 13 cm loaf tin and line it with paper.',
    'Line a 2 lb loaf-tin with baking paper.',
    'Spoon the batter into a 12-hole muffin tin.',
    'Press the dough into a 9-inch pie dish.',
  ]) {
    it(step, () => expect(stepViolations(step, ['Gluten-Free'])).toEqual([]));
  }
  it('"chicken pot pie" still names the chicken', () => {
    expect(stepViolations('Serve the chicken pot pie hot.', ['Vegetarian']).length).toBeGreaterThan(0);
  });
});
