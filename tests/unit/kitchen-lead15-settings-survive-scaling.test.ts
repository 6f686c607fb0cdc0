/**
 * Issue 32, written before running the engine on these phrasings: scaling a recipe changes its amounts, never an oven's
 * setting, a gas mark, a tin's size or a time, in any language or layout they are written in.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const scaled = (text: string, servings: number) => {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ['Vegetarian'],
    avoidIngredients: [],
    requestedServings: servings,
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.instructions.join('\n');
};

const cases: [name: string, text: string, kept: string[]][] = [
  [
    'English, Celsius with fan and gas mark',
    recipe(
      'Lemon drizzle loaf',
      'Serves 8',
      ['225 g self-raising flour', '225 g caster sugar', '4 eggs', '225 g softened unsalted butter', '2 lemons'],
      [
        'Heat the oven to 180C/160C fan/gas 4 and line a 2lb loaf tin.',
        'Beat everything together and spoon into the 900 g loaf tin.',
        'Bake for 45-50 mins until a skewer comes out clean.',
      ],
    ),
    ['180C/160C fan/gas 4', '2lb loaf tin', '900 g loaf tin', '45-50 mins'],
  ],
  [
    'American, Fahrenheit with Celsius in brackets and a 9x13 pan',
    recipe(
      'Baked ziti',
      'Serves 8',
      ['1 lb ziti', '24 oz marinara sauce', '15 oz ricotta', '2 cups shredded mozzarella'],
      [
        'Preheat oven to 375°F (190°C) and grease a 9x13-inch baking dish.',
        'Cook the ziti 2 minutes less than the package says, then drain.',
        'Layer everything in the dish and bake 25 minutes, until bubbling.',
      ],
    ),
    // The cook's unit setting (metric by default) keeps the Celsius figure alone.
    ['190°C', '9x13-inch baking dish', '25 minutes'],
  ],
  [
    'German, Ober-/Unterhitze and Umluft, a springform by its diameter',
    recipe(
      'Apfelkuchen',
      'Für 12 Stücke',
      ['300 g Mehl', '200 g Butter', '150 g Zucker', '3 Eier', '1 kg Äpfel'],
      [
        'Den Backofen auf 180 °C Ober-/Unterhitze (160 °C Umluft) vorheizen.',
        'Eine Springform (Ø 26 cm) fetten und den Teig hineingeben.',
        'Im Ofen 50–60 Minuten backen.',
      ],
    ),
    ['180 °C Ober-/Unterhitze (160 °C Umluft)', 'Ø 26 cm', '50–60 Minuten'],
  ],
  [
    'French, thermostat and a mould by its size',
    recipe(
      'Clafoutis aux cerises',
      'Pour 6 personnes',
      ['500 g de cerises', '3 œufs', '80 g de sucre', '60 g de farine', '25 cl de lait'],
      [
        'Préchauffez le four à 180 °C (th. 6).',
        'Beurrez un moule de 24 cm et disposez-y les cerises.',
        'Versez la pâte et enfournez 35 minutes.',
      ],
    ),
    ['180 °C (th. 6)', 'moule de 24 cm', '35 minutes'],
  ],
  [
    'Italian, a tin by its centimetres and a static/fan oven',
    recipe(
      'Torta di mele',
      'Dosi per 8 persone',
      ['250 g di farina 00', '150 g di zucchero', '3 uova', '100 g di burro', '3 mele'],
      [
        'Preriscaldate il forno statico a 180° (170° ventilato).',
        "Imburrate una tortiera da 24 cm e versate l'impasto.",
        'Cuocete per 40 minuti.',
      ],
    ),
    ['180° (170° ventilato)', 'tortiera da 24 cm', '40 minuti'],
  ],
  [
    'Polish, degrees written out and a tin by two sides',
    recipe(
      'Szarlotka',
      'Porcje: 12',
      ['400 g mąki', '200 g masła', '150 g cukru', '1,5 kg jabłek', '2 jajka'],
      ['Piekarnik nagrzej do 180 stopni.', 'Formę o wymiarach 24 x 30 cm wyłóż papierem.', 'Piecz 50 minut.'],
    ),
    ['180 stopni', '24 x 30 cm', '50 minut'],
  ],
];

describe('scaling keeps settings, tins and times as written', () => {
  for (const servings of [2, 24]) {
    it.each(cases)(`%s, to ${servings}`, (_name, text, kept) => {
      const method = scaled(text, servings);
      for (const words of kept) expect(method).toContain(words);
    });
  }
});
