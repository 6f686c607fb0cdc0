import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a line of the list with no amount that is a food alone, or a food
 * with its measure in words ("Pinch of salt", "Prise Salz", "Pizzico di sale"), is an item, never the heading of the
 * lines below it; a part's name ("Massa", "Füllung", "Sauce") or a food the lines below name again ("Turkey" above
 * "1 whole turkey") still heads its group.
 */
function groups(list: string): [string, string[]][] {
  const doc = parseRecipeDocument(`Dish\n\nIngredients\n${list}\n\nMethod\n1. Mix everything and bake for 30 minutes.`);
  return doc.ingredientGroups.map((g) => [g.heading ?? '', g.lines.map((l) => l.text)]);
}

describe('a bare food line is an item of the list', () => {
  const items: [string, string][] = [
    ['English "Pinch of salt"', '1 teaspoon baking soda\nPinch of salt\n1 1/2 cups all-purpose flour'],
    ['English "Salt" alone', '2 cups flour\nSalt\n1 cup milk'],
    ['German "Prise Salz"', '1 TL Natron\nPrise Salz\n200 g Mehl'],
    ['German "Zucker" alone', '250 g Quark\nZucker\n2 Eier'],
    ['Italian "Pizzico di sale"', '300 g di farina\nPizzico di sale\n2 uova'],
    ['French "Poivre" alone', '500 g de pommes de terre\nPoivre\n20 cl de crème'],
    ['Spanish "Pimienta negra"', '4 huevos\nPimienta negra\n200 ml de leche'],
    ['Italian "Cipolle dorate ½", the amount after the name', 'Passata di pomodoro 700 g\nCipolle dorate ½\nOlio 3 cucchiai'],
    ['German "Zwiebel ½"', 'Hackfleisch 500 g\nZwiebel ½\nSahne 200 ml'],
    ['English "Lemon ¼"', 'Chicken thighs 800 g\nLemon ¼\nOlive oil 2 tbsp'],
  ];
  for (const [name, list] of items) {
    it(name, () => {
      const read = groups(list);
      expect(read.every(([heading]) => heading === '')).toBe(true);
      expect(read.flatMap(([, lines]) => lines)).toHaveLength(3);
    });
  }
});

describe('a group’s name still heads its lines', () => {
  it('part names in three languages', () => {
    expect(groups('Massa\n500 g farinha\n2 ovos\nRecheio\n300 g frango').map(([h]) => h)).toEqual(['Massa', 'Recheio']);
    expect(groups('Teig\n200 g Mehl\nFüllung\n300 g Quark').map(([h]) => h)).toEqual(['Teig', 'Füllung']);
    expect(groups('Sauce\n2 tbsp soy sauce\n1 tbsp honey').map(([h]) => h)).toEqual(['Sauce']);
  });
  it('a food named again below its line', () => {
    expect(groups('Turkey\n1 whole turkey\n50 g butter\nStuffing\n200 g bread').map(([h]) => h)).toEqual(['Turkey', 'Stuffing']);
  });
});
