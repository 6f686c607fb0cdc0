/**
 * The rewriting round of 2026-11-30 (issue 32): a substitute chosen by what the method does with the food (whip, set),
 * a counted food whose substitute is weighed, a clause left with its verb alone, a title's filter in the title's case.
 * Three or more phrasings per rule, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function convert(text: string, filters: string[], avoid: string[] = []) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: filters as never, avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('a substitute that can do what the method asks of the food', () => {
  const whipped = [
    'Tiramisù\n4 uova\n500 g mascarpone\n100 g zucchero\nMontate gli albumi a neve ferma e incorporateli alla crema.',
    'Mousse\n3 eggs\n200 g dark chocolate\nWhisk the egg whites to stiff peaks and fold into the chocolate.',
    'Baiser\n4 Eier\n200 g Zucker\nEiweiß steif schlagen, Zucker einrieseln lassen.',
  ];
  for (const text of whipped) {
    it(`whipped eggs become aquafaba, never a flax egg: ${text.split('\n')[0]}`, () => {
      const recipe = convert(text, ['Vegan']);
      expect(recipe.ingredients.join('\n')).toMatch(/aquafaba/i);
      expect([...recipe.ingredients, ...recipe.instructions].join('\n')).not.toMatch(/flax/i);
    });
  }

  const set = [
    'Tortilla\n5 huevos\n600 g patatas\nBate los huevos, mezcla con las patatas y deja que cuaje a fuego medio.',
    "Omelette\n4 œufs\n1 oignon\nBattez les œufs et laissez cuire jusqu'à ce que l'omelette soit bien prise.",
    'Frittata\n6 eggs\n1 courgette\nPour the eggs over the courgette and cook until set.',
  ];
  for (const text of set) {
    it(`eggs set into one piece become something that sets, not crumbled tofu: ${text.split('\n')[0]}`, () => {
      const recipe = convert(text, ['Vegan']);
      const list = recipe.ingredients.join('\n');
      expect(list).toMatch(/garbanzo|pois chiches|chickpea|silken tofu/i);
      expect(list).not.toMatch(/crumbled|desmenuzado|émietté|flax/i);
    });
  }
});

describe('a count that does not carry to the substitute', () => {
  it.each([
    ['Salad\n12 walnuts\n1 apple\nMix.', 'walnuts'],
    ['Ensalada\n10 nueces\n1 manzana\nMezclar.', 'nueces'],
    ['Salat\n8 Walnüsse\n1 Apfel\nMischen.', 'Walnüsse'],
  ])('nuts counted by the piece become a weight of seeds: %s', (text, avoid) => {
    const first = convert(text, [], [avoid]).ingredients[0] ?? '';
    expect(first).toMatch(/^\d+ g /);
  });

  it('keeps the count of a substitute cooks count (fresh cherries, chicken fillets, tortillas)', () => {
    expect(convert('Wraps\n4 flour tortillas\n200 g beans\nFill the tortillas.', ['Gluten-Free']).ingredients[0]).toMatch(/^4 /);
    expect(convert('Pork\n4 boneless pork chops\n1 onion\nFry the chops.', ['Halal']).ingredients[0]).toMatch(/^4 /);
  });
});

describe('a left-out food leaves no bare verb', () => {
  it.each([
    [
      'Rolls\n500 g flour\n2 tbsp sesame seeds\n1 tbsp oil\nShape the rolls. Brush with oil, sprinkle with the sesame seeds and bake for 20 minutes.',
      'sesame',
      /Brush with oil and bake/,
    ],
    [
      'Bułki\nSkładniki\n500 g mąki\n2 łyżki sezamu\n1 łyżka oliwy\nPrzygotowanie\n1. Uformuj bułki. Posmaruj oliwą, posyp sezamem i piecz 20 minut.',
      'sezam',
      /Posmaruj oliwą i piecz/,
    ],
    [
      'Brötchen\n500 g Mehl\n2 EL Sesam\n1 EL Öl\nBrötchen formen, mit Öl bestreichen, mit dem Sesam bestreuen und 20 Minuten backen.',
      'Sesam',
      /mit Öl bestreichen und 20 Minuten backen/,
    ],
  ])('%s', (text, avoid, expected) => {
    const method = convert(text, [], [avoid]).instructions.join('\n');
    expect(method).toMatch(expected);
    expect(method).not.toMatch(/sprinkle and|posyp i|bestreuen und/i);
  });
});

describe('a title keeps its own case and names the filter once', () => {
  it('writes an upper-case title in upper case', () => {
    const title = convert(
      'BRIGADEIRO DE PANELA\n1 lata de leite condensado\n2 colheres de sopa de cacau\n1 colher de manteiga\nCozinhe tudo mexendo até desgrudar da panela.',
      ['Sugar-Free'],
    ).recipeName;
    expect(title).toBe('SUGAR-FREE BRIGADEIRO DE PANELA');
  });
});
