/**
 * What a cook found wrong in converted recipes (issue 32), probed blind: the recipes and what a cook expects of them
 * were written before running the engine on them, at least three phrasings per rule, several languages.
 * 1 a substitute named in the recipe's language; 2 count nouns after a number in their language's plural;
 * 3 Polish: no nominative after a preposition; 4 converted grams rounded as a cook measures; 5 a substitute whipped
 * once, a thickener in a thickener's amount, a whole item tied to its tin not halved; 6 one tip per swap;
 * 7 a serving tip keeps what it may keep; 8 localising a short sentence ends.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { localiseText } from '../../shared/kitchen/language/localiseText';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function convert(text: string, filters: string[], servings?: number): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters,
    avoidIngredients: [],
    mustUseIngredients: [],
    ...(servings === undefined ? {} : { requestedServings: servings }),
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

/**
 * The cases the engine fails today, each with its cause (flipped to plain tests as they are fixed).
 */
const FAILING: Record<string, string> = {
  'Polish, butter fried': 'the egg substitute is said in English in the list and the method',
  'Polish, butter in a dough': 'the egg substitute is said in English',
  'German, butter and milk': 'the egg substitute is said in English',
  'Spanish, eggs and flour': 'the egg substitute is said in English',
  'na maśle': 'the substitute is put in the nominative after "na"',
  'a whole item tied to its vessel is not halved: German Blätterteig halved': 'a roll of pastry is halved',
};
const test = (name: string) => (name in FAILING ? it.fails : it);

const method = (r: StructuredRecipe): string => r.instructions.join('\n');
const listAndMethod = (r: StructuredRecipe): string => [...r.ingredients, ...r.instructions].join('\n');

/** English names of substitutes a cook should not meet inside a recipe in another language. */
const ENGLISH_SUBSTITUTES =
  /\b(vegan butter|plant butter|flax egg|soy milk|oat milk|plant milk|vegan cream|gluten-free flour|flour blend)\b/i;

describe('1 · a substitute is named in the recipe language', () => {
  const cases: [string, string, string[]][] = [
    [
      'Polish, butter fried',
      'Placki ziemniaczane\nPorcje: 4\n1 kg ziemniaków\n1 cebula\n2 jajka\n3 łyżki mąki pszennej\n50 g masła\n\nZiemniaki i cebulę zetrzeć, dodać jajka i mąkę.\nNa patelni rozgrzać masło i smażyć placki z obu stron.',
      ['Vegan'],
    ],
    [
      'Polish, butter in a dough',
      'Kruche ciasteczka\nPorcje: 20\n200 g mąki\n100 g masła\n80 g cukru\n1 jajko\n\nMąkę posiekać z masłem, dodać cukier i jajko.\nZagnieść ciasto, schłodzić i upiec ciasteczka.',
      ['Vegan'],
    ],
    [
      'German, butter and milk',
      'Rührkuchen\nFür 12 Stücke\n200 g Butter\n150 g Zucker\n3 Eier\n250 g Mehl\n100 ml Milch\n\nButter und Zucker cremig rühren, die Eier einzeln unterrühren.\nMehl und Milch abwechselnd unterheben und 45 Minuten backen.',
      ['Vegan'],
    ],
    [
      'Spanish, butter and cream',
      'Puré de patatas\nPara 4 personas\n1 kg de patatas\n60 g de mantequilla\n150 ml de nata\n\nCocer las patatas y chafarlas.\nAñadir la mantequilla y la nata caliente y mezclar bien.',
      ['Vegan'],
    ],
    [
      'Spanish, eggs and flour',
      'Rebozado de calabacín\nPara 4 personas\n2 calabacines\n2 huevos\n100 g de harina de trigo\n\nCortar los calabacines en rodajas.\nPasarlas por harina y huevo batido y freírlas.',
      ['Vegan', 'Gluten-Free'],
    ],
  ];
  for (const [name, text, filters] of cases) {
    test(name)(name, () => {
      expect(listAndMethod(convert(text, filters))).not.toMatch(ENGLISH_SUBSTITUTES);
    });
  }
});

describe('2 · a count noun after a number is in its language plural', () => {
  const cases: [string, string, number, RegExp, RegExp][] = [
    [
      'German onion 1 → 2 Zwiebeln',
      'Zwiebelsuppe\nFür 2 Personen\n1 Zwiebel\n500 ml Brühe\n\nDie Zwiebel schneiden und in der Brühe kochen.',
      4,
      /\b2 Zwiebeln\b/,
      /\b2 Zwiebel\b(?!n)/,
    ],
  ];
  for (const [name, text, servings, want, never] of cases) {
    test(name)(name, () => {
      const r = convert(text, ['Nut-Free'], servings);
      const list = r.ingredients.join('\n');
      expect(list).toMatch(want);
      expect(list).not.toMatch(never);
    });
  }
});

describe('3 · Polish: no nominative after a preposition', () => {
  const cases: [string, string][] = [
    ['na maśle', 'Cebula duszona\nPorcje: 2\n2 cebule\n30 g masła\n\nCebulę pokroić w kostkę i zeszklić na maśle.\nPodawać na ciepło.'],
    [
      'z masłem',
      'Ziemniaki z koperkiem\nPorcje: 4\n1 kg ziemniaków\n40 g masła\n1 pęczek koperku\n\nZiemniaki ugotować.\nPolać je roztopionym masłem i posypać koperkiem.\nPodawać z masłem.',
    ],
    ['w mleku', 'Kasza manna\nPorcje: 2\n500 ml mleka\n60 g kaszy manny\n\nKaszę gotować w mleku przez 5 minut, ciągle mieszając.'],
    [
      'na śmietanie',
      'Sos grzybowy\nPorcje: 4\n300 g pieczarek\n200 ml śmietany\n1 cebula\n\nPieczarki podsmażyć z cebulą.\nZagęścić sos na śmietanie i doprawić.',
    ],
  ];
  for (const [name, text] of cases) {
    test(name)(name, () => {
      const m = method(convert(text, ['Vegan']));
      // The nominative of a plant substitute right after a preposition: "na masło roślinne", "z mleko sojowe".
      expect(m).not.toMatch(/\b(na|w|z|ze)\s+(masło|mleko|śmietana|margaryna|napój)\b/i);
      expect(m).not.toMatch(/\b(na|w|z|ze)\s+\S+\s+(roślinne|roślinna|sojowe|owsiane)\b/i);
    });
  }
});

describe('4 · converted grams are rounded as a cook measures', () => {
  const cases: [string, string, string[]][] = [
    [
      'cups of flour, GF',
      'Banana bread\nServes 8\n1 1/4 cups all-purpose flour\n1/2 cup sugar\n3 ripe bananas\n1 tsp baking soda\n\nMash the bananas, stir in the sugar, flour and baking soda.\nBake in a loaf tin for 55 minutes.',
      ['Gluten-Free'],
    ],
    [
      'cups of butter and milk, vegan',
      'Biscuits\nServes 6\n2 cups flour\n1/2 cup cold butter\n3/4 cup milk\n1 tbsp baking powder\n\nRub the butter into the flour and baking powder.\nStir in the milk, cut out the biscuits and bake.',
      ['Vegan'],
    ],
    [
      'two-thirds cup, metric',
      'Pancakes\nServes 4\n1 2/3 cups flour\n2 eggs\n1 1/3 cups milk\n\nWhisk everything into a smooth batter.\nFry small pancakes in a hot pan.',
      ['Gluten-Free', 'Dairy-Free'],
    ],
  ];
  for (const [name, text, filters] of cases) {
    test(name)(name, () => {
      const r = generateLocally({
        originalRecipe: text,
        mode: 'convert',
        filters,
        avoidIngredients: [],
        mustUseIngredients: [],
        userSettings: { defaultServingSize: 4, preferredUnits: 'metric' },
      } as never);
      if (!r.ok) throw new Error(r.error);
      for (const line of r.recipe.ingredients) {
        const grams = /^(\d+) ?(g|ml)\b/.exec(line);
        if (!grams) continue;
        const n = Number(grams[1]);
        if (n >= 100) expect(n % 10, line).toBe(0);
        else if (n >= 20) expect(n % 5, line).toBe(0);
      }
    });
  }
});

describe('5 · a substitute does what its role can', () => {
  const whipped: [string, string][] = [
    [
      'separated eggs, whites whipped',
      'Chocolate mousse\nServes 4\n150 g dark chocolate\n3 eggs, separated\n2 tbsp sugar\n\nMelt the chocolate and stir in the yolks.\nWhip the whites to stiff peaks with the sugar.\nFold the whites into the chocolate and chill for 4 hours.',
    ],
    [
      'whites beaten then folded',
      'Lemon mousse\nServes 4\n3 egg whites\n100 g sugar\n200 ml cream\n1 lemon\n\nBeat the egg whites until stiff, adding the sugar slowly.\nWhip the cream softly and fold it into the whites with the lemon juice.\nChill before serving.',
    ],
    [
      'Italian, albumi montati',
      'Mousse al cioccolato\nPer 4 persone\n150 g di cioccolato fondente\n3 uova\n50 g di zucchero\n\nSciogliere il cioccolato e unire i tuorli.\nMontare gli albumi a neve con lo zucchero.\nIncorporare gli albumi al cioccolato e lasciare in frigo 4 ore.',
    ],
  ];
  for (const [name, text] of whipped) {
    test(`whipped once: ${name}`)(`whipped once: ${name}`, () => {
      const r = convert(text, ['Vegan']);
      const sentences = r.instructions.flatMap((s) => s.split(/(?<=[.!?])\s+/));
      // A sentence that whips the substitute itself: its verb, the substitute and the stiff-peaks cue.
      const whips = sentences.filter(
        (s) => /aquafaba/i.test(s) && /\b(whip|whisk|beat|mont\w*)\b/i.test(s) && /\b(stiff|peaks?|neve|firm)\b/i.test(s),
      );
      expect(whips.length, r.instructions.join('\n')).toBeLessThanOrEqual(1);
    });
  }

  const thickened: [string, string][] = [
    [
      'béchamel for croquettes',
      'Croquettes\nServes 4\n60 g flour\n60 g butter\n500 ml milk\n150 g ham\n\nMelt the butter, stir in the flour and cook for a minute.\nWhisk in the milk and cook until thick, add the ham and chill.\nShape, coat and fry the croquettes.',
    ],
    [
      'gravy thickened',
      'Beef stew\nServes 4\n800 g beef\n2 tbsp flour\n500 ml stock\n2 carrots\n\nToss the beef in the flour and brown it.\nAdd the stock and carrots and simmer for 2 hours.',
    ],
    [
      'white sauce',
      'Cauliflower cheese\nServes 4\n1 cauliflower\n40 g flour\n40 g butter\n500 ml milk\n100 g cheddar\n\nMake a roux with the butter and flour, whisk in the milk.\nStir in the cheese and pour over the cauliflower. Bake for 25 minutes.',
    ],
  ];
  for (const [name, text] of thickened) {
    test(`a thickener in a thickener's amount: ${name}`)(`a thickener in a thickener's amount: ${name}`, () => {
      const r = convert(text, ['Keto']);
      for (const line of r.ingredients.filter((l) => /xanthan|guar/i.test(l))) {
        const grams = /^(\d+(?:[.,]\d+)?) ?g\b/.exec(line);
        if (grams) expect(Number((grams[1] ?? '').replace(',', '.')), line).toBeLessThanOrEqual(4);
        expect(line).not.toMatch(/^\d+ ?(tbsp|tablespoons?)\b/);
      }
    });
  }

  const tins: [string, string, string[]][] = [
    [
      'quiche halved',
      'Quiche Lorraine\nServes 8\n23 cm tart tin\n1 sheet shortcrust pastry\n200 g bacon\n4 eggs\n300 ml cream\n\nLine the tin with the pastry and blind bake.\nFill with bacon, eggs and cream and bake for 35 minutes.',
      ['Vegetarian'],
    ],
    [
      'puff pastry pie halved',
      'Chicken pie\nServes 6\n1 sheet puff pastry\n500 g chicken\n300 ml stock\n1 leek\n\nCook the chicken and leek in the stock, put it in a pie dish.\nCover with the puff pastry and bake for 30 minutes.',
      ['Dairy-Free'],
    ],
    [
      'German Blätterteig halved',
      'Gemüsestrudel\nFür 4 Personen\n1 Rolle Blätterteig\n300 g Gemüse\n100 g Feta\n\nDas Gemüse mit dem Feta auf den Blätterteig geben.\nEinrollen und 30 Minuten backen.',
      ['Dairy-Free'],
    ],
  ];
  for (const [name, text, filters] of tins) {
    test(`a whole item tied to its vessel is not halved: ${name}`)(`a whole item tied to its vessel is not halved: ${name}`, () => {
      const original = Number(/(?:Serves|Für) (\d+)/.exec(text)?.[1]);
      const r = convert(text, filters, original / 2);
      expect(r.ingredients.join('\n')).not.toMatch(/(½|0[.,]5|1\/2)[^\n]*(pastry|Blätterteig|teig)/i);
    });
  }
});

describe('6 · one tip per swap', () => {
  const cases: [string, string, string[], RegExp][] = [
    [
      'large eggs',
      'Muffins\nServes 12\n2 large eggs\n250 g flour\n150 g sugar\n200 ml oil\n\nWhisk the eggs with the sugar and oil, fold in the flour.\nBake for 20 minutes.',
      ['Vegan'],
      /flax|chia|aquafaba|egg replacer/i,
    ],
    [
      'butter',
      'Shortbread\nServes 16\n225 g butter\n100 g sugar\n300 g flour\n\nCream the butter and sugar, work in the flour.\nBake for 25 minutes.',
      ['Vegan'],
      /vegan butter|plant butter|margarine/i,
    ],
    [
      'milk',
      'Rice pudding\nServes 4\n1 litre whole milk\n100 g pudding rice\n60 g sugar\n\nSimmer the rice in the milk with the sugar for 40 minutes.',
      ['Vegan'],
      /oat|soy|almond|plant/i,
    ],
  ];
  for (const [name, text, filters, substitute] of cases) {
    test(name)(name, () => {
      const r = convert(text, filters);
      // A note that says the swap (not how to make the substitute): "Swapped … for …", "Used … instead of …".
      const says = r.tips.filter((t) => substitute.test(t) && /\b(swapped|instead of|replaced|used)\b/i.test(t));
      expect(says.length, r.tips.join('\n')).toBeLessThanOrEqual(1);
    });
  }
});

describe('7 · a serving tip keeps what it may keep', () => {
  const cases: [string, string, string[], RegExp][] = [
    [
      'English, bread and salad',
      'Lentil soup\nServes 4\n250 g red lentils\n1 onion\n1 litre stock\n\nSimmer everything for 25 minutes and blend.\n\nTips:\nServe with crusty bread and a green salad.',
      ['Gluten-Free'],
      /salad/i,
    ],
    [
      'English, yogurt and rice',
      'Chickpea curry\nServes 4\n2 cans chickpeas\n1 onion\n400 ml coconut milk\n\nCook the onion, add the chickpeas and coconut milk and simmer.\n\nNotes:\nDelicious with basmati rice and a spoon of yogurt.',
      ['Vegan'],
      /rice/i,
    ],
    [
      'German, Brot und Salat',
      'Linsensuppe\nFür 4 Personen\n250 g Linsen\n1 Zwiebel\n1 l Brühe\n\nAlles 25 Minuten köcheln.\n\nTipp:\nDazu passen frisches Brot und ein grüner Salat.',
      ['Gluten-Free'],
      /Salat/,
    ],
  ];
  for (const [name, text, filters, kept] of cases) {
    test(name)(name, () => {
      const r = convert(text, filters);
      expect(r.tips.join('\n')).toMatch(kept);
    });
  }
});

describe('8 · localising a short sentence ends', () => {
  for (const text of ['Vegan.', 'Gluten-free.', 'Vegan', 'Dairy-free vegan.']) {
    test(text)(
      text,
      () => {
        const scope = { language: 'de' as const, original: 'Kuchen', originalLower: 'kuchen' };
        const out = localiseText(text, scope, 'sentence', new Map());
        expect(typeof out).toBe('string');
      },
      2000,
    );
  }
});
