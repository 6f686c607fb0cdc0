import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function titleOf(text: string, filters: string[]): string {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.recipeName;
}

describe('a removed food leaves no tie behind in the title', () => {
  it.each([
    [
      'Croquetas de jamón caseras\n100 g de jamón serrano\n1 l de leche\n90 g de harina\nMezclar y freír.',
      ['Halal'],
      'Halal Croquetas caseras',
    ],
    ['Sopa de pollo casera\n1 pollo\n2 zanahorias\n1 cebolla\nCocer todo 1 hora.', ['Vegan'], 'Vegan Sopa casera'],
    [
      'Tortellini di carne fatti in casa\n300 g di farina\n3 uova\n200 g di carne macinata di maiale\nImpastare e farcire.',
      ['Vegetarian'],
      'Vegetarian Tortellini fatti in casa',
    ],
  ])('%s', (text, filters, title) => {
    expect(titleOf(text, filters)).toBe(title);
  });
});

describe('a dish of the core markets keeps its own name, whatever it is now made of', () => {
  it.each([
    ['Pierogi ruskie babci Zosi\n500 g mąki\n1 jajko\n300 g twarogu\nZagnieć ciasto.', ['Vegan'], 'Vegan Pierogi ruskie babci Zosi'],
    ['Knödel mit Speck\n6 Brötchen\n150 g Speck\n250 ml Milch\n2 Eier\nAlles vermengen.', ['Vegetarian'], 'Vegetarian Knödel'],
    [
      'Galettes de sarrasin au jambon\n250 g de farine de sarrasin\n4 tranches de jambon\n2 œufs\nMélanger.',
      ['Halal'],
      'Halal Galettes de sarrasin',
    ],
    ['Naleśniki z serem\n250 g mąki\n2 jajka\n500 ml mleka\n400 g twarogu\nUsmaż.', ['Vegan'], 'Vegan Naleśniki z serem'],
  ])('%s', (text, filters, title) => {
    expect(titleOf(text, filters)).toBe(title);
  });
});

describe('a compound of a removed food and a dish is cut where the dish is a word of its own', () => {
  it.each([
    // The cheese is now a plant cheese: the dish keeps its name ("Vegane Käsespätzle"), as a Käsekuchen does (issue 32).
    ['Käsespätzle\n400 g Mehl\n4 Eier\n200 g Bergkäse\n2 Zwiebeln\nAlles verrühren.', ['Vegan'], 'Vegan Käsespätzle'],
    ['Schinkennudeln\n400 g Nudeln\n200 g Schinken\n3 Eier\nBraten.', ['Halal'], 'Halal Nudeln'],
    ['Speckknödel\n6 Brötchen\n150 g Speck\n250 ml Milch\n2 Eier\nVermengen.', ['Vegetarian'], 'Vegetarian Knödel'],
  ])('%s', (text, filters, title) => {
    expect(titleOf(text, filters)).toBe(title);
  });
});
