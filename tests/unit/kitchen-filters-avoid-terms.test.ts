import { describe, expect, it } from 'vitest';
import { avoidGroupTags, cleanAvoidTerm, lineMatchesAvoid } from '../../shared/kitchen/filters/avoidTerms';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';

const matches = (term: string, line: string) => lineMatchesAvoid(analyseLine(line), term);

describe('avoid terms and allergies are read the way people write them', () => {
  it.each([
    ['tree-nuts', '50 g chopped walnuts'],
    ['shell fish', '200 g raw shrimp'],
    ['crustaceans', '1 cooked lobster'],
    ['molluscs', '500 g mussels'],
    ['mollusks', '12 clams'],
    ['lactose intolerance', '1 cup whole milk'],
    ['Coeliac', '200 g spaghetti'],
    ['celiac', '2 cups all-purpose flour'],
    ['Nuts (all)', '2 tbsp peanut butter'],
    ['Nuts (all)', '50 g cashews'],
    ['Gluten (coeliac)', '2 slices bread'],
    ['Dairy products', '50 g cheddar'],
    ['soybeans', '200 g firm tofu'],
    ['soybeans', '2 tbsp soy sauce'],
    ['sesame seeds', '2 tbsp tahini'],
    ['sesame seeds', '1 tsp toasted sesame oil'],
    ['egg allergy', '2 tbsp mayonnaise'],
    ['peanut allergy', '1 tbsp satay sauce'],
    ['allergic to wheat', '1 cup couscous'],
  ])('"%s" catches "%s"', (term, line) => {
    expect(matches(term, line)).toBe(true);
  });

  it.each([
    ['Eggs', '1 eggplant'],
    ['tree nuts', '2 tbsp peanut butter'],
    ['peanut allergy', '50 g almonds'],
    ['Dairy products', '400 ml coconut milk'],
  ])('"%s" does not catch "%s"', (term, line) => {
    expect(matches(term, line)).toBe(false);
  });

  it('cleans the term with the ingredient table normaliser', () => {
    expect(cleanAvoidTerm('Gluten (coeliac)')).toBe('gluten');
    expect(cleanAvoidTerm('Tree-Nuts')).toBe('tree nut');
    expect(cleanAvoidTerm('Lactose intolerance')).toBe('lactose');
    expect(cleanAvoidTerm('Dairy products')).toBe('dairy');
    expect(cleanAvoidTerm('Jalapeños')).toBe('jalapeno');
  });

  it('bare "nuts" means tree nuts and peanuts; "tree nuts" only tree nuts', () => {
    expect(avoidGroupTags('nuts')).toEqual(['tree-nut', 'peanut']);
    expect(avoidGroupTags('Tree nuts')).toEqual(['tree-nut']);
    expect(avoidGroupTags('(gluten)')).toEqual(['gluten']);
  });

  it('a named food still matches by name and plural', () => {
    expect(matches('Mushrooms', '200 g chestnut mushrooms, sliced')).toBe(true);
    expect(matches('coriander', '1 tsp ground cumin')).toBe(false);
  });
});
