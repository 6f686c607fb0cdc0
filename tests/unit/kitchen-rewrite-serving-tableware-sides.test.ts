import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { sideThatFits } from '../../shared/kitchen/rewrite/sides';
import { withoutUnlisted } from '../../shared/kitchen/rewrite/unlisted';
import type { DietTag } from '../../shared/kitchen/types';

const KETO = new Set<DietTag>(['grain', 'high-carb', 'starchy', 'added-sugar', 'refined-grain']);
const GLUTEN = new Set<DietTag>(['gluten']);

/** Written before the engine ran on them. */
describe('a serving sentence keeps its tableware, and a forbidden side gets one that fits', () => {
  it.each([
    'Serve with the dish straight away.',
    'Serve on a warm plate with the sauce spooned over.',
    'Mit einem Löffel servieren.',
    'Servir dans un bol chaud.',
    'Sirva en una fuente grande.',
  ])('%s keeps its words', (sentence) => {
    expect(withoutUnlisted(sentence, { listed: [], forbidden: KETO }).sentence).toBe(sentence);
  });

  it.each([
    ['Beef\n\n500 g beef\n1 onion\n\nFry the beef and the onion. Serve over rice.', 'cauliflower rice'],
    ['Beef\n\n500 g beef\n1 onion\n\nFry the beef and the onion. Spoon it over noodles and serve.', 'zucchini noodles'],
    ['Beef\n\n500 g beef\n1 onion\n\nFry the beef and the onion. Serve over mashed potatoes.', 'cauliflower mash'],
  ])('%s under Keto', (text, side) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Keto'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.recipe.instructions.join(' ')).toContain(side);
  });

  it.each([
    ['noodles', 'gluten-free noodles'],
    ['pasta', 'gluten-free pasta'],
    ['spaghetti', 'gluten-free spaghetti'],
  ])('%s under Gluten-Free is the version the shops sell', (side, instead) => {
    expect(sideThatFits(side, GLUTEN)).toBe(instead);
  });
});

describe('a part word beside a food is that food, judged as any other', () => {
  it.each([
    // Named in a version that fits ("gluten-free soy sauce", "vegan ranch dressing"), it is that version.
    ['Rice\n\n200 g rice\n1 egg\n\nFry the rice with the egg. Serve with soy sauce.', 'Gluten-Free', /(?<!(?:free|vegan) )soy sauce/],
    ['Salad\n\n1 lettuce\n2 tomatoes\n\nToss the salad. Serve with ranch dressing.', 'Vegan', /(?<!(?:free|vegan) )ranch/],
  ])('%s', (text, filter, named) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [filter], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (result.ok && named.test(result.recipe.instructions.join(' '))) expect(result.recipe.compliance?.compliant).toBe(false);
  });
});
