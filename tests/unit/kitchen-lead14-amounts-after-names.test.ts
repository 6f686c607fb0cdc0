/**
 * Issue 32 item 4, written before running the engine on these lines: scaling reads an amount written after the food's
 * name even when a note follows it ("Zwiebel 1, fein gewürfelt", "Capers 2 tbsp (jar), drained"), and a bare count
 * of things that come one by one is whole from two on ("4½ allspice berries" and "2½ carrots" are no amounts a cook
 * counts out; "½ onion" and "1½ lemons" are).
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { scaleLine } from '../../shared/kitchen/scale/scaleLine';

describe('an amount after the name, with a note after it, is scaled', () => {
  const cases: [line: string, factor: number, number: RegExp, note: string][] = [
    ['Zwiebel 1, fein gewürfelt', 2, /\b2\b/, 'fein gewürfelt'],
    ['Gul lök 2, hackad', 2, /\b4\b/, 'hackad'],
    ['Wortelen 3, in blokjes gesneden', 2, /\b6\b/, 'in blokjes gesneden'],
    ['Carrots - 2, peeled and diced', 1.5, /\b3\b/, 'peeled and diced'],
    ['Kapern 2 EL (Glas), abgetropft', 1.5, /\b3\b/, 'abgetropft'],
    ['Cipolla 1 (grande), tritata finemente', 3, /\b3\b/, 'tritata finemente'],
    ['Capers: 2 tbsp, drained and rinsed', 2, /\b4\b/, 'drained and rinsed'],
  ];
  it.each(cases)('%j × %d', (line, factor, number, note) => {
    const scaled = scaleLine(line, factor);
    expect(scaled).not.toBe(line);
    expect(scaled).toMatch(number);
    expect(scaled).toContain(note);
  });

  it('a number inside the name is not the amount ("Weizenmehl Type 405, 40 g" keeps 405)', () => {
    for (const line of ['Weizenmehl Type 405, 40 g', 'Farina tipo 00, 200 g', 'Mehl Type 550 200 g, gesiebt']) {
      const scaled = scaleLine(line, 2);
      expect(scaled).toMatch(/405|00|550/);
      expect(scaled).not.toMatch(/810|1100/);
    }
  });
});

describe('a bare count of things that come one by one is whole from two on', () => {
  const cases: [line: string, factor: number][] = [
    ['3 allspice berries', 1.5],
    ['Pimentkörner 3', 1.5],
    ['5 carrots, sliced', 0.5],
    ['3 cardamom pods, bruised', 1.5],
    ['5 kaffir lime leaves', 0.5],
    ['7 large prawns', 1.5],
  ];
  it.each(cases)('%j × %d', (line, factor) => {
    const scaled = scaleLine(line, factor);
    expect(scaled).not.toMatch(/[½¼¾]|\d\.\d/);
  });

  it('under two, a half is kept where a cook halves the thing ("½ onion", "1½ lemons")', () => {
    expect(scaleLine('1 onion, chopped', 0.5)).toMatch(/½/);
    expect(scaleLine('1 lemon', 1.5)).toMatch(/1½/);
    expect(scaleLine('3 lemons', 0.5)).toMatch(/1½/);
  });
});
