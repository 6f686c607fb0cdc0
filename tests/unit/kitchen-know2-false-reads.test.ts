import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';

/**
 * Written blind (before running the engine on them): words the knowledge read as another food. A spread named as a
 * compound of a nut and a cream word ("Erdnusscreme", "Haselnusscreme") is a made spread holding the nut, not a dairy
 * cream for certain; the German spoon units in capitals ("2 EL", "1 TL") are no Spanish article, so the line's
 * compound is read as German.
 */

describe('a nut spread named with a cream word is the nut, not dairy cream', () => {
  it.each([
    ['2 EL Erdnusscreme', 'peanut'],
    ['1 TL Haselnusscreme', 'tree-nut'],
    ['3 EL Mandelcreme', 'tree-nut'],
    ['100 g Cashewcreme', 'tree-nut'],
  ])('"%s" holds %s and no certain dairy', (line, nut) => {
    const read = analyseLine(line);
    expect(read.identified).toBe(true);
    expect(read.tags.has(nut as never)).toBe(true);
    expect(read.tags.has('dairy')).toBe(false);
  });
});

describe('a German line with its spoon unit in capitals reads its compound', () => {
  it.each([
    ['2 EL Weizenmehl', 'gluten'],
    ['1 TL Senfkörner', 'mustard'],
    ['2 EL Sojasoße', 'soy'],
  ])('"%s" is %s', (line, tag) => {
    const read = analyseLine(line);
    expect([...read.tags, ...read.maybe]).toContain(tag);
  });
});
