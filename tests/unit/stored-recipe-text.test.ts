import '../../shared/kitchen/index';
import { describe, expect, it } from 'vitest';
import { emptyStructuredRecipe, writeLegacyRecipe } from '../../shared/domain/recipeContent';
import { readStoredRecipeText } from '../../shared/domain/storedRecipeText';
import { BASE_RECIPES } from '../../shared/kitchen/corpus';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { benchLegacyRecipe, benchRecipe } from '../bench/benchRecipe';

/** The app's legacy layout (signed-in-features §3), as older versions stored an AI reply. */
function legacyText(o: {
  name: string;
  times: [string, string][];
  servings?: string;
  diet?: string;
  ingredients: string[];
  steps: string[];
  tips?: string[];
  tipsHeading?: string;
  bullet?: string;
}): string {
  const b = o.bullet ?? '-';
  return [
    `**Recipe Name:** ${o.name}`,
    ...o.times.map(([label, value]) => `**${label}:** ${value}`),
    ...(o.servings !== undefined ? [`**Servings:** ${o.servings}`] : []),
    ...(o.diet ? [`**Dietary Requirements:** ${o.diet}`] : []),
    '',
    '**Ingredients:**',
    ...o.ingredients.map((l) => (l.endsWith(':') ? l : `${b} ${l}`)),
    '',
    '**Instructions:**',
    ...o.steps.map((s, i) => `${i + 1}. ${s}`),
    ...(o.tips?.length ? ['', `**${o.tipsHeading ?? 'Tips'}:**`, ...o.tips.map((t) => `${b} ${t}`)] : []),
  ].join('\n');
}

const TIME_FORMS: [string, string][][] = [
  [
    ['Prep Time', '15 minutes'],
    ['Cook Time', '30 minutes'],
    ['Total Time', '45 minutes'],
  ],
  [
    ['Prep Time', '20 mins'],
    ['Cook Time', '1 hr 10 min'],
  ],
  [['Total Time', '2 hours']],
  [
    ['Prep Time', '10 minutes'],
    ['Cook Time', '20-25 minutes'],
  ],
  [
    ['Cook Time', '1-2 hours'],
    ['Total Time', '2 hours 15 minutes'],
  ],
  [
    ['Prep Time', '5 min'],
    ['Cook Time', '1 hour'],
  ],
];

/** Every recipe of the built-in collection in the legacy layout, in several of the ways a reply wrote it. */
const CORPUS: string[] = BASE_RECIPES.flatMap((base, n) => {
  const times = TIME_FORMS[n % TIME_FORMS.length] ?? [];
  const half = Math.ceil(base.ingredients.length / 2);
  return [
    legacyText({
      name: base.name,
      times,
      servings: String(base.servings),
      diet: n % 3 === 0 ? 'Vegan, Gluten-Free' : undefined,
      ingredients: base.ingredients,
      steps: base.steps,
      tips: base.tips,
      tipsHeading: ['Tips', 'Cooking Tips', 'Assembly Tips'][n % 3],
      bullet: n % 4 === 1 ? '*' : '-',
    }),
    legacyText({
      name: base.name,
      times: TIME_FORMS[(n + 1) % TIME_FORMS.length] ?? [],
      servings: n % 2 === 0 ? `${base.servings}-${base.servings + 2}` : String(base.servings),
      ingredients: ['For the base:', ...base.ingredients.slice(0, half), 'For the topping:', ...base.ingredients.slice(half)],
      steps: base.steps,
    }),
  ];
});

/** Other ways of the same layout: headings without bold, Windows line ends. */
const VARIANTS: string[] = CORPUS.slice(0, 40).map((text, n) =>
  n % 2 === 0
    ? text.replace(/^\*\*(Ingredients|Instructions|Tips|Cooking Tips|Assembly Tips):\*\*$/gm, '$1:')
    : text.replaceAll('\n', '\r\n'),
);

/** The writer the editor uses for a legacy recipe. */
const WRITTEN: string[] = BASE_RECIPES.slice(0, 60).map((base) =>
  writeLegacyRecipe(
    base.name,
    {
      ...emptyStructuredRecipe(base.name),
      prepTime: `${base.prep || 5} minutes`,
      cookTime: `${base.cook || 10} minutes`,
      servings: base.servings,
      ingredients: base.ingredients,
      instructions: base.steps,
      dietaryRequirements: ['Dairy-Free'],
    },
    base.tips.join('\n'),
  ),
);

/** Texts outside the layout: declined, for the kitchen reader. */
const OTHER_LAYOUTS = [
  benchRecipe(1).convertedRecipe,
  'Pancakes\n\nServes 4\n\n200 g flour\n2 eggs\n300 ml milk\n\nWhisk everything. Fry in butter.',
  '**Recipe Name:** Soup\n**Prep Time:** 10 minutes\n**Servings:** 2\n\n**Ingredients:**\n- 1 onion\n\n**Instructions:**\n1. Simmer for 20 minutes.',
  '**Recipe Name:** Soup\n**Cook Time:** about 20 minutes\n**Servings:** 2\n\n**Ingredients:**\n- 1 onion\n\n**Instructions:**\n1. Simmer.',
  '**Recipe Name:** Soup\n**Cook Time:** 20 minutes\n**Servings:** 2\n\n**Instructions:**\n1. Simmer.\n\n**Ingredients:**\n- 1 onion',
  '**Recipe Name:** Soup\n**Cook Time:** 20 minutes\n**Servings:** 2\n\n**Ingredients:**\n- 1 onion\n\n**Instructions:**\n1. Simmer.\n\n**Nutrition:**\n- Calories: 200',
];

describe('the app’s own legacy text layout, read without the kitchen reader', () => {
  it('reads every recipe of the layout as the kitchen reader does, the list as written', () => {
    let read = 0;
    let methodFoods = 0;
    const differ: string[] = [];
    for (const text of [...CORPUS, ...VARIANTS, ...WRITTEN, benchLegacyRecipe(7).convertedRecipe]) {
      const small = readStoredRecipeText(text);
      if (small === null) continue;
      read += 1;
      const full = parseRecipeText(text);
      // The one difference: the kitchen reader adds foods the method names that the list lacks ("a splash of pasta
      // water", and misreadings such as "squeeze out"); the book keeps the list the recipe wrote.
      const added = full.ingredients.slice(small.ingredients.length);
      if (added.length > 0) methodFoods += 1;
      const listed = { ...full, ingredients: full.ingredients.slice(0, small.ingredients.length) };
      if (added.length > 0 && full.ingredientGroups) {
        const groups = full.ingredientGroups.filter((g) => g.heading !== '' || !g.ingredients.every((l) => added.includes(l)));
        if (groups.length > 0 && groups.some((g) => g.heading !== '')) listed.ingredientGroups = groups;
        else delete listed.ingredientGroups;
      }
      for (const k of Object.keys({ ...small, ...listed }) as (keyof typeof listed)[])
        if (JSON.stringify(small[k]) !== JSON.stringify(listed[k]))
          differ.push(`${small.recipeName} ${k}: ${JSON.stringify(small[k])} ≠ ${JSON.stringify(listed[k])}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // Most of them are read (the rest, declined, go to the kitchen reader); a few name foods in the method only.
    expect(read).toBeGreaterThan(0.8 * (CORPUS.length + VARIANTS.length + WRITTEN.length));
    expect(methodFoods).toBeLessThan(read / 4);
  });

  it('reads the benchmark book’s legacy recipe', () => {
    expect(readStoredRecipeText(benchLegacyRecipe(7).convertedRecipe)).toMatchObject({
      recipeName: 'Spiced lentil and coconut soup 7',
      totalTime: '40 minutes',
      servings: 4,
      dietaryRequirements: ['Vegan', 'Gluten-Free'],
    });
  });

  it('declines other layouts and texts whose times the kitchen reader works out from the method', () => {
    for (const text of OTHER_LAYOUTS) expect(readStoredRecipeText(text)).toBeNull();
  });
});
