import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * A sub-section written on one line of the list (issue 31, issue 32's groups): a heading with its colon, then the items
 * between ";" (or between "," when each part has its own amount), in several languages, bulleted or not, at the end of
 * the list or inside it. Written blind, before looking at what the parser does with them.
 */
interface Case {
  name: string;
  text: string;
  heading: string;
  /** A word of each item of the inline group, in order. */
  items: string[];
  /** A word of a line that stays outside the group (before it). */
  before: string;
}

const CASES: Case[] = [
  {
    name: 'English, bulleted, ";" with a note after a comma',
    text: 'Sausage bake\n\nIngredients\n- 6 sausages\n- 1 tbsp oil\n- For the sauce: 2 shallots, finely chopped; 150 ml white wine; 200 ml double cream\n\nMethod\n1. Brown the sausages in the oil.\n2. Make the sauce and pour it over.',
    heading: 'For the sauce',
    items: ['shallots', 'wine', 'cream'],
    before: 'sausages',
  },
  {
    name: 'German, bulleted, ";" in the middle of the list',
    text: 'Schnitzel mit Soße\n\nZutaten\n- 4 Schnitzel\n- Für die Soße: 1 Zwiebel, fein gehackt; 2 EL Butter; 250 ml Gemüsebrühe\n- 2 EL Öl\n\nZubereitung\nSchnitzel im Öl braten.\nFür die Soße die Zwiebel in Butter andünsten und mit Brühe ablöschen.',
    heading: 'Für die Soße',
    items: ['Zwiebel', 'Butter', 'Gemüsebrühe'],
    before: 'Schnitzel',
  },
  {
    name: 'French, spaces before the colon and the semicolons',
    text: 'Poulet à la moutarde\n\nIngrédients\n- 4 cuisses de poulet\n- 1 c. à s. d’huile\n- Pour la sauce : 2 échalotes, émincées ; 20 cl de crème ; 1 c. à s. de moutarde\n\nPréparation\nFaire dorer le poulet dans l’huile.\nAjouter les échalotes, la crème et la moutarde.',
    heading: 'Pour la sauce',
    items: ['échalotes', 'crème', 'moutarde'],
    before: 'poulet',
  },
  {
    name: 'Polish, no bullet',
    text: 'Kotlety z sosem\n\nSkładniki\n500 g mięsa mielonego\n1 jajko\nNa sos: 1 cebula, posiekana; 2 łyżki masła; 200 ml śmietany\n\nPrzygotowanie\nUformować kotlety i usmażyć.\nCebulę zeszklić na maśle, dodać śmietanę.',
    heading: 'Na sos',
    items: ['cebula', 'masła', 'śmietany'],
    before: 'mięsa',
  },
  {
    name: 'Swedish, items without notes',
    text: 'Fisk med sås\n\nIngredienser\n4 torskfiléer\n1 msk smör\nTill såsen: 2 dl grädde; 1 msk soja; 1 tsk salt\n\nGör så här\nStek fisken i smöret.\nKoka upp grädde och soja.',
    heading: 'Till såsen',
    items: ['grädde', 'soja', 'salt'],
    before: 'torskfiléer',
  },
  {
    name: 'Spanish, "," between parts that each have an amount',
    text: 'Ensalada\n\nIngredientes\n- 1 lechuga\n- 2 tomates\n- Para el aliño: 3 cdas de aceite de oliva, 1 cda de vinagre, 1 pizca de sal\n\nPreparación\nLavar y cortar la lechuga y los tomates.\nMezclar el aliño y aliñar.',
    heading: 'Para el aliño',
    items: ['aceite', 'vinagre', 'sal'],
    before: 'lechuga',
  },
  {
    name: 'Italian, bulleted, ";"',
    text: 'Torta\n\nIngredienti\n- 200 g di biscotti\n- 80 g di burro\n- Per la crema: 3 tuorli; 80 g di zucchero; 250 g di mascarpone\n\nProcedimento\nTritare i biscotti e mescolarli con il burro.\nMontare i tuorli con lo zucchero e unire il mascarpone.',
    heading: 'Per la crema',
    items: ['tuorli', 'zucchero', 'mascarpone'],
    before: 'biscotti',
  },
];

describe('a sub-section written on one ingredient line', () => {
  for (const c of CASES) {
    it(`${c.name}: a group "${c.heading}" with its items`, () => {
      const doc = parseRecipeDocument(c.text);
      const group = doc.ingredientGroups.find((g) => g.heading === c.heading);
      expect(group, JSON.stringify(doc.ingredientGroups)).toBeDefined();
      expect(group?.lines.length).toBe(c.items.length);
      for (const [i, word] of c.items.entries()) expect(group?.lines[i]?.text).toContain(word);
      // The lines before the heading are not in its group.
      const outside = doc.ingredientGroups.filter((g) => g !== group).flatMap((g) => g.lines.map((l) => l.text));
      expect(outside.some((l) => l.includes(c.before))).toBe(true);
      // No line holds the heading's words or a ";".
      for (const line of doc.ingredientGroups.flatMap((g) => g.lines)) {
        expect(line.text).not.toContain(';');
        expect(line.text).not.toContain(c.heading);
      }
      // The structured recipe keeps the group.
      const recipe = parseRecipeText(c.text);
      const kept = recipe.ingredientGroups?.find((g) => g.heading === c.heading);
      expect(kept?.ingredients.length).toBe(c.items.length);
    });
  }

  it('a food named before its amount stays one line ("Flour: 200 g", "Mehl: 500 g", "Farine : 250 g")', () => {
    for (const text of [
      'Bread\n\nIngredients\n- Flour: 500 g\n- Water: 300 ml\n- Salt: 10 g\n\nMethod\nMix and bake.',
      'Brot\n\nZutaten\n- Mehl: 500 g\n- Wasser: 300 ml\n- Salz: 10 g\n\nZubereitung\nMischen und backen.',
      'Pain\n\nIngrédients\n- Farine : 500 g\n- Eau : 30 cl\n- Sel : 10 g\n\nPréparation\nMélanger et cuire.',
    ]) {
      const doc = parseRecipeDocument(text);
      expect(doc.ingredientGroups.flatMap((g) => g.lines).length).toBe(3);
      expect(doc.ingredientGroups.every((g) => g.heading === undefined)).toBe(true);
    }
  });
});
