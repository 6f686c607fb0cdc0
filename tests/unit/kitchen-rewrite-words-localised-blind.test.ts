/**
 * No replacement lands inside a word; localised text: a scaled amount's decimal comma, a word after an amount in the
 * amount's number, substitutes named in the recipe's language (issue 32). Written blind, three phrasings or more per
 * rule, several languages.
 */
import { describe, expect, it } from 'vitest';
import { alignWordsWithFilters, generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function convert(text: string, filters: string[], servings?: number): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters,
    avoidIngredients: [],
    mustUseIngredients: [],
    ...(servings ? { requestedServings: servings } : {}),
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

describe('no replacement ever lands inside a word', () => {
  const steps = [
    'Rühre den Çcheese in die Soße.',
    'Mélanger le ñbutterñ avec la farine.',
    'Karıştırın: şmilk ve un.',
    'Mix the ørcreamø and the ŋeggs.',
  ];
  for (const step of steps) {
    it(step, () => {
      const said = alignWordsWithFilters({ recipeName: 'Soup', instructions: [step] }, ['Vegan']).instructions[0] ?? '';
      // Every word of the step that holds a food word glued to other letters is left as written.
      for (const word of step.split(' ').filter((w) => [...w].some((c) => c > '~'))) expect(said).toContain(word.replace(/[.:,]$/, ''));
    });
  }
});

describe('a scaled amount is written with the decimal comma of the recipe’s language', () => {
  const cases: [name: string, text: string][] = [
    ['French', 'Velouté\nPour 4 personnes\n15 cl de crème liquide\n3 kg de potiron\n\nCuire le potiron 20 minutes, mixer avec la crème.'],
    ['Italian', 'Vellutata\nPer 4 persone\n25 cl di latte\n3 kg di zucca\n\nCuocere la zucca 20 minuti e frullare con il latte.'],
    ['Spanish', 'Crema\nPara 4 personas\n15 cl de nata\n3 kg de calabaza\n\nCocer la calabaza 20 minutos y triturar con la nata.'],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const list = convert(text, ['Vegetarian'], 2).ingredients.join('\n');
      // Centilitres round to whole ones as a jug marks them (fa6d204); the halved 3 kg keeps its half: "1,5 kg".
      expect(list).toMatch(/\d,5 kg/);
      expect(list).not.toMatch(/\d\.\d/);
    });
  }
});

describe('the word after a scaled amount follows the amount’s number', () => {
  const cases: [name: string, text: string, servings: number, said: RegExp][] = [
    [
      'Italian: 2 spicchi → 1 spicchio',
      'Sugo\nPer 4 persone\n2 spicchi d’aglio\n400 g di pomodori pelati\n\nSoffriggere l’aglio e aggiungere i pomodori.',
      2,
      /^1 spicchio\b/m,
    ],
    [
      'Portuguese: 2 dentes → 1 dente',
      'Molho\nServe 4\n2 dentes de alho\n400 g de tomate pelado\n\nRefogue o alho e junte o tomate.',
      2,
      /^1 dente de alho/m,
    ],
    [
      'Spanish: 2 cucharadas → 1 cucharada',
      'Salsa\nPara 4 personas\n2 cucharadas de aceite de oliva\n400 g de tomate triturado\n\nCalentar el aceite y añadir el tomate.',
      2,
      /^1 cucharada de aceite/m,
    ],
    [
      'German: 1 Zwiebel → 2 Zwiebeln',
      'Soße\nFür 2 Personen\n1 Zwiebel\n400 g gehackte Tomaten\n\nDie Zwiebel anbraten und die Tomaten zugeben.',
      4,
      /^2 Zwiebeln/m,
    ],
    [
      'French: 1 oignon → 2 oignons',
      'Sauce\nPour 2 personnes\n1 oignon\n400 g de tomates concassées\n\nFaire revenir l’oignon, ajouter les tomates.',
      4,
      /^2 oignons/m,
    ],
  ];
  for (const [name, text, servings, said] of cases) {
    it(name, () => {
      expect(convert(text, ['Vegetarian'], servings).ingredients.join('\n')).toMatch(said);
    });
  }
});

describe('a substitute is named in the recipe’s language where its name is a food of its own', () => {
  const cases: [name: string, text: string, filters: string[], english: RegExp][] = [
    [
      'Italian stock',
      'Risotto\nPer 4 persone\n320 g di riso\n1 l di brodo di pollo\n1 cipolla\n\nTostare il riso con la cipolla, bagnare con il brodo di pollo poco alla volta e cuocere 18 minuti.',
      ['Vegetarian'],
      /vegetable stock/,
    ],
    [
      'Spanish stock',
      'Sopa de fideos\nPara 4 personas\n150 g de fideos\n1 l de caldo de pollo\n1 zanahoria\n\nCocer la zanahoria en el caldo de pollo 15 minutos y añadir los fideos.',
      ['Vegetarian'],
      /vegetable stock/,
    ],
  ];
  for (const [name, text, filters, english] of cases) {
    it(name, () => {
      const r = convert(text, filters);
      expect([...r.ingredients, ...r.instructions].join('\n')).not.toMatch(english);
    });
  }
});

describe('known gaps of other stages, found by these blind cases', () => {
  // The knowledge reads "caldo de legumes" as a chicken stock with pulses: the localiser keeps the English name.
  it.fails('Portuguese stock (knowledge: "caldo de legumes")', () => {
    const r = convert(
      'Canja\nServe 4\n1 l de caldo de galinha\n100 g de arroz\n1 cenoura\n\nCozinhe o arroz e a cenoura no caldo de galinha por 20 minutos.',
      ['Vegetarian'],
    );
    expect([...r.ingredients, ...r.instructions].join('\n')).not.toMatch(/vegetable stock/);
  });
  it('"1,5 l de caldo de pollo" swapped keeps "1,5 l", not "1, 5 l"', () => {
    const r = convert('Sopa\nPara 4 personas\n1,5 l de caldo de pollo\n1 zanahoria\n\nCocer la zanahoria en el caldo 15 minutos.', [
      'Vegetarian',
    ]);
    expect(r.ingredients.join('\n')).toMatch(/^1,5 l /m);
  });
});

describe('a foreign step gets no English glue words, and a verb of its language is no food', () => {
  const cases: [name: string, text: string][] = [
    [
      'Portuguese amount dropped',
      'Massa ao pesto\nServe 4\n400 g de massa\n50 g de parmesão ralado\n3 colheres de sopa de azeite\n\nCozinhe a massa. Junte 50 g de parmesão ralado e o azeite e misture.',
    ],
    [
      'Spanish amount dropped',
      'Pasta al pesto\nPara 4 personas\n400 g de pasta\n50 g de parmesano rallado\n3 cucharadas de aceite de oliva\n\nCocer la pasta. Añadir 50 g de parmesano rallado y el aceite y mezclar.',
    ],
    [
      'French amount dropped',
      'Pâtes au pesto\nPour 4 personnes\n400 g de pâtes\n50 g de parmesan râpé\n3 cuillères à soupe d’huile d’olive\n\nCuire les pâtes. Ajouter 50 g de parmesan râpé et l’huile et mélanger.',
    ],
    [
      'Portuguese article "a" before a mass',
      'Bolo\nServe 8\n200 g de manteiga\n200 g de açúcar\n250 g de farinha de trigo\n\nBata o açúcar, junte a manteiga e a farinha e asse 40 minutos a 180 °C.',
    ],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const said = convert(text, ['Vegan']).instructions.join('\n');
      expect(said).not.toMatch(/\bthe\b/i);
      expect(said).toMatch(/^(Cozinhe|Cocer|Cuire|Bata) /m);
    });
  }
});
