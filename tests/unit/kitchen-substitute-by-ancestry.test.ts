/**
 * A food the substitution table does not name, in any language, finds its substitute through what the knowledge says
 * it is (its kind in the ontology): a sea bass in Portuguese is a fish, a sheet of gelatine in Italian is gelatine,
 * half-and-half is cream. No recipe is refused while a substitute for the food's kind is sold.
 * Written before running the engine, at least three phrasings (and languages) per rule.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function convert(recipe: string, filters: string[]) {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const fishDishes: [string, RegExp][] = [
  [
    'Peixe ensopado\nServe 4\n600 g de postas de robalo\n1 cebola\n2 tomates\n200 ml de leite de coco\n\nRefogue a cebola e o tomate. Junte o robalo e o leite de coco e cozinhe 12 minutos.',
    /robalo/i,
  ],
  [
    'Merluza en salsa verde\nPara 4 personas\n4 lomos de merluza\n3 dientes de ajo\n1 cda de perejil\n100 ml de caldo de verduras\n\nDora el ajo, añade el perejil y el caldo, pon la merluza y cocina 8 minutos.',
    /merluza/i,
  ],
  [
    'Orata al forno\nPer 2 persone\n2 filetti di orata\n1 limone\n2 cucchiai di olio extravergine\n\nCondisci i filetti con limone e olio e cuoci in forno a 200 °C per 15 minuti.',
    /orata/i,
  ],
  [
    'Zander mit Gemüse\nFür 2 Personen\n2 Zanderfilets\n1 Zucchini\n1 EL Öl\n\nDen Zander im Öl 3 Minuten je Seite braten, mit der Zucchini servieren.',
    /zander/i,
  ],
];

describe('a fish the table does not name is substituted as a fish', () => {
  it.each(fishDishes)('under Vegan (%#)', (recipe, fish) => {
    const out = convert(recipe, ['Vegan']);
    expect(out.ingredients.join('\n')).not.toMatch(fish);
    expect(out.substitutions?.length ?? 0).toBeGreaterThan(0);
  });
});

const gelatineDishes: [string, RegExp][] = [
  [
    'Panna cotta\nPer 4 persone\n500 ml di panna fresca\n80 g di zucchero\n• colla di pesce (gelatina in fogli) 8 g\n\nAmmolla la colla di pesce in acqua fredda. Scalda la panna con lo zucchero, sciogli la gelatina strizzata e versa negli stampini. Lascia rassodare in frigo 4 ore.',
    /colla di pesce|gelatina in fogli/i,
  ],
  [
    'Erdbeer-Creme\nFür 4 Personen\n6 Blatt Gelatine\n400 g Erdbeeren\n200 g Joghurt\n\nGelatine einweichen, ausdrücken und in etwas warmem Erdbeerpüree auflösen. Mit dem Joghurt verrühren und 3 Stunden kühlen.',
    /gelatine/i,
  ],
  [
    'Mousse à la mangue\nPour 6 personnes\n3 feuilles de gélatine\n2 mangues\n20 cl de crème liquide\n\nRamollir la gélatine dans l’eau froide. Mixer les mangues, incorporer la gélatine essorée puis la crème fouettée. Réserver 4 heures au frais.',
    /gélatine/i,
  ],
];

describe('gelatine named in another language is replaced by a setting agent', () => {
  it.each(gelatineDishes)('under Vegetarian (%#)', (recipe, gelatine) => {
    const out = convert(recipe, ['Vegetarian']);
    expect(out.ingredients.join('\n')).not.toMatch(gelatine);
    expect(out.ingredients.join('\n')).toMatch(/agar/i);
  });
});

const creamDishes: [string, RegExp][] = [
  [
    'Mac and cheese\nServes 4\n300 g macaroni\n1 cup half-and-half\n1 cup milk\n2 tbsp flour\n\nCook the macaroni. Whisk the flour into the milk and half-and-half and simmer until thick, then stir in the pasta.',
    /half-and-half/i,
  ],
  [
    'Coffee custard\nServes 2\n1 cup half and half\n2 tbsp cornstarch\n2 tbsp sugar\n\nWhisk everything in a pan and cook until thick.',
    /half and half/i,
  ],
  [
    'Kartoffelgratin\nFür 4 Personen\n1 kg Kartoffeln\n200 ml Kaffeesahne\n1 Knoblauchzehe\n\nKartoffeln in Scheiben schneiden, mit der Kaffeesahne übergießen und 50 Minuten bei 180 °C backen.',
    /kaffeesahne/i,
  ],
];

describe('a cream the table does not name is replaced by a plant cream', () => {
  it.each(creamDishes)('under Vegetarian and Dairy-Free (%#)', (recipe, cream) => {
    const out = convert(recipe, ['Vegetarian', 'Dairy-Free']);
    expect(out.ingredients.join('\n')).not.toMatch(cream);
  });
});
