import { describe, expect, it } from 'vitest';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { rewriteSteps, withoutRepeatedFood } from '../../shared/kitchen/stepRewrite';

describe('rewriteSteps', () => {
  it('names the replacement where a step names the replaced ingredient, keeping capitals', () => {
    const steps = rewriteSteps(
      ['Melt the butter in a pan.', 'Butter the tin.', 'Serve.'],
      [{ names: ['unsalted butter', 'butter'], to: 'vegan butter' }],
    );
    expect(steps).toEqual(['Melt the vegan butter in a pan.', 'Grease the tin.', 'Serve.']);
  });

  it('leaves an ingredient that stays alone even when its name contains the replaced one', () => {
    const steps = rewriteSteps(['Beat the butter with the peanut butter.'], [{ names: ['butter'], to: 'olive oil' }], ['peanut butter']);
    expect(steps).toEqual(['Beat the olive oil with the peanut butter.']);
  });

  it('uses the short-name pattern ("chicken" for "chicken thighs") and plural eggs', () => {
    const steps = rewriteSteps(
      ['Brown the chicken for 5 minutes.', 'Whisk the eggs.'],
      [
        { names: ['boneless chicken thighs'], pattern: /\bchicken\b/, to: 'firm tofu' },
        { names: ['eggs', 'egg'], to: 'flax egg' },
      ],
    );
    expect(steps).toEqual(['Brown the firm tofu for 5 minutes.', 'Whisk the flax eggs.']);
  });

  it('changes nothing without replacements', () => {
    expect(rewriteSteps(['Stir.'], [])).toEqual(['Stir.']);
  });
});

describe('rewriteSteps: butter as a verb', () => {
  it('greases the tin when the butter is swapped', () => {
    const steps = rewriteSteps(
      ['Heat the oven. Butter two tins and line them.', 'Beat the butter.'],
      [{ names: ['unsalted butter', 'butter'], to: 'vegan butter' }],
    );
    expect(steps).toEqual(['Heat the oven. Grease two tins and line them.', 'Beat the vegan butter.']);
  });
});

describe('rewriteSteps: a swap beside the food it becomes', () => {
  it('joins "oil and olive oil" into the substitute, either way round', () => {
    const steps = rewriteSteps(
      ['Fry the garlic in oil and butter for 2 minutes.', 'Melt the butter and the oil.'],
      [{ names: ['butter'], to: 'olive oil' }],
    );
    expect(steps).toEqual(['Fry the garlic in olive oil for 2 minutes.', 'Heat the olive oil.']);
  });

  it('heats a liquid oil where the butter was melted, with or without an amount; coconut oil still melts', () => {
    const steps = rewriteSteps(
      [
        'Melt 30 g butter in a frying pan.',
        'In a small pan, melt the remaining butter and pour over.',
        'Melt the butter and whisk in the flour.',
      ],
      [{ names: ['butter'], to: 'olive oil', amountChanged: true }],
    );
    expect(steps).toEqual([
      'Heat the olive oil in a frying pan.',
      'In a small pan, heat the remaining olive oil and pour over.',
      'Heat the olive oil and whisk in the flour.',
    ]);
    expect(rewriteSteps(['Melt the butter.'], [{ names: ['butter'], to: 'coconut oil' }])).toEqual(['Melt the coconut oil.']);
  });

  it('joins two swaps that became the same food', () => {
    const steps = rewriteSteps(['Stir in the butter and margarine.'], [{ names: ['butter', 'margarine'], to: 'vegan butter' }]);
    expect(steps).toEqual(['Stir in the vegan butter.']);
  });

  it('keeps a different food whose name ends the same way, and a pair the original wrote itself', () => {
    expect(rewriteSteps(['Add the hoisin sauce and fish sauce.'], [{ names: ['fish sauce'], to: 'soy sauce' }])).toEqual([
      'Add the hoisin sauce and soy sauce.',
    ]);
    expect(rewriteSteps(['Whisk the milk and cream.'], [{ names: ['cream'], to: 'oat milk' }])).toEqual(['Whisk the milk and oat milk.']);
    expect(rewriteSteps(['Heat oil and olive oil with the butter.'], [{ names: ['butter'], to: 'ghee' }])).toEqual([
      'Heat oil and olive oil with the ghee.',
    ]);
  });
});

describe('a food left out is no longer named in the method', () => {
  const convert = (text: string, avoid: string[]) => {
    const r = convertRecipeText(text, { filters: [], avoid, mustUse: [] });
    if (!r.ok) throw new Error(r.reason);
    return r.recipe;
  };

  it('by its group (sesame) or by its own name (mustard), in lists and as the only object of a verb', () => {
    const hummus = convert(
      'Hummus\n\n1 can chickpeas, drained\n3 tbsp tahini\n2 tbsp lemon juice\n1 clove garlic\n\n1. Blend the chickpeas, tahini, lemon juice and garlic until smooth.\n2. Serve.',
      ['sesame'],
    );
    expect(hummus.ingredients.join(' ')).not.toMatch(/tahini/i);
    expect(hummus.instructions).toEqual(['Blend the chickpeas, lemon juice and garlic until smooth.', 'Serve.']);
    const dressing = convert(
      'Caesar Dressing\n\n1 egg yolk\n1 tsp Dijon mustard\n2 anchovies\n1/2 cup olive oil\n\n1. Whisk in the egg yolk, mustard, and anchovies.\n2. Stream in the oil.',
      ['mustard'],
    );
    expect(dressing.instructions).toEqual(['Whisk in the egg yolk and anchovies.', 'Stream in the oil.']);
    const bowl = convert(
      'Teriyaki Bowl\n\n2 cups rice\n1 tbsp sesame seeds\n2 sheets nori\n\n1. Cook the rice.\n2. Top with nori and sesame seeds.\n3. Add the sesame seeds and serve.',
      ['sesame'],
    );
    expect(bowl.instructions).toEqual(['Cook the rice.', 'Top with nori.', 'Serve.']);
  });
});

describe('the method after swaps reads as a cook would write it', () => {
  const convert = (text: string, filters: string[], avoid: string[] = []) => {
    const r = convertRecipeText(text, { filters, avoid, mustUse: [] });
    if (!r.ok) throw new Error(r.reason);
    return r.recipe.instructions;
  };

  it('"noodles" are the recipe’s own rice noodles, not egg noodles to qualify', () => {
    const steps = convert(
      'Pad Thai\n\n8 oz dried rice noodles\n2 eggs, beaten\n3 tbsp fish sauce\n\n1. Soak the noodles in warm water.\n2. Scramble the eggs, add the noodles and the fish sauce.',
      [],
      ['egg'],
    );
    expect(steps[0]).toBe('Soak the noodles in warm water.');
    expect(steps.join(' ')).not.toMatch(/egg-free noodles|eggs/);
  });

  it('two foods that became one are named once', () => {
    const cake = convert('Cake\n\n2 cups flour\n2 eggs\n2 egg whites\n1 cup sugar\n\n1. Beat in the eggs and egg whites, then the sugar.', [
      'Vegan',
    ]);
    expect(cake[0]).not.toMatch(/(\b\w+) and \1\b/);
    const stirFry = convert(
      'Stir-Fry\n\n3 tbsp soy sauce\n1 tbsp fish sauce\n1 tsp honey\n\n1. Stir in the remaining soy sauce, the fish sauce and honey.',
      [],
      ['fish'],
    );
    expect(stirFry[0]).toBe('Stir in the remaining soy sauce and honey.');
  });
});

describe('a dish named for its pasta', () => {
  it('keeps its name, qualified, and the line says its measure once', () => {
    const r = convertRecipeText(
      "Grandma Rosa's Beef Lasagne\n\nIngredients:\n- 12 sheets wheat lasagne pasta\n- 500 g beef mince\n- 700 ml passata\n\nMethod:\n1. Layer pasta and ragù three times.\n2. Bake for 40 minutes.",
      { filters: ['Gluten-Free'], avoid: [], mustUse: [] },
    );
    expect(r.ok && r.recipe.recipeName).toBe("Gluten-Free Grandma Rosa's Beef Lasagne");
    expect(r.ok && r.recipe.ingredients[0]).toBe('12 gluten-free lasagne sheets');
  });
});

describe('a dish named for what the filters forbid', () => {
  it('keeps its name, led by the filters, and never fails for an empty title', () => {
    const text =
      'Caesar Dressing\n2 anchovy fillets\n1 garlic clove\n1 egg yolk\n1 tbsp lemon juice\n120 ml olive oil\nMash anchovies and garlic, whisk in yolk and lemon, drizzle in oil.';
    const avoid = convertRecipeText(text, { filters: [], avoid: ['fish'], mustUse: [] });
    expect(avoid.ok && avoid.recipe.recipeName).toBe('Caesar Dressing');
    const vegan = convertRecipeText(text, { filters: ['Vegan'], avoid: [], mustUse: [] });
    expect(vegan.ok && vegan.recipe.recipeName).toBe('Vegan Caesar Dressing');
  });
});

describe('the method reads right after a swap, round 2', () => {
  const convert = (text: string, filters: string[]) => {
    const r = convertRecipeText(text, { filters, avoid: [], mustUse: [] });
    if (!r.ok) throw new Error(r.reason);
    return r.recipe;
  };

  it('a verb leading a sentence stays a verb; the egg’s article goes with the egg; a starter stays a starter', () => {
    expect(
      convert('Pizza\n\n300g pizza dough\n200g mozzarella\n\n1. Roll dough thin.\n2. Top and bake.', ['Gluten-Free']).instructions[0],
    ).toBe('Roll dough thin.');
    const shakshuka = convert(
      'Shakshuka\n\n4 eggs\n1 can tomatoes\n\n1. Simmer the tomatoes.\n2. Make 4 wells and crack an egg into each.',
      ['Vegan'],
    );
    expect(shakshuka.instructions[1]).toBe('Make 4 wells and crumble the firm tofu into each.');
    const loaf = convert('Sourdough Loaf\n\n100g sourdough starter\n500g bread flour\n\n1. Mix starter and flour.', ['Gluten-Free']);
    expect(loaf.ingredients[0]).toBe('100g gluten-free sourdough starter');
  });

  it('breast milk is not dairy', () => {
    const porridge = convert('Baby Oats\n\n2 tbsp baby oats\n60 ml breast milk\n\n1. Cook the oats, adding breast milk until smooth.', [
      'Dairy-Free',
    ]);
    expect(porridge.ingredients[1]).toBe('60 ml breast milk');
    expect(porridge.instructions[0]).toBe('Cook the oats, adding breast milk until smooth.');
  });
});

describe('Kosher keeps fish and meat apart', () => {
  it('a seafood swap beside chicken becomes neither fish nor meat, and the method names the last swap; the recipe’s own chicken stays', () => {
    const r = convertRecipeText(
      'Paella\n\n300 g paella rice\n2 chicken thighs\n100 g chorizo\n12 large shrimp\n1 l chicken stock\n\n1. Brown the chicken and chorizo.\n2. Add rice and stock and simmer 18 minutes.\n3. Add the shrimp for the last 5 minutes.',
      { filters: ['Kosher'], avoid: [], mustUse: [] },
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.recipe.ingredients.join(' ')).not.toMatch(/shrimp|cod|fish/i);
    expect(r.recipe.instructions[0]).toBe('Brown the chicken and chicken chorizo.');
    expect(r.recipe.instructions[2]).not.toMatch(/fish|shrimp/i);
  });
});

describe('a food the method rules out', () => {
  it('stays as written ("No salt, sugar or honey for babies")', () => {
    const r = convertRecipeText(
      'Baby Apple Puree\n\n2 apples\n1 tbsp butter\n\n1. Cook the apples in the butter until soft.\n2. Blend smooth. No salt, sugar or honey for babies under one.',
      { filters: ['Vegan'], avoid: [], mustUse: [] },
    );
    expect(r.ok && r.recipe.instructions).toEqual([
      'Cook the apples in the vegan butter until soft.',
      'Blend smooth. No salt, sugar or honey for babies under one.',
    ]);
  });

  it('a step that already names the substitute keeps it once ("use vegetable stock", not "vegetable vegetable stock")', () => {
    const steps = rewriteSteps(
      ['Add the stock a ladle at a time.', 'Use vegetable stock to make it vegetarian.'],
      [{ names: ['chicken stock', 'stock'], to: 'vegetable stock' }],
    );
    expect(steps).toEqual(['Add the vegetable stock a ladle at a time.', 'Use vegetable stock to make it vegetarian.']);
  });
});

describe('words that follow the swapped food agree with it', () => {
  it('"each ladyfinger" stays one, and the taco lettuce is laid out rather than warmed', () => {
    expect(
      rewriteSteps(['Dip each ladyfinger briefly.'], [{ names: ['ladyfingers', 'ladyfinger'], to: 'gluten-free ladyfingers' }]),
    ).toEqual(['Dip each gluten-free ladyfinger briefly.']);
    expect(
      rewriteSteps(['Warm the tortillas and fill them.'], [{ names: ['corn tortillas', 'tortillas'], to: 'large lettuce leaves' }]),
    ).toEqual(['Lay out the large lettuce leaves and fill them.']);
  });
});

describe('withoutRepeatedFood: words the swap left out of place', () => {
  it('an adverb keeps the participle the swapped name took with it ("freshly cooked rice" now cauliflower rice)', () => {
    expect(
      withoutRepeatedFood(
        'Cold cauliflower rice is essential, freshly cauliflower rice turns mushy.',
        'Cold rice is essential, freshly cooked rice turns mushy.',
      ),
    ).toBe('Cold cauliflower rice is essential, freshly cooked cauliflower rice turns mushy.');
    expect(withoutRepeatedFood('Stir in the freshly grated dairy-free parmesan.', 'Stir in the freshly grated Parmesan.')).toBe(
      'Stir in the freshly grated dairy-free parmesan.',
    );
  });

  it('"both" before a food that is one now, and a gum that is no slurry', () => {
    expect(
      withoutRepeatedFood('Cream the butter and both erythritol until fluffy.', 'Cream the butter and both sugars until fluffy.'),
    ).toBe('Cream the butter and the erythritol until fluffy.');
    expect(withoutRepeatedFood('Beat both eggs until pale.', 'Beat both eggs until pale.')).toBe('Beat both eggs until pale.');
    expect(withoutRepeatedFood('Stir in the xanthan gum mixture.', 'Stir in the cornflour mixture.')).toBe('Stir in the xanthan gum.');
  });
});
