import { describe, expect, it } from 'vitest';
import { daysBetween, localDay, untilLocalMidnight } from '../../sync-server/src/generate/localDay';

describe('the usage day', () => {
  const now = new Date('2026-11-21T22:30:00Z');

  it('is the calendar date in the user time zone', () => {
    expect(localDay(now, 'UTC')).toBe('2026-11-21');
    expect(localDay(now, 'Europe/Budapest')).toBe('2026-11-21');
    expect(localDay(now, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(localDay(now, 'America/Los_Angeles')).toBe('2026-11-21');
  });

  it('ends at local midnight, later by whole days when the count runs ahead', () => {
    expect(untilLocalMidnight(now, 'UTC')).toEqual({ h: 1, m: 30 });
    expect(untilLocalMidnight(now, 'UTC', 1)).toEqual({ h: 25, m: 30 });
    expect(untilLocalMidnight(now, 'Asia/Tokyo')).toEqual({ h: 16, m: 30 });
  });

  it('counts whole days between dates, never negative', () => {
    expect(daysBetween('2026-11-21', '2026-11-23')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-11-23', '2026-11-21')).toBe(0);
  });
});
