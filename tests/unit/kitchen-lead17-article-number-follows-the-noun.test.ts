/**
 * Issue 32, written before running the engine on these recipes: where a step said a plural food with its plural article
 * ("les œufs", "los huevos", "os ovos") and the substitute's name is one thing ("appareil", "mezcla", "mistura"), the
 * article the step keeps is said for the new noun, not left plural before a singular. French, Spanish and Portuguese
 * tell a noun's number by its ending even where its gender is not known.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const PLURAL_ARTICLES: Record<string, string[]> = { fr: ['les', 'des'], es: ['los', 'las', 'unos', 'unas'], pt: ['os', 'as'] };
const PLURAL_ENDINGS: Record<string, string[]> = { fr: ['s', 'x'], es: ['s'], pt: ['s'] };

/** A plural article the engine left before a word it put in (a word the original does not have) that is not plural. */
function pluralBeforeSingular(language: string, original: string, steps: readonly string[]): string[] {
  const written = new Set(original.toLowerCase().split(/[^\p{L}]+/u));
  const out: string[] = [];
  for (const step of steps) {
    const words = step
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter(Boolean);
    words.forEach((word, i) => {
      const next = words[i + 1];
      if (!next || !PLURAL_ARTICLES[language]?.includes(word) || written.has(next)) return;
      // A name of two words is plural by its second as well ("os flax eggs", a name left in English).
      const plural = (w: string | undefined) => w !== undefined && (PLURAL_ENDINGS[language] ?? []).some((e) => w.endsWith(e));
      if (!plural(next) && !plural(words[i + 2])) out.push(`${word} ${next}`);
    });
  }
  return out;
}

const cases: [name: string, language: string, text: string, filters: string[]][] = [
  [
    'French omelette, Vegan',
    'fr',
    recipe(
      'Omelette aux champignons',
      'Pour 2 personnes',
      ['4 œufs', '150 g de champignons', '1 c. à s. d’huile d’olive'],
      ['Faites revenir les champignons dans l’huile.', 'Battez les œufs et versez-les dans la poêle.', 'Pliez et servez.'],
    ),
    ['Vegan'],
  ],
  [
    // Seen while working (not blind): "Battez les appareil à la farine de pois chiches".
    'French omelette with seasoning, Vegan',
    'fr',
    recipe(
      'Omelette aux champignons',
      'Pour 2 personnes',
      ['4 œufs', '150 g de champignons', '20 g de beurre', 'sel, poivre'],
      [
        'Faites revenir les champignons dans le beurre.',
        "Battez les œufs, versez-les dans la poêle et laissez cuire jusqu'à ce que l'omelette soit bien prise.",
        'Pliez et servez.',
      ],
    ),
    ['Vegan'],
  ],
  [
    'French quiche, Vegan',
    'fr',
    recipe(
      'Quiche aux poireaux',
      'Pour 6 personnes',
      ['1 pâte brisée', '3 poireaux', '3 œufs', '20 cl de crème fraîche'],
      [
        'Faites fondre les poireaux.',
        'Fouettez les œufs avec la crème.',
        'Versez sur la pâte avec les poireaux et enfournez 35 minutes à 180 °C.',
      ],
    ),
    ['Vegan'],
  ],
  [
    'Spanish tortilla, Vegan',
    'es',
    recipe(
      'Tortilla de patatas',
      'Para 4 personas',
      ['5 huevos', '600 g de patatas', '1 cebolla', '200 ml de aceite de oliva'],
      ['Fríe las patatas y la cebolla en el aceite.', 'Bate los huevos y mézclalos con las patatas.', 'Cuaja la tortilla por ambos lados.'],
    ),
    ['Vegan'],
  ],
  [
    'Spanish revuelto, Vegan',
    'es',
    recipe(
      'Revuelto de espárragos',
      'Para 2 personas',
      ['4 huevos', '1 manojo de espárragos trigueros', '2 cucharadas de aceite de oliva'],
      ['Saltea los espárragos en el aceite.', 'Añade los huevos batidos y remueve hasta que cuajen.'],
    ),
    ['Vegan'],
  ],
  [
    'Portuguese omelete, Vegan',
    'pt',
    recipe(
      'Omelete de espinafres',
      'Para 2 pessoas',
      ['4 ovos', '100 g de espinafres', '1 colher de sopa de azeite'],
      ['Salteie os espinafres no azeite.', 'Bata os ovos e deite-os na frigideira.', 'Dobre e sirva.'],
    ),
    ['Vegan'],
  ],
  [
    'Portuguese bolo, Vegan',
    'pt',
    recipe(
      'Bolo de laranja',
      'Para 8 pessoas',
      ['3 ovos', '200 g de açúcar', '200 g de farinha', '1 laranja', '100 ml de óleo'],
      [
        'Bata os ovos com o açúcar.',
        'Junte o sumo e a raspa da laranja, o óleo e a farinha.',
        'Leve ao forno a 180 °C durante 40 minutos.',
      ],
    ),
    ['Vegan'],
  ],
];

describe('the article a step keeps is said for the substitute’s noun', () => {
  it.each(cases)('%s', (_name, language, text, filters) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    expect(pluralBeforeSingular(language, text, result.recipe.instructions)).toEqual([]);
  });
});
