/**
 * A food the table's rules name in English finds its substitute from its name in the knowledge when the line is in
 * another language: no Vegetarian recipe is refused over "Wiener Würstchen" while vegetarian sausages are sold.
 * Written before running the engine, three languages per rule.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function convert(recipe: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('substitutes found by the food the knowledge resolves', () => {
  it.each([
    [
      'Erbsensuppe\nFür 4 Personen\n500 g Erbsen\n1 l Gemüsebrühe\n4 Wiener Würstchen\n\nErbsen in der Brühe weich kochen. Würstchen in Scheiben darin erwärmen.',
    ],
    [
      'Snert\nVoor 4 personen\n500 g spliterwten\n1,5 l water\n1 rookworst\n\nKook de erwten gaar. Verwarm de rookworst 20 minuten in de soep.',
    ],
    [
      'Kapuśniak\nNa 4 porcje\n500 g kiszonej kapusty\n1 l bulionu warzywnego\n300 g kiełbasy\n\nKapustę gotuj w bulionie 30 minut. Dodaj pokrojoną kiełbasę i gotuj jeszcze 10 minut.',
    ],
  ])('a sausage in another language under Vegetarian (%#)', (recipe) => {
    const out = convert(recipe, ['Vegetarian']);
    expect(out.ingredients.join('\n')).toMatch(/vegetarian|vegan|plant/i);
    // A step that still names the sausage in an inflected form is never called fine.
    const named = out.instructions.some((step) => /würstchen|rookworst|kiełbas/i.test(step));
    if (named) expect(out.compliance?.compliant).toBe(false);
  });

  it.each([
    [
      'Brigadeiro\nRende 20\n1 lata de leite condensado de coco\n1 colher de manteiga sem sal\n3 colheres de cacau\n\nMisture tudo e cozinhe mexendo até desgrudar.',
    ],
    [
      'Sablés\nPour 20 biscuits\n200 g de farine de riz\n100 g de beurre doux\n80 g de sucre\n\nSablez la farine avec le beurre, ajoutez le sucre et façonnez.',
    ],
    ['Kruche ciasteczka\nNa 20 sztuk\n200 g mąki ryżowej\n100 g masła niesolonego\n80 g cukru\n\nZagnieć mąkę z masłem i cukrem.'],
  ])('butter in another language under Vegan (%#)', (recipe) => {
    const out = convert(recipe, ['Vegan']);
    // The plant butter, named in the recipe's language where the kitchen knows the name ("vegane Butter", "beurre végétal").
    expect(out.ingredients.join('\n')).toMatch(/vegan|plant|dairy-free|pflanzlich|végétal|roślinn|vegetal/i);
  });
});
