/**
 * Issue 32, written before running the engine on these recipes: a garnish the filter takes out leaves the method
 * with it, in any language. Nut-Free with a nut scattered on top, Vegan with a cheese grated over, written as cooks
 * of each language write the last step ("Mit gehackten Mandeln bestreuen", "Parsemez de noisettes", "Espolvorea con
 * queso"). No step names the food that went, and the steps that did other work stay.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const cases: [name: string, text: string, filters: string[], gone: string[], kept: string][] = [
  [
    'German cake, almonds on top, Nut-Free',
    recipe(
      'Apfelkuchen',
      'Für 12 Stücke',
      ['200 g Mehl', '150 g Zucker', '3 Eier', '125 g Butter', '3 Äpfel', '30 g gehobelte Mandeln (zum Bestreuen)'],
      [
        'Butter, Zucker und Eier schaumig rühren, das Mehl unterheben.',
        'Die Äpfel in Spalten auf den Teig legen.',
        'Mit den gehobelten Mandeln bestreuen und 40 Minuten backen.',
      ],
    ),
    ['Nut-Free'],
    ['mandel'],
    '40 Minuten',
  ],
  [
    'French salad, hazelnuts, Nut-Free',
    recipe(
      'Salade d’endives',
      'Pour 4 personnes',
      [
        '4 endives',
        '2 poires',
        '2 c. à s. d’huile de colza',
        '1 c. à s. de vinaigre de cidre',
        '40 g de noisettes concassées, pour servir',
      ],
      [
        'Émincez les endives et les poires.',
        'Mélangez l’huile et le vinaigre, versez sur la salade.',
        'Parsemez de noisettes concassées au moment de servir.',
      ],
    ),
    ['Nut-Free'],
    ['noisette'],
    'vinaigre',
  ],
  [
    'Spanish pasta, cheese grated over, Vegan',
    recipe(
      'Macarrones con tomate',
      'Para 4 personas',
      [
        '400 g de macarrones',
        '500 g de tomate triturado',
        '1 cebolla',
        '2 cucharadas de aceite de oliva',
        '50 g de queso manchego rallado (opcional)',
      ],
      [
        'Sofríe la cebolla en el aceite y añade el tomate.',
        'Cuece los macarrones y mézclalos con la salsa.',
        'Sirve espolvoreado con el queso manchego rallado.',
      ],
    ),
    ['Vegan'],
    ['manchego', 'queso'],
    'tomate',
  ],
  [
    'Italian soup, pine nuts and parmesan, Nut-Free',
    recipe(
      'Vellutata di zucca',
      'Per 4 persone',
      ['800 g di zucca', '1 cipolla', '1 l di brodo vegetale', '2 cucchiai di pinoli tostati, per guarnire'],
      [
        'Rosolate la cipolla, unite la zucca e il brodo e cuocete 25 minuti.',
        'Frullate fino a ottenere una crema.',
        'Servite con i pinoli tostati.',
      ],
    ),
    ['Nut-Free'],
    ['pinoli'],
    '25 minuti',
  ],
  [
    'Polish salad, walnuts, Nut-Free',
    recipe(
      'Sałatka z buraków',
      'Dla 4 osób',
      ['4 ugotowane buraki', '1 czerwona cebula', '2 łyżki oliwy', '50 g orzechów włoskich do posypania'],
      ['Buraki pokrój w kostkę, cebulę posiekaj.', 'Wymieszaj z oliwą.', 'Posyp posiekanymi orzechami włoskimi i podawaj.'],
    ),
    ['Nut-Free'],
    ['orzech'],
    'oliwą',
  ],
  [
    'Dutch oven dish, cheese on top, Vegan',
    recipe(
      'Ovenschotel met courgette',
      'Voor 4 personen',
      ['2 courgettes', '1 ui', '400 g tomatenblokjes', '2 el olijfolie', '75 g geraspte belegen kaas, om te bestrooien'],
      [
        'Snijd de courgettes in plakken en leg ze in een ovenschaal.',
        'Verdeel de tomaten en ui erover.',
        'Bestrooi met de geraspte kaas en bak 25 minuten in de oven.',
      ],
    ),
    ['Vegan'],
    ['kaas'],
    'ovenschaal',
  ],
];

describe('a garnish the filter takes out leaves the method, in any language', () => {
  it.each(cases)('%s', (_name, text, filters, gone, kept) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const method = result.recipe.instructions.join('\n').toLowerCase();
    const list = result.recipe.ingredients.join('\n').toLowerCase();
    // Gone from the method unless a substitute of the same word is listed (a plant cheese keeps "kaas" in its name).
    for (const word of gone) if (!list.includes(word)) expect(method).not.toContain(word);
    expect(result.recipe.instructions.join('\n')).toContain(kept);
  });
});
