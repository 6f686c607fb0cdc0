import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIET_FILTER_NAMES } from '../../shared/domain/dietFilters';
import { conversionCountLabel, dietFilterStat, MIN_CONVERSIONS_SHOWN, statsStrip } from '../../shared/domain/siteStats';

/** The number a label claims, e.g. "50K+" → 50,000. */
function claimed(label: string): number {
  const match = /^(\d+)(K|M)?\+$/.exec(label);
  if (!match) throw new Error(`not a count label: ${label}`);
  return Number(match[1]) * (match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1_000 : 1);
}

describe('stats strip', () => {
  it('claims as many diet filters as can really be chosen (24+)', () => {
    expect(DIET_FILTER_NAMES.length).toBeGreaterThanOrEqual(24);
    expect(dietFilterStat()).toEqual({ value: `${DIET_FILTER_NAMES.length}+`, label: 'diet filters' });
    expect(statsStrip(null)[0]?.value).toBe('24+');
  });

  it('shows the spec’s "50K+" only once 50,000 conversions are real', () => {
    expect(conversionCountLabel(49_999)).toBe('40K+');
    expect(conversionCountLabel(50_000)).toBe('50K+');
    expect(conversionCountLabel(52_310)).toBe('50K+');
    expect(conversionCountLabel(137)).toBe('100+');
    expect(conversionCountLabel(1_870)).toBe('1K+');
    expect(conversionCountLabel(1_240_000)).toBe('1M+');
  });

  it('never claims more than the real total, and never less than a tenth of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_CONVERSIONS_SHOWN, max: 2_000_000_000 }), (total) => {
        const label = conversionCountLabel(total);
        expect(label).not.toBeNull();
        const value = claimed(label ?? '');
        expect(value).toBeLessThanOrEqual(total);
        expect(value * 10).toBeGreaterThan(total);
      }),
    );
  });

  it('states something else that is true while the total is small or unknown', () => {
    for (const total of [null, 0, 99, Number.NaN]) {
      expect(conversionCountLabel(total)).toBeNull();
      const [, second] = statsStrip(total);
      expect(second).toEqual({ value: 'Offline', label: 'conversions work without internet' });
    }
    expect(statsStrip(60_000)[1]).toEqual({ value: '60K+', label: 'recipes converted' });
  });

  it('shows no rating', () => {
    for (const total of [null, 10, 50_000]) {
      expect(statsStrip(total).some((item) => /rating|★|\d\.\d/i.test(`${item.value} ${item.label}`))).toBe(false);
    }
  });
});
