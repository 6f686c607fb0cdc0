/**
 * Blind probe (issue 31, items 1, 3 and 4), round read10: (a) ingredient lines of the household measures of many
 * languages (a pinch, a knob, a splash, a bunch, slices, a stick, a glass, "q.b.", "xícara (chá)", "c. à thé",
 * Thermomix rows), each food kept in the ingredients or reported as not understood; (b) servings and times written in
 * words, as ranges and in "h + min", three phrasings or more per shape. Written before looking at what the engine does.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { parseMinutes } from '../fixtures/blind/scaling';

interface ListCase {
  id: string;
  heading: string;
  lines: string[];
  /** For each line, a word of its food as written. */
  foods: string[];
  method: string;
}

const LISTS: ListCase[] = [
  {
    id: 'nl household',
    heading: 'Ingrediënten',
    lines: ['4 sneetjes volkorenbrood', '1 klontje boter', 'een scheutje melk', 'snufje zout', '1 bosje peterselie', '2 teentjes knoflook'],
    foods: ['volkorenbrood', 'boter', 'melk', 'zout', 'peterselie', 'knoflook'],
    method: 'Bereiding\nBeleg het brood en bak het in de boter.',
  },
  {
    id: 'it household',
    heading: 'Ingredienti',
    lines: [
      'sale q.b.',
      '1 noce di burro',
      'mezzo bicchiere di vino bianco',
      '1 spicchio d’aglio',
      'un ciuffo di prezzemolo',
      '3 fette di pane',
    ],
    foods: ['sale', 'burro', 'vino', 'aglio', 'prezzemolo', 'pane'],
    method: 'Preparazione\nRosolate l’aglio nel burro e sfumate con il vino.',
  },
  {
    id: 'pt-br household',
    heading: 'Ingredientes',
    lines: [
      '1 xícara (chá) de leite',
      '2 colheres (sopa) de manteiga',
      'meia xícara de açúcar',
      '1 pitada de sal',
      '3 ovos',
      '1 lata de leite condensado',
    ],
    foods: ['leite', 'manteiga', 'açúcar', 'sal', 'ovos', 'leite condensado'],
    method: 'Modo de preparo\nBata tudo no liquidificador e asse.',
  },
  {
    id: 'fr-ca household',
    heading: 'Ingrédients',
    lines: [
      '1 tasse de cassonade',
      '2 c. à thé de poudre à pâte',
      '1 ½ tasse de farine',
      '¼ tasse de beurre fondu',
      '1 pincée de sel',
      '2 tasses d’eau bouillante',
    ],
    foods: ['cassonade', 'poudre à pâte', 'farine', 'beurre', 'sel', 'eau'],
    method: 'Préparation\nMélanger la farine et la poudre à pâte, ajouter le beurre.',
  },
  {
    id: 'de-tm thermomix rows',
    heading: 'Zutaten',
    lines: [
      '1 Zwiebel, halbiert',
      '20 g Öl',
      '600 g Kartoffeln, in Stücken',
      '800 g Wasser',
      '2 TL Gemüsebrühpulver',
      '1 Prise Muskat',
      '100 g Sahne',
    ],
    foods: ['Zwiebel', 'Öl', 'Kartoffeln', 'Wasser', 'Gemüsebrühpulver', 'Muskat', 'Sahne'],
    method:
      'Zubereitung\n1. Zwiebel in den Mixtopf geben, 5 Sek./Stufe 5 zerkleinern.\n2. Öl zugeben und 3 Min./120°C/Stufe 1 dünsten.\n3. Kartoffeln, Wasser und Brühpulver zugeben, 20 Min./100°C/Stufe 1 garen.',
  },
  {
    id: 'da household',
    heading: 'Ingredienser',
    lines: ['1 knivspids salt', '2 spsk sukker', '½ l piskefløde', '3 skiver rugbrød', '1 bundt dild', '100 g smør'],
    foods: ['salt', 'sukker', 'piskefløde', 'rugbrød', 'dild', 'smør'],
    method: 'Fremgangsmåde\nPisk fløden og bland med sukker.',
  },
  {
    id: 'pl household',
    heading: 'Składniki',
    lines: ['1 łyżeczka soli', 'szczypta pieprzu', 'pęczek koperku', '2 ząbki czosnku', '1 szklanka mleka', '3 plasterki boczku'],
    foods: ['soli', 'pieprzu', 'koperku', 'czosnku', 'mleka', 'boczku'],
    method: 'Przygotowanie\nWszystko wymieszaj i gotuj 10 minut.',
  },
  {
    id: 'es household',
    heading: 'Ingredientes',
    lines: [
      'un chorrito de aceite de oliva',
      '1 pizca de sal',
      '2 dientes de ajo',
      '4 rebanadas de pan',
      '1 manojo de perejil',
      '1 vaso de leche',
    ],
    foods: ['aceite', 'sal', 'ajo', 'pan', 'perejil', 'leche'],
    method: 'Elaboración\nDora el ajo en el aceite y añade el pan.',
  },
  {
    id: 'en-us household',
    heading: 'Ingredients',
    lines: [
      '1 (8 oz) package cream cheese, softened',
      '1 stick butter, melted',
      '1 dash hot sauce',
      '2 slices bacon',
      'a handful of spinach',
      '1 pkg. ranch seasoning',
    ],
    foods: ['cream cheese', 'butter', 'hot sauce', 'bacon', 'spinach', 'ranch'],
    method: 'Instructions\nMix everything and bake 20 minutes.',
  },
  {
    id: 'sv household',
    heading: 'Ingredienser',
    lines: ['1 krm salt', '2 skivor bröd', '1 knippe dill', '1 nypa socker', '3 msk smör', '1 burk krossade tomater'],
    foods: ['salt', 'bröd', 'dill', 'socker', 'smör', 'tomater'],
    method: 'Gör så här\nBlanda allt och låt koka.',
  },
  {
    id: 'cs household',
    heading: 'Suroviny',
    lines: ['3 plátky chleba', 'špetka soli', '1 svazek petrželky', '2 stroužky česneku', '1 hrnek mléka', '1 kostka droždí'],
    foods: ['chleba', 'soli', 'petrželky', 'česneku', 'mléka', 'droždí'],
    method: 'Postup\nVše smícháme a pečeme 20 minut.',
  },
];

interface MetaCase {
  id: string;
  lines: string[];
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
}

const BODY = 'Ingredients\n200 g rice\n1 onion\n2 carrots\n\nMethod\n1. Fry the onion.\n2. Add the rice and carrots and cook until tender.';

const METAS: MetaCase[] = [
  { id: 'en serves words', lines: ['Serves four'], servings: 4 },
  { id: 'en serves words range', lines: ['Serves four to six'], servings: 4 },
  { id: 'de words', lines: ['Für vier Personen'], servings: 4 },
  { id: 'de range words', lines: ['Für vier bis sechs Personen'], servings: 4 },
  { id: 'fr words', lines: ['Pour six personnes'], servings: 6 },
  { id: 'es words', lines: ['Para cuatro personas'], servings: 4 },
  { id: 'it words', lines: ['Per quattro persone'], servings: 4 },
  { id: 'pl porcje colon', lines: ['Porcje: 4'], servings: 4 },
  { id: 'pl dla osob', lines: ['Dla 4 osób'], servings: 4 },
  { id: 'pl ilosc porcji', lines: ['Ilość porcji: 6'], servings: 6 },
  { id: 'cs pro osoby', lines: ['Pro 4 osoby'], servings: 4 },
  { id: 'sv portioner label', lines: ['Antal portioner: 4'], servings: 4 },
  { id: 'nb porsjoner', lines: ['Antall porsjoner: 4'], servings: 4 },
  { id: 'hr osobe', lines: ['Za 4 osobe'], servings: 4 },
  { id: 'bg porcii', lines: ['За 6 порции'], servings: 6 },
  { id: 'it porzioni range', lines: ['Porzioni: 4-6'], servings: 4 },
  { id: 'en time range', lines: ['Serves 4', 'Prep: 15-20 minutes'], servings: 4, prep: 15 },
  { id: 'de h min', lines: ['Für 4 Personen', 'Gesamtzeit: 1 Std. 20 Min.'], servings: 4, total: 80 },
  { id: 'fr h', lines: ['Pour 4 personnes', 'Cuisson : 1 h 15'], servings: 4, cook: 75 },
  { id: 'it ore', lines: ['Dosi per 4 persone', 'Cottura: 1 ora e 30 minuti'], servings: 4, cook: 90 },
  { id: 'es horas', lines: ['Raciones: 4', 'Tiempo total: 1 hora 10 minutos'], servings: 4, total: 70 },
  { id: 'pl godzina', lines: ['Porcje: 4', 'Czas gotowania: 1 godz. 15 min'], servings: 4, cook: 75 },
  { id: 'cs hodina', lines: ['Počet porcí: 4', 'Doba vaření: 1 hodina'], servings: 4, cook: 60 },
  { id: 'sv timme', lines: ['4 portioner', 'Tid: 1 timme'], servings: 4, total: 60 },
  { id: 'nb time', lines: ['4 porsjoner', 'Tid: 1 time 30 min'], servings: 4, total: 90 },
  { id: 'hr sat', lines: ['Broj osoba: 4', 'Vrijeme kuhanja: 1 sat'], servings: 4, cook: 60 },
  { id: 'bg chas', lines: ['Порции: 4', 'Време за готвене: 1 час'], servings: 4, cook: 60 },
  { id: 'fa saat', lines: ['۴ نفر', 'زمان پخت: ۱ ساعت'], servings: 4, cook: 60 },
  { id: 'is klst', lines: ['Fyrir 4', 'Eldunartími: 1 klst.'], servings: 4, cook: 60 },
  { id: 'sk hodina', lines: ['Počet porcií: 4', 'Čas varenia: 1 hodina'], servings: 4, cook: 60 },
  { id: 'sq ore', lines: ['Për 4 persona', 'Koha e gatimit: 1 orë'], servings: 4, cook: 60 },
  { id: 'cy awr', lines: ['Digon i 4', 'Amser coginio: 1 awr'], servings: 4, cook: 60 },
  { id: 'tl oras', lines: ['Para sa 4 na tao', 'Oras ng pagluluto: 1 oras'], servings: 4, cook: 60 },
  { id: 'hi ghanta', lines: ['4 लोगों के लिए', 'पकाने का समय: 1 घंटा'], servings: 4, cook: 60 },
  { id: 'sw saa', lines: ['Kwa watu 4', 'Muda wa kupika: saa 1'], servings: 4, cook: 60 },
  { id: 'lt val', lines: ['4 porcijos', 'Gaminimo laikas: 1 val.'], servings: 4, total: 60 },
  { id: 'en-za chill not cook', lines: ['Serves 8', 'Prep: 30 min', 'Chill: 4 hours'], servings: 8, prep: 30 },
  { id: 'it riposo not cook', lines: ['Porzioni: 6', 'Preparazione: 20 minuti', 'Riposo: 2 ore'], servings: 6, prep: 20 },
  { id: 'pl chlodzenie not cook', lines: ['Porcje: 8', 'Czas przygotowania: 30 min', 'Chłodzenie: 3 godz.'], servings: 8, prep: 30 },
];

const lower = (s: string) => s.toLowerCase();

const KNOWN_FAILS: Record<string, string> = {
  'en time range': 'a time range is kept as written ("15-20 minutes"), which reads as its upper end, not the low end the probe expected',
};

function listFaults(c: ListCase): string[] {
  const text = ['Probe', '', c.heading, ...c.lines, '', c.method].join('\n');
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
  if (!result.ok) return [`refused: ${result.error}`];
  const r = result.recipe;
  const notUnderstood = (r as { notUnderstood?: string[] }).notUnderstood ?? [];
  const swapped = (r.substitutions ?? []).map((s) => s.original);
  return c.foods
    .filter((food) => ![...r.ingredients, ...notUnderstood, ...swapped].some((l) => lower(l).includes(lower(food))))
    .map((food) => `lost ${food}`);
}

function metaFaults(c: MetaCase): string[] {
  const text = ['Probe', ...c.lines, '', BODY].join('\n');
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
  if (!result.ok) return [`refused: ${result.error}`];
  const r = result.recipe;
  const out: string[] = [];
  const servings = typeof r.servings === 'number' ? r.servings : Number(/\d+/.exec(String(r.servings))?.[0]);
  if (c.servings !== undefined && servings !== c.servings) out.push(`servings ${String(r.servings)}`);
  const got = { prep: parseMinutes(r.prepTime), cook: parseMinutes(r.cookTime), total: parseMinutes(r.totalTime) };
  for (const k of ['prep', 'cook', 'total'] as const) {
    const want = c[k];
    if (want !== undefined && got[k] !== want) out.push(`${k} ${String(r[`${k}Time`])}`);
  }
  if (c.cook === undefined && got.cook !== undefined && got.cook >= 120) out.push(`cook counts the rest: ${r.cookTime}`);
  return out;
}

describe('household measures and servings/times in words (blind probe, read10)', () => {
  for (const c of LISTS) {
    const run = KNOWN_FAILS[c.id] ? it.fails : it;
    run(KNOWN_FAILS[c.id] ? `${c.id}: ${KNOWN_FAILS[c.id]}` : c.id, () => {
      const found = listFaults(c).join(' | ');
      if (process.env.PROBE_PRINT && found) console.log(`PROBE ${c.id}: ${found}`);
      expect(found).toBe('');
    });
  }
  for (const c of METAS) {
    const run = KNOWN_FAILS[c.id] ? it.fails : it;
    run(KNOWN_FAILS[c.id] ? `${c.id}: ${KNOWN_FAILS[c.id]}` : c.id, () => {
      const found = metaFaults(c).join(' | ');
      if (process.env.PROBE_PRINT && found) console.log(`PROBE ${c.id}: ${found}`);
      expect(found).toBe('');
    });
  }
});
