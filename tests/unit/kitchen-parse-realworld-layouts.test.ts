import { describe, expect, it } from 'vitest';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { soldFreeFromNoun } from '../../shared/kitchen/filters/freeFromProducts';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { INGREDIENTS } from '../../shared/kitchen/ingredients/table';
import { WORLD_NAMES } from '../../shared/kitchen/ingredients/worldNames';
import { splitCompoundLine } from '../../shared/kitchen/parse/compoundLines';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import { ingredientsFromProse } from '../../shared/kitchen/parse/proseIngredients';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { minutesFromSteps } from '../../shared/kitchen/parse/recipeTextMeta';

describe('ingredient names of the product markets', () => {
  it('every name list belongs to a table entry', () => {
    const names = new Set(INGREDIENTS.map((e) => e.name));
    expect(Object.keys(WORLD_NAMES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('German, French, Spanish, Italian and Hungarian words carry their allergens', () => {
    const cases: [string, string][] = [
      ['150 ml Sahne', 'dairy'],
      ['4 Eier', 'egg'],
      ['400 g Mehl', 'gluten'],
      ['3 oeufs', 'egg'],
      ['50 g burro', 'dairy'],
      ['6 huevos', 'egg'],
      ['300 g liszt', 'gluten'],
      ['200 g tejföl', 'dairy'],
      ['2 tojás', 'egg'],
      ['100 ml vino bianco', 'alcohol'],
      ['300 g macinato di maiale', 'pork'],
      ["333 g tagliatelle all'uovo", 'egg'],
    ];
    for (const [line, tag] of cases) expect(analyseLine(line).tags.has(tag as never), line).toBe(true);
  });

  it('false friends stay free of what their name suggests', () => {
    expect(analyseLine('1 butternut squash').tags.has('dairy')).toBe(false);
    expect(analyseLine('1 tsp cream of tartar').tags.has('dairy')).toBe(false);
    expect(analyseLine('1 eggplant').tags.has('egg')).toBe(false);
    expect(analyseLine('½ tsp ground nutmeg').tags.has('tree-nut')).toBe(false);
    expect(analyseLine('1 cup oyster crackers').tags.has('shellfish')).toBe(false);
    expect(analyseLine('½ tsp Muskatnuss').tags.has('tree-nut')).toBe(false);
  });
});

describe('parsing real-world layouts', () => {
  it('finds the food noun after size words, hedges and descriptors', () => {
    expect(parseIngredientLine('4 thick-cut slices smoked ham').ingredient).toBe('smoked ham');
    expect(parseIngredientLine('about 24 savoiardi (ladyfinger biscuits)').ingredient).toBe('savoiardi');
    expect(parseIngredientLine('500g lean minced beef').ingredient).toMatch(/minced beef/);
    expect(parseIngredientLine('2 nests dried ramen noodles').ingredient).toBe('dried ramen noodles');
  });

  it('splits garnish, label and multi-amount lines into their items', () => {
    expect(splitCompoundLine('To serve: chives and oyster crackers')).toEqual(['chives, to serve', 'oyster crackers, to serve']);
    expect(splitCompoundLine('csipetke: 1 egg, 80 g flour')).toEqual(['1 egg', '80 g flour']);
    expect(splitCompoundLine('1 carota, 1 sedano, 1 cipolla — finely chopped')).toEqual([
      '1 carota, finely chopped',
      '1 sedano, finely chopped',
      '1 cipolla, finely chopped',
    ]);
    expect(splitCompoundLine('salt and pepper')).toEqual(['salt and pepper']);
    expect(splitCompoundLine('Butter: 100 g')).toEqual(['Butter: 100 g']);
  });

  it('reads servings in the market languages and times from the method', () => {
    expect(readMetaLine('Pour 6 personnes')?.servings).toBe(6);
    expect(readMetaLine('Für 2 Personen')?.servings).toBe(2);
    expect(readMetaLine('4 adag / Serves 4')?.servings).toBe(4);
    expect(readMetaLine('Serves 2 • 15 min')?.servings).toBe(2);
    expect(readMetaLine('Serves 2 • 15 min')?.times.total?.minutes).toBe(15);
    expect(minutesFromSteps(['Griddle for 6-7 minutes a side.', 'Fry the croutons for about 10 minutes.'])).toEqual({
      cook: 24,
      total: 24,
    });
    expect(minutesFromSteps(['Marinate for 30 minutes.', 'Simmer for 2 hours.'])).toEqual({ cook: 120, total: 150 });
    expect(minutesFromSteps(['Serve.'])).toBeUndefined();
  });

  it('reads servings and times written as sentences, each ended by a period', () => {
    const timesOf = (line: string) => {
      const meta = readMetaLine(line);
      return { servings: meta?.servings, prep: meta?.times.prep?.minutes, cook: meta?.times.cook?.minutes };
    };
    expect(readMetaLine('Serves 4.')?.servings).toBe(4);
    expect(readMetaLine('Servings: 8.')?.servings).toBe(8);
    expect(readMetaLine('Yield: 12 cookies.')?.yieldText).toContain('12 cookies');
    expect(timesOf('Serves 6. Prep 30 min, bake 40 min.')).toEqual({ servings: 6, prep: 30, cook: 40 });
    expect(timesOf('Serves: 4. Prep time: 15 minutes. Cook time: 1 hour.')).toEqual({ servings: 4, prep: 15, cook: 60 });
    // A decimal is no sentence's end and no count of servings, and a step is no metadata.
    expect(readMetaLine('Makes 2.5 cups.')?.servings).toBeUndefined();
    expect(
      parseRecipeDocument('Hummus\nMakes 2.5 cups.\n- 400 g chickpeas\n- 2 tbsp tahini\n\nMethod\n1. Blend.').servings,
    ).toBeUndefined();
    expect(readMetaLine('Simmer for 10 min.')).toBeUndefined();
    const pie = parseRecipeText(
      "Grandma's Pot Pie\nServes 6. Prep 30 min, bake 40 min.\n\nIngredients\n- 2 carrots, sliced\n- 1 cup frozen peas\n\nMethod\n1. Cook the carrots.\n2. Add the peas and bake.",
    );
    expect(pie).toMatchObject({ recipeName: "Grandma's Pot Pie", servings: 6, prepTime: '30 minutes', cookTime: '40 minutes' });
    expect(pie.ingredients).toEqual(['2 carrots, sliced', '1 cup frozen peas']);
  });

  it('a sub-section name without a colon is not an ingredient, and story lines are not steps', () => {
    const r = parseRecipeText(
      'Croque Monsieur\n\nServes 2\n\n4 slices bread\n20 g butter\n\nBéchamel\n15 g butter\n150 ml milk\n\nToast the bread. Make the béchamel and spread it over.',
    );
    expect(r.ingredients).toEqual(['4 slices bread', '20 g butter', '15 g butter', '150 ml milk']);
    const story = parseRecipeText(
      'Carbonara\n\nNo cream! Real carbonara is eggs, cheese and pepper. That is it.\n\n- spaghetti — 400 g\n- eggs — 3\n\n1. Cook the pasta.\n2. Toss with the eggs off the heat.',
    );
    expect(story.instructions).toEqual(['Cook the pasta.', 'Toss with the eggs off the heat.']);
  });

  it('a recipe written as one paragraph still gives its ingredients', () => {
    const text =
      'Pea Risotto\n\nServes 4. Melt 25g butter with a splash of olive oil and fry 1 chopped onion for 5 minutes. Stir in 300g arborio rice, then add 1.2 litres hot chicken stock a ladle at a time for 18 minutes.';
    expect(ingredientsFromProse(text)).toEqual([
      '25g butter',
      '1 splash of olive oil',
      '1 chopped onion',
      '300g arborio rice',
      '1.2 litres hot chicken stock',
    ]);
    const r = convertRecipeText(text, { filters: ['Vegetarian'], avoid: [], mustUse: [] });
    expect(r.ok && r.recipe.ingredients).toContain('1.2 litres hot vegetable stock');
  });

  it('a group written on one line ("For the filling: 200g feta, 2 eggs") is its ingredients, with or without headers', () => {
    const plainText = parseRecipeText(
      'Spinach Pie\n500g spinach\nFor the filling: 200g feta, 2 eggs, 1 egg yolk, 100g ricotta\n6 sheets filo pastry\nWilt spinach, mix with the filling, layer in filo and bake 40 min.',
    );
    expect(plainText.ingredients).toEqual(['500g spinach', '200g feta', '2 eggs', '1 egg yolk', '100g ricotta', '6 sheets filo pastry']);
    expect(plainText.instructions).toEqual(['Wilt spinach, mix with the filling, layer in filo and bake 40 min.']);
    // A sentence with a colon stays a sentence.
    expect(parseRecipeText('Soup\n2 carrots\n1 onion\nTip: serve it hot, with bread.').ingredients).toEqual(['2 carrots', '1 onion']);
  });

  it('the first item under a bare "Ingredients" header is an ingredient when it has no digit, never a group name', () => {
    const shrimp = parseRecipeText(
      'Shrimp Tacos\nIngredients\n¾ lb shrimp, peeled\n8 corn tortillas\nInstructions\n1. Sear the shrimp.\n2. Fill the tortillas.',
    );
    expect(shrimp.ingredients).toEqual(['¾ lb shrimp, peeled', '8 corn tortillas']);
    expect(parseRecipeText('Pecan Salad\nIngredients\n½ cup pecans\n4 cups lettuce\nMethod\n1. Toss.').ingredients).toEqual([
      '½ cup pecans',
      '4 cups lettuce',
    ]);
    expect(parseRecipeText('Salad\nIngredients\nsalt\n4 cups lettuce\nMethod\n1. Toss.').ingredients).toEqual(['salt', '4 cups lettuce']);
    // A capitalised name with amounts below it is still a group name.
    expect(parseRecipeText('Crêpes\n\nIngredients\nBatter\n200 g flour\n2 eggs\nMethod\n1. Whisk.').ingredients).toEqual([
      '200 g flour',
      '2 eggs',
    ]);
    const converted = convertRecipeText(
      'Shrimp Tacos\nIngredients\n¾ lb shrimp, peeled\n8 corn tortillas\nInstructions\n1. Sear the shrimp.',
      {
        filters: [],
        avoid: ['shellfish'],
        mustUse: [],
      },
    );
    expect(converted.ok && converted.recipe.ingredients.join(' ')).not.toMatch(/shrimp/i);
    expect(converted.ok && converted.recipe.instructions.join(' ')).not.toMatch(/shrimp/i);
  });
});

describe('free-from versions', () => {
  it('exist only for foods shops sell that way', () => {
    expect(soldFreeFromNoun('dried ramen noodles', 'gluten')).toBe('ramen noodles');
    expect(soldFreeFromNoun('nutella', 'added-sugar')).toBeUndefined();
    expect(soldFreeFromNoun('marsala', 'alcohol')).toBeUndefined();
    expect(soldFreeFromNoun('salt', 'high-sodium')).toBeNull();
  });
});

describe('yields, toppings and waiting written as home cooks write them', () => {
  it('a yield with its portions in brackets shares the nutrition between the portions', () => {
    expect(readMetaLine('Yield: 1 loaf (10 slices)')?.servings).toBe(10);
    expect(
      parseRecipeDocument('Brownies\nYield: one 9x13 pan (about 16 squares)\n- 200 g butter\n- 3 eggs\n\nMethod\n1. Bake.').servings,
    ).toBe(16);
    expect(readMetaLine('Yield: 12 muffins')?.yieldText).toBe('12 muffins');
  });

  it('an unmeasured topping line "for serving" is an ingredient, not a step', () => {
    const recipe = parseRecipeText(
      'Chili\n2 lb ground beef\n1 onion, diced\nSour cream and shredded cheddar, for serving\nBrown the beef with the onion.\nSimmer for 1 hour.',
    );
    expect(recipe.ingredients).toContain('Sour cream and shredded cheddar, for serving');
    expect(recipe.instructions).toEqual(['Brown the beef with the onion.', 'Simmer for 1 hour.']);
  });

  it('"leave for an hour" in a marinade waits rather than cooks', () => {
    expect(minutesFromSteps(['Stir in the chicken and leave for at least 1 hour.', 'Grill for 10 minutes.'])).toEqual({
      cook: 10,
      total: 70,
    });
  });
});
