import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StructuredRecipe, structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fakeOpenAi';
import { generateAnswer } from '../support/generateAnswer';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * Issue 33, case 1, plain and streamed: a food that holds an allergen without naming it ("Dijon", "tahini",
 * "satay sauce") in an AI reply, with that allergen on the avoid list or among the profile's allergies. The card is
 * never called compliant while it still shows that food: the food is replaced, or the card says what to check.
 * Written before running the engine on them; several phrasings and languages per allergen.
 */

interface Case {
  name: string;
  /** The food as the reply's ingredient line and a step name it. */
  line: string;
  step: string;
  /** The word that shows the food is still on the card. */
  shows: RegExp;
  avoid?: string[];
  allergies?: string[];
}

const CASES: Case[] = [
  {
    name: 'Dijon, mustard avoided',
    line: '1 tbsp Dijon',
    step: 'Whisk the Dijon with the vinegar and oil.',
    shows: /dijon/,
    avoid: ['mustard'],
  },
  {
    name: 'wholegrain Dijon, mustard avoided',
    line: '2 tsp wholegrain Dijon',
    step: 'Stir the Dijon into the dressing.',
    shows: /dijon/,
    avoid: ['mustard'],
  },
  {
    name: 'French Dijon, mustard allergy',
    line: '1 cuillère à soupe de Dijon',
    step: 'Fouettez le Dijon avec le vinaigre.',
    shows: /dijon/,
    allergies: ['Mustard'],
  },
  {
    name: 'German Senf, mustard avoided',
    line: '1 EL mittelscharfer Senf',
    step: 'Den Senf mit dem Essig verrühren.',
    shows: /senf/,
    avoid: ['mustard'],
  },
  {
    name: 'tahini, sesame allergy',
    line: '3 tbsp tahini',
    step: 'Whisk the tahini with lemon juice.',
    shows: /tahini/,
    allergies: ['Sesame'],
  },
  {
    name: 'tahin, sesame avoided',
    line: '2 cucharadas de tahín',
    step: 'Mezcla el tahín con el limón.',
    shows: /tah[ií]n/,
    avoid: ['sesame'],
  },
  {
    name: 'satay sauce, peanut allergy',
    line: '4 tbsp satay sauce',
    step: 'Toss the noodles in the satay sauce.',
    shows: /satay/,
    allergies: ['Peanuts'],
  },
  {
    name: 'groundnut oil, peanuts avoided',
    line: '2 tbsp groundnut oil',
    step: 'Heat the groundnut oil in a wok.',
    shows: /groundnut/,
    avoid: ['peanuts'],
  },
  {
    name: 'Worcestershire, fish allergy',
    line: '1 tbsp Worcestershire sauce',
    step: 'Add the Worcestershire sauce.',
    shows: /worcestershire/,
    allergies: ['Fish'],
  },
];

function reply(c: Case) {
  return {
    recipeName: 'Dressed Potato Salad',
    description: 'Warm potatoes in a sharp dressing.',
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: 4,
    dietaryRequirements: [],
    ingredients: ['1 kg new potatoes', '3 tbsp olive oil', '1 tbsp white wine vinegar', c.line, '1 shallot, finely chopped'],
    instructions: ['Boil the potatoes until tender, 15 minutes.', c.step, 'Toss the warm potatoes with the dressing and shallot.'],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: ['Dress the potatoes while they are warm.'],
    category: 'side-dish',
  };
}

/** What the card says beyond its list, without the engine's own record of what it changed ("Left out Dijon: ...", "Swapped ..."). */
const wordsBesideTheList = (r: StructuredRecipe) =>
  [r.recipeName, r.description ?? '', ...r.instructions, ...r.tips.filter((tip) => !/^(?:Left out|Swapped) [^:]+:/.test(tip))]
    .join('\n')
    .toLowerCase();

describe('a hidden allergen in an AI reply is never passed as compliant', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'hidden-allergens', GENERATE_RATE_LIMIT_MAX: '1000' },
    });
    headers = (await createPlanUser(t.app, t.db, 'master-chef')).headers;
  });
  afterAll(async () => {
    await t?.cleanup();
    await fake?.close();
  });

  for (const stream of [false, true]) {
    for (const c of CASES) {
      it(`${c.name} (${stream ? 'streamed' : 'plain'})`, async () => {
        fake.reply({ kind: 'json', content: reply(c) });
        const answer = await generateAnswer(t.app, headers, {
          consent: true,
          stream,
          originalRecipe: 'Potato salad with a sharp dressing',
          mode: 'convert',
          filters: [],
          avoidIngredients: c.avoid ?? [],
          ...(c.allergies
            ? { profileContext: { healthInformation: { allergies: c.allergies, medicalConditions: [], medications: [] } } }
            : {}),
        });
        // Refused as unfixable is safe too; an answer must not call the food fine.
        if (answer.status !== 200) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(422);
          return;
        }
        const recipe = structuredRecipeSchema.parse(answer.body.data);
        // The list never keeps the food as it was; a substitute may keep its name ("vegan Worcestershire sauce").
        expect(recipe.ingredients).not.toContain(c.line);
        const inList = recipe.ingredients.some((line) => c.shows.test(line.toLowerCase()));
        const besideTheList = c.shows.test(wordsBesideTheList(recipe));
        if (besideTheList && !inList) {
          // Named in a step, a tip or the title while the list no longer holds it: never "meets this filter".
          expect(recipe.compliance?.compliant, JSON.stringify(recipe)).toBe(false);
          expect(recipe.notices?.length ?? 0).toBeGreaterThan(0);
        }
        if (recipe.compliance?.compliant) {
          // Called fine: the food as the reply had it is gone, or what is listed under its name is a safe form.
          for (const line of recipe.ingredients.filter((l) => c.shows.test(l.toLowerCase()))) expect(line).not.toBe(c.line);
        } else {
          expect(recipe.notices?.length ?? 0).toBeGreaterThan(0);
        }
      });
    }
  }
});
