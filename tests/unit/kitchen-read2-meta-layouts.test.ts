import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { parseMinutes } from '../fixtures/blind/scaling';

/**
 * Servings, yields and times in every layout issue 31 names, read as the structured recipe keeps them (what the blind
 * checker reads): one line cut by runs of spaces or tabs, hour abbreviations and decimal commas of many languages, a
 * blog card flattened to one cell per line, a Markdown table of labels over values, key–value table rows, a caption's
 * emoji, meta after the method, and a stated total that wins over the method's own durations. Written blind, three
 * phrasings or more per rule, before looking at what the parser does with them.
 */
interface Want {
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
}

interface Case {
  text: string;
  want: Want;
}

const LIST: Record<string, string> = {
  en: 'Ingredients\n- 500 g potatoes\n- 2 eggs\n- 100 ml milk\n\nMethod\n1. Boil the potatoes for 10 minutes.\n2. Mash with the milk and eggs, then fry for 4 minutes.',
  de: 'Zutaten\n- 500 g Kartoffeln\n- 2 Eier\n- 100 ml Milch\n\nZubereitung\n1. Kartoffeln 10 Minuten kochen.\n2. Mit Milch und Eiern stampfen und 4 Minuten braten.',
  fr: 'Ingrédients\n- 500 g de pommes de terre\n- 2 œufs\n- 10 cl de lait\n\nPréparation\n1. Cuire les pommes de terre 10 minutes.\n2. Écraser avec le lait et les œufs, puis poêler 4 minutes.',
  es: 'Ingredientes\n- 500 g de patatas\n- 2 huevos\n- 100 ml de leche\n\nPreparación\n1. Cocer las patatas 10 minutos.\n2. Machacar con la leche y los huevos y freír 4 minutos.',
  it: 'Ingredienti\n- 500 g di patate\n- 2 uova\n- 100 ml di latte\n\nProcedimento\n1. Lessare le patate per 10 minuti.\n2. Schiacciarle con il latte e le uova e friggere per 4 minuti.',
  pt: 'Ingredientes\n- 500 g de batatas\n- 2 ovos\n- 100 ml de leite\n\nModo de preparo\n1. Cozinhe as batatas por 10 minutos.\n2. Amasse com o leite e os ovos e frite por 4 minutos.',
  nl: 'Ingrediënten\n- 500 g aardappelen\n- 2 eieren\n- 100 ml melk\n\nBereiding\n1. Kook de aardappelen 10 minuten.\n2. Stamp met de melk en de eieren en bak 4 minuten.',
  pl: 'Składniki\n- 500 g ziemniaków\n- 2 jajka\n- 100 ml mleka\n\nPrzygotowanie\n1. Ziemniaki gotować 10 minut.\n2. Utłuc z mlekiem i jajkami, smażyć 4 minuty.',
  sv: 'Ingredienser\n- 500 g potatis\n- 2 ägg\n- 1 dl mjölk\n\nGör så här\n1. Koka potatisen i 10 minuter.\n2. Mosa med mjölk och ägg och stek i 4 minuter.',
  da: 'Ingredienser\n- 500 g kartofler\n- 2 æg\n- 1 dl mælk\n\nFremgangsmåde\n1. Kog kartoflerne i 10 minutter.\n2. Mos dem med mælk og æg, og steg i 4 minutter.',
  hu: 'Hozzávalók\n- 50 dkg burgonya\n- 2 tojás\n- 1 dl tej\n\nElkészítés\n1. A burgonyát 10 percig főzzük.\n2. Összetörjük a tejjel és a tojással, és 4 percig sütjük.',
  cs: 'Suroviny\n- 500 g brambor\n- 2 vejce\n- 100 ml mléka\n\nPostup\n1. Brambory vaříme 10 minut.\n2. Rozmačkáme s mlékem a vejci a smažíme 4 minuty.',
  tr: 'Malzemeler\n- 500 g patates\n- 2 yumurta\n- 100 ml süt\n\nHazırlanışı\n1. Patatesleri 10 dakika haşlayın.\n2. Süt ve yumurtayla ezin, 4 dakika kızartın.',
};

const withMeta = (lang: string, meta: string) => `Test\n\n${meta}\n\n${LIST[lang]}\n`;
const withMetaAfter = (lang: string, meta: string) => `Test\n\n${LIST[lang]}\n\n${meta}\n`;

const RULES: Record<string, Case[]> = {
  'one line cut by runs of spaces or by tabs': [
    { text: withMeta('sv', '4 portioner   Tillagningstid: 45 min'), want: { servings: 4, total: 45 } },
    { text: withMeta('de', 'Für 4 Personen    Gesamtzeit: 30 Min.'), want: { servings: 4, total: 30 } },
    { text: withMeta('en', 'Serves 6     Prep 15 min     Cook 1 hr'), want: { servings: 6, prep: 15, cook: 60 } },
    { text: withMeta('fr', '6 personnes\tPréparation : 20 min\tCuisson : 35 min'), want: { servings: 6, prep: 20, cook: 35 } },
    { text: withMeta('it', 'Dosi per 4 persone      Tempo totale: 40 minuti'), want: { servings: 4, total: 40 } },
    { text: withMeta('nl', '4 personen\tBereidingstijd 25 min\tOventijd 30 min'), want: { servings: 4, prep: 25, cook: 30 } },
  ],
  'hour abbreviations and decimal commas': [
    { text: withMeta('pl', 'Czas przygotowania: 1,5 godz.'), want: { prep: 90 } },
    { text: withMeta('pl', 'Czas przygotowania: 40 min + chłodzenie'), want: { prep: 40 } },
    { text: withMeta('de', 'Zubereitungszeit: 1,5 Std.'), want: { prep: 90 } },
    { text: withMeta('de', 'Backzeit: 1 Std. 15 Min.'), want: { cook: 75 } },
    { text: withMeta('cs', 'Doba přípravy: 1,5 hod.'), want: { prep: 90 } },
    { text: withMeta('cs', 'Doba pečení: 1 hod. 10 min.'), want: { cook: 70 } },
    { text: withMeta('da', 'Tilberedningstid: 1,5 t.'), want: { total: 90 } },
    { text: withMeta('sv', 'Tillagningstid: 1,5 tim'), want: { total: 90 } },
    { text: withMeta('hu', 'Sütési idő: 1,5 óra'), want: { cook: 90 } },
    { text: withMeta('tr', 'Pişirme süresi: 1,5 saat'), want: { cook: 90 } },
    { text: withMeta('it', 'Cottura: 1,5 ore'), want: { cook: 90 } },
    { text: withMeta('fr', 'Cuisson : 1,5 heures'), want: { cook: 90 } },
    { text: withMeta('en', 'Cook time: 1.5 h'), want: { cook: 90 } },
  ],
  'a label used for a part and for the whole, alone, is both': [
    { text: withMeta('pl', 'Porcje: 4\nCzas przygotowania: 50 minut'), want: { servings: 4, prep: 50, total: 50 } },
    { text: withMeta('de', 'Portionen: 4\nZubereitungszeit: 50 Minuten'), want: { servings: 4, prep: 50, total: 50 } },
    { text: withMeta('fr', 'Pour 4 personnes\nTemps de préparation : 50 minutes'), want: { servings: 4, prep: 50, total: 50 } },
    { text: withMeta('es', 'Raciones: 4\nTiempo de preparación: 50 minutos'), want: { servings: 4, prep: 50, total: 50 } },
  ],
  'a blog card flattened to one cell per line': [
    { text: withMeta('en', 'Prep Time\n15 mins\nCook Time\n30 mins\nServings\n4'), want: { servings: 4, prep: 15, cook: 30 } },
    { text: withMeta('de', 'Vorbereitungszeit\n15 Min.\nKochzeit\n30 Min.\nPortionen\n4'), want: { servings: 4, prep: 15, cook: 30 } },
    {
      text: withMeta('es', 'Tiempo de preparación\n15 minutos\nTiempo de cocción\n30 minutos\nRaciones\n4'),
      want: { servings: 4, prep: 15, cook: 30 },
    },
    { text: withMeta('it', 'Preparazione\n15 minuti\nCottura\n30 minuti\nPorzioni\n4'), want: { servings: 4, prep: 15, cook: 30 } },
  ],
  'a Markdown table of labels over values': [
    { text: withMeta('en', '| Prep | Cook | Serves |\n|---|---|---|\n| 15 min | 30 min | 4 |'), want: { servings: 4, prep: 15, cook: 30 } },
    {
      text: withMeta('de', '| Zubereitung | Backzeit | Portionen |\n|---|---|---|\n| 20 Min. | 45 Min. | 6 |'),
      want: { servings: 6, prep: 20, cook: 45 },
    },
    {
      text: withMeta('fr', '| Préparation | Cuisson | Personnes |\n| --- | --- | --- |\n| 10 min | 25 min | 4 |'),
      want: { servings: 4, prep: 10, cook: 25 },
    },
    {
      text: withMeta('pt', '| Preparo | Cozimento | Porções |\n|:--|:--|:--|\n| 15 min | 40 min | 8 |'),
      want: { servings: 8, prep: 15, cook: 40 },
    },
  ],
  'key–value table rows': [
    {
      text: withMeta('en', '| Servings | 4 |\n| Prep time | 10 minutes |\n| Cook time | 20 minutes |'),
      want: { servings: 4, prep: 10, cook: 20 },
    },
    {
      text: withMeta('nl', '| Personen | 4 |\n| Voorbereiding | 10 min |\n| Kooktijd | 20 min |'),
      want: { servings: 4, prep: 10, cook: 20 },
    },
    { text: withMeta('es', '| Raciones | 4 |\n| Preparación | 10 min |\n| Cocción | 20 min |'), want: { servings: 4, prep: 10, cook: 20 } },
  ],
  'a caption with emoji': [
    { text: withMeta('en', '🍽 Serves 4 ⏱ Prep 10 min 🔥 Cook 20 min'), want: { servings: 4, prep: 10, cook: 20 } },
    { text: withMeta('de', '👥 4 Portionen ⏰ 35 Min.'), want: { servings: 4, total: 35 } },
    { text: withMeta('it', '🍝 4 porzioni · ⏱️ 25 minuti'), want: { servings: 4, total: 25 } },
    { text: withMeta('es', '🕒 Preparación: 15 min | 🍳 Cocción: 25 min | 🍽️ 4 raciones'), want: { servings: 4, prep: 15, cook: 25 } },
  ],
  'meta after the method': [
    { text: withMetaAfter('pl', 'Porcje: 4\nCzas gotowania: 30 min'), want: { servings: 4, cook: 30 } },
    { text: withMetaAfter('hu', 'Adag: 4 fő\nElkészítési idő: 45 perc'), want: { servings: 4, total: 45 } },
    { text: withMetaAfter('cs', 'Počet porcí: 4\nCelkový čas: 45 minut'), want: { servings: 4, total: 45 } },
    { text: withMetaAfter('en', 'Serves 4. Total time 45 minutes.'), want: { servings: 4, total: 45 } },
  ],
  'a stated total wins over the method’s durations': [
    { text: withMeta('en', 'Serves 4 | Total time: 1 hour'), want: { servings: 4, total: 60 } },
    { text: withMeta('sv', '4 portioner | Tid: 45 min'), want: { servings: 4, total: 45 } },
    { text: withMeta('tr', '4 kişilik · Toplam süre: 50 dakika'), want: { servings: 4, total: 50 } },
    { text: withMeta('da', '4 personer · Tid i alt: 50 minutter'), want: { servings: 4, total: 50 } },
  ],
  'servings said with a preposition or a word of people, in many languages': [
    { text: withMeta('pl', 'Dla 4 osób'), want: { servings: 4 } },
    { text: withMeta('cs', 'Pro 4 osoby'), want: { servings: 4 } },
    { text: withMeta('hu', '4 személyre'), want: { servings: 4 } },
    { text: withMeta('sv', 'Till 4 personer'), want: { servings: 4 } },
    { text: withMeta('da', '4 personer'), want: { servings: 4 } },
    { text: withMeta('nl', 'Voor 4 personen'), want: { servings: 4 } },
    { text: withMeta('pt', 'Rende 4 porções'), want: { servings: 4 } },
    { text: withMeta('tr', '4 kişilik'), want: { servings: 4 } },
    { text: withMeta('es', 'Para 4 personas'), want: { servings: 4 } },
    { text: withMeta('it', 'Per 4 persone'), want: { servings: 4 } },
  ],
  'half an hour and other times in words': [
    { text: withMeta('en', 'Prep time: half an hour'), want: { prep: 30 } },
    { text: withMeta('de', 'Kochzeit: eine halbe Stunde'), want: { cook: 30 } },
    { text: withMeta('fr', 'Cuisson : une demi-heure'), want: { cook: 30 } },
    { text: withMeta('es', 'Cocción: media hora'), want: { cook: 30 } },
    { text: withMeta('pl', 'Czas pieczenia: pół godziny'), want: { cook: 30 } },
    { text: withMeta('it', "Cottura: mezz'ora"), want: { cook: 30 } },
  ],
  'hours and minutes written together': [
    { text: withMeta('fr', 'Cuisson : 1h30'), want: { cook: 90 } },
    { text: withMeta('it', 'Cottura: 1 ora e 15 minuti'), want: { cook: 75 } },
    { text: withMeta('de', 'Backzeit: 1 Std. 10 Min.'), want: { cook: 70 } },
    { text: withMeta('en', 'Cook time: 1 hr 5 mins'), want: { cook: 65 } },
    { text: withMeta('hu', 'Sütési idő: 1 óra 20 perc'), want: { cook: 80 } },
  ],
  'servings stated after the method, in a sentence': [
    { text: withMetaAfter('en', 'This recipe serves 4.'), want: { servings: 4 } },
    { text: withMetaAfter('de', 'Das Rezept reicht für 4 Personen.'), want: { servings: 4 } },
    { text: withMetaAfter('es', 'Esta receta es para 4 personas.'), want: { servings: 4 } },
  ],
  'servings in the ingredients heading': [
    { text: `Test\n\nIngredients for 4 servings\n- 500 g potatoes\n- 2 eggs\n\nMethod\nBoil and mash.`, want: { servings: 4 } },
    { text: `Test\n\nIngrédients (pour 6 personnes)\n- 500 g de pommes de terre\n- 2 œufs\n\nPréparation\nCuire.`, want: { servings: 6 } },
    { text: `Test\n\nSkładniki (4 porcje):\n- 500 g ziemniaków\n- 2 jajka\n\nPrzygotowanie\nUgotować.`, want: { servings: 4 } },
    { text: `Test\n\nMalzemeler (4 kişilik)\n- 500 g patates\n- 2 yumurta\n\nHazırlanışı\nHaşlayın.`, want: { servings: 4 } },
    { text: `Test\n\nIngredienser till 4 personer\n- 500 g potatis\n- 2 ägg\n\nGör så här\nKoka.`, want: { servings: 4 } },
  ],
  'abbreviated servings words': [
    { text: withMeta('de', '4 Pers. | 35 Min.'), want: { servings: 4, total: 35 } },
    { text: withMeta('sv', '4 port.'), want: { servings: 4 } },
    { text: withMeta('pl', '6 porc.'), want: { servings: 6 } },
    { text: withMeta('fr', '4 pers.'), want: { servings: 4 } },
  ],
  'a recipe plugin card copied line by line': [
    {
      text: withMeta(
        'en',
        'Prep Time 15 minutes\nCook Time 30 minutes\nTotal Time 45 minutes\nCourse Main Course\nCuisine Italian\nServings 4 people\nCalories 450kcal',
      ),
      want: { servings: 4, prep: 15, cook: 30, total: 45 },
    },
    {
      text: withMeta(
        'de',
        'Vorbereitungszeit 15 Minuten\nKochzeit 30 Minuten\nGesamtzeit 45 Minuten\nGericht Hauptgericht\nPortionen 4 Personen',
      ),
      want: { servings: 4, prep: 15, cook: 30, total: 45 },
    },
    {
      text: withMeta(
        'fr',
        'Temps de préparation 15 minutes\nTemps de cuisson 30 minutes\nTemps total 45 minutes\nPlat Plat principal\nPortions 4 personnes',
      ),
      want: { servings: 4, prep: 15, cook: 30, total: 45 },
    },
    {
      text: withMeta('en', 'Prep Time: 10 minutes Cook Time: 20 minutes Total Time: 30 minutes Yield: 4 servings'),
      want: { servings: 4, prep: 10, cook: 20, total: 30 },
    },
  ],
  'servings with a remark after them': [
    { text: withMeta('en', 'Servings: 4 (about 1 cup each)'), want: { servings: 4 } },
    { text: withMeta('en', 'Yield: 4 servings (1 cup each)'), want: { servings: 4 } },
    { text: withMeta('pt', 'Rendimento: 6 porções'), want: { servings: 6 } },
    { text: withMeta('nl', 'Aantal personen: 4 (als hoofdgerecht)'), want: { servings: 4 } },
  ],
  'counts and hours written as words': [
    { text: withMeta('en', 'Serves four'), want: { servings: 4 } },
    { text: withMeta('de', 'Für vier Personen'), want: { servings: 4 } },
    { text: withMeta('fr', 'Pour six personnes'), want: { servings: 6 } },
    { text: withMeta('es', 'Para cuatro personas'), want: { servings: 4 } },
    { text: withMeta('it', "Cottura: un'ora"), want: { cook: 60 } },
    { text: withMeta('sv', 'Tid: en timme'), want: { total: 60 } },
    { text: withMeta('nl', 'Kooktijd: een uur'), want: { cook: 60 } },
  ],
  'meta as bulleted, quoted or bold lines': [
    { text: withMeta('en', '- Serves: 4\n- Prep: 10 minutes\n- Cook: 20 minutes'), want: { servings: 4, prep: 10, cook: 20 } },
    { text: withMeta('de', '• Portionen: 4\n• Zubereitung: 10 Min.\n• Backzeit: 20 Min.'), want: { servings: 4, prep: 10, cook: 20 } },
    { text: withMeta('en', '> Serves 4 · Ready in 30 minutes'), want: { servings: 4, total: 30 } },
    { text: withMeta('es', '**Raciones:** 4 | **Tiempo total:** 30 min'), want: { servings: 4, total: 30 } },
    { text: withMeta('it', '*Porzioni*: 4 — *Preparazione*: 15 min — *Cottura*: 20 min'), want: { servings: 4, prep: 15, cook: 20 } },
  ],
  'a time with a waiting named beside it in brackets is the time, the waiting unstated': [
    { text: withMeta('en', 'Time: 40 mins (plus cooling)'), want: { total: 40 } },
    { text: withMeta('de', 'Zubereitungszeit: 30 Min. (+ Kühlzeit)'), want: { prep: 30 } },
    { text: withMeta('fr', 'Temps total : 45 min (hors repos)'), want: { total: 45 } },
    { text: withMeta('es', 'Tiempo total: 50 minutos (más el reposo)'), want: { total: 50 } },
    { text: withMeta('it', 'Tempo totale: 35 minuti (più il riposo in frigo)'), want: { total: 35 } },
    { text: withMeta('pl', 'Czas przygotowania: 40 min (plus chłodzenie)'), want: { prep: 40 } },
    { text: withMeta('en', 'Prep: 20 mins (plus 2 hours chilling)'), want: { prep: 20 } },
    { text: withMeta('sv', 'Tid: 40 min (exkl. kylning)'), want: { total: 40 } },
    { text: withMeta('de', 'Zeit: 30 Min. (ohne Kühlzeit)'), want: { total: 30 } },
    { text: withMeta('en', 'Time: 1 hr (not including chilling)'), want: { total: 60 } },
  ],
  'labels of several words run on after a duration, no separator': [
    {
      text: withMeta('es', 'Tiempo de preparación 15 min Tiempo de cocción 20 min Tiempo total 35 min'),
      want: { prep: 15, cook: 20, total: 35 },
    },
    { text: withMeta('fr', 'Temps de préparation 10 min Temps de cuisson 25 min'), want: { prep: 10, cook: 25 } },
    { text: withMeta('pl', 'Czas przygotowania 20 min Czas pieczenia 45 min'), want: { prep: 20, cook: 45 } },
    { text: withMeta('it', 'Tempo di preparazione 10 minuti Tempo di cottura 30 minuti'), want: { prep: 10, cook: 30 } },
  ],
  'hours and minutes with a colon': [
    { text: withMeta('en', 'Total time: 1:30 h'), want: { total: 90 } },
    { text: withMeta('de', 'Kochzeit: 1:15 Std.'), want: { cook: 75 } },
    { text: withMeta('fr', 'Cuisson : 0:45 h'), want: { cook: 45 } },
  ],
  'an hour and a half in words': [
    { text: withMeta('en', 'Cook time: an hour and a half'), want: { cook: 90 } },
    { text: withMeta('es', 'Cocción: 1 hora y media'), want: { cook: 90 } },
    { text: withMeta('de', 'Backzeit: eineinhalb Stunden'), want: { cook: 90 } },
    { text: withMeta('de', 'Kochzeit: anderthalb Stunden'), want: { cook: 90 } },
    { text: withMeta('pl', 'Czas pieczenia: półtorej godziny'), want: { cook: 90 } },
    { text: withMeta('fr', 'Cuisson : une heure et demie'), want: { cook: 90 } },
    { text: withMeta('it', "Cottura: un'ora e mezza"), want: { cook: 90 } },
    { text: withMeta('hu', 'Sütési idő: másfél óra'), want: { cook: 90 } },
    { text: withMeta('nl', 'Kooktijd: anderhalf uur'), want: { cook: 90 } },
    { text: withMeta('sv', 'Ugnstid: en och en halv timme'), want: { cook: 90 } },
    { text: withMeta('da', 'Bagetid: halvanden time'), want: { cook: 90 } },
    { text: withMeta('cs', 'Doba pečení: hodina a půl'), want: { cook: 90 } },
  ],
};

function check(c: Case): string[] {
  const r = parseRecipeText(c.text);
  const out: string[] = [];
  const servings = typeof r.servings === 'number' ? r.servings : Number(/\d+/.exec(String(r.servings))?.[0] ?? Number.NaN);
  if (c.want.servings !== undefined && servings !== c.want.servings) out.push(`servings ${JSON.stringify(r.servings)}`);
  const got = { prep: parseMinutes(r.prepTime), cook: parseMinutes(r.cookTime), total: parseMinutes(r.totalTime) };
  for (const part of ['prep', 'cook', 'total'] as const) {
    const want = c.want[part];
    if (want !== undefined && got[part] !== want) out.push(`${part} ${JSON.stringify(r[`${part}Time`])} (want ${want})`);
  }
  return out;
}

describe('servings and times in every layout', () => {
  for (const [rule, cases] of Object.entries(RULES)) {
    it(rule, () => {
      const faults = cases.flatMap((c) => check(c).map((f) => `${c.text.split('\n').slice(2, 5).join(' ⏎ ')}: ${f}`));
      expect(faults).toEqual([]);
    });
  }
});
