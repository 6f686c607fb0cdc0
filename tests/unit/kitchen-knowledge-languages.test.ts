import { describe, expect, it } from 'vitest';
import { checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import '../../shared/kitchen/knowledge/installed';

/**
 * A name two languages share is read in the product's languages first ("ovo" is Portuguese egg before a Slovak
 * oat read singular; "miel" is French and Spanish honey), and a food named by its kind alone carries its make-up
 * ("Dijon" is a prepared mustard, with its sulphites). Written blind, three phrasings each.
 */
/** Called fine: nothing forbidden and nothing to check on the label (the closed world's two kinds of report). */
const compliant = (lines: string[], filters: string[], avoid: string[] = []) =>
  checkCompliance({ recipeName: 'Test', ingredients: lines, instructions: [], tips: [] } as never, { filters, avoid }).length === 0 &&
  unverifiedLines(lines, filters, avoid).length === 0;

describe('knowledge: names in the product languages', () => {
  it.each(['6 ovos', '3 ovos batidos', '2 ovos grandes, à temperatura ambiente'])('%s is egg', (line) => {
    expect(analyseLine(line).tags.has('egg')).toBe(true);
    expect(compliant([line], ['Vegan'])).toBe(false);
    expect(compliant([line], [], ['eggs'])).toBe(false);
  });

  it.each(['2 c. à soupe de miel', '1 cucharada de miel', '2 cucchiai di miele'])('%s is honey', (line) => {
    expect(analyseLine(line).tags.has('honey')).toBe(true);
    expect(compliant([line], ['Vegan'])).toBe(false);
  });

  it.each(['1 l di brodo di pollo', '500 ml brodo', '1 litro de caldo de pollo'])('%s is a broth (not bread)', (line) => {
    const tags = analyseLine(line).tags;
    expect(tags.has('gluten')).toBe(false);
    expect(compliant([line], ['Vegetarian'])).toBe(false);
  });
});

describe('knowledge: a food named by its kind alone', () => {
  it.each(['1 tbsp Dijon', '1 EL Dijon', '1 c. à café de Dijon'])('%s is a prepared mustard that may hold sulphites', (line) => {
    const read = analyseLine(line);
    expect(read.tags.has('mustard')).toBe(true);
    expect(read.maybe.has('sulphites')).toBe(true);
    expect(compliant([line], [], ['mustard'])).toBe(false);
    expect(compliant([line], [], ['sulphites'])).toBe(false);
  });
});
