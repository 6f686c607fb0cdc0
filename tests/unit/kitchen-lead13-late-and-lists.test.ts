/**
 * Issue 32 item 2, written before running the engine on these phrasings: a substitute that cannot take a long
 * braise (traits: `cannot: braise`) goes in for its own last minutes instead of simmering for the original's hour
 * (expected failures: the mechanism was built and taken out again, see the cases); a
 * left-out food that heads a list of foods leaves the verb and the rest of the list in place; a substitute's amount is
 * rounded as a cook measures it (5 g steps under 100 g).
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { createRecipe, generateLocally } from '../../shared/kitchen/index';
import { interpretSteps } from '../../shared/kitchen/rewrite/interpretSteps';

const minutesAfterLast = (text: string): number | undefined => {
  const m = /for the last (\d+) minutes/.exec(text);
  return m ? Number(m[1]) : undefined;
};

describe('a substitute that cannot braise goes in late (three phrasings, Keto beans → zucchini)', () => {
  const recipes = [
    `Black bean chili
Serves 4
1 tbsp oil
500 g beef mince
2 x 400 g cans black beans, drained
400 g canned tomatoes
Method
Brown the beef mince in the oil.
Stir in the black beans and the tomatoes, cover and simmer for 90 minutes.`,
    `Ham and bean stew
Serves 6
400 g smoked ham hock
800 g cannellini beans
1 l chicken stock
Method
Put the ham hock, cannellini beans and chicken stock in a large pot.
Bring to the boil, then cook gently for 2 hours until the ham falls apart.`,
    `Sausage and bean casserole
Serves 4
8 pork sausages
400 g can butter beans
400 ml beef stock
Method
Brown the sausages in a casserole dish.
Tip in the butter beans and the stock and braise in the oven for 1 hour 30 minutes.`,
  ];
  // Built and measured this session, then taken out: it raised the silent count of one held-out set (cause not found).
  for (const text of recipes) {
    it.fails(text.split('\n')[0] ?? '', () => {
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Keto'], avoidIngredients: [] });
      if (!result.ok) throw new Error(result.error);
      const method = result.recipe.instructions.join(' ');
      const swapped = result.recipe.substitutions?.find((s) => /bean/i.test(s.original));
      expect(swapped, JSON.stringify(result.recipe.substitutions)).toBeDefined();
      // The long cooking is still there, and the substitute has a short time of its own at its end.
      expect(method).toMatch(/90 minutes|2 hours|1 hour 30 minutes/);
      const late = minutesAfterLast(method);
      expect(swapped?.replacement ?? '').toMatch(/zucchini|courgette|green beans|spinach/i);
      expect(late, method).toBeDefined();
      expect(late ?? 0).toBeLessThanOrEqual(30);
    });
  }
});

describe('a left-out food at the head of a list leaves the verb and the list (three phrasings)', () => {
  const cases: [string, string, RegExp][] = [
    ['Add the peanuts, spring onions and coriander and toss.', 'peanuts', /^Add the spring onions and coriander and toss\.$/],
    ['Scatter the almonds, raisins and parsley over the rice.', 'almonds', /^Scatter the raisins and parsley over the rice\.$/],
    ['Stir in the bacon, peas and cream and heat through.', 'bacon', /^Stir in the peas and cream and heat through\.$/],
  ];
  for (const [step, food, want] of cases) {
    it(step, () => {
      const { steps } = interpretSteps([step], [{ food, substitute: null, tags: [] } as never]);
      expect(steps[0]).toMatch(want);
    });
  }
});

describe('a substitute amount is rounded as a cook measures it', () => {
  it('created dishes give grams in 5 g steps under 100 g', () => {
    for (const [dish, servings] of [
      ['risotto', 5],
      ['risotto', 3],
      ['lasagne', 5],
    ] as const) {
      const made = createRecipe(dish, { filters: ['Vegan'], avoid: [], mustUse: [], servings } as never);
      if (!made.ok) continue;
      for (const line of made.recipe.ingredients) {
        const grams = /^(\d+) g /.exec(line);
        if (grams && Number(grams[1]) < 100 && Number(grams[1]) >= 10) expect(Number(grams[1]) % 5, line).toBe(0);
      }
    }
  });
});
