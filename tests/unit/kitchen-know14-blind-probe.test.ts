import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';
import { engineConversion, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 14), before running the engine on any of these:
 * - a food written in a case form of Finnish, Hungarian, Czech or Polish (partitive, inessive, instrumental, genitive,
 *   plural) is the food of its dictionary form;
 * - Romanian "ou", Dutch bread compounds and Portuguese "massa" (dough, pasta) are read as what they are, and
 *   Brazilian "massa de tomate" is tomato paste, no dough;
 * - a stock named in a step written in the recipe's own language is read as stock, as it is in an English step;
 * - foods of the f6/f12 kitchens (Czech, Greek, Vietnamese, Korean, Brazilian Portuguese, British English, Austrian
 *   German, German, US English, Spanish, French, Italian, Polish, Swedish) with hidden allergens: supermarket
 *   products, compounds, inflected forms, the avoid list;
 * - the gluten-free flour a Gluten-Free conversion puts in is not named "all-purpose flour".
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** A word in a case form, its language, and a tag its food carries. */
const CASE_FORMS: [string, string, string][] = [
  // Finnish: partitive, inessive, adessive, genitive, elative, plural
  ['voita', 'fi', 'dairy'],
  ['voissa', 'fi', 'dairy'],
  ['voilla', 'fi', 'dairy'],
  ['kermaa', 'fi', 'dairy'],
  ['kermalla', 'fi', 'dairy'],
  ['kermassa', 'fi', 'dairy'],
  ['maitoa', 'fi', 'dairy'],
  ['juustoa', 'fi', 'dairy'],
  ['juustolla', 'fi', 'dairy'],
  ['lohta', 'fi', 'fish'],
  ['lohen', 'fi', 'fish'],
  ['lohesta', 'fi', 'fish'],
  ['kananmunaa', 'fi', 'egg'],
  ['kananmunat', 'fi', 'egg'],
  ['kananmunia', 'fi', 'egg'],
  ['vehnäjauhoja', 'fi', 'gluten'],
  ['vehnäjauhot', 'fi', 'gluten'],
  ['katkarapuja', 'fi', 'shellfish'],
  ['sinappia', 'fi', 'mustard'],
  ['selleriä', 'fi', 'celery'],
  ['kalalientä', 'fi', 'fish'],
  // Hungarian
  ['vajjal', 'hu', 'dairy'],
  ['vajat', 'hu', 'dairy'],
  ['tejföllel', 'hu', 'dairy'],
  ['lisztet', 'hu', 'gluten'],
  ['tojást', 'hu', 'egg'],
  ['tojással', 'hu', 'egg'],
  ['sajttal', 'hu', 'dairy'],
  // Czech
  ['máslem', 'cs', 'dairy'],
  ['mlékem', 'cs', 'dairy'],
  ['mouky', 'cs', 'gluten'],
  ['smetanou', 'cs', 'dairy'],
  ['sýrem', 'cs', 'dairy'],
  ['vejci', 'cs', 'egg'],
  // Polish
  ['masłem', 'pl', 'dairy'],
  ['mlekiem', 'pl', 'dairy'],
  ['mąki', 'pl', 'gluten'],
  ['śmietaną', 'pl', 'dairy'],
  ['jajkami', 'pl', 'egg'],
  ['serem', 'pl', 'dairy'],
];

describe('a food in a case form is the food of its dictionary form', () => {
  for (const [word, lang, tag] of CASE_FORMS) {
    run(`${lang} ${word}`)(`${lang} "${word}" carries ${tag}`, () => {
      expect(tagsOf(word, lang)).toContain(tag);
    });
  }
  // A case form inside an ingredient line
  for (const [line, filter] of [
    ['200 g voita', 'Dairy-Free'],
    ['2 dl kermaa', 'Dairy-Free'],
    ['400 g lohta', 'Pescatarian-free'],
    ['3 dl vehnäjauhoja', 'Gluten-Free'],
    ['2 kananmunaa', 'Vegan'],
  ] as const) {
    if (filter === 'Pescatarian-free') {
      run(line)(`"${line}" is caught by an avoid list of fish`, () => {
        expect(flaggedFor(line, [], ['fish'])).toContain('Avoid list');
      });
      continue;
    }
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

describe('Romanian, Dutch and Portuguese everyday names', () => {
  for (const line of ['2 ouă', '1 ou', '3 ouă mari', '1 ou bătut']) {
    run(line)(`Romanian "${line}" is egg`, () => {
      expect(flaggedFor(line, ['Vegan'])).toContain('Vegan');
      expect(flaggedFor(line, [], ['egg'])).toContain('Avoid list');
    });
  }
  for (const line of ['4 sneetjes witbrood', '2 boterhammen volkorenbrood', '1 bruinbrood', '200 g oud witbrood']) {
    run(line)(`Dutch "${line}" is wheat bread`, () => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    });
  }
  for (const line of ['500 g de massa', '1 rolo de massa folhada', '300 g de massa fresca', 'massa para pizza']) {
    run(line)(`Portuguese "${line}" is a wheat dough or pasta`, () => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    });
  }
  for (const phrase of ['massa de tomate', '2 colheres de massa de tomate']) {
    run(phrase)(`Brazilian "${phrase}" is tomato paste, no dough`, () => {
      expect(tagsOf(phrase, 'pt')).not.toContain('gluten');
    });
  }
});

describe('a stock named in a step of the recipe’s own language is read as stock', () => {
  const italian = (step: string): CheckedRecipe => ({
    recipeName: 'Risotto alla zucca',
    ingredients: ['320 g riso Carnaroli', '500 g zucca', '1 l brodo vegetale', '1 cipolla', '2 cucchiai olio extravergine'],
    instructions: ['Tritare la cipolla e farla appassire nell’olio.', step],
    tips: [],
  });
  for (const step of [
    'Aggiungere il brodo di carne un mestolo alla volta.',
    'Bagnare con il brodo di pollo caldo e mescolare.',
    'Versare un mestolo di brodo di manzo e cuocere 18 minuti.',
  ]) {
    run(step)(`"${step}" under Vegetarian names the meat stock`, () => {
      const flagged = checkOutput(italian(step), { filters: ['Vegetarian'] }).map((v) => v.ingredient.split(':')[0]);
      expect(flagged).toContain('Step 2');
    });
  }
  const spanish = (step: string): CheckedRecipe => ({
    recipeName: 'Arroz con verduras',
    ingredients: ['300 g arroz', '1 l caldo de verduras', '1 pimiento rojo'],
    instructions: ['Sofreír el pimiento.', step],
    tips: [],
  });
  for (const step of ['Añadir el caldo de pollo y cocer 20 minutos.', 'Mojar con caldo de pescado caliente.']) {
    run(step)(`"${step}" under Vegetarian names the meat or fish stock`, () => {
      const flagged = checkOutput(spanish(step), { filters: ['Vegetarian'] }).map((v) => v.ingredient.split(':')[0]);
      expect(flagged).toContain('Step 2');
    });
  }
});

/** A line of a f6/f12 kitchen, the filters or avoid words, and what must be reported. */
const HIDDEN: [string, string[], string[], string][] = [
  // Czech
  ['500 g hladké mouky', ['Gluten-Free'], [], 'Gluten-Free'],
  ['3 lžíce strouhanky', ['Gluten-Free'], [], 'Gluten-Free'],
  ['250 ml smetany ke šlehání', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 kostka Hera', ['Vegan'], [], 'Vegan'],
  ['2 vejce', [], ['vejce'], 'Avoid list'],
  ['100 g tvarohu', ['Dairy-Free'], [], 'Dairy-Free'],
  // Greek
  ['1 πακέτο φύλλο κρούστας', ['Gluten-Free'], [], 'Gluten-Free'],
  ['200 γρ. φέτα', ['Vegan'], [], 'Vegan'],
  ['1 φλιτζάνι τραχανά', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 κουτ. ταχίνι', [], ['sesame'], 'Avoid list'],
  // Vietnamese
  ['3 muỗng canh nước mắm', [], ['fish'], 'Avoid list'],
  ['1 muỗng cà phê mắm tôm', [], ['crustaceans'], 'Avoid list'],
  ['50 g đậu phộng rang', [], ['peanuts'], 'Avoid list'],
  ['2 quả trứng gà', ['Vegan'], [], 'Vegan'],
  // Korean
  ['1컵 부침가루', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1큰술 참기름', [], ['sesame'], 'Avoid list'],
  ['1큰술 새우젓', [], ['shellfish'], 'Avoid list'],
  ['2큰술 멸치액젓', [], ['fish'], 'Avoid list'],
  ['100g 어묵', ['Pescatarian'], ['fish'], 'Avoid list'],
  // Brazilian Portuguese
  ['1 lata de creme de leite', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 caixinha de leite condensado', ['Vegan'], [], 'Vegan'],
  ['2 colheres de requeijão', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 tablete de caldo Knorr de galinha', ['Vegetarian'], [], 'Vegetarian'],
  // British English
  ['2 tbsp Bisto gravy granules', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 OXO beef stock cube', ['Vegetarian'], [], 'Vegetarian'],
  ['1 tsp Marmite', ['Gluten-Free'], [], 'Gluten-Free'],
  ['a dash of Lea & Perrins', [], ['fish'], 'Avoid list'],
  ['6 digestive biscuits, crushed', ['Gluten-Free'], [], 'Gluten-Free'],
  // Austrian German
  ['250 g Topfen', ['Vegan'], [], 'Vegan'],
  ['1/8 l Schlagobers', ['Dairy-Free'], [], 'Dairy-Free'],
  ['4 EL Semmelbrösel', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 Packung Manner Schnitten', [], ['hazelnut'], 'Avoid list'],
  // German
  ['1 Päckchen Vanillepuddingpulver', ['Vegan'], [], 'Vegan'],
  ['ein paar Spritzer Maggi Würze', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 EL Kalbsfond', ['Vegetarian'], [], 'Vegetarian'],
  // US English
  ['2 cups Bisquick', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 tub Cool Whip', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 sleeve Ritz crackers', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 can cream of mushroom soup', ['Gluten-Free'], [], 'Gluten-Free'],
  // Spanish
  ['1 pastilla de Avecrem', ['Vegetarian'], [], 'Vegetarian'],
  ['100 g de pan rallado', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 cucharadas de alioli', [], ['huevo'], 'Avoid list'],
  // French
  ['1 pâte feuilletée', ['Gluten-Free'], [], 'Gluten-Free'],
  ['20 cl de crème fraîche épaisse', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 c. à soupe de moutarde de Dijon', [], ['moutarde'], 'Avoid list'],
  // Italian
  ['200 g di Pavesini', ['Gluten-Free'], [], 'Gluten-Free'],
  ['250 g di mascarpone', ['Vegan'], [], 'Vegan'],
  ['1 dado da brodo', ['Vegetarian'], [], 'Vegetarian'],
  ['2 cucchiai di Nutella', [], ['nocciole'], 'Avoid list'],
  // Polish
  ['1 kostka rosołowa', ['Vegetarian'], [], 'Vegetarian'],
  ['200 g twarogu', ['Vegan'], [], 'Vegan'],
  ['3 łyżki bułki tartej', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 Prince Polo', ['Gluten-Free'], [], 'Gluten-Free'],
  // Swedish
  ['1 tub Kalles kaviar', [], ['fisk'], 'Avoid list'],
  ['3 dl vispgrädde', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 msk sirap', [], [], ''],
  ['2 dl ströbröd', ['Gluten-Free'], [], 'Gluten-Free'],
];

describe('hidden allergens of supermarket products, compounds and case forms in the f6 and f12 languages', () => {
  for (const [line, filters, avoid, expected] of HIDDEN) {
    if (expected === '') continue;
    const name = `${line} ${[...filters, ...avoid].join(',')}`;
    run(name)(`"${line}" under ${[...filters, ...avoid.map((a) => `avoid ${a}`)].join(', ')} is reported`, () => {
      expect(flaggedFor(line, filters, avoid)).toContain(expected);
    });
  }
});

describe('the gluten-free flour put in for wheat flour is not named all-purpose flour', () => {
  for (const text of [
    'Pancakes\n\n200 g all-purpose flour\n2 eggs\n300 ml milk\n\nWhisk everything and fry.',
    'Scones\n\n2 cups all-purpose flour\n1 tbsp baking powder\n100 g butter\n\nRub the butter into the flour.',
    'Crêpes\n\n125 g plain flour\n2 eggs\n250 ml milk\n\nWhisk and rest 30 minutes.',
  ]) {
    run(text.split('\n')[0] ?? '')(`${text.split('\n')[0]}: Gluten-Free gives a flour blend without "all-purpose flour"`, () => {
      const recipe = engineConversion(text, ['Gluten-Free']);
      const flour = recipe.ingredients.find((line) => /flour/i.test(line)) ?? '';
      expect(flour).toMatch(/gluten-free/i);
      expect(flour).not.toMatch(/all-purpose flour/i);
    });
  }
});

/**
 * Added after the fix (not blind): a product the ontology holds no food of, known by the food it is named after, is
 * caught by that food on the avoid list in any language; a plain food of the same class is not.
 */
describe('a product named after the avoided food is caught by it', () => {
  for (const [line, avoid] of [
    ['2 tbsp Nutella', 'hazelnut'],
    ['2 EL Nutella', 'Haselnüsse'],
    ['2 cucchiai di Nutella', 'nocciole'],
    ['1 łyżka Nutelli', 'orzechy laskowe'],
  ] as const) {
    it(`"${line}" under avoid ${avoid}`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
  for (const [line, avoid] of [
    ['100 g walnuts', 'hazelnut'],
    ['200 ml coconut milk', 'almonds'],
  ] as const) {
    it(`"${line}" is not caught by ${avoid}`, () => {
      expect(flaggedFor(line, [], [avoid])).not.toContain('Avoid list');
    });
  }
});
