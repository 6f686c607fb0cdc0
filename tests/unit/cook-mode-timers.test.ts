import { describe, expect, it } from 'vitest';
import { amountValue, detectTimers, formatCountdown, formatDuration, MAX_TIMER_SECONDS } from '../../shared/domain/cookTimers';

const timers = (step: string) =>
  detectTimers(step).map((t) => ({ text: t.text, seconds: t.seconds, maxSeconds: t.maxSeconds, perSide: t.perSide }));

describe('timers read from a step', () => {
  it.each([
    ['Simmer 20 minutes.', '20 minutes', 1200, 1200],
    ['Bake 1–2 hours until tender.', '1–2 hours', 3600, 7200],
    ['Cook 25 to 30 min, stirring.', '25 to 30 min', 1500, 1800],
    ['Roast 1 hour 30 minutes.', '1 hour 30 minutes', 5400, 5400],
    ['Roast 1 hr and 15 mins.', '1 hr and 15 mins', 4500, 4500],
    ['Bake 2h30 at 180 °C.', '2h30', 9000, 9000],
    ['Cook for 1½ hours.', '1½ hours', 5400, 5400],
    ['Cook for 1 1/2 hours.', '1 1/2 hours', 5400, 5400],
    ['Leave to rest for half an hour.', 'half an hour', 1800, 1800],
    ['Cook for an hour.', 'an hour', 3600, 3600],
    ['Stir for 30 seconds.', '30 seconds', 30, 30],
    ['Give it a 10-minute rest.', '10-minute', 600, 600],
    ['Boil for 2.5 mins.', '2.5 mins', 150, 150],
    ['Boil for 2,5 min.', '2,5 min', 150, 150],
    ['Cook 10m then serve.', '10m', 600, 600],
  ])('%s', (step, text, seconds, maxSeconds) => {
    expect(timers(step)).toEqual([{ text, seconds, maxSeconds, perSide: false }]);
  });

  it('runs a per-side timer once per side', () => {
    expect(timers('Fry 6-7 minutes a side.')).toEqual([{ text: '6-7 minutes a side', seconds: 360, maxSeconds: 420, perSide: true }]);
    expect(timers('Grill 4 minutes each side')[0]?.perSide).toBe(true);
  });

  it('finds every duration of a step, in order, with its position', () => {
    const step = 'Sear 3 minutes, then roast 1 hour 10 minutes and rest 10 mins.';
    const found = detectTimers(step);
    expect(found.map((t) => t.text)).toEqual(['3 minutes', '1 hour 10 minutes', '10 mins']);
    for (const t of found) expect(step.slice(t.start, t.end)).toBe(t.text);
  });

  it.each([
    'Mix 2 cups flour with 1 egg.',
    'Preheat the oven to 200 C.',
    'Walk 5 m to the shop.',
    'Cut into 2 cm pieces.',
    'Serves 4.',
    'Add 1/0 hours',
    '',
  ])('finds none in "%s"', (step) => {
    expect(detectTimers(step)).toEqual([]);
  });

  it('leaves out a wait longer than a day (a plan, not a timer)', () => {
    expect(timers('Chill 48 hours.')).toEqual([]);
    expect(timers('Chill 24 hours.')[0]?.seconds).toBe(MAX_TIMER_SECONDS);
  });

  it('never throws on any text', () => {
    for (const text of ['-'.repeat(5000), '1 '.repeat(3000), '½½½ hours', '1--2 minutes', 'to to to minutes']) {
      expect(() => detectTimers(text)).not.toThrow();
    }
  });
});

describe('amounts and labels', () => {
  it('reads numbers, fractions and words', () => {
    expect(amountValue('1 1/2')).toBe(1.5);
    expect(amountValue('3¼')).toBe(3.25);
    expect(amountValue('half an')).toBe(0.5);
    expect(amountValue('twenty')).toBe(20);
    expect(amountValue('x')).toBeNaN();
  });

  it('formats a length and a countdown', () => {
    expect(formatDuration(1200)).toBe('20 min');
    expect(formatDuration(5400)).toBe('1 h 30 min');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatCountdown(20 * 60 * 1000)).toBe('20:00');
    expect(formatCountdown(1199_001)).toBe('20:00');
    expect(formatCountdown(3_900_000)).toBe('1:05:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
