import { describe, expect, it } from 'vitest';
import { generateLocally, minutesIn } from '../../shared/kitchen/index';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { KNOWN_FAULTS } from '../fixtures/reading/blind/knownFaults';
import {
  INFORMAL_AMOUNTS,
  INFORMAL_UNHEADED,
  INLINE_LISTS,
  LONE_HEADER_WORDS,
  META_STRIPS,
  STAGE_GROUPS,
  STAGES_STRIPS,
  TABLE_SOCIAL_CLUTTER,
} from '../fixtures/reading/blind/stagesStrips';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

/**
 * Written blind (issue 31), before running the reader on them: stage-labelled ingredient groups, a meta strip under
 * the title, a list on one line, informal amounts, servings where the recipe says them, stated times that win over
 * the method's, waiting that is never cooking, a flattened table's lone header word and social prompts.
 */

const minutes = (text: string) => (text === '' ? 0 : (minutesIn(text) ?? -1));

describe('stage groups, meta strips, inline lists, informal amounts, table and social clutter (issue 31)', () => {
  it('has three phrasings or more of each layout, in three languages or more', () => {
    for (const set of [
      STAGE_GROUPS,
      META_STRIPS,
      INLINE_LISTS,
      INFORMAL_AMOUNTS,
      INFORMAL_UNHEADED,
      TABLE_SOCIAL_CLUTTER,
      LONE_HEADER_WORDS,
    ]) {
      expect(set.length).toBeGreaterThanOrEqual(3);
      expect(new Set(set.map((r) => r.language)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(STAGES_STRIPS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(STAGES_STRIPS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(KNOWN_FAULTS[recipe.id] ?? []);
  });

  it.each(STAGE_GROUPS.map((r) => [r.id, r] as const))('%s: the stage labels head groups, the day paragraphs stay steps', (_, recipe) => {
    const draft = parseRecipeText(recipe.text);
    expect(draft.ingredients).toHaveLength(recipe.text.split('\n').filter((l) => /^\d|^[½¼¾]/.test(l.trim())).length);
    for (const step of draft.instructions) expect(step.length).toBeGreaterThan(40);
    // Rising, proving and resting overnight are waiting: the cooking time is the bake alone (at most 1 h 45 min here).
    expect(minutes(draft.cookTime)).toBeLessThanOrEqual(105);
  });

  it.each([
    ['en-brioche-stages', /\b(?:whole milk|large eggs|soft butter)\b/i],
    ['nl-desembrood-avond-ochtend', /\bhoning\b/i],
  ] as const)('%s under Vegan: the staged foods are converted, not lost', (id, forbidden) => {
    const recipe = STAGE_GROUPS.find((r) => r.id === id);
    const result = generateLocally({ mode: 'convert', originalRecipe: recipe?.text ?? '', filters: ['Vegan'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.ingredients.length).toBe(parseRecipeText(recipe?.text ?? '').ingredients.length);
    expect(result.recipe.ingredients.length).toBeGreaterThanOrEqual(recipe?.foods.length ?? 0);
    expect(result.recipe.ingredients.join('\n')).not.toMatch(forbidden);
  });

  it.each(META_STRIPS.map((r) => [r.id, r] as const))('%s: the strip is meta, and scaling leaves its oven alone', (_, recipe) => {
    const strip = recipe.text.split('\n')[1] ?? '';
    const draft = parseRecipeText(recipe.text);
    expect(draft.ingredients).toHaveLength(recipe.foods.length);
    expect(draft.ingredients.join('\n')).not.toMatch(/°|grader/);
    expect(draft.instructions.join('\n')).not.toContain(strip);
    const result = generateLocally({ mode: 'convert', originalRecipe: recipe.text, filters: ['Vegetarian'], requestedServings: 12 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.ingredients.join('\n')).not.toMatch(/°|grader/);
    expect(JSON.stringify(result.recipe)).not.toMatch(/[3-9]\d\d\s*°/);
  });
});

interface MetaCase {
  name: string;
  text: string;
  servings?: number;
  servingsMax?: number;
  /** The draft's times in minutes (0: none), as the converter receives them. */
  cook?: number;
  total?: number;
}

const SERVINGS_CASES: Record<string, readonly MetaCase[]> = {
  'a yield at the end of the recipe': [
    {
      name: 'de Blech',
      text: 'Schoko-Kokos-Schnitten\n\nZutaten\n200 g Butter\n150 g Zucker\n3 Eier\n200 g Mehl\n100 g Kokosraspel\n\nZubereitung\nAlles verrühren, auf das Blech streichen und 25 Minuten backen.\nIn Stücke schneiden.\n\nErgibt 1 Blech / ca. 12 Stücke',
      servings: 12,
    },
    {
      name: 'en tray',
      text: 'Millionaire shortbread\n\nIngredients\n250 g plain flour\n175 g butter\n75 g caster sugar\n397 g tin condensed milk\n200 g dark chocolate\n\nMethod\nRub the flour, butter and sugar together and bake the base for 20 minutes.\nBoil the condensed milk with butter into caramel, pour over, top with melted chocolate.\n\nMakes 1 tray, about 12 squares',
      servings: 12,
    },
    {
      name: 'fr plaque',
      text: 'Carrés aux dattes\n\nIngrédients\n250 g de dattes\n200 g de flocons d’avoine\n100 g de beurre\n80 g de cassonade\n\nPréparation\nCuire les dattes avec un peu d’eau.\nMélanger le reste, étaler la moitié, couvrir de dattes puis du reste, cuire 30 minutes.\n\nRendement : 1 plaque, environ 16 carrés',
      servings: 16,
    },
    {
      name: 'nl bakplaat',
      text: 'Kokosmakronen\n\nIngrediënten\n3 eiwitten\n150 g suiker\n200 g geraspte kokos\n\nBereiding\nKlop de eiwitten met de suiker stijf en spatel de kokos erdoor.\nSchep hoopjes op de bakplaat en bak 15 minuten.\n\nOpbrengst: 1 bakplaat, ongeveer 20 stuks',
      servings: 20,
    },
  ],
  'servings in a chatty first sentence': [
    {
      name: 'es vasos',
      text: 'Gazpacho andaluz\nPara 6 vasos. Sin cocción y listo en solo 15 minutos.\n\nIngredientes\n1 kg de tomates maduros\n1 pimiento verde\n1 pepino\n1 diente de ajo\n50 ml de aceite de oliva\n2 cucharadas de vinagre de Jerez\nsal\n\nPreparación\nTrocea las verduras y tritúralas con el aceite, el vinagre y la sal.\nEnfría en la nevera al menos 2 horas antes de servir.',
      servings: 6,
      cook: 0,
      total: 15,
    },
    {
      name: 'en glasses',
      text: 'Mango lassi\nFor 6 glasses – no cooking, just blend and chill.\n\nIngredients\n2 ripe mangoes\n500 g plain yogurt\n250 ml milk\n2 tbsp honey\n\nMethod\nBlend everything until smooth.\nChill for 1 hour before serving.',
      servings: 6,
      cook: 0,
    },
    {
      name: 'nl kommen',
      text: 'Snelle erwtensoep\nVoor 4 kommen. Heerlijk op een koude dag.\n\nIngrediënten\n500 g spliterwten\n1 prei\n2 wortels\n1,5 l groentebouillon\n\nBereiding\nKook de erwten met de bouillon 45 minuten.\nVoeg de groenten toe en kook nog 20 minuten.',
      servings: 4,
    },
    {
      name: 'it persone',
      text: 'Pasta al limone\nPer 4 persone, pronta in 20 minuti.\n\nIngredienti\n320 g di spaghetti\n2 limoni\n50 g di burro\n60 g di parmigiano\n\nProcedimento\nCuocete la pasta.\nMantecatela con burro, succo e scorza di limone e parmigiano.',
      servings: 4,
      total: 20,
    },
  ],
  'a range of servings kept as written': [
    {
      name: 'en Serves 3–4',
      text: 'Chickpea curry\nServes 3–4\n\nIngredients\n2 cans chickpeas\n1 onion\n400 ml coconut milk\n\nMethod\nFry the onion, add the rest and simmer.',
      servings: 3,
      servingsMax: 4,
    },
    {
      name: 'de Für 3-4 Personen',
      text: 'Linseneintopf\nFür 3-4 Personen\n\nZutaten\n250 g Linsen\n1 Zwiebel\n1 l Brühe\n\nZubereitung\nAlles zusammen garen.',
      servings: 3,
      servingsMax: 4,
    },
    {
      name: 'fr Pour 4 à 6 personnes',
      text: 'Ratatouille\nPour 4 à 6 personnes\n\nIngrédients\n2 courgettes\n1 aubergine\n3 tomates\n\nPréparation\nFaire revenir les légumes et mijoter.',
      servings: 4,
      servingsMax: 6,
    },
    {
      name: 'es Para 6-8 personas',
      text: 'Paella mixta\nPara 6-8 personas\n\nIngredientes\n500 g de arroz\n1 l de caldo\n200 g de judías verdes\n\nPreparación\nSofríe, añade el arroz y el caldo y cuece.',
      servings: 6,
      servingsMax: 8,
    },
  ],
  'servings labelled after the times': [
    {
      name: 'en Serves: 8',
      text: 'Lemon drizzle cake\nPrep: 15 min | Cook: 45 min\nServes: 8\n\nIngredients\n225 g butter\n225 g sugar\n4 eggs\n225 g self-raising flour\n\nMethod\nCream, beat in the eggs, fold in the flour and bake.',
      servings: 8,
      cook: 45,
    },
    {
      name: 'da Portioner',
      text: 'Frikadeller\nForberedelse: 20 min\nTilberedning: 25 min\nPortioner: 6\n\nIngredienser\n500 g hakket svinekød\n1 løg\n1 æg\n1 dl mælk\n\nFremgangsmåde\nRør farsen og steg frikadellerne.',
      servings: 6,
      cook: 25,
    },
    {
      name: 'cs Porce',
      text: 'Bábovka\nPříprava: 20 min\nPečení: 50 min\nPorce: 10\n\nSuroviny\n250 g hladké mouky\n200 g cukru\n4 vejce\n\nPostup\nVše smícháme a pečeme.',
      servings: 10,
      cook: 50,
    },
    {
      name: 'es Comensales',
      text: 'Tortilla de patatas\nTiempo: 40 min\nComensales: 4\n\nIngredientes\n5 patatas\n6 huevos\n1 cebolla\n\nPreparación\nFríe las patatas y la cebolla, cuaja con el huevo.',
      servings: 4,
    },
  ],
};

const TIME_CASES: Record<string, readonly MetaCase[]> = {
  'a stated time wins over the sum of the method': [
    {
      name: 'en Total time',
      text: 'Weeknight chilli\nTotal time: 45 minutes\n\nIngredients\n500 g beef mince\n1 onion\n1 can kidney beans\n\nMethod\nBrown the mince and onion for 10 minutes.\nAdd the beans and simmer for 30 minutes.\nLeave to stand 15 minutes before serving.',
      total: 45,
    },
    {
      name: 'en ready in',
      text: 'Roast chicken thighs\nReady in 1 hour\n\nIngredients\n8 chicken thighs\n1 kg potatoes\n2 tbsp olive oil\n\nMethod\nMarinate the chicken for 2 hours.\nRoast with the potatoes for 50 minutes.',
      total: 60,
    },
    {
      name: 'fr prête en',
      text: 'Mousse express\nUne mousse prête en 15 minutes, à laisser prendre au frais.\n\nIngrédients\n200 g de chocolat\n4 œufs\n\nPréparation\nFaites fondre le chocolat 5 minutes.\nIncorporez les œufs et réservez au frais 3 heures.',
      total: 15,
    },
    {
      name: 'de fertig',
      text: 'Schnelle Tomatensuppe\nIn 30 Minuten fertig\n\nZutaten\n1 Zwiebel\n800 g Tomaten aus der Dose\n500 ml Gemüsebrühe\n\nZubereitung\nZwiebel 5 Minuten andünsten.\nTomaten und Brühe zugeben und 20 Minuten köcheln, danach 1 Stunde ziehen lassen.',
      total: 30,
    },
  ],
  'waiting is never cooking nor summed': [
    {
      name: 'de gehen lassen',
      text: 'Hefezopf\n\nZutaten\n500 g Mehl\n1 Würfel Hefe\n250 ml Milch\n80 g Zucker\n\nZubereitung\nAlles zu einem Teig kneten und 1 Stunde gehen lassen.\nZopf flechten und nochmals 30 Minuten gehen lassen.\nBei 180 °C 35 Minuten backen.',
      cook: 35,
    },
    {
      name: 'da køle af',
      text: 'Rugbrød\n\nIngredienser\n500 g rugmel\n5 dl vand\n1 spsk salt\n\nFremgangsmåde\nRør dejen og lad den stå 12–16 timer ved stuetemperatur.\nBag brødet ved 180 °C i 1 time og 45 minutter.\nLad det køle af i mindst 12 timer.',
      cook: 105,
    },
    {
      name: 'es nevera',
      text: 'Crema de calabacín fría\n\nIngredientes\n3 calabacines\n1 puerro\n500 ml de caldo\n\nPreparación\nCuece las verduras en el caldo 15 minutos.\nTritura y enfría en la nevera al menos 2 horas.',
      cook: 15,
    },
    {
      name: 'en marinate',
      text: 'Yogurt chicken skewers\n\nIngredients\n600 g chicken breast\n200 g yogurt\n1 tsp cumin\n\nMethod\nMarinate the chicken in the yogurt and cumin for 4 hours.\nThread onto skewers and grill for 12 minutes.',
      cook: 12,
    },
    {
      name: 'it lievitare',
      text: 'Focaccia\n\nIngredienti\n500 g di farina\n350 ml di acqua\n7 g di lievito\n\nProcedimento\nImpastate e lasciate lievitare 2 ore.\nStendete in teglia e cuocete 25 minuti a 220 °C.',
      cook: 25,
    },
  ],
};

describe('servings and times as the recipe says them, read blind (issue 31)', () => {
  for (const [rule, cases] of Object.entries({ ...SERVINGS_CASES, ...TIME_CASES })) {
    it.each(cases.map((c) => [c.name, c] as const))(`${rule}: %s`, (_, c) => {
      const doc = parseRecipeDocument(c.text);
      const draft = parseRecipeText(c.text);
      if (c.servings !== undefined) expect(doc.servings).toBe(c.servings);
      if (c.servingsMax !== undefined) {
        expect(doc.servingsMax).toBe(c.servingsMax);
        expect(draft.servings).toBe(`${c.servings}-${c.servingsMax}`);
      }
      if (c.cook !== undefined) expect(minutes(draft.cookTime), draft.cookTime).toBe(c.cook);
      if (c.total !== undefined) expect(minutes(draft.totalTime), draft.totalTime).toBe(c.total);
      // Waiting is never summed into the total: no total beyond what is stated or cooked.
      if (c.total === undefined && c.cook !== undefined && draft.totalTime !== '')
        expect(minutes(draft.totalTime), draft.totalTime).toBeLessThanOrEqual(c.cook + (doc.times.prep?.minutes ?? 0));
      // No line of the recipe's own meta is read as an ingredient.
      expect(draft.ingredients.join('\n')).not.toMatch(
        /\b(?:serves|ergibt|makes|rendement|opbrengst|para|voor|per|portioner|porce|comensales)\b/i,
      );
    });
  }

  it('has three phrasings or more of every rule, in three languages or more', () => {
    for (const cases of Object.values({ ...SERVINGS_CASES, ...TIME_CASES })) {
      expect(cases.length).toBeGreaterThanOrEqual(3);
      expect(new Set(cases.map((c) => c.name.split(' ')[0])).size).toBeGreaterThanOrEqual(3);
    }
  });
});
