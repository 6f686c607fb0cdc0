import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';
import { engineConversion, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 15), before running the engine on any of these:
 * - a food written in a case form of a short stem (three-letter dictionary forms) in Hungarian, Czech, Slovak,
 *   Croatian, Finnish and Turkish is the food of its dictionary form;
 * - a free-from word is never glued on a food whose essence is the allergen (spelt, barley, hazelnuts, ghee, honey)
 *   in a conversion's output;
 * - a forbidden food named only in a step or tip (several languages) is reported, never passed in silence;
 * - supermarket products with hidden EU allergens, with the allergen's name on the avoid list.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** A word in a case form of a short stem, its language, and a tag its food carries. */
const SHORT_STEMS: [string, string, string][] = [
  // Hungarian vaj (butter), sajt (cheese), tej (milk), liszt (flour)
  ['vajjal', 'hu', 'dairy'],
  ['vajat', 'hu', 'dairy'],
  ['vajban', 'hu', 'dairy'],
  ['tejjel', 'hu', 'dairy'],
  ['tejet', 'hu', 'dairy'],
  ['tejben', 'hu', 'dairy'],
  // Czech sýr (cheese), Slovak syr, Croatian sir
  ['sýrem', 'cs', 'dairy'],
  ['sýra', 'cs', 'dairy'],
  ['sýru', 'cs', 'dairy'],
  ['syrom', 'sk', 'dairy'],
  ['syra', 'sk', 'dairy'],
  ['sirom', 'hr', 'dairy'],
  ['sira', 'hr', 'dairy'],
  // Croatian / Slovak eggs and milk
  ['jajima', 'hr', 'egg'],
  ['mlijekom', 'hr', 'dairy'],
  ['vajcom', 'sk', 'egg'],
  ['mliekom', 'sk', 'dairy'],
  // Finnish voi (butter)
  ['voita', 'fi', 'dairy'],
  ['voin', 'fi', 'dairy'],
  // Turkish possessive/accusative forms
  ['peyniri', 'tr', 'dairy'],
  ['sütü', 'tr', 'dairy'],
  ['yumurtayı', 'tr', 'egg'],
];

describe('a short stem in a case form is its dictionary form', () => {
  for (const [word, lang, tag] of SHORT_STEMS) {
    run(`${lang} ${word}`)(`${lang} "${word}" carries ${tag}`, () => {
      expect(tagsOf(word, lang)).toContain(tag);
    });
  }
  for (const [line, filter] of [
    ['vajjal kikenjük a formát', 'Dairy-Free'],
    ['100 g strouhaného sýra', 'Dairy-Free'],
    ['200 g naribanog sira', 'Dairy-Free'],
    ['2 dl tejjel', 'Vegan'],
  ] as const) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

/** A recipe, a filter, and the words the output must never glue a free-from word onto. */
const GLUED: [string, string[], RegExp][] = [
  ['Spelt porridge\n\n100 g spelt flakes\n300 ml water\n1 pinch salt\n\nSimmer 10 minutes.', ['Gluten-Free'], /gluten[- ]free spelt/i],
  [
    'Barley soup\n\n150 g pearl barley\n1 onion\n1 l vegetable stock\n\nSimmer 40 minutes.',
    ['Gluten-Free'],
    /gluten[- ]free (pearl )?barley/i,
  ],
  ['Rye toast\n\n4 slices rye bread\n2 tbsp olive oil\n\nToast and drizzle.', ['Gluten-Free'], /gluten[- ]free rye/i],
  [
    'Hazelnut cake\n\n100 g ground hazelnuts\n100 g sugar\n2 eggs\n\nMix and bake 30 minutes at 180°C.',
    ['Nut-Free'],
    /nut[- ]free (ground )?hazelnuts/i,
  ],
  ['Dal\n\n200 g red lentils\n2 tbsp ghee\n1 tsp cumin\n\nCook the lentils, temper in ghee.', ['Dairy-Free'], /dairy[- ]free ghee/i],
  ['Honey oats\n\n100 g oats\n2 tbsp honey\n250 ml water\n\nCook and stir in honey.', ['Sugar-Free'], /sugar[- ]free honey/i],
  [
    'Dinkelbrot\n\n500 g Dinkelmehl\n1 Würfel Hefe\n300 ml Wasser\n\nKneten und backen.',
    ['Gluten-Free'],
    /glutenfrei\w* dinkel|gluten-free spelt/i,
  ],
  [
    'Gerstsoep\n\n150 g parelgort\n1 ui\n1 l groentebouillon\n\n40 minuten sudderen.',
    ['Gluten-Free'],
    /glutenvrije? (parel)?gort|gluten-free (pearl )?barley/i,
  ],
  [
    'Focaccia di farro\n\n400 g farina di farro\n7 g lievito\n250 ml acqua\n\nImpastare e cuocere.',
    ['Gluten-Free'],
    /farro senza glutine|gluten-free (farro|spelt)/i,
  ],
];

describe('no free-from word on a food that is the allergen itself', () => {
  for (const [text, filters, glued] of GLUED) {
    const title = text.split('\n')[0] ?? '';
    run(title)(`${title} under ${filters.join(',')} glues nothing`, () => {
      const recipe = engineConversion(text, filters);
      for (const line of recipe.ingredients) expect(line).not.toMatch(glued);
    });
  }
});

describe('a forbidden food named only in a step or tip is reported', () => {
  const base = (name: string, ingredients: string[], steps: string[], tips: string[] = []): CheckedRecipe => ({
    recipeName: name,
    ingredients,
    instructions: steps,
    tips,
  });
  const CASES: [string, CheckedRecipe, string[]][] = [
    [
      'en tip parmesan',
      base('Tomato pasta', ['300 g rice pasta', '400 g tomatoes'], ['Cook the pasta.', 'Toss with sauce.'], ['Top with grated parmesan.']),
      ['Vegan'],
    ],
    [
      'de step Sahne',
      base('Tomatensuppe', ['1 kg Tomaten', '1 Zwiebel'], ['Tomaten kochen.', 'Mit einem Schuss Sahne servieren.']),
      ['Dairy-Free'],
    ],
    [
      'fr step lardons',
      base('Soupe', ['1 kg poireaux', '2 pommes de terre'], ['Cuire les légumes.', 'Servir avec des lardons grillés.']),
      ['Vegetarian'],
    ],
    [
      'es tip queso',
      base('Crema de calabaza', ['1 kg calabaza', '1 cebolla'], ['Cocer y triturar.'], ['Servir con queso rallado por encima.']),
      ['Vegan'],
    ],
    [
      'it step pancetta',
      base('Zuppa di ceci', ['400 g ceci', '1 cipolla'], ['Soffriggere la cipolla con la pancetta.', 'Aggiungere i ceci.']),
      ['Vegetarian'],
    ],
    [
      'pl step śmietana',
      base('Zupa ogórkowa', ['1 kg ziemniaków', '4 ogórki kiszone'], ['Gotować ziemniaki.', 'Zabielić śmietaną.']),
      ['Dairy-Free'],
    ],
    [
      'nl step boter',
      base('Stamppot', ['1 kg aardappelen', '500 g boerenkool'], ['Kook de aardappelen.', 'Stamp met een klont boter.']),
      ['Dairy-Free'],
    ],
    ['pt step bacon', base('Feijão', ['500 g feijão', '1 cebola'], ['Refogar a cebola com bacon.', 'Juntar o feijão.']), ['Vegetarian']],
  ];
  for (const [name, recipe, filters] of CASES) {
    run(name)(`${name} under ${filters.join(',')} is flagged`, () => {
      expect(checkOutput(recipe, { filters }).length).toBeGreaterThan(0);
    });
  }
});

/** Supermarket products and composites with a hidden EU allergen under the allergen's own name. */
const HIDDEN: [string, string][] = [
  ['2 tbsp Hellmann’s mayonnaise', 'egg'],
  ['1 tbsp tartare sauce', 'egg'],
  ['2 tbsp pesto alla genovese', 'nuts'],
  ['1 tbsp Worcestershire sauce', 'fish'],
  ['1 tsp Dijon mustard', 'mustard'],
  ['2 tbsp remoulade', 'mustard'],
  ['1 tbsp za’atar', 'sesame'],
  ['1 tbsp dukkah', 'sesame'],
  ['1 stock cube', 'celery'],
  ['1 tbsp oyster sauce', 'molluscs'],
  ['1 tsp shrimp paste', 'crustaceans'],
  ['50 g marzipan', 'nuts'],
  ['100 g praline paste', 'nuts'],
  ['2 tbsp satay sauce', 'peanuts'],
  ['1 tbsp tahini', 'sesame'],
  ['100 ml white wine', 'sulphites'],
  ['50 g dried apricots', 'sulphites'],
  ['100 g lupin flour', 'lupin'],
  ['1 tbsp soy sauce', 'soy'],
  ['200 g tofu', 'soy'],
  ['1 Maggi Würfel', 'celery'],
  ['2 EL Remoulade', 'Senf'],
  ['1 cucchiaio di maionese', 'uova'],
  ['1 c. à s. de sauce Worcestershire', 'poisson'],
];

describe('hidden EU allergens of products under the allergen’s name', () => {
  for (const [line, avoid] of HIDDEN) {
    run(`${line} ${avoid}`)(`"${line}" under avoid ${avoid} is reported`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
});

/**
 * Written blind too (second batch, before running the engine on them): a bought product named only in a tip or a
 * step, which may hold the avoided allergen, is reported (a label to check), in several languages.
 */
describe('a bought product named only in a tip or step is checked against the avoid list', () => {
  const recipe = (name: string, ingredients: string[], steps: string[], tips: string[]): CheckedRecipe => ({
    recipeName: name,
    ingredients,
    instructions: steps,
    tips,
  });
  const CASES: [string, CheckedRecipe, string[]][] = [
    ['sv vegokorv', recipe('Pytt', ['500 g potatis', '1 lök'], ['Stek potatisen.'], ['Byt gärna till vegokorv.']), ['mjölk']],
    [
      'en sausages tip',
      recipe('Beans', ['400 g beans', '1 onion'], ['Cook the beans.'], ['Add some sausages for a heartier meal.']),
      ['milk'],
    ],
    ['de Brühwürfel step', recipe('Suppe', ['1 kg Kartoffeln', '1 Zwiebel'], ['Mit einem Brühwürfel aufkochen.'], []), ['Sellerie']],
    ['fr bouillon cube step', recipe('Soupe', ['1 kg carottes', '1 oignon'], ['Ajouter un cube de bouillon.'], []), ['céleri']],
    [
      'en pesto tip',
      recipe('Pasta', ['300 g rice pasta', '200 g tomatoes'], ['Cook the pasta.'], ['A spoon of pesto on top is lovely.']),
      ['pine nuts'],
    ],
    ['it maionese tip', recipe('Patate', ['1 kg patate'], ['Lessare le patate.'], ['Servire con maionese.']), ['uova']],
  ];
  for (const [name, r, avoid] of CASES) {
    run(name)(`${name} under avoid ${avoid.join(',')} is flagged`, () => {
      expect(checkOutput(r, { filters: [], avoid }).length).toBeGreaterThan(0);
    });
  }
});
