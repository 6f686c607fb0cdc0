import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Czech and Slovak meat lines in the cases a list writes them; "masa" (genitive of maso) is also another food's name elsewhere. */
function convert(lines: readonly string[], filters: string[]) {
  const recipe = ['Večeře', '', 'Suroviny:', ...lines, '1 cibule', '', 'Postup:', 'Vše smíchejte a opečte na pánvi.'].join('\n');
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('Czech meat lines (written before running the engine)', () => {
  it.each([
    ['500 g mletého vepřového masa', 'Vegetarian'],
    ['400 g vepřového masa na kostky', 'Halal'],
    ['300 g hovězího masa', 'Vegan'],
    ['250 g kuřecího masa', 'Vegetarian'],
    ['600 g mletého masa', 'Vegetarian'],
    ['500 g mletého bravčového mäsa', 'Halal'],
    ['300 g hovädzieho mäsa', 'Vegetarian'],
  ])('%s is not kept under %s', (line, filter) => {
    const recipe = convert([line], [filter]);
    const lines = recipe.ingredients.join('\n');
    const kept = lines.includes(line);
    expect(kept && recipe.compliance?.compliant === true).toBe(false);
    expect(lines).not.toMatch(/masa harina/i);
  });

  it('keeps a halal beef line under Halal', () => {
    const recipe = convert(['300 g hovězího masa'], ['Halal']);
    expect(recipe.ingredients.join('\n')).toContain('300 g hovězího masa');
  });
});

/** Turkish mince lines: "dana kıyma" is beef, "kıyma" minced meat; none is unknown to Keto or Halal. */
function convertTurkish(line: string, filters: string[]) {
  const recipe = [
    'Köfte',
    '',
    '4 kişilik',
    '',
    'Malzemeler',
    `- ${line}`,
    '- 1 adet soğan',
    '',
    'Yapılışı',
    '1. Hepsini yoğurun ve köfte yapıp pişirin.',
  ].join('\n');
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('Turkish mince lines (written before running the engine)', () => {
  it.each(['500 g dana kıyma', '400 g sığır kıyması', '250 g kıyma'])('%s is meat: swapped under Vegetarian, known under Keto', (line) => {
    expect(convertTurkish(line, ['Vegetarian']).ingredients.join('\n')).not.toContain(line);
    const keto = convertTurkish(line, ['Keto']);
    expect(keto.ingredients.join('\n')).toContain(line);
    expect(keto.compliance?.compliant).toBe(true);
  });
});
