import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * Written blind: bought sauces, condiments and ready-made products whose make-up the line does not tell. Whatever
 * filter or avoid entry they may break, the line is named beside it (a violation or "not verified: check the
 * label"), never passed as fine.
 */
function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

describe('generic bought products of unknown make-up are never called fine', () => {
  it.each([
    ['4 dl brun sovs', ['Gluten-Free']],
    ['1 jar of curry sauce', ['Dairy-Free']],
    ['3 tbsp salad dressing', ['Vegan']],
    ['2 stock cubes', ['Gluten-Free']],
    ['200 ml marinade', ['Gluten-Free']],
    ['2 tbsp gravy granules', ['Gluten-Free']],
    ['1 tbsp spice mix', ['Gluten-Free']],
    ['1 Päckchen Bratensoße', ['Gluten-Free']],
    ['1 pot de sauce béarnaise', ['Dairy-Free']],
    ['1 sobre de salsa barbacoa', ['Gluten-Free']],
    ['1 vasetto di pesto', ['Vegan']],
    ['1 pakje kruidenmix voor nasi', ['Gluten-Free']],
    ['1 burk färdig tacosås', ['Gluten-Free']],
    ['2 el Maggi Fix für Gulasch', ['Gluten-Free']],
    ['1 packet Schwartz chilli con carne mix', ['Gluten-Free']],
    ['1 Knorr Fix Lasagne', ['Dairy-Free']],
  ])('"%s" is named for %j', (line, filters) => {
    expect(flaggedFor(line, filters)).toEqual(expect.arrayContaining(filters));
  });

  it.each([
    ['1 Brühwürfel', 'Sellerie'],
    ['2 tbsp gravy granules', 'celery'],
    ['1 jar of curry sauce', 'mustard'],
    ['3 tbsp salad dressing', 'egg'],
    ['1 tbsp spice mix', 'celery'],
    ['1 terning hønsebouillon', 'selleri'],
    ['2 cucharadas de salsa César', 'pescado'],
    ['1 kostka rosołowa', 'seler'],
  ])('"%s" is named with "%s" on the avoid list', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });

  it.each([
    ['2 tsp baking powder', 'Gluten-Free'],
    ['1 Päckchen Backpulver', 'Gluten-Free'],
    ['1 tl bakpulver', 'Gluten-Free'],
  ])('"%s" may hold wheat starch: named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });

  it.each([
    ['2 tsp gluten-free baking powder', ['Gluten-Free']],
    ['300 g gluten-free pasta', ['Gluten-Free']],
    ['150 g dairy-free yoghurt', ['Dairy-Free']],
  ])('a product really sold free-from ("%s") passes %j', (line, filters) => {
    expect(flaggedFor(line, filters)).toEqual([]);
  });

  it.each([
    ['1 packet vanilla instant pudding', 'Dairy-Free'],
    ['2 tbsp chocolate hazelnut spread', 'Nut-Free'],
    ['150 g strawberry yoghurt', 'Dairy-Free'],
    ['1 Becher Erdbeerjoghurt', 'Dairy-Free'],
    ['2 el chocoladepasta met hazelnoot', 'Nut-Free'],
  ])('the product at the end wins over a flavour word: "%s" is named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });
});

// The Polish genitive "sosu" (of "sos", sauce) heads "sosu do spaghetti": a bought sauce, not spaghetti.
it('"1 słoik sosu do spaghetti" is a bought sauce named for Vegan', () => {
  expect(flaggedFor('1 słoik sosu do spaghetti', ['Vegan'])).toContain('Vegan');
});

describe('a food only the ontology knows, of a kind the table knows, is checked for what its kind holds', () => {
  it.each([['100 g speculoos'], ['100 g Butterkekse'], ['200 g Spekulatius']])('"%s" (a biscuit) is named for Gluten-Free', (line) => {
    expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
  });

  it.each([['1 tsp ground sumac'], ['1 tsp paprika'], ['2 bay leaves']])('a single spice or herb ("%s") is no bought sauce', (line) => {
    expect(flaggedFor(line, ['Gluten-Free', 'Dairy-Free'])).toEqual([]);
  });
});

describe('bought pesto holds hard cheese made with calf rennet', () => {
  it.each([['2 tbsp pesto'], ['3 EL grünes Pesto'], ['2 cucchiai di pesto alla genovese']])('"%s" is named for Vegetarian', (line) => {
    expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
  });
});
