import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * A food the method names with an amount ("a pinch of salt", "eine Prise Salz", "un filo d'olio", "2 tbsp honey") that
 * no line of a listed recipe holds becomes a line of the list, as prose recipes already read them: nothing the cook
 * adds is lost. A food the list holds is never listed twice, and what is no food (times, pieces, temperatures, sizes) is
 * never a line. Written blind, several languages, before looking at what the parser does with them.
 */
interface Case {
  lang: string;
  text: string;
  /** Words of the food the method adds, and of its amount. */
  added: { food: string; amount: string }[];
}

const CASES: Case[] = [
  {
    lang: 'en',
    text: 'Batter\n\nIngredients\n- 140 g plain flour\n- 3 eggs\n- 175 ml milk\n\nMethod\n1. Whisk the flour, eggs and a pinch of salt, then slowly beat in the milk.\n2. Rest for 10 minutes and bake at 220C for 25 minutes.',
    added: [{ food: 'salt', amount: 'pinch' }],
  },
  {
    lang: 'de',
    text: 'Pfannkuchen\n\nZutaten\n- 200 g Mehl\n- 2 Eier\n- 300 ml Milch\n\nZubereitung\nMehl, Eier und eine Prise Salz verrühren, dann die Milch nach und nach einrühren.\nIn einer Pfanne 2 Minuten pro Seite backen.',
    added: [{ food: 'Salz', amount: 'Prise' }],
  },
  {
    lang: 'fr',
    text: 'Crêpes\n\nIngrédients\n- 250 g de farine\n- 4 œufs\n- 50 cl de lait\n\nPréparation\nMélanger la farine, les œufs et une pincée de sel.\nAjouter le lait petit à petit et laisser reposer 1 heure.',
    added: [{ food: 'sel', amount: 'pincée' }],
  },
  {
    lang: 'it',
    text: 'Frittata\n\nIngredienti\n- 6 uova\n- 50 g di parmigiano\n\nProcedimento\nSbattere le uova con il parmigiano e un pizzico di sale.\nCuocere in padella per 8 minuti.',
    added: [{ food: 'sale', amount: 'pizzico' }],
  },
  {
    lang: 'es',
    text: 'Tortilla\n\nIngredientes\n- 4 huevos\n- 3 patatas\n\nPreparación\nBatir los huevos con una pizca de sal.\nFreír las patatas y mezclar con el huevo.',
    added: [{ food: 'sal', amount: 'pizca' }],
  },
  {
    lang: 'pl',
    text: 'Naleśniki\n\nSkładniki\n- 200 g mąki\n- 2 jajka\n- 300 ml mleka\n\nPrzygotowanie\nMąkę, jajka i mleko zmiksować, dodać szczyptę soli.\nSmażyć na patelni z obu stron.',
    added: [{ food: 'soli', amount: 'szczypt' }],
  },
  {
    lang: 'sv',
    text: 'Pannkakor\n\nIngredienser\n- 2,5 dl vetemjöl\n- 3 ägg\n- 6 dl mjölk\n\nGör så här\nVispa ihop mjöl, ägg och en nypa salt.\nStek tunna pannkakor i smör.',
    added: [{ food: 'salt', amount: 'nypa' }],
  },
  {
    lang: 'en (a number and a unit)',
    text: 'Glazed carrots\n\nIngredients\n- 500 g carrots\n- 30 g butter\n\nMethod\nBoil the carrots for 8 minutes, drain, then toss with the butter and 2 tbsp honey.\nServe hot.',
    added: [{ food: 'honey', amount: 'tbsp' }],
  },
  {
    lang: 'nl (a splash)',
    text: 'Stoofvlees\n\nIngrediënten\n- 1 kg runderlappen\n- 2 uien\n- 1 fles bruin bier\n\nBereiding\nBak het vlees bruin, voeg de uien, het bier en een scheutje azijn toe.\nLaat 3 uur stoven.',
    added: [{ food: 'azijn', amount: 'scheutje' }],
  },
];

const lines = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines.map((l) => l.text));

describe('a food with an amount named only in a step of a listed recipe', () => {
  for (const c of CASES) {
    it(`${c.lang}: becomes a line of the list, once`, () => {
      const list = lines(c.text);
      for (const { food, amount } of c.added) {
        const found = list.filter((l) => l.toLowerCase().includes(food.toLowerCase()));
        expect(found.length, JSON.stringify(list)).toBe(1);
        expect(found[0]?.toLowerCase()).toContain(amount.toLowerCase());
      }
      // The structured recipe holds it too.
      const recipe = parseRecipeText(c.text);
      for (const { food } of c.added) expect(recipe.ingredients.some((l) => l.toLowerCase().includes(food.toLowerCase()))).toBe(true);
    });
  }

  it('a food the list holds is never listed twice ("2 tbsp of the butter", "a pinch of the sugar", "die Hälfte des Zuckers")', () => {
    const texts = [
      'Cake\n\nIngredients\n- 200 g butter\n- 200 g sugar\n- 4 eggs\n- 200 g flour\n- salt\n\nMethod\nCream the butter and sugar, keeping back 2 tbsp of the butter for the tin.\nBeat in the eggs, the flour and a pinch of salt.\nSprinkle with a pinch of the sugar and bake for 40 minutes.',
      'Kuchen\n\nZutaten\n- 200 g Butter\n- 200 g Zucker\n- 4 Eier\n- Salz\n\nZubereitung\nButter mit dem Zucker schaumig schlagen, dann die Eier und eine Prise Salz unterrühren.\n40 Minuten backen.',
      'Gâteau\n\nIngrédients\n- 200 g de beurre\n- 200 g de sucre\n- 4 œufs\n- 1 pincée de sel\n\nPréparation\nMélanger le beurre, le sucre, les œufs et une pincée de sel.\nCuire 40 minutes à 180 °C.',
    ];
    for (const text of texts) {
      const before = text
        .slice(0, text.search(/\n\n(?:Method|Zubereitung|Préparation)/))
        .split('\n')
        .filter((l) => l.startsWith('- ')).length;
      expect(lines(text).length, JSON.stringify(lines(text))).toBe(before);
    }
  });

  it('times, pieces, temperatures and sizes in a step are no food lines', () => {
    const texts = [
      'Biscuits\n\nIngredients\n- 250 g flour\n- 125 g butter\n- 100 g sugar\n\nMethod\nRub the butter into the flour and sugar.\nRoll out to 5 mm, cut into 12 rounds and bake at 180 °C for 12 minutes.\nLeave for 2 minutes on the tray.',
      'Brötchen\n\nZutaten\n- 500 g Mehl\n- 1 Würfel Hefe\n- 300 ml Wasser\n\nZubereitung\nAlles zu einem Teig kneten und 1 Stunde gehen lassen.\nIn 8 Stücke teilen, zu Kugeln formen und bei 220 Grad 20 Minuten backen.',
      'Gnocchi\n\nIngredienti\n- 1 kg di patate\n- 300 g di farina\n- 1 uovo\n\nProcedimento\nLessare le patate per 40 minuti.\nImpastare con la farina e l’uovo, dividere in 6 pezzi e formare dei cilindri di 2 cm.',
    ];
    for (const text of texts) expect(lines(text).length, JSON.stringify(lines(text))).toBe(3);
  });
});
