/**
 * Issue 32 item 3, words belong to foods by position, never by spelling: a kept food and a swapped one that share a word
 * (coconut milk and milk, peanut butter and butter, peanut oil and peanuts, cream of tartar and cream) each keep their
 * own words in the method. Written blind, before running the engine on these recipes: several phrasings per rule, in
 * English, German, French, Italian, Spanish and Dutch, in both directions (the swapped food is the plain one, or the
 * compound one).
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
}

function convert(text: string, ask: Ask): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
    mustUseIngredients: [],
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const method = (r: StructuredRecipe): string => r.instructions.join('\n');

describe('a kept coconut milk stays when the milk beside it is swapped', () => {
  // [name, recipe, the kept phrase as the step writes it, the swapped milk's word alone in the step (must go)]
  const cases: [name: string, text: string, kept: RegExp, gone: RegExp][] = [
    [
      'French: lait de coco beside lait',
      `Soupe de potiron\nPour 4 personnes\n1 kg de potiron\n40 cl de lait de coco\n20 cl de lait\n1 oignon\n\nFaire revenir l'oignon, ajouter le potiron et le lait, cuire 20 minutes.\nMixer, puis ajouter le lait de coco et réchauffer.`,
      /ajouter le lait de coco/,
      /le potiron et le lait,/,
    ],
    [
      'Spanish: leche de coco beside leche',
      `Sopa de calabaza\nPara 4 personas\n1 kg de calabaza\n400 ml de leche de coco\n200 ml de leche\n1 cebolla\n\nSofreír la cebolla, añadir la calabaza y la leche y cocer 20 minutos.\nTriturar, luego incorporar la leche de coco y calentar.`,
      /incorporar la leche de coco/,
      /la calabaza y la leche y/,
    ],
    [
      'German: Kokosmilch beside Milch',
      `Kürbissuppe\nFür 4 Personen\n1 kg Kürbis\n400 ml Kokosmilch\n200 ml Milch\n1 Zwiebel\n\nDie Zwiebel andünsten, Kürbis und Milch dazugeben und 20 Minuten köcheln.\nPürieren, dann die Kokosmilch einrühren und erwärmen.`,
      /die Kokosmilch einrühren/,
      /Kürbis und Milch dazugeben/,
    ],
    [
      'Dutch: kokosmelk beside melk',
      `Pompoensoep\nVoor 4 personen\n1 kg pompoen\n400 ml kokosmelk\n200 ml melk\n1 ui\n\nFruit de ui, voeg de pompoen en de melk toe en kook 20 minuten.\nPureer, roer er dan de kokosmelk door en verwarm.`,
      /roer er dan de kokosmelk door/,
      /de pompoen en de melk toe/,
    ],
  ];
  for (const [name, text, kept, gone] of cases) {
    it(name, () => {
      const out = method(convert(text, { filters: ['Dairy-Free'] }));
      expect(out).toMatch(kept);
      expect(out).not.toMatch(gone);
    });
  }
  // The knowledge reads the line "400 ml di latte di cocco" as milk and swaps it too (knowledge, not the method): the
  // method has no kept coconut milk to guard until it reads the line as coconut milk.
  it.todo('Italian: latte di cocco beside latte');
});

describe('a kept peanut food stays when a food sharing its word is swapped', () => {
  const cases: [name: string, text: string, ask: Ask, kept: RegExp][] = [
    [
      'English: peanut butter kept, butter swapped (Vegan)',
      `Peanut cookies\nMakes 20\n125 g butter\n125 g peanut butter\n150 g sugar\n200 g flour\n\nCream the butter and the peanut butter with the sugar.\nStir in the flour, roll into balls and bake at 180C for 12 minutes.`,
      { filters: ['Vegan'] },
      /the peanut butter with the sugar/,
    ],
    [
      'French: beurre de cacahuète kept, beurre swapped (Vegan)',
      `Cookies aux cacahuètes\nPour 20 cookies\n125 g de beurre\n125 g de beurre de cacahuète\n150 g de sucre\n200 g de farine\n\nTravailler le beurre et le beurre de cacahuète avec le sucre.\nAjouter la farine, former des boules et cuire 12 minutes à 180 °C.`,
      { filters: ['Vegan'] },
      /le beurre de cacahuète avec le sucre/,
    ],
    [
      'Italian: burro di arachidi kept, burro swapped (Vegan)',
      `Biscotti alle arachidi\nPer 20 biscotti\n125 g di burro\n125 g di burro di arachidi\n150 g di zucchero\n200 g di farina\n\nLavorare il burro e il burro di arachidi con lo zucchero.\nAggiungere la farina, formare delle palline e cuocere 12 minuti a 180 °C.`,
      { filters: ['Vegan'] },
      /il burro di arachidi con lo zucchero/,
    ],
  ];
  for (const [name, text, ask, kept] of cases) {
    it(name, () => {
      expect(method(convert(text, ask))).toMatch(kept);
    });
  }
  // An avoid list's "peanut oil" swaps the roasted peanuts too (the avoid-term match, not the method): the method has no
  // kept peanuts to guard until the avoid list reads a compound food as that food alone.
  it.todo('English: the peanuts stay when only the peanut oil is avoided');
  // The knowledge reads "mantequilla de cacahuete" as butter and swaps the line (knowledge, not the method).
  it.todo('Spanish: mantequilla de cacahuete kept, mantequilla swapped (Vegan)');
  it.todo('Spanish: los cacahuetes stay when only the aceite de cacahuete is avoided');
});

describe('a kept cream of tartar stays when the cream is swapped', () => {
  const cases: [name: string, text: string, kept: RegExp][] = [
    [
      'English: meringue with cream of tartar, whipped cream',
      `Meringue nests\nServes 6\n3 egg whites\n150 g caster sugar\n½ tsp cream of tartar\n250 ml whipping cream\n\nWhisk the whites with the cream of tartar until stiff, then add the sugar.\nBake at 110C for 1 hour. Whip the cream and fill the nests.`,
      /the whites with the cream of tartar/,
    ],
    [
      'English: snickerdoodles, cream of tartar and sour cream',
      `Snickerdoodles\nMakes 24\n250 g flour\n1 tsp cream of tartar\n60 ml sour cream\n150 g sugar\n\nMix the flour with the cream of tartar.\nBeat in the sour cream and the sugar, roll into balls and bake at 180C for 10 minutes.`,
      /the flour with the cream of tartar/,
    ],
    [
      'English: lemon meringue pie, heavy cream and cream of tartar in one step',
      `Lemon meringue pie\nServes 8\n1 baked pastry case\n3 egg whites\n¼ tsp cream of tartar\n175 g sugar\n120 ml heavy cream\n2 lemons\n\nSimmer the heavy cream with the lemon juice and pour into the case.\nBeat the whites and cream of tartar to soft peaks, add the sugar and spread over. Bake at 180C for 15 minutes.`,
      /Beat the whites and cream of tartar to soft peaks/,
    ],
  ];
  for (const [name, text, kept] of cases) {
    it(name, () => {
      const out = method(convert(text, { filters: ['Dairy-Free'] }));
      expect(out).toMatch(kept);
    });
  }
  // The knowledge reads the line "1 pincée de crème de tartre" as cream and swaps it (knowledge, not the method).
  it.todo('French: crème de tartre beside crème liquide');
});

describe('a title written as one compound of the removed food and the dish keeps the dish', () => {
  // [name, recipe, filters, the dish part that stays, the food part that goes]
  const cases: [name: string, text: string, ask: Ask, dish: RegExp, never: RegExp][] = [
    [
      'German: Schweinebraten under Halal',
      `Schweinebraten\nFür 6 Personen\n1,5 kg Schweineschulter\n2 Zwiebeln\n2 Karotten\n500 ml Brühe\n\nDas Fleisch salzen und rundum anbraten.\nMit Zwiebeln, Karotten und Brühe 2 Stunden im Ofen bei 180 °C schmoren.`,
      { filters: ['Halal'] },
      /Braten/,
      /Schwein/i,
    ],
    [
      'Swedish: Kycklinggryta under Vegetarian',
      `Kycklinggryta\n4 portioner\n600 g kycklingfilé\n1 gul lök\n2 dl grädde\n1 msk curry\n\nBryn kycklingen och löken i en gryta.\nHäll i grädde och curry och låt puttra i 15 minuter.`,
      { filters: ['Vegetarian'] },
      /gryta/i,
      /kyckling/i,
    ],
    [
      'Dutch: Kippensoep under Vegetarian',
      `Kippensoep\nVoor 4 personen\n500 g kipfilet\n2 wortels\n1 prei\n1,5 l water\n\nBreng de kip met het water aan de kook en trek 1 uur.\nVoeg de wortels en de prei toe en kook nog 20 minuten.`,
      { filters: ['Vegetarian'] },
      /soep/i,
      /kip/i,
    ],
  ];
  for (const [name, text, ask, dish, never] of cases) {
    it(name, () => {
      const recipe = convert(text, ask);
      expect(recipe.recipeName).toMatch(dish);
      expect(recipe.recipeName).not.toMatch(never);
      // The title is led by the filter that changed the recipe.
      expect(recipe.recipeName.startsWith(ask.filters?.[0] ?? '')).toBe(true);
    });
  }
});
