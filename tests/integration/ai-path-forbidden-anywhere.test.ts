import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StructuredRecipe, structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { generateAnswer } from '../support/generateAnswer';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Issue 33, "Done when": a user is never shown "meets this filter" while a forbidden food appears anywhere on the
 * card. The scripted AI reply is a clean dish (roast potatoes and leeks) in one of five languages, with one forbidden
 * food hidden in one field the user reads: the title, the description, each tip, each step, the "What changed"
 * replacement and its reason, an ingredient line's note, a part's heading of the list, and a `notes` field the card
 * has no place for. The food is forbidden by a diet filter, the avoid list, a profile allergy or a health condition;
 * short words (egg, ham, cod, Ei, Aal, œuf, thon, lard, ei, vis, kip, jajo, ryba) and foods that hold an allergen
 * without naming it (Dijon: mustard; tahini: sesame; seitan, couscous, bulgur: gluten). Plain and streamed.
 *
 * Either the card still shows the food and is not compliant (every diet filter it breaks shows a violation, so the
 * card says "needs attention" there, and a notice says what to look at), or the card is clean and says what was
 * repaired. A refusal (422) is safe too. Written blind, before running the engine on these replies.
 */

interface Language {
  name: string;
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
  tips: string[];
  /** How an AI of that language would write the food into each field. */
  put: {
    title(title: string, food: string): string;
    description(food: string): string;
    tip(food: string): string;
    step(food: string): string;
    /** The "What changed" entry's original (a food the dish does not need), and a reason that serves the food. */
    changeOriginal: string;
    reason(food: string): string;
    note(line: string, food: string): string;
    heading(food: string): string;
  };
}

const LANGUAGES: Record<'en' | 'de' | 'fr' | 'nl' | 'pl', Language> = {
  en: {
    name: 'English',
    title: 'Roast Potatoes and Leeks',
    description: 'Crisp potatoes with soft leeks.',
    ingredients: ['1 kg potatoes, cut in chunks', '2 leeks, sliced', '3 tbsp olive oil', '1 tsp salt', '2 sprigs rosemary'],
    steps: [
      'Heat the oven to 200°C.',
      'Toss the potatoes and leeks with the oil, salt and rosemary.',
      'Roast for 40 minutes, turning once.',
    ],
    tips: ['Use a large tray so they crisp.', 'Serve hot.'],
    put: {
      title: (t, f) => `${t} with ${f}`,
      description: (f) => `Finished with ${f}.`,
      tip: (f) => `Top with a little ${f} before serving.`,
      step: (f) => `Add the ${f} and stir.`,
      changeOriginal: 'salt',
      reason: (f) => `it is served with ${f} on the side`,
      note: (line, f) => `${line}, fried with ${f}`,
      heading: (f) => `For the ${f} topping`,
    },
  },
  de: {
    name: 'German',
    title: 'Ofenkartoffeln mit Lauch',
    description: 'Knusprige Kartoffeln mit weichem Lauch.',
    ingredients: ['1 kg Kartoffeln, in Stücken', '2 Stangen Lauch, in Ringen', '3 EL Olivenöl', '1 TL Salz', '2 Zweige Rosmarin'],
    steps: [
      'Den Ofen auf 200 °C vorheizen.',
      'Kartoffeln und Lauch mit Öl, Salz und Rosmarin mischen.',
      '40 Minuten rösten, einmal wenden.',
    ],
    tips: ['Ein großes Blech nehmen, damit sie knusprig werden.', 'Heiß servieren.'],
    put: {
      title: (t, f) => `${t} und ${f}`,
      description: (f) => `Mit ${f} verfeinert.`,
      tip: (f) => `Vor dem Servieren mit etwas ${f} bestreuen.`,
      step: (f) => `${f} dazugeben und umrühren.`,
      changeOriginal: 'Salz',
      reason: (f) => `wird mit ${f} serviert`,
      note: (line, f) => `${line}, mit ${f} angebraten`,
      heading: (f) => `Für das Topping mit ${f}`,
    },
  },
  fr: {
    name: 'French',
    title: 'Pommes de terre et poireaux rôtis',
    description: 'Des pommes de terre croustillantes et des poireaux fondants.',
    ingredients: [
      '1 kg de pommes de terre, en morceaux',
      '2 poireaux, émincés',
      "3 c. à soupe d'huile d'olive",
      '1 c. à café de sel',
      '2 brins de romarin',
    ],
    steps: [
      'Préchauffer le four à 200 °C.',
      "Mélanger les pommes de terre et les poireaux avec l'huile, le sel et le romarin.",
      'Rôtir 40 minutes en retournant une fois.',
    ],
    tips: ['Prenez une grande plaque pour qu’elles soient croustillantes.', 'Servir chaud.'],
    put: {
      title: (t, f) => `${t} avec ${f}`,
      description: (f) => `Relevé avec ${f}.`,
      tip: (f) => `Parsemer de ${f} avant de servir.`,
      step: (f) => `Ajouter ${f} et mélanger.`,
      changeOriginal: 'sel',
      reason: (f) => `se sert avec ${f} à côté`,
      note: (line, f) => `${line}, revenus avec ${f}`,
      heading: (f) => `Pour la garniture avec ${f}`,
    },
  },
  nl: {
    name: 'Dutch',
    title: 'Geroosterde aardappelen met prei',
    description: 'Knapperige aardappelen met zachte prei.',
    ingredients: ['1 kg aardappelen, in stukken', '2 preien, in ringen', '3 el olijfolie', '1 tl zout', '2 takjes rozemarijn'],
    steps: [
      'Verwarm de oven voor op 200 °C.',
      'Meng de aardappelen en prei met de olie, het zout en de rozemarijn.',
      'Rooster 40 minuten en keer ze één keer om.',
    ],
    tips: ['Gebruik een grote bakplaat zodat ze krokant worden.', 'Serveer warm.'],
    put: {
      title: (t, f) => `${t} en ${f}`,
      description: (f) => `Afgemaakt met ${f}.`,
      tip: (f) => `Bestrooi voor het serveren met wat ${f}.`,
      step: (f) => `Voeg de ${f} toe en roer.`,
      changeOriginal: 'zout',
      reason: (f) => `wordt geserveerd met ${f} ernaast`,
      note: (line, f) => `${line}, gebakken met ${f}`,
      heading: (f) => `Voor de ${f}`,
    },
  },
  pl: {
    name: 'Polish',
    title: 'Pieczone ziemniaki z porem',
    description: 'Chrupiące ziemniaki z miękkim porem.',
    ingredients: ['1 kg ziemniaków, w kawałkach', '2 pory, pokrojone w krążki', '3 łyżki oliwy', '1 łyżeczka soli', '2 gałązki rozmarynu'],
    steps: ['Rozgrzej piekarnik do 200 °C.', 'Wymieszaj ziemniaki i pory z oliwą, solą i rozmarynem.', 'Piecz 40 minut, raz obracając.'],
    tips: ['Użyj dużej blachy, żeby były chrupiące.', 'Podawaj na gorąco.'],
    put: {
      title: (t, f) => `${t} oraz ${f}`,
      description: (f) => `Na wierzch: ${f}.`,
      tip: (f) => `Przed podaniem dodaj ${f}.`,
      step: (f) => `Dodaj ${f} i wymieszaj.`,
      changeOriginal: 'sól',
      reason: (f) => `na talerzu obok: ${f}`,
      note: (line, f) => `${line}, podsmażone; dodaj też ${f}`,
      heading: (f) => `Dodatek: ${f}`,
    },
  },
};

interface Forbidding {
  filters?: string[];
  avoid?: string[];
  allergies?: string[];
  conditions?: string[];
}

interface FoodCase {
  lang: keyof typeof LANGUAGES;
  food: string;
  /** The food on the card, in the forms a rewrite may leave (never a longer, unrelated word). */
  shows: RegExp;
  by: Forbidding;
  /** The diet filters the card lists that this food breaks (a condition's filter included). */
  breaks: string[];
}

const word = (forms: string) => new RegExp(`(?<![\\p{L}])(?:${forms})(?![\\p{L}])`, 'iu');

const FOODS: FoodCase[] = [
  { lang: 'en', food: 'ham', shows: word('ham'), by: { filters: ['Vegetarian'] }, breaks: ['Vegetarian'] },
  { lang: 'en', food: 'egg', shows: word('eggs?'), by: { avoid: ['eggs'] }, breaks: [] },
  { lang: 'en', food: 'cod', shows: word('cod'), by: { allergies: ['Fish'] }, breaks: [] },
  { lang: 'en', food: 'Dijon', shows: word('dijon'), by: { avoid: ['mustard'] }, breaks: [] },
  { lang: 'en', food: 'tahini', shows: word('tahini'), by: { allergies: ['Sesame'] }, breaks: [] },
  { lang: 'en', food: 'seitan', shows: word('seitan'), by: { conditions: ['Celiac Disease'] }, breaks: ['Gluten-Free'] },
  { lang: 'de', food: 'Ei', shows: word('ei|eier|eiern'), by: { filters: ['Vegan'] }, breaks: ['Vegan'] },
  { lang: 'de', food: 'Aal', shows: word('aal|aale'), by: { allergies: ['Fish'] }, breaks: [] },
  { lang: 'de', food: 'Speck', shows: word('speck|specks'), by: { filters: ['Vegetarian'] }, breaks: ['Vegetarian'] },
  { lang: 'de', food: 'Dijon', shows: word('dijon'), by: { allergies: ['Mustard'] }, breaks: [] },
  { lang: 'de', food: 'Bulgur', shows: word('bulgur'), by: { filters: ['Gluten-Free'] }, breaks: ['Gluten-Free'] },
  { lang: 'fr', food: 'œuf', shows: word('œufs?|oeufs?'), by: { filters: ['Vegan'] }, breaks: ['Vegan'] },
  { lang: 'fr', food: 'thon', shows: word('thon'), by: { allergies: ['Fish'] }, breaks: [] },
  { lang: 'fr', food: 'lard', shows: word('lard|lardons?'), by: { filters: ['Vegetarian'] }, breaks: ['Vegetarian'] },
  { lang: 'fr', food: 'Dijon', shows: word('dijon'), by: { avoid: ['mustard'] }, breaks: [] },
  { lang: 'fr', food: 'couscous', shows: word('couscous'), by: { conditions: ['Celiac Disease'] }, breaks: ['Gluten-Free'] },
  { lang: 'nl', food: 'vis', shows: word('vis'), by: { filters: ['Vegetarian'] }, breaks: ['Vegetarian'] },
  { lang: 'nl', food: 'kip', shows: word('kip'), by: { filters: ['Vegan'] }, breaks: ['Vegan'] },
  { lang: 'nl', food: 'ei', shows: word('ei|eieren'), by: { avoid: ['egg'] }, breaks: [] },
  { lang: 'nl', food: 'tahin', shows: word('tahin|tahini'), by: { allergies: ['Sesame'] }, breaks: [] },
  { lang: 'nl', food: 'bulgur', shows: word('bulgur'), by: { conditions: ['Celiac Disease'] }, breaks: ['Gluten-Free'] },
  { lang: 'pl', food: 'jajo', shows: word('jajo|jaja|jajka?|jajkiem'), by: { filters: ['Vegan'] }, breaks: ['Vegan'] },
  { lang: 'pl', food: 'ryba', shows: word('ryba|ryby|rybę|rybą'), by: { allergies: ['Fish'] }, breaks: [] },
  { lang: 'pl', food: 'boczek', shows: word('boczek|boczku|boczkiem'), by: { filters: ['Vegetarian'] }, breaks: ['Vegetarian'] },
  { lang: 'pl', food: 'kuskus', shows: word('kuskus|kuskusu'), by: { filters: ['Gluten-Free'] }, breaks: ['Gluten-Free'] },
  { lang: 'pl', food: 'tahini', shows: word('tahini'), by: { avoid: ['sesame'] }, breaks: [] },
];

type Field =
  | 'title'
  | 'description'
  | 'tip 1'
  | 'tip 2'
  | 'step 1'
  | 'step 2'
  | 'step 3'
  | 'What changed'
  | "What changed's reason"
  | "an ingredient's note"
  | "a part's heading"
  | 'notes';

const FIELDS: Field[] = [
  'title',
  'description',
  'tip 1',
  'tip 2',
  'step 1',
  'step 2',
  'step 3',
  'What changed',
  "What changed's reason",
  "an ingredient's note",
  "a part's heading",
  'notes',
];

/** The clean dish of the language, with the food written into one field. */
function replyWith(c: FoodCase, field: Field): Record<string, unknown> {
  const l = LANGUAGES[c.lang];
  const f = c.food;
  const steps = [...l.steps];
  const tips = [...l.tips];
  const ingredients = [...l.ingredients];
  const reply: Record<string, unknown> = {
    recipeName: l.title,
    description: l.description,
    prepTime: '10 minutes',
    cookTime: '40 minutes',
    totalTime: '50 minutes',
    servings: 4,
    dietaryRequirements: [],
    // No figures: the card computes them without a notice, so every notice seen is about the food.
    category: 'side-dish',
  };
  const stepAt = /^step (\d)$/.exec(field);
  const tipAt = /^tip (\d)$/.exec(field);
  if (field === 'title') reply.recipeName = l.put.title(l.title, f);
  else if (field === 'description') reply.description = `${l.description} ${l.put.description(f)}`;
  else if (tipAt) tips[Number(tipAt[1]) - 1] = l.put.tip(f);
  else if (stepAt) {
    const i = Number(stepAt[1]) - 1;
    steps[i] = `${steps[i]} ${l.put.step(f)}`;
  } else if (field === 'What changed') reply.substitutions = [{ original: l.put.changeOriginal, replacement: f, reason: '' }];
  else if (field === "What changed's reason") {
    reply.substitutions = [{ original: l.put.changeOriginal, replacement: l.put.changeOriginal.toUpperCase(), reason: l.put.reason(f) }];
  } else if (field === "an ingredient's note") ingredients[1] = l.put.note(ingredients[1] ?? '', f);
  else if (field === "a part's heading") reply.ingredientGroups = [{ heading: l.put.heading(f), ingredients }];
  else if (field === 'notes') reply.notes = [l.put.tip(f)];
  return { ...reply, ingredients, instructions: steps, tips };
}

/** A food named with a qualifier that makes it another, allowed food ("vegan ham", "veganer Speck", "jambon végétal"). */
const SAFE_FORM =
  /(?:vegan\p{L}*|végétal\p{L}*|végan\p{L}*|wegańsk\p{L}*|wegetariańsk\p{L}*|plant-based|pflanzlich\p{L}*|plantaardig\p{L}*|roślinn\p{L}*|vegetarisch\p{L}*|veggie|meat-free|fleischlos\p{L}*|(?:gluten|egg|mustard|sesame|fish)[- ]free|glutenfrei\p{L}*|glutenvrij\p{L}*|sans gluten|bezglutenow\p{L}*)/iu;

function showsUnqualified(text: string, shows: RegExp): boolean {
  const global = new RegExp(shows.source, 'giu');
  for (const match of text.matchAll(global)) {
    const at = match.index ?? 0;
    const around = text.slice(Math.max(0, at - 30), at + match[0].length + 30);
    if (!SAFE_FORM.test(around)) return true;
  }
  return false;
}

/** The engine's own record of what it changed names what it took out: "Swapped ham for…", "Left out tahini: …". */
const ENGINE_RECORD = /^(?:Swapped .+ for |Left out )/;

/** Every piece of the card the user reads as the recipe (not "What changed"'s record of what was replaced, not notices). */
function readPieces(r: StructuredRecipe): { where: string; text: string }[] {
  return [
    { where: 'title', text: r.recipeName },
    { where: 'description', text: r.description ?? '' },
    ...(r.ingredientGroups ?? []).map((g) => ({ where: 'heading', text: g.heading })),
    ...r.ingredients.map((text) => ({ where: 'ingredient', text })),
    ...r.instructions.map((text, i) => ({ where: `step ${i + 1}`, text })),
    ...r.tips.filter((tip) => !ENGINE_RECORD.test(tip)).map((text) => ({ where: 'tip', text })),
    ...(r.substitutions ?? []).flatMap((s) => [
      { where: 'change', text: s.replacement },
      { where: 'reason', text: s.reason },
    ]),
  ];
}

function request(c: FoodCase, stream: boolean): Record<string, unknown> {
  const l = LANGUAGES[c.lang];
  return {
    consent: true,
    stream,
    originalRecipe: [l.title, ...l.ingredients, ...l.steps].join('\n'),
    mode: 'convert',
    filters: c.by.filters ?? [],
    avoidIngredients: c.by.avoid ?? [],
    ...(c.by.conditions
      ? { userSettings: { defaultServingSize: 4, preferredUnits: 'metric', healthConditions: c.by.conditions, defaultDietaryFilters: [] } }
      : {}),
    ...(c.by.allergies
      ? { profileContext: { healthInformation: { allergies: c.by.allergies, medicalConditions: [], medications: [] } } }
      : {}),
  };
}

const forbiddenBy = (by: Forbidding) =>
  [
    ...(by.filters ?? []).map((f) => `the ${f} filter`),
    ...(by.avoid ?? []).map((a) => `"${a}" on the avoid list`),
    ...(by.allergies ?? []).map((a) => `a ${a} allergy`),
    ...(by.conditions ?? []).map((a) => a),
  ].join(', ');

/**
 * What the kitchen's reading (shared/kitchen, not this area's to change) does not see yet: each case here is an it.todo
 * with its reason, to become a test when the kitchen knows it. Found by the first run of the blind cases above.
 */
/** Clean dishes the kitchen cannot call compliant yet (a line it does not know is "check the label", never safe). */
const CLEAN_MISSES: Partial<Record<keyof typeof LANGUAGES, string>> = {};
const KITCHEN_MISSES: Record<string, string> = {};

describe('a forbidden food anywhere on an AI card is never beside "meets this filter"', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'forbidden-anywhere',
        GENERATE_RATE_LIMIT_MAX: '100000',
        AI_CALLS_PER_HOUR: '100000',
      },
    });
    headers = (await createPlanUser(t.app, t.db, 'master-chef')).headers;
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  for (const stream of [false, true]) {
    const mode = stream ? 'streamed' : 'plain';
    // The same dish with nothing forbidden: "meets this filter", and no notice (the checks above do not flag everything).
    for (const c of FOODS) {
      const cleanName = `${LANGUAGES[c.lang].name} clean dish under ${forbiddenBy(c.by)} is compliant without a notice (${mode})`;
      const cleanMiss = CLEAN_MISSES[c.lang];
      if (cleanMiss) {
        it.todo(`${cleanName}: ${cleanMiss}`);
        continue;
      }
      it(cleanName, async () => {
        const { substitutions: _none, ...clean } = replyWith(c, 'notes');
        fake.reply({ kind: 'json', content: { ...clean, notes: [] } });
        const answer = await generateAnswer(t.app, headers, request(c, stream));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const recipe = structuredRecipeSchema.parse(answer.body.data);
        expect(recipe.compliance, JSON.stringify(recipe)).toMatchObject({ compliant: true, violations: [] });
        expect(recipe.notices, JSON.stringify(recipe.notices)).toBeUndefined();
        expect(recipe.instructions).toEqual(LANGUAGES[c.lang].steps);
        // The kitchen may put the filter's name before the title ("Gluten-Free …"); the AI's title is kept.
        expect(recipe.recipeName.endsWith(LANGUAGES[c.lang].title), recipe.recipeName).toBe(true);
      });
    }
    for (const c of FOODS) {
      for (const field of FIELDS) {
        const name = `${LANGUAGES[c.lang].name} "${c.food}" in ${field}, under ${forbiddenBy(c.by)} (${mode})`;
        const miss = KITCHEN_MISSES[`${c.lang}|${c.food}|${field}`];
        if (miss) {
          it.todo(`${name}: ${miss}`);
          continue;
        }
        it(name, async () => {
          fake.reply({ kind: 'json', content: replyWith(c, field) });
          const answer = await generateAnswer(t.app, headers, request(c, stream));
          if (answer.status !== 200) {
            // Refused as unfixable is safe; any other failure is not an answer.
            expect(answer.status, JSON.stringify(answer.body)).toBe(422);
            return;
          }
          const recipe = structuredRecipeSchema.parse(answer.body.data);
          expect(recipe).not.toHaveProperty('notes');
          const still = readPieces(recipe).filter((p) => showsUnqualified(p.text, c.shows));
          const seen = JSON.stringify({ still, compliance: recipe.compliance, notices: recipe.notices });
          if (still.length > 0) {
            // Shown: never compliant, and every diet filter it breaks says "needs attention", not "meets this filter".
            expect(recipe.compliance?.compliant, seen).toBe(false);
            // The card's check names this food (not only some other line to check on a label).
            const naming = (recipe.compliance?.violations ?? []).filter((v) => c.shows.test(`${v.ingredient} ${v.rule}`));
            expect(naming.length, seen).toBeGreaterThan(0);
            for (const filter of c.breaks) {
              expect(recipe.compliance?.filters, seen).toContain(filter);
              expect(
                naming.some((v) => v.filter === filter),
                seen,
              ).toBe(true);
            }
            expect(recipe.notices?.length ?? 0, seen).toBeGreaterThan(0);
          } else if (field !== 'notes') {
            // Gone from the card: the card says what was repaired.
            expect(recipe.notices?.length ?? 0, seen).toBeGreaterThan(0);
          }
        });
      }
    }
  }
});
