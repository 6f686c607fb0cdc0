import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { generateLocally, resolveFood } from '../../shared/kitchen/index';

/**
 * What follows a "for" word is what the food is for ("smør til stegning", "aceite para freír"): it never names the
 * line's food, even when one of its words is a food somewhere (Hindi "til" is sesame). Written before the engine ran.
 */
describe('a purpose after "for" never names the food', () => {
  const butterForFrying = [
    '40 g smør til stegning', // Danish
    '2 ss smør til steking', // Norwegian
    '1 msk smör till stekning', // Swedish
    '30 g Butter für die Pfanne', // German
    '20 g de beurre pour la poêle', // French
    '1 cucchiaio di burro per la padella', // Italian
    '1 łyżka masła do smażenia', // Polish
  ];
  it.each(butterForFrying)('%s is butter', (line) => {
    const tags = analyseLine(line).tags;
    expect(tags.has('dairy')).toBe(true);
    expect(tags.has('sesame')).toBe(false);
  });

  const unknownForFrying = [
    '40 g zorblaxin til stegning',
    '2 tbsp quibbleroot for frying',
    '1 EL Frobnitz für die Pfanne',
    'zorblaxin para freír',
  ];
  it.each(unknownForFrying)('%s stays unknown (closed world), never the purpose word', (line) => {
    const found = resolveFood(line.replace(/^[\d\s]+(?:g|tbsp|EL)?\s*/, ''));
    expect(found === undefined || !found.tags.has('sesame')).toBe(true);
    expect(analyseLine(line).tags.has('sesame')).toBe(false);
  });

  it('a made product named for what it goes with is still that product of unknown make-up', () => {
    for (const line of ['1 słoik sosu do spaghetti', '1 bote de salsa para pasta', '1 Glas Soße für Nudeln']) {
      const found = resolveFood(line);
      expect(found, line).toBeDefined();
      expect(found?.composite, line).toBeDefined();
    }
  });

  it('a Danish recipe with butter for frying under an avoid list naming milk is not called fine', () => {
    for (const [text, avoid] of [
      ['Frikadeller\n\n500 g hakket oksekød\n40 g smør til stegning\n\nSteg frikadellerne i smørret.', 'mælk'],
      ['Kjøttkaker\n\n500 g kjøttdeig\n2 ss smør til steking\n\nStek kakene i smøret.', 'melk'],
      ['Pannbiff\n\n500 g nötfärs\n1 msk smör till stekning\n\nStek biffarna i smöret.', 'mjölk'],
    ] as const) {
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [], avoidIngredients: [avoid] });
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      const lines = result.recipe.ingredients.join('\n').toLowerCase();
      // The butter itself, not its plant version ("vegansk smør", "vegetabiliskt smör", "plantesmør").
      const kept = /(?<!vegansk |vegetabilisk |vegetabiliskt |veganskt )\b(?:sm[øo]r|smör)\b/.test(lines);
      if (kept) expect(result.recipe.compliance?.compliant, lines).toBe(false);
    }
  });
});
