import { describe, expect, it } from 'vitest';
import { checkCompliance, NOT_VERIFIED, unverifiedLines } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';

/**
 * Written blind (before running the engine on them): an avoid-list entry that names one food ("udang", "prawns",
 * "Garnelen", "anchovies") also forbids, as "not verified: check the label", a made product that *may* contain
 * that food's allergen class (crustaceans, fish), for every class. A plain food of the class that is not the one
 * avoided, and foods of no such class, are not flagged by it.
 */

describe('an avoided food makes products that may hold its allergen class "not verified"', () => {
  it.each([
    ['kerupuk', 'udang'],
    ['1 bag prawn crackers', 'prawns'],
    ['1 Packung Krabbenchips', 'Garnelen'],
    ['2 tbsp Caesar dressing', 'anchovies'],
    ['2 cucharadas de salsa César', 'anchoas'],
  ])('"%s" under avoid "%s"', (line, term) => {
    // Flagged: "not verified" (a label to check), or on the avoid list outright when the name says the food.
    const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 } as never, { filters: [], avoid: [term] });
    const found = unverifiedLines([line], [], [term]);
    expect(hard.length + found.length).toBeGreaterThan(0);
    expect(found.every((v) => v.rule.startsWith(NOT_VERIFIED))).toBe(true);
  });

  it.each([
    ['2 sdm minyak goreng', 'udang'],
    ['500 g carrots', 'prawns'],
    ['1 EL Olivenöl', 'Garnelen'],
  ])('a food of no such class ("%s") is not flagged under avoid "%s"', (line, term) => {
    expect(unverifiedLines([line], [], [term])).toEqual([]);
  });
});

const NASI = `Nasi goreng
Untuk 2 porsi

2 piring nasi putih
2 butir telur
2 sdm kecap manis
2 sdm minyak goreng
garam secukupnya

Cara membuat:
- Panaskan minyak, orak-arik telur.
- Masukkan nasi, kecap manis dan garam. Aduk rata.
- Sajikan dengan kerupuk dan irisan timun.`;

const SOUP_EN = `Rice bowl
Serves 2

2 cups cooked rice
2 eggs
1 tbsp soy sauce
1 tbsp oil

1. Fry the eggs in the oil.
2. Add the rice and soy sauce and stir.
3. Serve with prawn crackers on the side.`;

const SUPPE_DE = `Reispfanne
Für 2 Personen

300 g gekochter Reis
2 Eier
1 EL Öl

1. Eier im Öl braten.
2. Reis zugeben und gut verrühren.
3. Mit Krabbenchips servieren.`;

describe('a serving suggestion of such a product is never passed as compliant', () => {
  it.each([
    ['Indonesian', NASI, 'udang', /kerupuk/i],
    ['English', SOUP_EN, 'shrimp', /prawn crackers/i],
    ['German', SUPPE_DE, 'Garnelen', /Krabbenchips/i],
  ])('%s', (_name, text, term, product) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [], avoidIngredients: [term] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const recipe = result.recipe;
    const all = [...recipe.ingredients, ...recipe.instructions, ...recipe.tips].join('\n');
    // Either the product is left out of every field, or the answer is not called compliant and a violation names it.
    if (product.test(all)) {
      expect(recipe.compliance?.compliant).toBe(false);
      expect((recipe.compliance?.violations ?? []).some((v) => product.test(`${v.ingredient} ${v.rule}`))).toBe(true);
    }
  });
});
