/**
 * Issue 32: a converted recipe in another language says its substitutes in that language in the list, and a tip names
 * a substitute as the list does ("Swapped parmigiano grattugiato for formaggio vegetariano stagionato"). Before, the
 * localised list made the English tip read as an unlisted hard cheese, so the whole list was given back in English
 * ("50 g di vegetarian hard cheese"). Italian and French found by hand; German, Spanish and Portuguese written blind.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const cases: [name: string, text: string][] = [
  [
    'Italian carbonara',
    recipe(
      'Spaghetti alla carbonara',
      'Per 4 persone',
      ['400 g di spaghetti', '150 g di guanciale', '4 tuorli', '50 g di parmigiano grattugiato', 'pepe nero'],
      [
        'Cuocete gli spaghetti in abbondante acqua salata.',
        'Rosolate il guanciale in padella.',
        'Sbattete i tuorli con il parmigiano e condite la pasta.',
      ],
    ),
  ],
  [
    'French gratin',
    recipe(
      'Gratin de courgettes',
      'Pour 4 personnes',
      ['4 courgettes', '100 g de lardons', '60 g de parmesan râpé', '20 cl de crème fraîche'],
      [
        'Faites revenir les lardons.',
        'Mélangez les courgettes, la crème et les lardons, parsemez de parmesan et enfournez 30 minutes à 200 °C.',
      ],
    ),
  ],
  [
    'German Nudelauflauf',
    recipe(
      'Nudelauflauf mit Schinken',
      'Für 4 Personen',
      ['400 g Penne', '200 g Kochschinken', '80 g geriebener Parmesan', '200 ml Sahne'],
      ['Die Nudeln kochen.', 'Schinken würfeln, mit Nudeln und Sahne mischen, mit Parmesan bestreuen und 25 Minuten bei 200 °C backen.'],
    ),
  ],
  [
    'Spanish macarrones',
    recipe(
      'Macarrones con chorizo',
      'Para 4 personas',
      ['400 g de macarrones', '150 g de chorizo', '80 g de queso parmesano rallado', '400 g de tomate triturado'],
      ['Cuece los macarrones.', 'Sofríe el chorizo, añade el tomate y mezcla con la pasta. Sirve con el parmesano por encima.'],
    ),
  ],
  [
    'Portuguese massa',
    recipe(
      'Massa com bacon',
      'Para 4 pessoas',
      ['400 g de massa', '150 g de bacon', '60 g de queijo parmesão ralado', '200 ml de natas'],
      ['Coza a massa.', 'Frite o bacon, junte as natas e a massa e sirva com o parmesão por cima.'],
    ),
  ],
];

describe('a localised recipe names its substitutes as its list does, in the tips too', () => {
  it.each(cases)('%s', (_name, text) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const list = result.recipe.ingredients.join('\n');
    // The list says the cheese in the recipe's language, not the engine's English name.
    expect(list).not.toMatch(/vegetarian hard cheese/i);
    for (const tip of result.recipe.tips) {
      const swapped = /^Swapped .+ for (.+): [^:]+\.$/.exec(tip);
      if (swapped?.[1]) expect(list.toLowerCase()).toContain(swapped[1].toLowerCase());
    }
  });
});
