import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { parseMinutes } from '../fixtures/blind/scaling';

/**
 * Written blind (issue 31): a time the story or a meta line states beats a sum of the method's durations, and servings
 * in any sentence shape (a tin with its portions in brackets, pieces with a servings range, a tray with its pieces).
 */
type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'hu' | 'cs' | 'tr';

/** A list and a method with short working durations ("blend 2 minutes") and no cooking. */
const BODY: Record<Lang, string> = {
  en: 'Ingredients\n500 g tomatoes\n1 cucumber\n50 ml olive oil\n\nMethod\nBlend everything for 2 minutes.\nWhisk in the oil for 1 minute and serve.',
  de: 'Zutaten\n500 g Tomaten\n1 Gurke\n50 ml Olivenöl\n\nZubereitung\nAlles 2 Minuten pürieren.\nDas Öl 1 Minute unterschlagen und servieren.',
  fr: "Ingrédients\n500 g de tomates\n1 concombre\n5 cl d'huile d'olive\n\nPréparation\nMixer le tout 2 minutes.\nAjouter l'huile en fouettant 1 minute et servir.",
  es: 'Ingredientes\n500 g de tomates\n1 pepino\n50 ml de aceite de oliva\n\nPreparación\nTriturar todo 2 minutos.\nEmulsionar con el aceite 1 minuto y servir.',
  it: "Ingredienti\n500 g di pomodori\n1 cetriolo\n50 ml di olio d'oliva\n\nProcedimento\nFrullate tutto per 2 minuti.\nMontate con l'olio per 1 minuto e servite.",
  pt: 'Ingredientes\n500 g de tomates\n1 pepino\n50 ml de azeite\n\nModo de preparo\nBata tudo no liquidificador por 2 minutos.\nJunte o azeite e bata 1 minuto.',
  nl: 'Ingrediënten\n500 g tomaten\n1 komkommer\n50 ml olijfolie\n\nBereiding\nMix alles 2 minuten.\nKlop de olie er 1 minuut door en serveer.',
  pl: 'Składniki\n500 g pomidorów\n1 ogórek\n50 ml oliwy\n\nPrzygotowanie\nWszystko miksować 2 minuty.\nDodać oliwę i ubijać 1 minutę.',
  sv: 'Ingredienser\n500 g tomater\n1 gurka\n50 ml olivolja\n\nGör så här\nMixa allt i 2 minuter.\nVispa i oljan 1 minut och servera.',
  hu: 'Hozzávalók\n50 dkg paradicsom\n1 uborka\n5 cl olívaolaj\n\nElkészítés\nMindent 2 percig turmixolunk.\nAz olajat 1 perc alatt belekeverjük.',
  cs: 'Suroviny\n500 g rajčat\n1 okurka\n50 ml olivového oleje\n\nPostup\nVše mixujeme 2 minuty.\nVmícháme olej 1 minutu a podáváme.',
  tr: 'Malzemeler\n500 g domates\n1 salatalık\n50 ml zeytinyağı\n\nHazırlanışı\nHepsini 2 dakika blenderdan geçirin.\nZeytinyağını ekleyip 1 dakika çırpın.',
};

interface Case {
  lang: Lang;
  intro: string;
  times?: { prep?: number; cook?: number; total?: number };
  /** The method's durations are never read as cooking beside a stated time. */
  noCook?: boolean;
  servings?: string | number;
  /** Words that must stay in the recipe (a tin size). */
  kept?: string;
}

const recipeOf = (c: Case) => `Testrezept\n\n${c.intro}\n\n${BODY[c.lang]}\n`;

const RULES: Record<string, readonly Case[]> = {
  'a time the story states is the total': [
    { lang: 'en', intro: 'No cooking, only 15 minutes and very cold.', times: { total: 15 }, noCook: true },
    { lang: 'es', intro: 'Sin cocción, solo 15 minutos y muy frío.', times: { total: 15 }, noCook: true },
    { lang: 'de', intro: 'Ganz ohne Kochen, nur 15 Minuten und eiskalt.', times: { total: 15 }, noCook: true },
    { lang: 'fr', intro: 'Sans cuisson, seulement 15 minutes et bien frais.', times: { total: 15 }, noCook: true },
    { lang: 'it', intro: 'Senza cottura, solo 15 minuti e freddissimo.', times: { total: 15 }, noCook: true },
    { lang: 'pl', intro: 'Bez gotowania, tylko 15 minut i bardzo zimne.', times: { total: 15 }, noCook: true },
    { lang: 'en', intro: 'Takes just 20 minutes from start to finish.', times: { total: 20 }, noCook: true },
    { lang: 'pt', intro: 'Sem fogão: apenas 20 minutos.', times: { total: 20 }, noCook: true },
  ],
  'preparation plus setting in a meta line': [
    { lang: 'en', intro: 'Preparation 1 hour + 3 hours setting', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'de', intro: 'Zubereitung: 1 Stunde + 3 Stunden Kühlzeit', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'fr', intro: 'Préparation : 1 h + 3 h de prise au frais', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'es', intro: 'Preparación: 1 hora + 3 horas de cuajado en nevera', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'it', intro: 'Preparazione 1 ora + 3 ore di riposo in frigo', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'pl', intro: 'Przygotowanie: 1 godzina + 3 godziny chłodzenia', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'en', intro: 'Preparation: 1 hour (+ 3 hours in the fridge).', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'en', intro: 'Preparation 1 hour + 3 hours setting in the fridge', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'en', intro: 'This tart takes 1 hour of preparation plus 3 hours of chilling.', times: { prep: 60 }, noCook: true },
    { lang: 'fr', intro: 'Temps de préparation : 1 h + 3 h de repos au frais', times: { prep: 60, total: 60 }, noCook: true },
    { lang: 'es', intro: 'Una receta sin horno. Preparación: 20 minutos + 4 horas de nevera.', times: { prep: 20 }, noCook: true },
  ],
  'hours and minutes joined by a word are one time': [
    { lang: 'en', intro: 'Total time: 1 hour and 15 minutes', times: { total: 75 } },
    { lang: 'en', intro: 'It takes 1 hour and 15 minutes.', times: { total: 75 } },
    { lang: 'de', intro: 'Gesamtzeit: 1 Stunde und 15 Minuten', times: { total: 75 } },
    { lang: 'es', intro: 'Tiempo total: 1 hora y 15 minutos', times: { total: 75 } },
  ],
  'a tin with its portions in brackets': [
    { lang: 'en', intro: 'For a 20 cm mould (8 portions)', servings: 8, kept: '20 cm' },
    { lang: 'de', intro: 'Für eine Springform von 26 cm (12 Stück)', servings: 12, kept: '26 cm' },
    { lang: 'fr', intro: 'Pour un moule de 22 cm (8 parts)', servings: 8, kept: '22 cm' },
    { lang: 'es', intro: 'Para un molde de 24 cm (10 raciones)', servings: 10, kept: '24 cm' },
    { lang: 'it', intro: 'Per uno stampo da 22 cm (8 porzioni)', servings: 8, kept: '22 cm' },
    { lang: 'pl', intro: 'Na tortownicę 24 cm (12 porcji)', servings: 12, kept: '24 cm' },
    { lang: 'sv', intro: 'Till en form på 24 cm (10 bitar)', servings: 10, kept: '24 cm' },
  ],
  'pieces with a servings range': [
    { lang: 'en', intro: 'This makes about 15 pancakes (3–4 portions).', servings: '3-4' },
    { lang: 'de', intro: 'Ergibt etwa 15 Pfannkuchen (3–4 Portionen).', servings: '3-4' },
    { lang: 'fr', intro: 'Cela donne environ 15 crêpes (3 à 4 portions).', servings: '3-4' },
    { lang: 'es', intro: 'Salen unas 15 tortitas (3-4 raciones).', servings: '3-4' },
    { lang: 'sv', intro: 'Det blir ca 15 plättar (3–4 portioner).', servings: '3-4' },
    { lang: 'nl', intro: 'Genoeg voor ongeveer 15 pannenkoekjes (3-4 porties).', servings: '3-4' },
  ],
  'a tin named only in the story stays in the recipe': [
    { lang: 'en', intro: 'My grandmother always baked this in a 23 cm springform.', kept: '23 cm' },
    { lang: 'de', intro: 'Man braucht dafür eine Springform von 26 cm.', kept: '26 cm' },
    { lang: 'fr', intro: 'Il vous faudra un moule à manqué de 24 cm.', kept: '24 cm' },
    { lang: 'es', intro: 'Usa un molde redondo de 22 cm, mejor desmontable.', kept: '22 cm' },
  ],
  'a tray and its pieces': [
    { lang: 'en', intro: 'Makes 1 tray / about 12 pieces', servings: 12 },
    { lang: 'de', intro: 'Ergibt 1 Blech / ca. 24 Stück', servings: 24 },
    { lang: 'fr', intro: 'Pour 1 plaque / environ 20 morceaux', servings: 20 },
    { lang: 'pl', intro: '1 blacha / ok. 20 kawałków', servings: 20 },
    { lang: 'sv', intro: '1 långpanna / ca 24 bitar', servings: 24 },
  ],
};

/**
 * A cake whose method beats and blends for minutes and bakes for a range, with no stated times: the cooking time is the
 * baking time at its upper end (beating is work, not cooking).
 */
const BAKED: readonly [Lang, string][] = [
  [
    'en',
    'Ingredients\n200 g butter\n4 eggs\n200 g sugar\n\nMethod\nBeat the eggs and sugar for 5 minutes until pale.\nWhisk in the butter for 1 minute.\nBake for 35–40 minutes until a skewer comes out clean.',
  ],
  [
    'de',
    'Zutaten\n200 g Butter\n4 Eier\n200 g Zucker\n\nZubereitung\nEier und Zucker 5 Minuten schaumig schlagen.\nDie Butter 1 Minute unterrühren.\nIm Ofen 35–40 Minuten backen.',
  ],
  [
    'fr',
    'Ingrédients\n200 g de beurre\n4 œufs\n200 g de sucre\n\nPréparation\nFouetter les œufs et le sucre 5 minutes.\nIncorporer le beurre en mélangeant 1 minute.\nEnfourner 35 à 40 minutes.',
  ],
  [
    'es',
    'Ingredientes\n200 g de mantequilla\n4 huevos\n200 g de azúcar\n\nPreparación\nBatir los huevos con el azúcar 5 minutos.\nMezclar con la mantequilla 1 minuto.\nHornear 35-40 minutos.',
  ],
  [
    'it',
    'Ingredienti\n200 g di burro\n4 uova\n200 g di zucchero\n\nProcedimento\nMontate le uova con lo zucchero per 5 minuti.\nMescolate il burro per 1 minuto.\nInfornate per 35-40 minuti.',
  ],
  [
    'pl',
    'Składniki\n200 g masła\n4 jajka\n200 g cukru\n\nPrzygotowanie\nJajka ubijać z cukrem 5 minut.\nDodać masło i miksować 1 minutę.\nPiec 35–40 minut.',
  ],
];

/** A preparation time as the only time of a dish whose method cooks without saying how long: the whole time. */
const ONLY_PREP_COOKED: readonly [string, string][] = [
  [
    'pt',
    'Arroz\n\nTempo de preparo: 1h20\n\nIngredientes\n200 g de arroz\n1 l de leite\n\nModo de preparo\nJuntar o leite e deixar cozinhar em lume brando.\n',
  ],
  [
    'de',
    'Reis\n\nZubereitungszeit: 80 Minuten\n\nZutaten\n200 g Reis\n1 l Milch\n\nZubereitung\nDen Reis in der Milch langsam kochen lassen.\n',
  ],
  [
    'es',
    'Arroz\n\nTiempo de preparación: 80 minutos\n\nIngredientes\n200 g de arroz\n1 l de leche\n\nPreparación\nPoner el arroz a cocinar con la leche a fuego lento.\n',
  ],
];

describe('stated times and servings in any shape, read blind (issue 31)', () => {
  it.each(ONLY_PREP_COOKED)('a lone preparation time of a cooked dish is its total (%s)', (_, text) => {
    expect(parseRecipeDocument(text).times.total?.minutes).toBe(80);
    expect(parseMinutes(parseRecipeText(text).totalTime)).toBe(80);
  });

  it.each(BAKED)('the baking time is the cooking time (%s)', (_, text) => {
    const read = parseRecipeText(`Kuchen\n\n${text}\n`);
    expect(parseMinutes(read.cookTime)).toBe(40);
    expect(read.ingredients).toHaveLength(3);
  });

  for (const [rule, cases] of Object.entries(RULES)) {
    it.each(cases.map((c) => [c.intro, c] as const))(`${rule}: %s`, (_, c) => {
      const read = parseRecipeText(recipeOf(c));
      const got = { prep: parseMinutes(read.prepTime), cook: parseMinutes(read.cookTime), total: parseMinutes(read.totalTime) };
      for (const [kind, minutes] of Object.entries(c.times ?? {})) expect(got[kind as keyof typeof got], kind).toBe(minutes);
      if (c.noCook) expect(read.cookTime).toBe('');
      if (c.servings !== undefined) expect(String(read.servings)).toBe(String(c.servings));
      if (c.kept) expect(JSON.stringify(read)).toContain(c.kept);
      expect(read.ingredients).toHaveLength(3);
    });
  }

  it('has three phrasings or more of every rule, in several languages', () => {
    for (const cases of Object.values(RULES)) {
      expect(cases.length).toBeGreaterThanOrEqual(3);
      expect(new Set(cases.map((c) => c.lang)).size).toBeGreaterThanOrEqual(3);
    }
  });
});
