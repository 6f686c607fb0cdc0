import { describe, expect, it } from 'vitest';
import { type AdaptOptions, adaptRecipe } from '../../shared/kitchen/adapt';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { convertRecipeText } from '../../shared/kitchen/convert';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function base(ingredients: string[]): StructuredRecipe {
  return {
    recipeName: 'Test dish',
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: 4,
    dietaryRequirements: [],
    ingredients,
    instructions: ['Cook everything together.'],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [],
  };
}

function adapted(ingredients: string[], filters: string[]): string[] {
  const opts: AdaptOptions = { filters, avoid: [], mustUse: [] };
  const result = adaptRecipe(base(ingredients), opts);
  if (!result.ok) throw new Error(`expected success, got: ${result.reason}`);
  expect(checkCompliance(result.recipe, opts)).toEqual([]);
  return result.recipe.ingredients;
}

describe('adapt never invents a free-from version of the allergen itself', () => {
  it('gluten grains become a gluten-free grain, malt vinegar becomes cider vinegar', () => {
    const out = adapted(['1 cup pearl barley', '2 tbsp malt vinegar', '200 g couscous', '1 cup bulgur', '200 g seitan'], ['Gluten-Free']);
    expect(out).toEqual(['1 cup quinoa', '2 tbsp cider vinegar', '200 g quinoa', '1 cup quinoa', '200 g extra-firm tofu']);
    expect(out.join(' ')).not.toMatch(/gluten-free (?:pearl barley|malt|couscous|bulgur|seitan)/);
  });

  it('a gluten grain with no rule stays a violation rather than a made-up product', () => {
    const result = adaptRecipe(base(['1 cup rye berries']), { filters: ['Gluten-Free'], avoid: [], mustUse: [] });
    if (result.ok) expect(result.recipe.ingredients.join(' ')).not.toContain('gluten-free rye');
    else expect(result.violations[0]?.filter).toBe('Gluten-Free');
  });

  it('anchovies become a little capers, not a fillet-weight of tofu', () => {
    expect(adapted(['4 anchovy fillets', '1 tbsp anchovy paste', '2 cloves garlic'], ['Vegan'])).toEqual([
      '2 tsp capers, finely chopped',
      '1 tsp capers, finely chopped',
      '2 cloves garlic',
    ]);
  });

  it("keeps the cook's own compliant alternative", () => {
    expect(
      adapted(
        ['2 tbsp butter or vegan butter', '1 tbsp oil, or bacon fat', '200 g regular or gluten-free pasta', '2 tbsp tamari (or soy sauce)'],
        ['Dairy-Free', 'Vegetarian', 'Gluten-Free'],
      ),
    ).toEqual(['2 tbsp vegan butter', '1 tbsp oil', '200 g gluten-free pasta', '2 tbsp tamari']);
  });
});

describe('Kosher adapt', () => {
  it('a fish without scales becomes a fish with them', () => {
    expect(adapted(['400 g catfish fillets'], ['Kosher'])).toEqual(['400 g cod fillets']);
    expect(adapted(['2 skate wings'], ['Kosher'])).toEqual(['2 cod fillets']);
  });
});

describe('flour tortillas', () => {
  it('become gluten-free tortillas, not a flour blend', () => {
    expect(adapted(['4 flour tortillas'], ['Gluten-Free'])).toEqual(['4 gluten-free flour tortillas']);
  });
});

describe('foods whose name hides an allergen', () => {
  const avoiding = (ingredients: string[], avoid: string[], filters: string[] = []) => {
    const opts: AdaptOptions = { filters, avoid, mustUse: [] };
    const result = adaptRecipe(base(ingredients), opts);
    if (!result.ok) throw new Error(`expected success, got: ${result.reason}`);
    expect(checkCompliance(result.recipe, opts)).toEqual([]);
    return result.recipe.ingredients;
  };

  it('egg in eggnog, tartar sauce, fresh pasta and tagliatelle (gluten-free fresh pasta keeps its egg)', () => {
    expect(avoiding(['1 cup eggnog', '3 tbsp tartar sauce', '1 lb fresh pasta', '400 g tagliatelle'], ['egg'])).toEqual([
      '1 cup oat milk with a pinch of nutmeg and cinnamon',
      '3 tbsp vegan tartar sauce',
      '1 lb egg-free fresh pasta',
      '400 g egg-free tagliatelle',
    ]);
    expect(avoiding(['1 lb fresh pasta'], ['egg'], ['Gluten-Free'])).toEqual(['1 lb gluten-free dried pasta']);
    expect(avoiding(['400 g tagliatelle'], [], ['Gluten-Free'])).toEqual(['400 g gluten-free tagliatelle']);
  });

  it('fish and shellfish in XO sauce and garum, dairy in butterscotch chips, alcohol in vanilla extract', () => {
    expect(avoiding(['2 tbsp XO sauce', '1 tsp garum', '1 onion'], ['shellfish', 'fish'])).toEqual(['1 onion']);
    expect(avoiding(['1 cup butterscotch chips'], [], ['Dairy-Free'])).toEqual(['1 cup dairy-free dark chocolate chips']);
    expect(avoiding(['1 tsp vanilla extract', '2 tbsp rum'], [], ['Halal'])).toEqual([
      '1 tsp vanilla powder',
      '2 tbsp apple juice with ½ tsp vanilla powder',
    ]);
  });
});

describe('substitutes that do the job, and say what they bring', () => {
  it('shellfish used as a stock or seasoning, and vodka sauce, are replaced by what does that job', () => {
    const opts: AdaptOptions = { filters: [], avoid: ['shellfish'], mustUse: [] };
    const chowder = adaptRecipe(base(['1 cup clam juice', '2 tbsp shrimp paste', '2 potatoes']), opts);
    expect(chowder.ok && chowder.recipe.ingredients).toEqual(['1 cup fish stock', '2 tbsp fish sauce', '2 potatoes']);
    // A substitute that brings a major allergen the original line did not have says so.
    expect(chowder.ok && chowder.recipe.tips).toContain('Fish stock contains fish: check that no one eating is allergic.');
    const penne = adaptRecipe(base(['1 lb penne', '1 jar vodka sauce']), { filters: ['Halal'], avoid: [], mustUse: [] });
    expect(penne.ok && penne.recipe.ingredients).toEqual(['1 lb penne', '1 jar tomato cream sauce']);
  });

  it('flour and cream as verbs stay verbs; pans floured for a gluten-free cake are dusted with the substitute', () => {
    const recipe = {
      ...base(['2 cups all-purpose flour', '1/2 cup butter', '1 cup sugar']),
      instructions: ['Grease and flour two 8-inch pans.', 'Cream the butter and sugar.', 'Fold in the flour.'],
    };
    const cake = adaptRecipe(recipe, { filters: ['Gluten-Free'], avoid: [], mustUse: [] });
    expect(cake.ok && cake.recipe.instructions).toEqual([
      'Grease and dust two 8-inch pans with gluten-free flour blend.',
      'Cream the butter and sugar.',
      'Fold in the gluten-free flour blend.',
    ]);
  });
});

describe('odd amounts and the engine’s own substitutes', () => {
  it('an amount no cook can weigh ("1/0 cup", "1e9 g") is read as none, never glued to the substitute', () => {
    const result = adaptRecipe(base(['1/0 cup milk', '1e9 g cheese']), { filters: ['Dairy-Free'], avoid: [], mustUse: [] });
    const lines = result.ok ? result.recipe.ingredients : [];
    expect(lines[0]).toBe('oat milk');
    for (const line of lines) expect(line).not.toMatch(/\d(?:oat|dairy)/);
  });

  it('gluten-free croutons, which the engine swaps in, are known and compliant', () => {
    const result = adaptRecipe(base(['1 cup croutons']), { filters: ['Gluten-Free'], avoid: [], mustUse: [] });
    expect(result.ok && result.recipe.ingredients).toEqual(['1 cup gluten-free croutons']);
    expect(result.ok && result.recipe.compliance?.compliant).toBe(true);
  });
});

describe('one ingredient does not fail a conversion when a version of it is sold', () => {
  it('naan, ranch, tzatziki, queso fresco and alfredo sauce come dairy-free; whey becomes pea protein; semolina fine polenta', () => {
    const opts: AdaptOptions = { filters: ['Dairy-Free'], avoid: [], mustUse: [] };
    const dairy = adaptRecipe(
      base([
        '2 naan breads',
        '1/2 cup ranch dressing',
        '1 cup tzatziki',
        '100 g queso fresco',
        '1 jar alfredo sauce',
        '2 scoops whey protein',
      ]),
      opts,
    );
    expect(dairy.ok && dairy.recipe.ingredients).toEqual([
      '2 dairy-free naan breads',
      '1/2 cup dairy-free ranch dressing',
      '1 cup dairy-free tzatziki',
      '100 g dairy-free queso fresco',
      '1 jar dairy-free alfredo sauce',
      '2 scoops pea protein powder',
    ]);
    const semolina = adaptRecipe(base(['1 cup semolina']), { filters: ['Gluten-Free'], avoid: [], mustUse: [] });
    expect(semolina.ok && semolina.recipe.ingredients).toEqual(['1 cup fine polenta']);
  });
});

describe('cheeses made with calf rennet under Vegetarian', () => {
  it('become vegetarian hard cheese; Vegan still gets a dairy-free choice; a cheese that names the dish stays in its name, qualified', () => {
    const text =
      'Eggplant Parmesan\n\n2 eggplants, sliced\n2 cups marinara sauce\n1 cup grated parmesan\n100 g pecorino\n\n1. Layer the eggplant with sauce and parmesan.\n2. Bake until the parmesan is golden.';
    const vegetarian = convertRecipeText(text, { filters: ['Vegetarian'], avoid: [], mustUse: [] });
    expect(vegetarian.ok && vegetarian.recipe.ingredients).toEqual([
      '2 eggplants, sliced',
      '2 cups marinara sauce',
      '1 cup grated vegetarian hard cheese',
      '100 g vegetarian hard cheese',
    ]);
    expect(vegetarian.ok && vegetarian.recipe.recipeName).toBe('Vegetarian Eggplant Parmesan');
    const vegan = convertRecipeText(text, { filters: ['Vegan'], avoid: [], mustUse: [] });
    expect(vegan.ok && vegan.recipe.ingredients.join(' ')).not.toMatch(/parmesan|pecorino|hard cheese/i);
    expect(vegan.ok && vegan.recipe.recipeName).toBe('Vegan Eggplant Parmesan');
  });
});

describe('an avoid list of allergen groups', () => {
  const opts: AdaptOptions = { filters: [], avoid: ['soy', 'sesame', 'tree nut'], mustUse: [] };

  it('calls a recipe with an ingredient the engine does not know unverified, not compliant', () => {
    const result = adaptRecipe(base(['1 tbsp zorblax paste', '2 cups rice']), opts);
    expect(result.ok && result.recipe.compliance?.compliant).toBe(false);
    expect(result.ok && result.recipe.notices).toContain(
      'Not verified for your avoid list: "1 tbsp zorblax paste" is not an ingredient the kitchen engine knows. Check its label before cooking.',
    );
  });

  it('knows the soy, sesame and nuts in yuba, liquid aminos, baba ganoush and orgeat, and invents no "soy-free" version of a soy food', () => {
    const result = adaptRecipe(
      base(['1 pack yuba', '1 tbsp Bragg liquid aminos', '1 tsp orgeat syrup', '1/2 cup baba ganoush', '2 cups rice']),
      opts,
    );
    expect(result.ok && result.recipe.ingredients).toEqual(['1 tbsp coconut aminos', '2 cups rice']);
    expect(result.ok && result.recipe.compliance?.compliant).toBe(true);
    const natto = adaptRecipe(base(['2 tbsp natto', '1 tsp soy lecithin', '1 cup rice']), { filters: [], avoid: ['soy'], mustUse: [] });
    expect(natto.ok && natto.recipe.ingredients.join(' ')).not.toMatch(/soy-free/);
  });
});

describe('swaps a cook would make, round 2', () => {
  const adapted = (lines: string[], filters: string[], avoid: string[] = []) => {
    const result = adaptRecipe(base(lines), { filters, avoid, mustUse: [] });
    if (!result.ok) throw new Error(result.reason);
    return result.recipe.ingredients;
  };

  it('sugar hidden in cream of coconut and maraschino cherries; raising agent kept in self-raising flour', () => {
    expect(adapted(['60 ml cream of coconut', '2 maraschino cherries'], ['Sugar-Free'])).toEqual([
      '60 ml unsweetened coconut cream',
      '2 fresh cherries',
    ]);
    expect(adapted(['2 cups self-rising flour'], ['Gluten-Free'])).toEqual(['2 cups gluten-free self-raising flour']);
  });

  it('dairy-free dulce de leche and caramel, gluten-free matzo meal, vanilla for almond extract, grape juice for Marsala in a dessert', () => {
    expect(adapted(['1 cup dulce de leche', '1/2 cup caramel sauce'], ['Dairy-Free'])).toEqual([
      '1 cup dairy-free dulce de leche',
      '1/2 cup dairy-free caramel sauce',
    ]);
    expect(adapted(['1 cup matzo meal'], ['Gluten-Free'])).toEqual(['1 cup gluten-free matzo meal']);
    expect(adapted(['1 tsp almond extract'], ['Nut-Free'])).toEqual(['1 tsp vanilla extract']);
    const dessert = adaptRecipe(
      {
        ...base(['60 ml marsala', '500 ml double cream', '50 g sugar']),
        recipeName: 'Panna Cotta',
        instructions: ['Warm the cream with the sugar and marsala, then chill to set.'],
      },
      { filters: ['Halal'], avoid: [], mustUse: [] },
    );
    expect(dessert.ok && dessert.recipe.ingredients[0]).toBe('60 ml white grape juice');
  });

  it('counted shellfish become a weight of fish without the shellfish preparation; units stay on a named measure', () => {
    expect(adapted(['12 mussels', '8 oz shrimp, peeled and deveined'], [], ['shellfish'])).toEqual([
      '180 g firm white fish (cod)',
      '8 oz firm white fish (cod)',
    ]);
    expect(adapted(['2 tbsp mirin'], ['Halal'])).toEqual(['2 tbsp rice vinegar with ½ tsp sugar per tbsp']);
    expect(adapted(['400ml can coconut milk'], [], ['coconut'])).toEqual(['400ml can oat cream']);
  });
});

describe('pork cuts under Halal', () => {
  it('become chicken cuts that exist', () => {
    const result = adaptRecipe(base(['1 kg pork shoulder', '500 g pork belly', '4 pork chops', '600 g pork loin']), {
      filters: ['Halal'],
      avoid: [],
      mustUse: [],
    });
    expect(result.ok && result.recipe.ingredients).toEqual([
      '1 kg chicken thighs',
      '500 g chicken thighs',
      '4 chicken breast fillets',
      '600 g chicken breasts',
    ]);
  });
});
