/**
 * Issue 32, written before running the engine on these phrasings: a step that times a dried pasta or rice by its
 * packet ("nach Packungsanweisung", "secondo i tempi indicati sulla confezione", "al dente") asks a technique that
 * zucchini noodles or cauliflower rice cannot do. Under Keto, in any language, the step is written the substitute's
 * own way: no packet and no "al dente" are left for a food that has neither, and the step is not lost.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

/** Words that time a food by its packet or by a bite it cannot have, in the languages below. */
const PACKET_WORDS = [
  'packung',
  'packungsangabe',
  'packungsanweisung',
  'bissfest',
  'paquet',
  'emballage',
  'confezione',
  'paquete',
  'envase',
  'verpakking',
  'beetgaar',
  'opakowaniu',
  'al dente',
  'packet',
  'package',
];

const packetWordIn = (step: string) => PACKET_WORDS.find((w) => step.toLowerCase().includes(w));

const pasta = (title: string, serves: string, lines: string[], cookStep: string, sauceStep: string): [string, string, number] => [
  title,
  recipe(title, serves, lines, [sauceStep, cookStep]),
  2,
];

const cases: [name: string, text: string, stepCount: number][] = [
  pasta(
    'Spaghetti Bolognese',
    'Für 4 Personen',
    ['400 g Spaghetti', '500 g Rinderhackfleisch', '1 Dose gehackte Tomaten', '1 Zwiebel'],
    'Die Spaghetti nach Packungsanweisung in reichlich Salzwasser bissfest kochen.',
    'Zwiebel und Hackfleisch anbraten, die Tomaten zugeben und 20 Minuten köcheln.',
  ),
  pasta(
    'Nudeln mit Tomatensoße',
    'Für 2 Personen',
    ['250 g Spaghetti', '1 Dose Tomaten', '2 EL Olivenöl', '1 Knoblauchzehe'],
    'Spaghetti laut Packungsangabe kochen und abgießen.',
    'Knoblauch im Öl anschwitzen, Tomaten zugeben und einkochen.',
  ),
  pasta(
    'Spaghetti à la tomate',
    'Pour 4 personnes',
    ['400 g de spaghetti', '1 boîte de tomates concassées', "2 c. à s. d'huile d'olive", "1 gousse d'ail"],
    'Faites cuire les spaghetti selon les instructions du paquet, puis égouttez-les.',
    "Faites revenir l'ail dans l'huile, ajoutez les tomates et laissez mijoter 15 minutes.",
  ),
  pasta(
    'Spaghetti aux boulettes',
    'Pour 4 personnes',
    ['350 g de spaghetti', '400 g de bœuf haché', '50 cl de coulis de tomate', '1 oignon'],
    "Cuisez les spaghetti dans une grande casserole d'eau bouillante salée jusqu'à ce qu'ils soient al dente.",
    "Formez des boulettes avec le bœuf et l'oignon, dorez-les puis ajoutez le coulis.",
  ),
  pasta(
    'Spaghetti al pomodoro',
    'Per 4 persone',
    ['320 g di spaghetti', '400 g di pomodori pelati', "3 cucchiai di olio extravergine d'oliva", '1 spicchio di aglio'],
    'Cuocete gli spaghetti in abbondante acqua salata secondo i tempi indicati sulla confezione.',
    "Rosolate l'aglio nell'olio, unite i pomodori e cuocete 15 minuti.",
  ),
  pasta(
    'Spaghetti alla carbonara di manzo',
    'Per 2 persone',
    ['200 g di spaghetti', '150 g di carne macinata di manzo', '1 cipolla', '200 g di passata di pomodoro'],
    'Lessate gli spaghetti al dente e scolateli.',
    'Soffriggete la cipolla, unite la carne e la passata.',
  ),
  pasta(
    'Espaguetis con tomate',
    'Para 4 personas',
    ['400 g de espaguetis', '400 g de tomate triturado', '3 cucharadas de aceite de oliva', '2 dientes de ajo'],
    'Cuece los espaguetis según las instrucciones del paquete y escúrrelos.',
    'Sofríe el ajo en el aceite, añade el tomate y cocina 15 minutos.',
  ),
  pasta(
    'Espaguetis a la boloñesa',
    'Para 4 personas',
    ['350 g de espaguetis', '500 g de carne picada de ternera', '1 cebolla', '400 g de tomate triturado'],
    'Hierve los espaguetis en agua con sal el tiempo que indique el envase.',
    'Sofríe la cebolla con la carne y añade el tomate.',
  ),
  pasta(
    'Spaghetti met tomatensaus',
    'Voor 4 personen',
    ['400 g spaghetti', '1 blik tomatenblokjes', '2 el olijfolie', '1 teentje knoflook'],
    'Kook de spaghetti beetgaar volgens de aanwijzingen op de verpakking.',
    'Fruit de knoflook in de olie, voeg de tomaten toe en laat 15 minuten pruttelen.',
  ),
  pasta(
    'Spaghetti z sosem pomidorowym',
    'Dla 4 osób',
    ['400 g makaronu spaghetti', '1 puszka pomidorów', '2 łyżki oliwy', '1 ząbek czosnku'],
    'Makaron ugotuj zgodnie z instrukcją na opakowaniu i odcedź.',
    'Czosnek podsmaż na oliwie, dodaj pomidory i duś 15 minut.',
  ),
  pasta(
    'Weeknight spaghetti',
    'Serves 4',
    ['400 g dried spaghetti', '1 can chopped tomatoes', '2 tbsp olive oil', '2 garlic cloves'],
    'Boil the spaghetti in salted water for 2 minutes less than the packet says, then drain.',
    'Fry the garlic in the oil, add the tomatoes and simmer for 15 minutes.',
  ),
];

describe('a step timed by a packet, under Keto, in any language', () => {
  it.each(cases)('%s: no packet left for a food that has none, and the step stays', (_name, text, stepCount) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Keto'], avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const steps = result.recipe.instructions;
    expect(steps.length).toBe(stepCount);
    expect(steps.map(packetWordIn).filter(Boolean)).toEqual([]);
  });
});
