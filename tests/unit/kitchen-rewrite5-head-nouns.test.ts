/**
 * Words belong to foods by position (issue 32 §3): a step's short word for a swapped line (its head noun, the kind of
 * food it is, the line's food without its qualifiers) is that line's food, and says the substitute; a title never names
 * a removed food, is led by the filter and keeps the dish's own name. Written blind, three phrasings or more per
 * rule, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { engineConversion as convert } from '../support/kitchenLineChecks';

// [name, recipe, filters, a word the method must no longer say]
const recipes: [name: string, text: string, filters: string[], never: RegExp][] = [
  [
    'German: das Fleisch after Schweinebauch',
    'Krustenbraten\nFür 4 Personen\n1 kg Schweinebauch\n2 Zwiebeln\n500 ml Brühe\n\nDas Fleisch salzen und 2 Stunden bei 160 °C braten.\nDie Zwiebeln und die Brühe zugeben.',
    ['Vegetarian'],
    /\bFleisch\b/i,
  ],
  [
    'German: die Schenkel after Hähnchenschenkel',
    'Ofenhähnchen\nFür 4 Personen\n8 Hähnchenschenkel\n1 kg Kartoffeln\n3 EL Öl\n\nDie Schenkel mit Öl einreiben.\nDie Schenkel mit den Kartoffeln 45 Minuten bei 200 °C garen.',
    ['Vegetarian'],
    /\bSchenkel\b/i,
  ],
  [
    'German: das Hack after Rinderhackfleisch',
    'Bolognese\nFür 4 Personen\n500 g Rinderhackfleisch\n1 Dose Tomaten\n1 Zwiebel\n\nDas Hackfleisch krümelig anbraten.\nTomaten und Zwiebel zugeben und 30 Minuten köcheln.',
    ['Vegetarian'],
    /\bHackfleisch\b/i,
  ],
  [
    'French: la viande after épaule de porc',
    'Porc aux oignons\nPour 4 personnes\n800 g d’épaule de porc\n3 oignons\n20 cl de bouillon\n\nCouper la viande en cubes.\nFaire revenir la viande avec les oignons, mouiller avec le bouillon.',
    ['Vegetarian'],
    /\bviande\b/i,
  ],
  [
    'French: le poulet after blancs de poulet',
    'Poulet curry\nPour 4 personnes\n600 g de blancs de poulet\n20 cl de lait de coco\n1 c. à soupe de curry\n\nCouper le poulet en dés.\nFaire dorer le poulet, ajouter le curry et le lait de coco.',
    ['Vegetarian'],
    /\bpoulet\b/i,
  ],
  [
    'Polish: mięso after łopatka wieprzowa',
    'Gulasz\nPorcje: 4\n800 g łopatki wieprzowej\n2 cebule\n500 ml bulionu\n\nMięso pokroić w kostkę.\nMięso obsmażyć z cebulą, zalać bulionem i dusić 1 godzinę.',
    ['Vegetarian'],
    /\bmięso\b/i,
  ],
  [
    'Dutch: het vlees after varkensschouder',
    'Stoofvlees\nVoor 4 personen\n800 g varkensschouder\n2 uien\n300 ml bouillon\n\nSnijd het vlees in blokjes.\nBak het vlees met de uien en voeg de bouillon toe.',
    ['Vegetarian'],
    /\bvlees\b/i,
  ],
  [
    'Danish: melet after hvedemel',
    'Jævning\n4 personer\n3 spsk hvedemel\n5 dl mælk\n25 g smør\n\nSmelt smørret og rør melet i.\nSpæd op med mælken.',
    ['Gluten-Free'],
    /\bmelet\b/i,
  ],
];

describe('a step’s short word for a swapped line says the substitute', () => {
  for (const [name, text, filters, never] of recipes) {
    it(name, () => {
      const recipe = convert(text, filters);
      expect(recipe.substitutions?.length ?? 0).toBeGreaterThan(0);
      for (const step of recipe.instructions) expect(step).not.toMatch(never);
    });
  }
  // The knowledge does not read these foods yet (not the rewriting's): "udka z kurczaka" in the genitive ("8 udek z
  // kurczaka" is not swapped), Vietnamese "thịt" alone (meat) for "thịt ba chỉ", in the method and the title.
  // The head before "de" ("les cuisses" of "cuisses de poulet") read as the line's food rewrote a held recipe's step
  // wrongly (a food kept silently): only the title reads it so for now.
  it.todo('French: "les cuisses" after "cuisses de poulet"; Spanish: "los muslos" after "muslos de pollo"');
  it.todo('Spanish: "la carne" after "lomo de cerdo" (the table reads "carne" as stewing beef, not as the kind)');
  it.todo('Polish: udka after "8 udek z kurczaka"');
  it.todo('Vietnamese: "thịt" after "thịt ba chỉ", in the method and in the title "Gỏi cuốn tôm thịt"');
});

// [recipe, filters, words the title must not say, the dish word it keeps]
const titles: [text: string, filters: string[], never: RegExp, dish: RegExp][] = [
  [
    'Porc aux pommes\nPour 6 personnes\n800 g d’échine de porc\n4 pommes\n\nFaire dorer le porc.\nAjouter les pommes et cuire 1 heure à 180 °C.',
    ['Halal'],
    /porc/i,
    /pommes/i,
  ],
  [
    'Tacos de cerdo al pastor\nPara 4 personas\n600 g de cerdo\n1 piña\n12 tortillas de maíz\n\nMarinar el cerdo y asarlo.\nServir en las tortillas con la piña.',
    ['Halal'],
    /cerdo/i,
    /tacos/i,
  ],
  [
    'Schweinebauch mit Sauerkraut\nFür 4 Personen\n1 kg Schweinebauch\n500 g Sauerkraut\n\nDen Schweinebauch 2 Stunden bei 160 °C braten.\nMit dem Sauerkraut servieren.',
    ['Halal'],
    /schwein/i,
    /sauerkraut/i,
  ],
  [
    'Pannenkoeken met spek\nVoor 4 personen\n250 g bloem\n500 ml melk\n2 eieren\n150 g spekjes\n\nMeng bloem, melk en eieren.\nBak de spekjes en daarna de pannenkoeken.',
    ['Vegetarian'],
    /spek/i,
    /pannenkoeken/i,
  ],
  [
    'Pandekager\n4 personer\n250 g hvedemel\n5 dl mælk\n3 æg\n\nPisk mel, mælk og æg sammen.\nBag pandekagerne på en pande.',
    ['Gluten-Free'],
    /^(?!.*pandekager)/i,
    /pandekager/i,
  ],
  [
    'Panquecas\nPara 4 pessoas\n250 g de farinha de trigo\n500 ml de leite\n2 ovos\n\nMisture tudo.\nFrite as panquecas.',
    ['Gluten-Free'],
    /^(?!.*panquecas)/i,
    /panquecas/i,
  ],
  [
    'Pannkakor\n4 portioner\n2,5 dl vetemjöl\n5 dl mjölk\n3 ägg\n\nVispa allt.\nStek pannkakorna.',
    ['Gluten-Free'],
    /^(?!.*pannkakor)/i,
    /pannkakor/i,
  ],
];

describe('a title never names a removed food, is led by the filter and keeps the dish’s name', () => {
  for (const [text, filters, never, dish] of titles) {
    it(text.split('\n')[0] ?? '', () => {
      const title = convert(text, filters).recipeName;
      expect(title).not.toMatch(never);
      expect(title).toMatch(dish);
      expect(title.startsWith(filters[0] ?? '')).toBe(true);
    });
  }
});
