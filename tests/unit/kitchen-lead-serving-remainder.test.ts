import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a serving sentence that also finishes the dish with one of the
 * recipe's own foods ("drizzled with the rest of the onions") keeps that part when the garnish it adds beside it is
 * left out; only a sentence left with nothing to do goes. Several languages, several phrasings.
 */
function convert(text: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const cases: { name: string; text: string; filters: string[]; keeps: string; gone: string }[] = [
  {
    name: 'Polish: "polane resztą cebulki ze skwarkami"',
    text: `Kluski z cebulką\n\nSkładniki:\n- 500 g klusek\n- 2 cebule\n- 2 łyżki oleju\n\nPrzygotowanie:\n1. Cebulę pokrój i zeszklij na oleju.\n2. Kluski ugotuj w osolonej wodzie.\n3. Podawaj polane resztą cebulki ze skwarkami.`,
    filters: ['Vegan'],
    keeps: 'cebulki',
    gone: 'skwark',
  },
  {
    name: 'English: "topped with the rest of the onions and with crumbled bacon"',
    text: `Buttered noodles\n\nIngredients\n- 400 g egg-free noodles\n- 2 onions\n- 2 tbsp olive oil\n\nMethod\n1. Fry the onions in the oil until golden.\n2. Boil the noodles.\n3. Serve the noodles topped with the rest of the onions and with crumbled bacon.`,
    filters: ['Vegetarian'],
    keeps: 'onions',
    gone: 'bacon',
  },
  {
    name: 'German: "mit den übrigen Zwiebeln und mit Speckwürfeln"',
    text: `Käsespätzle ohne Käse\n\nZutaten:\n- 500 g Spätzle\n- 3 Zwiebeln\n- 2 EL Öl\n\nZubereitung:\n1. Zwiebeln in Ringe schneiden und im Öl goldbraun braten.\n2. Spätzle in Salzwasser kochen.\n3. Die Spätzle mit den übrigen Zwiebeln bestreuen und mit Speckwürfeln servieren.`,
    filters: ['Vegetarian'],
    keeps: 'Zwiebeln',
    gone: 'Speck',
  },
  {
    name: 'Spanish: "con el resto de la cebolla y con chicharrones"',
    text: `Patatas a lo pobre\n\nIngredientes:\n- 800 g de patatas\n- 2 cebollas\n- 100 ml de aceite de oliva\n\nPreparación:\n1. Corta las patatas y la cebolla y fríelas en el aceite.\n2. Sirve las patatas cubiertas con el resto de la cebolla y con chicharrones.`,
    filters: ['Halal'],
    keeps: 'cebolla',
    gone: 'chicharr',
  },
  {
    name: 'French: "nappés du reste des oignons, avec des lardons"',
    text: `Gnocchis aux oignons\n\nIngrédients\n- 500 g de gnocchis\n- 3 oignons\n- 2 c. à s. d'huile d'olive\n\nPréparation\n1. Faites dorer les oignons dans l'huile.\n2. Faites cuire les gnocchis.\n3. Servez les gnocchis nappés du reste des oignons, avec des lardons grillés.`,
    filters: ['Vegetarian'],
    keeps: 'oignons',
    gone: 'lardons',
  },
];

describe('a serving sentence keeps what it does with the recipe’s own food', () => {
  for (const c of cases) {
    it(c.name, () => {
      const recipe = convert(c.text, c.filters);
      const method = recipe.instructions.join('\n');
      const last = recipe.instructions[recipe.instructions.length - 1] ?? '';
      expect(method.toLowerCase()).not.toContain(c.gone.toLowerCase());
      expect(last).toContain(c.keeps);
    });
  }
});
