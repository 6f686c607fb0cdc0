import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';
import { avoidTermTags } from '../../shared/kitchen/filters/avoidTerms';

/**
 * An avoid-list word only the resolver reads (another language's plural or inflected form of an allergen's food:
 * Swedish "sulfiter", "lupiner", Danish "sesamfrø") means the allergen, as its food's own name does: every product
 * that holds it is named, not only lines that spell the word. Written blind.
 */
function named(line: string, avoid: string): boolean {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: [], avoid: [avoid] });
  return [...hard, ...unverifiedLines([line], [], [avoid])].some((v) => v.filter === AVOID_LIST_LABEL);
}

describe('an avoid word read through the resolver stands for its allergen', () => {
  it.each([
    ['sulfiter', '200 ml dry white wine', 'sulphites'],
    ['sulfiter', '50 g dried apricots', 'sulphites'],
    ['lupiner', '100 g lupin flour', 'lupin'],
    ['lupiner', '1 tigela de tremoços', 'lupin'],
    ['sesamfrø', '2 tbsp tahini', 'sesame'],
    ['sesamfrø', '1 tbsp gomasio', 'sesame'],
  ])('"%s" names "%s"', (avoid, line, tag) => {
    expect(avoidTermTags(avoid)).toContain(tag);
    expect(named(line, avoid)).toBe(true);
  });
});
