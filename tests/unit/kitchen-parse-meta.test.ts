import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';

/** Servings and times as people write them (issue 31), three phrasings or more per rule, in several languages. */
const minutes = (line: string) => {
  const t = readMetaLine(line)?.times;
  return t && Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v?.minutes]));
};

describe('servings and times read as written', () => {
  it('reads a label written after the duration', () => {
    expect(minutes('10 mins prep · 25 mins baking')).toEqual({ prep: 10, cook: 25 });
    expect(minutes('15 minutos de preparación · 45 minutos de cocción')).toEqual({ prep: 15, cook: 45 });
    expect(minutes('2 horas de frío')).toEqual({ rest: 120 });
    expect(minutes('1 Stunde Ruhezeit')).toEqual({ rest: 60 });
  });

  it('reads a working time plus a named time', () => {
    expect(minutes('Zeit: 20 Min. + 35 Min. Backzeit')).toEqual({ prep: 20, cook: 35 });
    expect(minutes('30 min + 6 ore di riposo')).toEqual({ prep: 30, rest: 360 });
    expect(minutes('30 min + 1 tim i ugnen')).toEqual({ prep: 30, cook: 60 });
    expect(minutes('Total time: 45 minutes (plus 1 hour chilling)')).toEqual({ total: 45, rest: 60 });
  });

  it('reads hours with their minutes unlabelled and schema.org durations', () => {
    expect(minutes('Temps total : 1h10')).toEqual({ total: 70 });
    expect(minutes('Tempo de preparo: 1h20')).toEqual({ prep: 80 });
    expect(minutes('Cuisson : 2h30')).toEqual({ cook: 150 });
    expect(minutes('cookTime: PT1H5M')).toEqual({ cook: 65 });
    expect(minutes('prepTime: PT15M')).toEqual({ prep: 15 });
  });

  it('reads Danish, Norwegian, Turkish and Indonesian times and servings', () => {
    expect(readMetaLine('4 kişilik · Hazırlık süresi: 20 dakika · Pişirme süresi: 40 dakika')).toMatchObject({
      servings: 4,
      times: { prep: { minutes: 20 }, cook: { minutes: 40 } },
    });
    expect(minutes('Tid: 45 minutter')).toEqual({ total: 45 });
    expect(minutes('Arbejdstid: 1 time')).toEqual({ prep: 60 });
    expect(readMetaLine('Untuk 4 porsi')?.servings).toBe(4);
    expect(minutes('Waktu memasak: 30 menit')).toEqual({ cook: 30 });
  });

  it('prefers the people a yield feeds to its count of pieces', () => {
    expect(readMetaLine('Porcje: ok. 40 sztuk (4 osoby)')).toMatchObject({ servings: 4, yieldText: '40 sztuk' });
    expect(readMetaLine('Für 4 Personen (ca. 16 Stück)')).toMatchObject({ servings: 4 });
    expect(readMetaLine('Voor ongeveer 50 poffertjes (4 personen)')?.servings).toBe(4);
    expect(readMetaLine('Na duży garnek (10-12 porcji)')).toMatchObject({ servings: 10, servingsMax: 12 });
  });

  it('reads servings with a remark after them and portions of a yield', () => {
    expect(readMetaLine('Serves 6 as a main, 8 as a side')?.servings).toBe(6);
    expect(readMetaLine('Feeds 4 with rice')?.servings).toBe(4);
    expect(readMetaLine('Portionen: 4 als Hauptgericht')?.servings).toBe(4);
    expect(readMetaLine('makes 1 loaf, 10 thick slices')?.servings).toBe(10);
    expect(readMetaLine('Cuts into 8 slices.')?.servings).toBe(8);
  });

  it('takes a preparation time alone, in a recipe that cooks, as the whole time; a no-cook one keeps it as preparation', () => {
    const cooked = parseRecipeDocument('Zupa\n\nCzas przygotowania: 1,5 godziny\n\n1 kg ziemniaków\n2 cebule\n\nGotować 40 minut.');
    expect(cooked.times.total?.minutes).toBe(90);
    // Read as the whole time; it may also stand as the preparation (the label says so), never as more than the whole.
    expect(cooked.times.prep?.minutes ?? 90).toBe(90);
    expect(cooked.times.cook).toBeUndefined();
    const raw = parseRecipeDocument('Pesto\n\nPreparazione: 15 minuti\n\n50 g basilico\n30 g pinoli\n\nFrullare tutto.');
    expect(raw.times.prep?.minutes).toBe(15);
  });
});

describe('foods a serving sentence names', () => {
  it('are kept beside the list, in several languages', () => {
    const list = '500 g hakket kød\n1 løg\n\n';
    expect(
      parseRecipeDocument(`Frikadeller\n\n${list}Steg dem i smør.\nServer med nye kartofler, brun sovs og rødkål.`).servedWith,
    ).toEqual(['nye kartofler', 'brun sovs', 'rødkål']);
    expect(parseRecipeDocument(`Chili\n\n400 g beef\n1 onion\n\nCook it all. Serve with rice and a green salad.`).servedWith).toEqual([
      'rice',
      'a green salad',
    ]);
    expect(parseRecipeDocument(`Gulasch\n\n500 g Rind\n2 Zwiebeln\n\nAlles schmoren. Dazu passt frisches Brot.`).servedWith).toEqual([
      'frisches Brot',
    ]);
  });
});

describe('lists and steps in running text', () => {
  it('a list an amount opened goes on with foods named without one, only when it closes with "and"', async () => {
    const { amountsInSentence } = await import('../../shared/kitchen/parse/document/prose');
    expect(amountsInSentence('Mit 2 EL Essig, 1 TL Zucker, Salz und Pfeffer abschmecken.')).toEqual([
      '2 EL Essig',
      '1 TL Zucker',
      'Salz',
      'Pfeffer abschmecken',
    ]);
    expect(amountsInSentence('Add 2 cloves garlic, salt and pepper, then stir.')).toEqual(['2 cloves garlic', 'salt', 'pepper']);
    expect(amountsInSentence('Ajouter 2 oignons, sel et poivre.')).toEqual(['2 oignons', 'sel', 'poivre']);
    expect(amountsInSentence('300 g Kartoffeln, gewürfelt, dazugeben, mit 1 l Brühe aufgießen.')).toEqual([
      '300 g Kartoffeln',
      '1 l Brühe aufgießen',
    ]);
  });

  it('"Étape 1", "Step 2", "Schritt 3" under the list start the method', () => {
    for (const word of ['Étape', 'Step', 'Schritt']) {
      const doc = parseRecipeDocument(
        `Mousse\n\nIngredients\n200 g | chocolate\n6 | eggs\n\n${word} 1\nMelt the chocolate.\n${word} 2\nFold in the eggs.`,
      );
      expect(doc.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text))).toEqual(['200 g chocolate', '6 eggs']);
      expect(doc.stepGroups.flatMap((g) => g.steps)).toEqual(['Melt the chocolate.', 'Fold in the eggs.']);
    }
  });
});
