/**
 * Issue 30/32, phrasings written before running the engine on them (one seen blind recipe, an Italian pesto pasta,
 * showed the classes): a Romance pasta "all'uovo" is that pasta (its kind is the head before the joining word, so a
 * step's "pasta" is the substitute's); an allergen named on the avoid list in the recipe's language asks for the
 * free-from version as the English group word does; stacked free-from words are read together; a unit said with its
 * joining word is not joined twice when scaled.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const dish = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const convert = (recipe: string, filters: string[], avoidIngredients: string[] = [], requestedServings?: number) => {
  const result = generateLocally({
    originalRecipe: recipe,
    mode: 'convert',
    filters,
    avoidIngredients,
    ...(requestedServings ? { requestedServings } : {}),
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
};

describe("egg pasta named with its joining word is that pasta: the step's kind word follows the swap", () => {
  const cases: [string, string][] = [
    [
      dish(
        'Fettuccine al burro',
        'Per 4 persone',
        ["320 g di fettuccine all'uovo", '80 g di burro', '60 g di parmigiano grattugiato'],
        ['Cuocete le fettuccine in abbondante acqua salata.', 'Scolate la pasta e conditela con il burro fuso.'],
      ),
      'Scolate',
    ],
    [
      dish(
        'Pappardelle ai funghi',
        'Dosi per 4 persone',
        ["300 g di pappardelle all'uovo", '400 g di funghi misti', "2 cucchiai di olio d'oliva"],
        ["Saltate i funghi nell'olio per 10 minuti.", 'Lessate la pasta, scolatela e unitela ai funghi.'],
      ),
      'Lessate',
    ],
    [
      dish(
        'Tagliolini al limone',
        'Per 2 persone',
        ["200 g di tagliolini all'uovo", '1 limone', "2 cucchiai di olio d'oliva"],
        ['Grattugiate la scorza del limone.', 'Buttate la pasta in acqua bollente e cuocetela 3 minuti.'],
      ),
      'Buttate',
    ],
  ];
  it.each(cases)('%#', (recipe, verb) => {
    const out = convert(recipe, ['Gluten-Free']);
    const step = out.instructions.find((s) => s.startsWith(verb)) ?? '';
    expect(step).not.toMatch(/\bgluten-free pasta\b|\bpasta senza glutine\b/i);
    expect(out.compliance?.violations ?? []).toEqual([]);
  });
});

describe("an allergen named in the recipe's language on the avoid list asks for its free-from version", () => {
  const cases: [string, string][] = [
    [
      dish(
        'Spaghetti al pesto',
        'Per 4 persone',
        ['320 g di spaghetti', '1 vasetto di pesto alla genovese (190 g)'],
        ['Cuocete gli spaghetti.', 'Conditeli con il pesto.'],
      ),
      'latte',
    ],
    [
      dish(
        'Pâtes au pesto',
        'Pour 4 personnes',
        ['320 g de pâtes', '1 pot de pesto (190 g)'],
        ['Faites cuire les pâtes.', 'Mélangez avec le pesto.'],
      ),
      'lait',
    ],
    [
      dish(
        'Nudeln mit Pesto',
        'Für 4 Personen',
        ['320 g Nudeln', '1 Glas Pesto (190 g)'],
        ['Die Nudeln kochen.', 'Mit dem Pesto mischen.'],
      ),
      'Milch',
    ],
  ];
  // Built and measured, then taken out: reading an allergen's own name in the recipe's language as the avoid group
  // (so that the free-from version is asked for) also made shops' free-from bread and flour of five held-out lines
  // count as glued claims. These conversions are refused instead (no pesto sold free of both is named).
  it.fails.each(cases)('%#', (recipe, avoid) => {
    const out = convert(recipe, ['Nut-Free'], [avoid]);
    expect(out.compliance?.violations ?? []).toEqual([]);
    expect(out.ingredients.join('\n')).toMatch(/pesto/i);
  });
});

describe('a scaled unit said with its joining word joins its food once', () => {
  const cases: [string, RegExp][] = [
    [
      dish(
        'Insalata di rucola',
        'Per 4 persone',
        ['100 g di rucola', '1 cucchiaio di pinoli', "2 cucchiai di olio d'oliva"],
        ['Tostate i pinoli.', "Condite la rucola con l'olio e i pinoli."],
      ),
      /\bdi di\b/,
    ],
    [
      dish(
        'Ensalada de espinacas',
        'Para 4 personas',
        ['100 g de espinacas', '1 cucharada de piñones', '2 cucharadas de aceite de oliva'],
        ['Tuesta los piñones.', 'Aliña las espinacas con el aceite y los piñones.'],
      ),
      /\bde de\b/,
    ],
    [
      dish(
        'Salade de roquette',
        'Pour 4 personnes',
        ['100 g de roquette', '1 cuillère à soupe de pignons', "2 cuillères à soupe d'huile d'olive"],
        ['Faites griller les pignons.', "Assaisonnez la roquette avec l'huile et les pignons."],
      ),
      /\bde de\b/,
    ],
  ];
  it.each(cases)('%#', (recipe, doubled) => {
    const out = convert(recipe, ['Vegan'], [], 2);
    expect(out.ingredients.join('\n')).not.toMatch(doubled);
  });
});

describe("a word inside a longer name the knowledge reads is not the table's food of that word", () => {
  // "fino" alone is a sherry; "sale fino", "zucchero fino", "açúcar fino" are fine salt and fine sugar.
  const cases: [string, string][] = [
    [
      dish(
        'Pomodori gratinati',
        'Per 4 persone',
        ['4 pomodori', '40 g di pangrattato', 'Sale fino q.b.'],
        ['Tagliate i pomodori.', 'Cospargete di pangrattato e sale e infornate 20 minuti.'],
      ),
      'Sale fino',
    ],
    [
      dish(
        'Fragole allo zucchero',
        'Per 4 persone',
        ['500 g di fragole', '50 g di zucchero fino', '1 limone'],
        ['Tagliate le fragole.', 'Conditele con lo zucchero e il succo di limone.'],
      ),
      'zucchero fino',
    ],
    [
      dish(
        'Morangos com açúcar',
        'Rende 4 porções',
        ['500 g de morangos', '2 colheres de sopa de açúcar fino', '1 limão'],
        ['Corte os morangos.', 'Polvilhe com o açúcar e regue com o sumo de limão.'],
      ),
      'açúcar fino',
    ],
  ];
  it.each(cases)('%#', (recipe, kept) => {
    const out = convert(recipe, ['Halal']);
    expect(out.ingredients.join('\n')).toContain(kept);
    expect(out.compliance?.violations ?? []).toEqual([]);
  });
});
