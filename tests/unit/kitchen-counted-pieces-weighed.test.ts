import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind: pieces a cook counts ("12 cashews", "10 Walnusskerne", "15 amandes") swapped for a food a cook weighs
 * (seeds) come as the pieces' weight in grams, never as "12 sunflower seeds"; a count-noun substitute keeps its count.
 */
function converted(line: string, filters: string[], requestedServings?: number): string {
  const text = `Test dish\nServes 4\n\nIngredients\n${line}\n200 g rice\n\nMethod\nCook the rice and stir everything together.`;
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters,
    avoidIngredients: [],
    ...(requestedServings ? { requestedServings } : {}),
  });
  if (!result.ok) throw new Error(String(result.error));
  return result.recipe.ingredients?.[0] ?? '';
}

describe('counted nuts swapped for seeds are weighed', () => {
  it.each([
    ['12 cashews, soaked and ground to a paste'],
    ['10 walnut halves'],
    ['20 almonds'],
    ['12 anacardi'],
    ['10 Walnusskerne, gehackt'],
    ['15 amandes'],
    ['8 nueces picadas'],
  ])('"%s" under Nut-Free comes in grams', (line) => {
    const out = converted(line, ['Nut-Free']);
    expect(out).toMatch(/^\d+(?:-\d+)? g /);
    expect(out).not.toMatch(/^\d+ (?:sunflower|pumpkin)/);
  });

  it('a range of pieces is a range of grams', () => {
    expect(converted('10-12 pecans, toasted', ['Nut-Free'])).toMatch(/^\d+-\d+ g /);
  });

  it('scaled to twice the servings, the weight doubles as a cook measures it', () => {
    const single = Number.parseInt(converted('12 cashews', ['Nut-Free']), 10);
    const double = Number.parseInt(converted('12 cashews', ['Nut-Free'], 8), 10);
    expect(double).toBeGreaterThan(single);
    expect(double % 5).toBe(0);
  });

  it.each([['4 sausages'], ['1 chorizo']])('a count-noun substitute keeps its count: "%s" under Vegan', (line) => {
    expect(converted(line, ['Vegan'])).toMatch(/^\d+ vegan sausages?$/);
  });
});
