import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * Written blind: two-word names in a case form ("bulionu warzywnego"), a made product named head first for what it
 * goes with ("sosu do spaghetti", "salsa para pasta"), a word that is another food in another language ("jus"),
 * a container word that is not the food ("aus dem Glas"). Each line is named for what it may break.
 */
function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

describe('two-word names in a case form are read as the food', () => {
  it.each([
    ['1 l bulionu warzywnego', [], ['seler']],
    ['500 ml bulionu drobiowego', ['Vegetarian'], []],
    ['300 ml hovězího vývaru', ['Vegetarian'], []],
    ['2 łyżki masła orzechowego', ['Nut-Free'], []],
  ])('"%s" is named (%j, avoid %j)', (line, filters, avoid) => {
    const found = flaggedFor(line, filters, avoid);
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('a made product named head first is that product, not what it goes with', () => {
  it.each([
    ['1 słoik sosu do spaghetti', 'Dairy-Free'],
    ['1 frasco de salsa para pasta', 'Dairy-Free'],
    ['1 pot de sauce pour pâtes', 'Dairy-Free'],
    ['1 Glas Soße für Nudeln', 'Dairy-Free'],
  ])('"%s" is named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });
});

describe('a word that names another food in another language is checked for both', () => {
  it.each([
    ['1 pakje jus', 'Gluten-Free'],
    ['2 zakjes jus', 'Gluten-Free'],
    ['250 ml jus', 'Vegetarian'],
  ])('"%s" is named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });
});

describe('a container word is not the food', () => {
  it.each([
    ['400 ml Rinderfond aus dem Glas', 'Sellerie'],
    ['1 Glas Kalbsfond', 'Sellerie'],
    ['1 słoik bulionu', 'seler'],
  ])('"%s" is a stock, not verified with %s avoided', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });
});

describe('pickled vegetables may hold mustard seed and sulphites', () => {
  it.each([
    ['4 Gewürzgurken', 'Senf'],
    ['6 cornichons', 'moutarde'],
    ['2 pickled gherkins', 'mustard'],
    ['1 glas augurken', 'mosterd'],
    ['3 ogórki konserwowe', 'gorczyca'],
    ['100 g Essiggurken', 'Sulfite'],
  ])('"%s" is not verified with %s avoided', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });
});
