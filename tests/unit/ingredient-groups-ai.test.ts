import { describe, expect, it } from 'vitest';
import { ingredientGroupsOf } from '../../shared/domain/ingredientGroups';
import { checkRecipe } from '../../sync-server/src/generate/checkRecipe';
import { normaliseReply } from '../../sync-server/src/generate/normaliseReply';
import { AI_REPLY_JSON_SCHEMA } from '../../sync-server/src/generate/providers/aiReplySchema';

/** An AI reply with its list in parts, as a provider may send it. */
function reply(groups: unknown, ingredients: unknown, instructions = ['Mix and bake.']) {
  return {
    recipeName: 'Carrot cake',
    prepTime: '20 minutes',
    cookTime: '40 minutes',
    totalTime: '1 hour',
    servings: 8,
    dietaryRequirements: [],
    ingredients,
    ingredientGroups: groups,
    instructions,
    nutrition: { calories: 300, protein: 4, carbohydrates: 40, fat: 14, fiber: 2, sodium: 200 },
    tips: [],
  };
}

const CAKE = [
  { heading: 'For the cake', ingredients: ['200 g self-raising flour', '150 g light brown sugar', '2 eggs', '200 g grated carrot'] },
  { heading: 'For the frosting', ingredients: ['200 g cream cheese', '50 g icing sugar'] },
];
const FLAT = CAKE.flatMap((g) => g.ingredients);

describe('ingredient groups on the AI path', () => {
  it('the JSON schema sent to the provider offers the parts', () => {
    const properties = (AI_REPLY_JSON_SCHEMA as { properties: Record<string, unknown> }).properties;
    expect(properties.ingredientGroups).toBeDefined();
    expect((AI_REPLY_JSON_SCHEMA as { required: string[] }).required).not.toContain('ingredientGroups');
  });

  it('keeps parts that hold every listed line, in three shapes of reply', () => {
    // Parts and the same flat list; parts with the flat list empty; parts whose items are objects.
    const asObjects = CAKE.map((g) => ({ heading: g.heading, ingredients: g.ingredients.map((l) => ({ line: l })) }));
    for (const r of [reply(CAKE, FLAT), reply(CAKE, []), reply(asObjects, FLAT)]) {
      const { recipe } = normaliseReply(r);
      expect(recipe.ingredients).toEqual(FLAT);
      expect(ingredientGroupsOf(recipe)).toEqual(CAKE);
    }
  });

  it('sets aside parts that leave a listed line out, keeping every line the reply listed', () => {
    const { recipe } = normaliseReply(reply([CAKE[0]], FLAT));
    expect(recipe.ingredients).toEqual(FLAT);
    expect(recipe.ingredientGroups).toBeUndefined();
    // Malformed parts are ignored, never a failure.
    expect(normaliseReply(reply('for the cake', FLAT)).recipe.ingredientGroups).toBeUndefined();
    expect(normaliseReply(reply([null, 3, { heading: 7 }], FLAT)).recipe.ingredients).toEqual(FLAT);
  });

  it('the check covers the lines and headings of the parts, repairs in place and merges repeats only within a part', () => {
    const draft = normaliseReply(
      reply(
        [
          { heading: 'For the cake', ingredients: ['100 g butter', '100 g butter', '2 eggs', '200 g flour'] },
          { heading: 'For the icing', ingredients: ['100 g butter', '200 g icing sugar'] },
        ],
        [],
      ),
    ).recipe;
    const checked = checkRecipe(draft, undefined, { filters: ['Dairy-Free'], avoid: [], mustUse: [] });
    const groups = ingredientGroupsOf(checked);
    expect(groups.map((g) => g.heading)).toEqual(['For the cake', 'For the icing']);
    expect(groups[0]?.ingredients).toHaveLength(3);
    expect(groups[1]?.ingredients).toHaveLength(2);
    expect(checked.ingredients.join(' ')).not.toMatch(/(?<!vegan |dairy-free |plant )butter\b/i);
    expect(checked.compliance?.violations.filter((v) => v.filter === 'Dairy-Free' && !v.rule.startsWith('not verified'))).toEqual([]);

    // The AI kept the bacon under its part: the engine swaps it in that part and rewords the heading that named it
    // (a heading naming what its part makes, "Pastry", is the dish's part, like the title, and is never reported).
    const flagged = checkRecipe(
      normaliseReply(
        reply(
          [
            { heading: 'For the bacon crumb', ingredients: ['100 g smoked bacon, chopped'] },
            { heading: 'Pastry', ingredients: ['1 lettuce'] },
          ],
          [],
          ['Fry the bacon until crisp.', 'Scatter over the lettuce.'],
        ),
      ).recipe,
      undefined,
      { filters: ['Vegetarian'], avoid: [], mustUse: [] },
    );
    expect(ingredientGroupsOf(flagged)[0]?.ingredients.join(' ')).not.toMatch(/bacon/i);
    expect(ingredientGroupsOf(flagged)[0]?.heading).toMatch(/^For the (?!.*bacon).*crumb$/i);
    expect(flagged.compliance?.violations.filter((v) => v.ingredient.startsWith('Ingredient heading'))).toEqual([]);
    expect(flagged.compliance?.violations.some((v) => v.ingredient === 'Ingredient heading: Pastry')).toBe(false);
  });

  it('scaling to the servings asked keeps the parts', () => {
    const draft = normaliseReply(reply(CAKE, FLAT)).recipe;
    const checked = checkRecipe(draft, undefined, { filters: [], avoid: [], mustUse: [], servings: { target: 4, fallback: 4 } });
    const groups = ingredientGroupsOf(checked);
    expect(groups.map((g) => g.heading)).toEqual(['For the cake', 'For the frosting']);
    expect(groups[0]?.ingredients[0]).toMatch(/^100 g self-raising flour/);
  });
});
