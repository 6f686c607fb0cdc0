import '../../shared/kitchen/knowledge/installed';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { createPlanUser } from '../support/generateUser';
import { createTestApp } from '../support/testApp';
import { runAiPathBench } from './aiPath';
import { runEngineCorpusBench } from './engineCorpus';
import { runKitchenRegexBench } from './kitchenRegexCount';
import { runLexiconBench } from './lexicon';
import { runParseBench } from './parseBench';
import { type BenchRow, percentile, sortedCopy } from './types';
import { runUnseenConversionBench } from './unseenConversion';

/** A 20-ingredient recipe in a common pasted layout. */
export const TWENTY_INGREDIENT_RECIPE = `Weeknight Chicken and Vegetable Lasagna
Serves 6
Prep time: 30 minutes
Cook time: 50 minutes

Ingredients
- 12 lasagna noodles
- 500 g ground chicken
- 2 tbsp olive oil
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 red bell pepper, diced
- 2 zucchini, diced
- 200 g mushrooms, sliced
- 800 g canned crushed tomatoes
- 2 tbsp tomato paste
- 1 tsp dried oregano
- 1 tsp dried basil
- 1 tsp salt
- 1/2 tsp black pepper
- 500 g ricotta cheese
- 1 egg
- 250 g mozzarella cheese, shredded
- 50 g parmesan cheese, grated
- 2 tbsp butter
- 1 cup whole milk

Instructions
1. Heat the oven to 190°C. Cook the lasagna noodles until just tender.
2. Brown the ground chicken in the olive oil, then add the onion, garlic, pepper, zucchini and mushrooms.
3. Stir in the tomatoes, tomato paste, oregano, basil, salt and pepper; simmer 15 minutes.
4. Mix the ricotta with the egg, milk and half the parmesan. Melt the butter over the noodles.
5. Layer noodles, sauce, ricotta mixture and mozzarella three times; finish with mozzarella and parmesan.
6. Bake 40 minutes until bubbling; rest 10 minutes before slicing.`;

const FILTERS = ['Vegan', 'Gluten-Free'];

function timeIt(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return sortedCopy(times);
}

/** Engine part: local conversion of a 20-ingredient recipe, and /api/generate's own overhead excluding the provider. */
export async function runEngineBench(): Promise<BenchRow[]> {
  const convert = () => {
    const result = convertRecipeText(TWENTY_INGREDIENT_RECIPE, { filters: FILTERS, avoid: [], mustUse: [] });
    if (!result.ok) throw new Error(`conversion failed: ${result.reason}`);
  };
  timeIt(20, convert); // warm-up (JIT, lookup indexes)
  const local = timeIt(200, convert);

  const t = await createTestApp({ env: { GENERATION_PROVIDER: 'local', GENERATE_RATE_LIMIT_MAX: '100000' } });
  const overhead: number[] = [];
  try {
    const { headers } = await createPlanUser(t.app, t.db, 'master-chef');
    const payload = { originalRecipe: TWENTY_INGREDIENT_RECIPE, filters: FILTERS, consent: true, mode: 'convert' };
    for (let i = 0; i < 120; i += 1) {
      const start = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/generate', headers, payload });
      const total = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
      const provider = Number(/provider;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1]);
      if (i >= 20) overhead.push(total - provider);
    }
  } finally {
    await t.cleanup();
  }
  const o = sortedCopy(overhead);
  return [
    ...runEngineCorpusBench(),
    ...runKitchenRegexBench(),
    ...runParseBench(),
    ...(await runLexiconBench()),
    {
      part: 'engine',
      metric: 'local convert, 20 ingredients, p50',
      value: percentile(local, 50),
      unit: 'ms',
      ratio: percentile(local, 50) / 5,
      note: 'the same text converted again and again (its words already read); ratio to the 5 ms goal',
    },
    { part: 'engine', metric: 'local convert, 20 ingredients, p99', value: percentile(local, 99), unit: 'ms' },
    ...runUnseenConversionBench(),
    {
      part: 'engine',
      metric: '/api/generate overhead excl. provider, p50',
      value: percentile(o, 50),
      unit: 'ms',
      note: `${t.testDb.kind}; checks, usage slot, compliance + nutrition check, usage write`,
    },
    { part: 'engine', metric: '/api/generate overhead excl. provider, p99', value: percentile(o, 99), unit: 'ms' },
    ...(await runAiPathBench()),
  ];
}
