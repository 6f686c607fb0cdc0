import { describe, expect, it } from 'vitest';
import { normalise, occurrences } from '../fixtures/blind/match';

const found = (text: string, name: string, language: Parameters<typeof occurrences>[2]) =>
  occurrences(normalise(text), name, language).length > 0;

describe('the blind checker finds a labelled name as a reader would', () => {
  it('with every word of the name inflected, not only the last (an adjective agrees with its noun)', () => {
    expect(found('4 patatas nuevas, peladas', 'patata nueva', 'es')).toBe(true);
    expect(found('2 kostki rosołowe', 'kostka rosołowa', 'pl')).toBe(true);
    expect(found('500 g de pommes de terre nouvelles', 'pomme de terre nouvelle', 'fr')).toBe(true);
    expect(found('2 peperoni rossi a listarelle', 'peperone rosso', 'it')).toBe(true);
  });

  it('still as whole words only, and a short word takes only a plural s', () => {
    expect(found('1 ui, gesnipperd', 'ui', 'nl')).toBe(true);
    expect(found('uitgebakken spek', 'ui', 'nl')).toBe(false);
    expect(found('2 eggs', 'egg', 'en-GB')).toBe(true);
    expect(found('eggplant', 'egg', 'en-US')).toBe(false);
    expect(found('poivrons rouges grillés', 'poivron rouge', 'fr')).toBe(true);
    expect(found('sauce soja', 'sauce tomate', 'fr')).toBe(false);
  });
});

describe('the blind checker reads a word after a name that makes it another product', () => {
  it('vanilla powder, pods and beans hold no alcohol; butter beans no milk; wine vinegar no alcohol', async () => {
    const { clearedByFollowing } = await import('../fixtures/blind/qualifiers');
    expect(clearedByFollowing(['powder'])).toContain('alcohol');
    expect(clearedByFollowing(['pods'])).toContain('alcohol');
    expect(clearedByFollowing(['beans'])).toEqual(expect.arrayContaining(['milk', 'alcohol']));
    expect(clearedByFollowing(['vinegar'])).toContain('alcohol');
    expect(clearedByFollowing(['extract'])).toEqual([]);
    expect(clearedByFollowing(['paste'])).toEqual([]);
  });
});
