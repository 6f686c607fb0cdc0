import { describe, expect, it } from 'vitest';
import { checkCompliance, NOT_VERIFIED, unverifiedLines } from '../../shared/kitchen/compliance';
import '../../shared/kitchen/knowledge/installed';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';

/** Filters a line is never called safe for: broken outright, or sent to the label. */
const labelFilters = (line: string, filters: string[]) => {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters, avoid: [] });
  const label = unverifiedLines([line], filters, []);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
};

describe('a made product named in a line’s note is checked with the line (written blind, several languages)', () => {
  it.each([
    ['500 ml vegetable broth (made with 1 Oxo cube)', 'Gluten-Free'],
    ['1 l Gemüsebrühe (aus 2 Brühwürfeln)', 'Vegan'],
    ['750 ml brodo di pollo, fatto con un dado', 'Gluten-Free'],
    ['300 ml caldo de verduras (yo uso Gallina Blanca)', 'Vegan'],
    ['1 l bouillon de légumes (un cube Maggi)', 'Dairy-Free'],
    ['400 ml kippenbouillon - 1 bouillonblokje in heet water', 'Gluten-Free'],
  ])('%s is not verified under %s', (line, filter) => {
    expect(labelFilters(line, [filter])).toContain(filter);
  });

  it('the note adds what the product may contain, never changes the food the line names (the stock is still the stock)', () => {
    const broth = analyseLine('1 l brodo vegetale (fatto con 2 dadi)');
    expect(broth.food?.span.text.toLowerCase()).toBe('brodo vegetale');
    expect(broth.maybe.has('dairy')).toBe(true);
    const plain = analyseLine('1 l brodo vegetale');
    expect(plain.maybe.has('dairy')).toBe(false);
  });

  it.each([
    ['2 tbsp olive oil (extra virgin)', 'Gluten-Free'],
    ['1 onion, finely chopped', 'Vegan'],
    ['200 g rice (basmati or jasmine)', 'Dairy-Free'],
  ])('a note without a made product adds nothing: %s under %s', (line, filter) => {
    expect(labelFilters(line, [filter])).not.toContain(filter);
  });

  it('says what to check on the label', () => {
    const flags = unverifiedLines(['1 l brodo vegetale (con 1 dado)'], ['Vegan'], []);
    expect(JSON.stringify(flags)).toContain(NOT_VERIFIED);
    expect(JSON.stringify(flags)).toContain('milk');
  });
});

describe('made products whose labels vary are checked under the filters and avoid entries they may break', () => {
  it.each([
    ['4 pork sausages', ['Dairy-Free'], []],
    ['1 rookworst', ['Gluten-Free'], []],
    ['200 g salsiccia', ['Dairy-Free'], []],
    ['75 g raisins', [], ['sulphites']],
    ['100 g Rosinen', [], ['Sulfite']],
    ['50 g uvetta', [], ['solfiti']],
  ])('%s is never called safe (%j, avoid %j)', (line, filters, avoid) => {
    const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters, avoid });
    const label = unverifiedLines([line], filters, avoid);
    expect(hard.length + label.length).toBeGreaterThan(0);
  });
});

describe('an avoid entry in another language names the allergen its food is', () => {
  it.each([
    ['75 g rozijnen', 'sulfiet'],
    ['2 tbsp dry white wine', 'sulfiet'],
    ['1 glass red wine', 'siarczyny'],
  ])('%s is checked for "%s"', (line, term) => {
    const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: [], avoid: [term] });
    const label = unverifiedLines([line], [], [term]);
    expect(hard.length + label.length).toBeGreaterThan(0);
  });

  it('a food that is one kind of an allergen stays that food ("butter" is not every milk product)', () => {
    const hard = checkCompliance({ ingredients: ['200 ml whole milk'], instructions: [], servings: 2 }, { filters: [], avoid: ['butter'] });
    expect(hard).toEqual([]);
  });
});
