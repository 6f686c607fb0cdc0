import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (before running the engine on them), issue 30, seventh round: in a Romance "A de B" phrase the head is
 * the first noun and "de B" says what it is made of or from. The phrase never loses B's food (its allergens) nor
 * stands for B alone when A is a made product of B.
 */
describe('"A de B": what B is made of counts', () => {
  it.each([
    ['pasta de anchoas', 'fish'],
    ['nata de soja', 'soy'],
    ['cubo de caldo de pollo', 'poultry'],
    ['pastilla de caldo de carne', 'meat'],
    ['crema de cacahuete', 'peanut'],
    ['salsa de ostras', 'mollusc'],
    ['pasta de gambas', 'crustacean'],
    ['pasta de anchova', 'fish'],
    ['molho de peixe', 'fish'],
    ['farinha de amêndoa', 'tree-nut'],
    ["pâte d'anchois", 'fish'],
    ['crème de soja', 'soy'],
    ['cube de bouillon de bœuf', 'meat'],
    ['purée de noisettes', 'tree-nut'],
    ["sauce d'huître", 'mollusc'],
    ["pasta d'acciughe", 'fish'],
    ['pasta di acciughe', 'fish'],
    ['crema di soia', 'soy'],
    ['salsa di ostriche', 'mollusc'],
    ['pasta di gamberi', 'crustacean'],
    ['farina di mandorle', 'tree-nut'],
    ['pastă de hamsii', 'fish'],
    ['cub de supă de pui', 'poultry'],
    ['lapte de soia', 'soy'],
    ['făină de migdale', 'tree-nut'],
    ["pasta d'anxoves", 'fish'],
    ['brou de pollastre', 'poultry'],
    ['llet de soja', 'soy'],
  ])('"%s" holds %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('"A de B" with a plant B is not the dairy A names alone', () => {
  it.each([
    ['leche de almendras', 'dairy'],
    ['leite de coco', 'dairy'],
    ['lapte de soia', 'dairy'],
    ['llet de soja', 'dairy'],
    ['crème de soja', 'dairy'],
    ['burro di arachidi', 'dairy'],
    ['unt de arahide', 'dairy'],
  ])('"%s" is certainly no %s', (phrase, tag) => {
    const food = resolveFood(phrase);
    expect(food).toBeDefined();
    expect([...(food?.tags ?? [])]).not.toContain(tag);
  });
});

describe('a stock cube "de B" stays a stock cube, of vegetables, under Vegetarian', () => {
  it.each([
    [
      'Sopa de fideos\n4 raciones\n1 cubo de caldo de pollo\n1 l de agua\n100 g de fideos\n\nDisolver el cubo de caldo en el agua hirviendo y añadir los fideos.',
      /pollo/i,
    ],
    [
      "Minestrina\n2 persone\n1 dado di brodo di manzo\n1 l di acqua\n80 g di pastina\n\nSciogliete il dado nell'acqua bollente e cuocete la pastina.",
      /manzo/i,
    ],
    [
      'Canja\n4 porções\n1 tablete de caldo de galinha\n1,5 l de água\n100 g de arroz\n\nDissolva o caldo na água e junte o arroz.',
      /galinha/i,
    ],
    [
      'Arroz rápido\n2 raciones\n1 stock cube de pollo\n200 g de arroz\n500 ml de agua\n\nHervir el agua con el stock cube y cocer el arroz.',
      /pollo/i,
    ],
    [
      "Soupe express\n2 personnes\n1 cube de bouillon de volaille\n500 ml d'eau\n80 g de vermicelles\n\nDélayez le cube dans l'eau et faites cuire les vermicelles.",
      /volaille/i,
    ],
  ])('%#', (text, meat) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const swapped = (result.recipe.substitutions ?? []).map((s) => s.replacement).join('\n');
    expect(swapped).toMatch(/stock|caldo|brodo|bouillon|dado|broth/i);
    expect(swapped).not.toMatch(/tofu/i);
    expect(swapped).not.toMatch(meat);
  });
});

describe('one "chicken cube" is the stock cube sold by that name; "chicken cubes" are diced chicken', () => {
  it.each([
    [
      'Sinigang na baboy\nServes 4\n500 g pork ribs\n1 beef cube\n1 l water\n2 tomatoes\n\nBoil the ribs with the tomatoes and the beef cube for 1 hour.',
      /beef/i,
    ],
    [
      'Arroz caldo\nServes 4\n1 cup rice\n1 chicken cube\n1.5 l water\n1 thumb ginger\n\nSimmer the rice with the ginger and the chicken cube until thick.',
      /chicken/i,
    ],
    [
      'Jollof rice\nServes 6\n3 cups rice\n2 chicken cube\n400 g chopped tomatoes\n1 onion\n\nFry the onion, add the tomatoes and the crumbled chicken cube, then the rice.',
      /chicken/i,
    ],
  ])('%#', (text, meat) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cube = (result.recipe.substitutions ?? []).find((s) => /cube/i.test(s.original));
    expect(cube?.replacement).toMatch(/stock cube/i);
    expect(cube?.replacement).not.toMatch(meat);
  });

  it.each([['500 g chicken cubes'], ['400 g beef cubes'], ['300 g pork cubes']])('"%s" is the meat itself', (line) => {
    const food = resolveFood(line.replace(/^\d+ g /, ''));
    expect(food?.composite).toBeUndefined();
    expect(food?.name).not.toMatch(/stock/);
  });
});
