import { describe, expect, it } from 'vitest';
import { flaggedFor } from '../support/kitchenLineChecks';

/**
 * Not blind (written after seeing "milk bread" read as plain white bread): a bread made with milk holds milk, and a
 * supermarket's sliced white loaf is flagged as the packaged bread it is ("check the label"), in several languages.
 */
const HOLDS_MILK: string[] = ['4 slices milk bread', '1 Hokkaido milk bread loaf', '6 pains au lait', '1 Milchbrot', '200 g pan de leche'];

describe('a milk bread holds milk', () => {
  for (const line of HOLDS_MILK)
    it(`"${line}" is reported under Dairy-Free`, () => {
      expect(flaggedFor(line, ['Dairy-Free'])).toContain('Dairy-Free');
    });
});

const PACKAGED_LOAF: string[] = [
  '4 Scheiben Weißbrot',
  '1 white loaf, sliced',
  '3 skiver loff',
  '4 sneetjes witbrood',
  '2 skivor vitt bröd',
];

describe('a sliced white loaf is a packaged bread to check', () => {
  for (const line of PACKAGED_LOAF)
    it(`"${line}" is reported under Vegan`, () => {
      expect(flaggedFor(line, ['Vegan'])).toContain('Vegan');
    });
  it('a plain "bread" line is not flagged under Vegan', () => {
    expect(flaggedFor('2 slices bread', ['Vegan'])).not.toContain('Vegan');
  });
});
