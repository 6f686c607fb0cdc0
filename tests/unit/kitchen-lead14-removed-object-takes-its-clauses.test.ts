/**
 * Issue 32 item 2, written before running the engine on these recipes: when the food a sentence works on is left out,
 * the clauses that only tell how it is worked ("stirring", "until crisp", "shaking the pan") go with it; no step is
 * left starting with a bare manner or result ("Stirring, until crisp.").
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const cases: [recipe: string, filters: string[], avoid: string[], gone: RegExp][] = [
  [
    `Pasta with peas
Serves 2
200 g spaghetti
100 g peas
4 rashers streaky bacon, chopped (optional)
1 tbsp olive oil
Method
Cook the spaghetti in salted water.
Fry the bacon in the oil, stirring, until crisp. Add the peas and cook for 3 minutes.
Toss with the pasta and serve.`,
    ['Vegetarian'],
    [],
    /bacon/i,
  ],
  [
    `Green salad with pine nuts
Serves 4
1 head lettuce
2 tbsp pine nuts
2 tbsp olive oil
1 tbsp lemon juice
Method
Toast the pine nuts in a dry pan, shaking often, until golden. Set aside to cool.
Tear the lettuce into a bowl and dress with the oil and lemon juice.`,
    [],
    ['pine nuts'],
    /pine nut/i,
  ],
  [
    `Bean soup
Serves 4
400 g cannellini beans
1 onion
750 ml vegetable stock
2 tbsp sesame seeds
Method
Soften the onion, add the beans and the stock and simmer for 15 minutes.
Meanwhile toast the sesame seeds in a dry pan, tossing now and then, for about 3 minutes until fragrant.
Blend the soup and serve.`,
    [],
    ['sesame'],
    /sesame/i,
  ],
];

const FRAGMENT_START = /^(?:stirring|shaking|tossing|until|for about|for \d)/i;

describe('a left-out food takes with it the clauses that tell how it is worked', () => {
  it.each(cases)('%#', (recipe, filters, avoid, gone) => {
    const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: avoid });
    if (!result.ok) throw new Error(result.error);
    const method = result.recipe.instructions;
    expect(method.join('\n')).not.toMatch(gone);
    for (const step of method)
      for (const sentence of step.split(/(?<=[.!?])\s+/)) expect(sentence.trim(), method.join('\n')).not.toMatch(FRAGMENT_START);
  });
});
