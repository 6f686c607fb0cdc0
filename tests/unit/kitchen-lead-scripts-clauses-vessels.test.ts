import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them), from the lead's own recipes in Greek, Portuguese, French and
 * American English (issue 32: steps a cook can follow; issue 30: nothing read from a word's other sense).
 */

function convert(text: string, filters: string[], avoid: string[] = []) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const method = (text: string, filters: string[], avoid: string[] = []) => convert(text, filters, avoid).instructions.join('\n');

describe('a step in a non-Latin script names each swapped food by its own substitute', () => {
  it.each([
    [
      'Μπεσαμέλ\nΥλικά\n- 60 γρ. βούτυρο\n- 500 ml γάλα\n- 2 αυγά\nΕκτέλεση\n1. Λιώνουμε το βούτυρο και ρίχνουμε σιγά σιγά το γάλα. Στο τέλος προσθέτουμε τα αυγά.',
      ['γάλα', 'αυγά', 'βούτυρο'],
    ],
  ])('%#: no original food stays in the method, and no two swaps share one substitute word by accident', (text, originals) => {
    const recipe = convert(text, ['Vegan']);
    const steps = recipe.instructions.join('\n').toLowerCase();
    for (const word of originals) expect(steps).not.toContain(word);
    // Each substitute of the list is said in the step at most where its own food stood: the butter's substitute is not
    // written where the milk stood.
    const substitutes = (recipe.substitutions ?? []).map((s) => s.replacement);
    expect(new Set(substitutes).size).toBe(substitutes.length);
  });

  it('Russian list lines in the genitive ("500 мл молока", "30 г сливочного масла") are swapped under Vegan', () => {
    const recipe = convert(
      'Блины\nНа 4 порции\n\nИнгредиенты\n- 500 мл молока\n- 30 г сливочного масла\n- 200 г муки\n- 2 яйца\n\nПриготовление\n1. Смешайте молоко, яйца и муку.\n2. Жарьте блины на сковороде.',
      ['Vegan'],
    );
    const swapped = (recipe.substitutions ?? []).map((s) => s.original);
    expect(swapped).toEqual(expect.arrayContaining(['500 мл молока', '30 г сливочного масла', '2 яйца']));
    expect(recipe.instructions.join(' ')).not.toMatch(/молоко|яйца/);
  });

  it('Bulgarian definite forms in a step ("млякото", "яйцата") follow the swapped lines', () => {
    const recipe = convert(
      'Палачинки\nЗа 4 порции\n\nПродукти\n- 500 мл мляко\n- 2 яйца\n- 200 г брашно\n\nНачин на приготвяне\n1. Разбийте яйцата с млякото.\n2. Добавете брашното и изпечете палачинките.',
      ['Vegan'],
    );
    expect(recipe.instructions.join(' ')).not.toMatch(/млякото|яйцата/);
    expect(recipe.compliance?.compliant).toBe(true);
  });
});

describe('a clause that held a left-out food goes; the rest of its sentence stays', () => {
  it.each([
    [
      'Seeded loaf\nIngredients\n- 500 g flour\n- 2 tbsp poppy seeds\nMethod\n1. Shape the loaf, scatter over the poppy seeds and bake at 200°C for 35 minutes.',
      ['poppy'],
      '200°C',
    ],
    [
      'Brötchen\nZutaten\n- 500 g Mehl\n- 3 EL Sesam\nZubereitung\n1. Teiglinge formen, mit Sesam bestreuen und bei 220 °C 20 Minuten backen.',
      ['Sesam'],
      '220 °C',
    ],
    [
      'Tarte\nIngrédients\n- 1 pâte feuilletée\n- 50 g de noix de pécan\nPréparation\n1. Étalez la pâte, parsemez de noix de pécan et enfournez 25 minutes à 190 °C.',
      ['noix de pécan'],
      '190 °C',
    ],
    [
      'Πίτα\nΥλικά\n- 1 πακέτο φύλλο\n- 2 κ.σ. σουσάμι\nΕκτέλεση\n1. Στρώνουμε τα φύλλα, πασπαλίζουμε με σουσάμι και ψήνουμε στους 170°C για 40 λεπτά.',
      ['σουσάμι'],
      '170°C',
    ],
  ])('%#: the baking clause is kept', (text, avoid, temperature) => {
    const steps = method(text, [], avoid);
    expect(steps).toContain(temperature);
    for (const word of avoid) expect(steps.toLowerCase()).not.toContain(word.toLowerCase());
  });

  it('a sentence whose only clause held the food still goes', () => {
    const steps = method(
      'Muffins\nIngredients\n- 250 g flour\n- 100 g blueberries\nMethod\n1. Mix the flour with milk.\n2. Scatter the blueberries on top.',
      [],
      ['blueberries'],
    );
    expect(steps).not.toMatch(/scatter/i);
  });
});

describe('a vessel word is the vessel where its place says so, whatever food the word names elsewhere', () => {
  it.each([
    [
      'Feijão\nIngredientes\n- 500 g de feijão preto\n- 1 cebola\nModo de preparo\n1. Numa panela grande, refogue a cebola.\n2. Junte o feijão.',
      ['Keto'],
      'panela',
    ],
    [
      'Arroz\nIngredientes\n- 300 g de arroz\n- 1 cebola\nModo de preparo\n1. Em outra panela, refogue a cebola e junte o arroz.',
      ['Vegan'],
      'panela',
    ],
    [
      'Quiche\nIngrédients\n- 1 pâte brisée\n- 3 œufs\nPréparation\n1. Foncez un moule à tarte de 26 cm avec la pâte.\n2. Versez les œufs battus.',
      ['Pescatarian'],
      'moule',
    ],
    [
      'Gâteau\nIngrédients\n- 200 g de farine\n- 3 œufs\nPréparation\n1. Versez la pâte dans un moule beurré et enfournez.',
      ['Vegetarian'],
      'moule',
    ],
  ])('%#: the step keeps the vessel as written and no rule names it', (text, filters, vessel) => {
    const recipe = convert(text, filters);
    expect(recipe.instructions.join('\n')).toContain(vessel);
    expect(recipe.compliance?.violations.some((v) => v.rule.includes(`names ${vessel}`))).toBe(false);
    expect(recipe.instructions.join('\n')).not.toMatch(new RegExp(`free ${vessel}`, 'i'));
  });

  it('bread served "con un pan" is still bread under Gluten-Free', () => {
    const recipe = convert(
      'Sopa de tomate\nIngredientes\n- 1 kg de tomates\n- 1 cebolla\nPreparación\n1. Cocina los tomates con la cebolla 20 minutos.\n2. Sirve con un pan crujiente.',
      ['Gluten-Free'],
    );
    const text = recipe.instructions.join('\n');
    expect(!text.includes('un pan crujiente') || recipe.compliance?.compliant === false).toBe(true);
  });
});

describe('a brand written with its possessive is that brand, not a food its name contains', () => {
  it.each([
    [
      'Wings\nIngredients\n- 1 kg chicken wings\n- ½ cup Frank’s RedHot Original\nMethod\n1. Toss the wings in the sauce.',
      'Frank’s RedHot',
    ],
    ["Dip\nIngredients\n- 1 cup sour cream\n- 2 tbsp Frank's RedHot\nMethod\n1. Stir together.", "Frank's RedHot"],
    [
      "Custard tart\nIngredients\n- 3 tbsp Bird's custard powder\n- 500 ml oat milk\nMethod\n1. Whisk the powder into the milk and heat.",
      "Bird's custard powder",
    ],
  ])('%#: under Vegan the brand line is no meat or poultry', (text, brand) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    if (!result.ok) expect(result.error).not.toContain(brand);
    else
      for (const v of result.recipe.compliance?.violations ?? [])
        if (v.ingredient.includes(brand)) expect(v.rule).not.toMatch(/meat|poultry|fish/);
  });
});
