/**
 * A product whose name holds the removed food as its modifier ("fish sauce", "shrimp paste", "kerupuk udang") is one
 * food: the swap replaces the product's whole span, in the list and in the method, or the product goes with the words
 * that tied it in. Never the modifier alone ("kerupuk firm white fish"). Recipes written blind, several languages.
 */
import { describe, expect, it } from 'vitest';
import { engineConversion as convert } from '../support/kitchenLineChecks';

/** A word said twice in a row ("sauce sauce"): a product's head kept beside a substitute that has its own. */
const DOUBLED = /\b(\p{L}+) \1\b/iu;

interface Case {
  name: string;
  text: string;
  filters: string[];
  avoid?: string[];
  /** The removed food's words, in the recipe's language: none may stay. */
  removed: RegExp;
  /** The product's own head word ("sauce", "paste", "kerupuk"): in the method only where the new line has it too. */
  head: RegExp;
}

const CASES: Case[] = [
  {
    name: 'English fish sauce, vegan',
    text: 'Thai noodle salad\nServes 2\n150 g rice noodles\n2 tbsp fish sauce\n1 lime, juiced\n1 tsp sugar\nMethod\nCook the noodles and rinse in cold water.\nWhisk the fish sauce with the lime juice and sugar, then toss with the noodles.',
    filters: ['Vegan'],
    removed: /\bfish\b/i,
    head: /\bsauce\b/i,
  },
  {
    name: 'English shrimp paste, shellfish avoided',
    text: 'Sambal\nMakes 1 jar\n10 red chillies\n1 tsp shrimp paste\n3 shallots\n2 tbsp oil\nMethod\nPound the chillies and shallots.\nFry the shrimp paste in the oil for a minute, add the chilli mixture and cook until dark.',
    filters: [],
    avoid: ['shrimp'],
    removed: /\bshrimp\b/i,
    head: /\bpaste\b/i,
  },
  {
    name: 'English anchovy paste, vegetarian',
    text: 'Caesar dressing\nServes 4\n1 tbsp anchovy paste\n1 garlic clove\n4 tbsp olive oil\n1 tbsp lemon juice\nMethod\nMash the anchovy paste with the garlic.\nWhisk in the lemon juice and then the olive oil.',
    filters: ['Vegetarian'],
    removed: /\banchov/i,
    head: /\bpaste\b/i,
  },
  {
    name: 'Indonesian kerupuk udang, shellfish avoided',
    text: 'Nasi goreng\nUntuk 2 orang\n2 piring nasi putih\n2 siung bawang putih\n2 sdm kecap manis\n1 genggam kerupuk udang\nCara membuat\nTumis bawang putih sampai harum.\nMasukkan nasi dan kecap manis, aduk rata.\nSajikan nasi goreng dengan kerupuk udang.',
    filters: [],
    avoid: ['shrimp'],
    removed: /\budang\b/i,
    head: /\bkerupuk\b/i,
  },
  {
    name: 'French sauce de poisson, vegan',
    text: 'Salade de nouilles\nPour 2 personnes\n150 g de nouilles de riz\n2 c. à s. de sauce de poisson\n1 citron vert\nPréparation\nFaites cuire les nouilles et égouttez-les.\nMélangez la sauce de poisson avec le jus du citron vert et versez sur les nouilles.',
    filters: ['Vegan'],
    removed: /\bpoisson\b/i,
    head: /\bsauce\b/i,
  },
  {
    name: 'Spanish salsa de pescado, pescatarian-free vegetarian',
    text: 'Ensalada de fideos\nPara 2 personas\n150 g de fideos de arroz\n2 cucharadas de salsa de pescado\n1 lima\nPreparación\nCocer los fideos y escurrirlos.\nMezclar la salsa de pescado con el zumo de lima y aliñar los fideos.',
    filters: ['Vegetarian'],
    removed: /\bpescado\b/i,
    head: /\bsalsa\b/i,
  },
];

describe('a product named after the removed food is swapped whole', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const recipe = convert(c.text, c.filters, c.avoid);
      const steps = recipe.instructions.join('\n');
      const list = recipe.ingredients.join('\n');
      expect(steps).not.toMatch(c.removed);
      expect(list).not.toMatch(c.removed);
      expect(steps).not.toMatch(DOUBLED);
      if (!c.head.test(list)) expect(steps).not.toMatch(c.head);
      // The method is still there: no step emptied to a bare verb.
      expect(recipe.instructions.length).toBeGreaterThan(0);
    });
  }
});
