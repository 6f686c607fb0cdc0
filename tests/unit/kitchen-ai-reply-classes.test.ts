import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { checkRecipe } from '../../sync-server/src/generate/checkRecipe';
import { GenerationError } from '../../sync-server/src/generate/generationError';
import { checkConversion } from '../fixtures/real-world/checker';

/** An AI reply as the provider sends it (nutrition left for the server to compute). */
function reply(recipeName: string, ingredients: string[], instructions: string[], servings = 4): Omit<StructuredRecipe, 'nutrition'> {
  return {
    recipeName,
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings,
    dietaryRequirements: [],
    ingredients,
    instructions,
    tips: [],
  };
}

function check(draft: Omit<StructuredRecipe, 'nutrition'>, filters: string[]): StructuredRecipe {
  return checkRecipe(draft, undefined, { filters, avoid: [], mustUse: [] });
}

/** The classes written as AI replies: every one is repaired or reported, never shown as compliant. */
describe('compliance check on AI replies: the classes of issue 18', () => {
  it('steps that still name what was removed are rewritten with the list (derived words included)', () => {
    const r = check(
      reply(
        'Caesar Salad',
        ['1 egg yolk', '4 anchovy fillets', '30 g Parmesan, grated', '1 romaine lettuce'],
        ['Mash the anchovies, whisk in the yolk.', 'Stir in the cheese and toss with the lettuce.'],
      ),
      ['Vegan'],
    );
    expect(checkConversion({ title: r.recipeName, ingredients: r.ingredients, steps: r.instructions }, 'Vegan')).toEqual([]);
    expect(r.compliance?.compliant).toBe(true);
  });

  it('descriptors and layouts do not hide the food noun (thick-cut ham, CAPS, name — quantity)', () => {
    const r = check(reply('Ham Hash', ['4 thick-cut slices smoked ham', 'CHICKEN WINGS, 1 kg', 'Potatoes — 500 g'], ['Fry everything.']), [
      'Halal',
      'Vegetarian',
    ]);
    expect(r.ingredients.join(' ')).not.toMatch(/\bham\b|chicken/i);
    expect(r.recipeName).not.toMatch(/\bham\b/i);
  });

  it('standard swaps instead of refusals: beer, mirin, sake, ghee, crusty bread to serve', () => {
    const r = check(
      reply(
        'Stew',
        ['500 ml Guinness', '2 tbsp mirin', '1 tbsp sake', '2 tbsp ghee', '500 g beef shin', 'crusty bread, to serve'],
        ['Braise the beef in the stout.'],
      ),
      ['Halal', 'Dairy-Free'],
    );
    expect(checkConversion({ title: r.recipeName, ingredients: r.ingredients, steps: r.instructions }, 'Halal')).toEqual([]);
    expect(r.ingredients.join(' ')).not.toMatch(/\bghee\b/);
    const keto = check(reply('Stew', ['500 g beef shin', '1 onion', 'crusty bread, to serve'], ['Serve with crusty bread.']), ['Keto']);
    expect(keto.ingredients.join(' ')).not.toMatch(/crusty bread/i);
  });

  it('false friends are left alone: butternut, eggplant, nutmeg, cream of tartar, oyster crackers, coconut milk', () => {
    const lines = ['1 butternut squash', '1 eggplant', '½ tsp ground nutmeg', '1 tsp cream of tartar', '400 ml coconut milk'];
    const r = check(reply('Squash Curry', lines, ['Roast the squash and eggplant.']), ['Vegan', 'Nut-Free', 'Dairy-Free']);
    expect(r.ingredients).toEqual(lines);
    expect(r.notices ?? []).toEqual([]);
    expect(r.compliance?.compliant).toBe(true);
    const kosher = check(reply('Chowder', ['500 g cod', '1 cup oyster crackers'], ['Serve with the crackers.']), ['Kosher']);
    expect(kosher.ingredients).toContain('1 cup oyster crackers');
  });

  it('a qualifier goes on the food noun, and only for foods sold that way', () => {
    const r = check(reply('Tiramisu', ['about 24 savoiardi (ladyfinger biscuits)', '500 g mascarpone'], ['Dip the savoiardi.']), [
      'Gluten-Free',
    ]);
    expect(r.ingredients[0]).toMatch(/^about 24 gluten-free (?:ladyfingers|savoiardi)$/);
    const nutella = check(reply('Crêpes', ['8 tbsp Nutella', '2 eggs'], ['Spread with Nutella.']), ['Sugar-Free']);
    expect(nutella.ingredients.join(' ')).not.toMatch(/sugar-free nutella/i);
  });

  it('a brand that contradicts the filter goes with the original ("non-alcoholic stout (e.g. Guinness)")', () => {
    const r = check(reply('Stew', ['500 ml non-alcoholic stout (e.g. Guinness)', '500 g lamb'], ['Braise.']), ['Halal']);
    expect(r.ingredients.join(' ')).not.toMatch(/guinness/i);
  });

  it('the title never names a removed food, and servings stay as the reply wrote them', () => {
    const r = check(
      reply(
        'Creamy Chicken Pesto Pasta',
        ['2 chicken breasts', '200 ml double cream', '3 tbsp basil pesto', '350 g penne'],
        ['Fry the chicken.'],
        2,
      ),
      ['Vegan'],
    );
    expect(r.recipeName).not.toMatch(/chicken/i);
    expect(r.servings).toBe(2);
  });

  it('an ingredient the engine cannot place is not verified, per filter, and the recipe is not compliant', () => {
    const r = check(reply('Mystery Stew', ['2 tbsp zorblax paste', '400 g chickpeas'], ['Stir in the zorblax paste.']), [
      'Vegetarian',
      'Gluten-Free',
    ]);
    expect(r.compliance?.compliant).toBe(false);
    expect(r.compliance?.violations.map((v) => v.filter).sort()).toEqual(['Gluten-Free', 'Vegetarian']);
    expect(r.compliance?.violations.every((v) => v.ingredient === '2 tbsp zorblax paste' && v.rule.startsWith('not verified'))).toBe(true);
    expect(r.notices?.some((n) => n.startsWith('Not verified for Vegetarian, Gluten-Free'))).toBe(true);
  });

  it('composite and foreign foods are known with their usual allergens (gravy, Marmite, Sahne, Yorkshire puddings)', () => {
    const r = check(
      reply(
        'Roast',
        ['300 ml gravy', '1 tsp Marmite', '150 ml Sahne', '8 frozen Yorkshire puddings', '1 kg potatoes'],
        ['Serve with the gravy.'],
      ),
      ['Vegetarian', 'Gluten-Free', 'Dairy-Free'],
    );
    for (const filter of ['Vegetarian', 'Gluten-Free', 'Dairy-Free'] as const) {
      expect(checkConversion({ title: r.recipeName, ingredients: r.ingredients, steps: r.instructions }, filter), filter).toEqual([]);
    }
  });

  it('a threshold is compared unrounded and the refusal says by how much it is over', () => {
    let error: unknown;
    try {
      check(reply('Dates', ['200 g Medjool dates'], ['Eat.'], 8), ['Keto']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GenerationError);
    expect(String((error as Error).message)).toMatch(/Medjool dates/);
  });
});
