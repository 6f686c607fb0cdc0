import { describe, expect, it } from 'vitest';
import { scaleIngredientLines } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a weight or volume in the note's brackets ("(about 1½ cups)",
 * "(ca. 200 g)", "(environ 600 g)") is the same food's amount said again and scales with it; a size in the brackets
 * ("(about 2 inches across)") is no amount and stays.
 */
const scaled = (line: string, factor: number) => scaleIngredientLines([line], 4, 4 * factor)[0] ?? '';

describe('a measure in the note scales with its line', () => {
  it('English, doubled', () => expect(scaled('3 ripe bananas, mashed (about 1 1/2 cups)', 2)).toContain('(about 3 cups)'));
  it('German, doubled', () => expect(scaled('2 Zwiebeln, gewürfelt (ca. 200 g)', 2)).toContain('(ca. 400 g)'));
  it('French, halved', () => expect(scaled('4 pommes (environ 600 g)', 0.5)).toContain('(environ 300 g)'));
  it('Italian, doubled, the note after the brackets', () =>
    expect(scaled('3 patate medie (circa 450 g), sbucciate', 2)).toContain('(circa 900 g)'));
  it('one whole item’s weight is its size', () => expect(scaled('1 whole chicken (about 4 lbs)', 2)).toContain('(about 4 lbs)'));
  it('a size in the brackets stays', () => expect(scaled('1 onion (about 2 inches across)', 2)).toContain('(about 2 inches across)'));
});
