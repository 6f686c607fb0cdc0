import { describe, expect, it } from 'vitest';
import { buildShoppingList, type ShoppingLine, type ShoppingSource } from '../../shared/domain/planner/shoppingList';

function list(...recipes: (string[] | { lines: string[]; factor?: number; title?: string })[]): ShoppingLine[] {
  const sources: ShoppingSource[] = recipes.map((r, i) =>
    Array.isArray(r)
      ? { title: `Recipe ${i + 1}`, ingredients: r, factor: 1 }
      : { title: r.title ?? `Recipe ${i + 1}`, ingredients: r.lines, factor: r.factor ?? 1 },
  );
  return buildShoppingList(sources).flatMap((g) => g.items);
}

function line(lines: ShoppingLine[], key: string): ShoppingLine {
  const found = lines.find((l) => l.key === key);
  if (!found) throw new Error(`no line ${key} in ${lines.map((l) => l.key).join(', ')}`);
  return found;
}

/** [case, recipes' lines, ingredient key, expected quantity] */
const CASES: [string, string[][], string, string][] = [
  ['cups + ml of milk sum as volume in ml', [['1 cup milk'], ['200 ml milk']], 'milk', '437 ml'],
  ['cups + cups stay in cups', [['1 cup milk'], ['1/2 cup milk']], 'milk', '1½ cups'],
  ['g + kg sum to kg', [['500 g chicken breast'], ['1 kg chicken breast']], 'chicken breast', '1.5 kg'],
  ['g + g under a kilo stay grams', [['250 g butter'], ['100 g butter']], 'butter', '350 g'],
  ['tbsp + tsp sum in tablespoons', [['1 tbsp olive oil'], ['1 tsp olive oil']], 'olive oil', '1¼ tbsp'],
  ['tsp + tsp stay teaspoons', [['1 tsp salt'], ['1/2 tsp salt']], 'salt', '1½ tsp'],
  ['many tablespoons become cups', [['4 tbsp olive oil'], ['4 tbsp olive oil']], 'olive oil', '½ cup'],
  ['tbsp + g of butter join through its density', [['2 tbsp butter'], ['100 g butter']], 'butter', '128 g'],
  ['cup of flour + grams of flour join through density', [['1 cup flour'], ['100 g flour']], 'all-purpose flour', '225 g'],
  ['ml + l sum to litres', [['500 ml vegetable stock'], ['1 l vegetable stock']], 'vegetable stock', '1.5 l'],
  ['oz + lb stay in pounds', [['8 oz cheddar cheese'], ['1 lb cheddar cheese']], 'cheddar', '1½ lb'],
  ['oz + g go to grams', [['4 oz cheddar cheese'], ['100 g cheddar cheese']], 'cheddar', '213 g'],
  ['pieces sum', [['2 onions'], ['1 onion']], 'onion', '3'],
  ['eggs sum as a count', [['2 eggs'], ['3 large eggs']], 'egg', '5'],
  ['cloves sum as cloves', [['2 cloves garlic'], ['3 cloves garlic']], 'garlic', '5 cloves'],
  ['count and grams of one ingredient are kept apart', [['1 onion'], ['200 g onion']], 'onion', '200 g + 1'],
  ['a range counts as its upper bound', [['2-3 carrots']], 'carrot', '3'],
  ['ranges sum by their upper bounds', [['2-3 carrots'], ['1-2 carrots']], 'carrot', '5'],
  ['a range in grams', [['100-150 g spinach']], 'spinach', '150 g'],
  ['"to taste" alone is listed once', [['salt to taste'], ['salt to taste']], 'salt', 'to taste'],
  ['"to taste" with an amount shows the amount', [['salt to taste'], ['1 tsp salt']], 'salt', '1 tsp'],
  ['a line without any amount reads "to taste"', [['black pepper']], 'black pepper', 'to taste'],
  ['"1 can (400 g)" counts its 400 g', [['1 can (400 g) chopped tomatoes']], 'canned tomatoes', '400 g'],
  ['"1 can (400 g)" joins 400 g of the same', [['1 can (400 g) chopped tomatoes'], ['400 g chopped tomatoes']], 'canned tomatoes', '800 g'],
  ['"2 x 400 g tins" count twice', [['2 x 400g tins chopped tomatoes']], 'canned tomatoes', '800 g'],
  ['fractions sum', [['1/2 cup sugar'], ['1/4 cup sugar']], 'sugar', '¾ cup'],
  ['unicode fractions sum', [['½ cup sugar'], ['½ cup sugar']], 'sugar', '1 cup'],
  ['plural and singular are one line', [['1 potato'], ['2 potatoes']], 'potato', '3'],
  ['slices sum as slices', [['2 slices bread'], ['2 slices bread']], 'white bread', '4 slices'],
  ['an unknown ingredient still merges by name', [['2 sprigs fairy herb'], ['1 sprig fairy herb']], 'fairy herb', '3 sprigs'],
];

describe('shopping list merge', () => {
  it.each(CASES)('%s', (_name, recipes, key, expected) => {
    expect(line(list(...recipes), key).quantity).toBe(expected);
  });

  it('scales each recipe by the servings placed', () => {
    const lines = list({ lines: ['300 g red lentils'], factor: 2 }, { lines: ['100 g red lentils'], factor: 0.5 });
    expect(line(lines, 'lentils').quantity).toBe('650 g');
  });

  it('names every recipe a line is for, once each', () => {
    const lines = list({ title: 'Soup', lines: ['1 onion', '1 onion'] }, { title: 'Stew', lines: ['1 onion'] });
    expect(line(lines, 'onion').recipes).toEqual(['Soup', 'Stew']);
  });

  it('groups lines into the seven categories in the spec order, with colours', () => {
    const groups = buildShoppingList([
      { title: 'A', ingredients: ['1 cup milk', '2 onions', '500 g chicken breast', '1 cup rice', 'frobnicated widgets'], factor: 1 },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Produce', 'Meat & Seafood', 'Dairy & Eggs', 'Pantry & Dry Goods', 'Other']);
    for (const g of groups) expect(g.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('leaves out headings and blank lines', () => {
    const lines = list(['For the sauce:', '', '1 cup milk']);
    expect(lines.map((l) => l.key)).toEqual(['milk']);
  });

  it('keys checked state by the lowercase ingredient name', () => {
    for (const l of list(['2 Large Eggs', '1 cup Whole Milk'])) expect(l.key).toBe(l.key.toLowerCase());
  });

  it('an empty week gives an empty list', () => {
    expect(buildShoppingList([])).toEqual([]);
  });
});

describe('the product a converted recipe asks for', () => {
  it('keeps its free-from qualifier and is never merged with the regular food', () => {
    const lines = list(
      ['250 g dairy-free ricotta', '12 gluten-free lasagne sheets', '2 tbsp vegan butter'],
      ['100 g ricotta', '200 g Gluten Free pasta'],
    );
    expect(line(lines, 'dairy-free ricotta').ingredient).toBe('Dairy-free ricotta');
    expect(line(lines, 'dairy-free ricotta').quantity).toBe('250 g');
    expect(line(lines, 'ricotta').quantity).toBe('100 g');
    expect(lines.map((l) => l.ingredient)).toContain('Vegan butter');
    expect(lines.some((l) => /^Pasta$/i.test(l.ingredient) || /^Lasagne/i.test(l.ingredient))).toBe(false);
  });
});
