/**
 * A step's food is its phrase's head (issue 32 §3): in Romance languages the first noun ("as carnes salgadas", "le
 * haché de bœuf", "il macinato"), in Germanic languages and English the last. A word after a Romance head that is
 * one of the swapped food's own words ("salgadas" of "costelinha de porco salgada") qualifies that head: it is no
 * second food and goes with it. Written blind (before running the engine on them), several languages.
 */
import { describe, expect, it } from 'vitest';
import { engineConversion as convert } from '../support/kitchenLineChecks';

/** The same word or two words written twice in a row ("o tofu firme tofu firme"). */
const DOUBLED = /\b(\p{L}+(?: \p{L}+)?) \1\b/iu;

// [name, recipe, filters, words the method must no longer say]
const recipes: [name: string, text: string, filters: string[], never: RegExp][] = [
  [
    'French: le haché after haché de bœuf',
    'Hachis parmentier\nPour 4 personnes\n500 g de haché de bœuf\n1 kg de pommes de terre\n1 oignon\n\nFaire revenir l’oignon, puis ajouter le haché et le cuire 8 minutes.\nÉtaler le haché dans un plat et couvrir de purée.',
    ['Vegetarian'],
    /\b(haché|bœuf|boeuf)\b/i,
  ],
  [
    'Italian: il macinato after macinato di manzo',
    'Ragù semplice\nPer 4 persone\n400 g di macinato di manzo\n700 g di passata di pomodoro\n1 cipolla\n\nRosolare la cipolla, poi aggiungere il macinato e sgranarlo bene.\nUnire la passata al macinato e cuocere 1 ora.',
    ['Vegetarian'],
    /\bmanzo\b|\bmacinato\b(?! vegetale)/i,
  ],
  [
    'Spanish: la carne picada after carne picada de ternera',
    'Empanadillas\nPara 4 personas\n400 g de carne picada de ternera\n1 cebolla\n16 obleas de empanadilla\n\nSofreír la cebolla y añadir la carne picada.\nRellenar las obleas con la carne picada y hornear 20 minutos a 190 °C.',
    ['Vegetarian'],
    /\b(picada|ternera)\b/i,
  ],
];

// Written before the engine ran on them: a swapped "X de Y" food's last words ("de pollo") are no name of it inside
// another swapped food's name ("el caldo de pollo" is the stock's, never the breasts').
const tied: [name: string, text: string, filters: string[], never: RegExp][] = [
  [
    'Spanish: el caldo de pollo beside pechugas de pollo',
    'Pollo en caldo\nPara 4 personas\n2 pechugas de pollo\n1 litro de caldo de pollo\n1 zanahoria\n\nCocer las pechugas en el caldo de pollo 25 minutos.\nServir con la zanahoria.',
    ['Vegetarian'],
    /\bpollo\b/i,
  ],
  [
    'French: le bouillon de poulet beside cuisses de poulet',
    'Poulet poché\nPour 4 personnes\n4 cuisses de poulet\n1 litre de bouillon de poulet\n2 poireaux\n\nPocher les cuisses dans le bouillon de poulet 40 minutes.\nAjouter les poireaux.',
    ['Vegetarian'],
    /\bpoulet\b/i,
  ],
  [
    'Portuguese: o caldo de frango beside peito de frango',
    'Canja simples\nServe 4\n1 peito de frango\n1,5 litro de caldo de frango\n1 xícara de arroz\n\nCozinhe o peito no caldo de frango por 20 minutos.\nJunte o arroz e cozinhe mais 15 minutos.',
    ['Vegetarian'],
    /\bfrango\b/i,
  ],
];

describe('a swapped food’s tied complement is no name of it inside another food’s name', () => {
  for (const [name, text, filters, never] of tied) {
    it(name, () => {
      const recipe = convert(text, filters);
      for (const step of recipe.instructions) expect(step).not.toMatch(never);
    });
  }
});

describe('a step’s food is its phrase’s head, and the head’s own qualifiers go with it', () => {
  // The first word of a head-first name read as its head (rewrite/heads.ts FIRST_HEADS_READ) passes both, but kept one
  // more line silently on fresh5's held half (cause not found); "carnes" is read as stewing beef, not as the kind.
  it.todo('Portuguese: "as carnes salgadas" after "costelinha de porco salgada" says the substitute once');
  it.todo('Spanish: "el lomo adobado" after "lomo de cerdo adobado" says the substitute, without "lomo"');
  for (const [name, text, filters, never] of recipes) {
    it(name, () => {
      const recipe = convert(text, filters);
      expect(recipe.substitutions?.length ?? 0).toBeGreaterThan(0);
      for (const step of recipe.instructions) {
        expect(step).not.toMatch(never);
        expect(step).not.toMatch(DOUBLED);
      }
    });
  }
});

// English and German put the head last: a kept food whose last word is not the swapped food's stays whole.
const kept: [name: string, text: string, filters: string[], keep: RegExp][] = [
  [
    'English: the salted ribs go, the salted butter stays',
    'Ribs and beans\nServes 4\n800 g salted pork ribs\n400 g beans\n30 g salted butter\n\nSoak the salted ribs overnight.\nCook the beans with the salted ribs for 2 hours, then stir in the salted butter.',
    ['Halal'],
    /salted butter/i,
  ],
  [
    'Portuguese: the kept feijão preto is no meat',
    'Feijão com carnes\nServe 6\n500 g de feijão preto\n400 g de costelinha de porco salgada\n1 cebola\n\nCozinhe o feijão preto com a cebola por 2 horas.',
    ['Vegetarian'],
    /feijão preto/i,
  ],
  [
    'Italian: the kept passata di pomodoro stays',
    'Ragù semplice\nPer 4 persone\n400 g di macinato di manzo\n700 g di passata di pomodoro\n\nUnire la passata di pomodoro e cuocere 1 ora.',
    ['Vegetarian'],
    /passata di pomodoro/i,
  ],
];

describe('a kept food keeps its words', () => {
  for (const [name, text, filters, keep] of kept) {
    it(name, () => {
      const recipe = convert(text, filters);
      expect(recipe.instructions.join(' ')).toMatch(keep);
    });
  }
});
