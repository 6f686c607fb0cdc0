import { UNIT_BY_ID, type UnitDef } from '../unitData';
import { readQuantity } from './quantity';

/** Friendly fractions a cook reads at a glance, per kind of measure. */
const SPOON_STEPS = [0, 1 / 8, 1 / 4, 1 / 2, 3 / 4, 1];
const CUP_STEPS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const OUNCE_STEPS = [0, 1 / 4, 1 / 2, 3 / 4, 1];
const COUNT_STEPS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

const GLYPHS: ReadonlyArray<[number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

function stepsFor(unit: string | null): number[] | 'decimal' {
  if (unit === 'tsp' || unit === 'tbsp') return SPOON_STEPS;
  if (unit === 'oz' || unit === 'fl-oz') return OUNCE_STEPS;
  const def = unit ? UNIT_BY_ID.get(unit) : undefined;
  if (def?.system === 'metric') return 'decimal';
  if (def?.kind === 'volume' || unit === 'lb') return CUP_STEPS;
  return COUNT_STEPS;
}

function trimDecimals(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}

/** Rounds to the nearest friendly fraction; a positive amount never rounds to nothing. */
export function roundToSteps(value: number, steps: number[]): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = steps[0] ?? 0;
  for (const step of steps) if (Math.abs(step - rest) < Math.abs(best - rest)) best = step;
  const rounded = whole + best;
  if (rounded === 0 && value > 0) return steps.find((s) => s > 0) ?? value;
  return rounded;
}

function fractionText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 1e-6) return String(whole);
  const glyph = GLYPHS.find(([v]) => Math.abs(v - rest) < 1e-6)?.[1];
  if (!glyph) return trimDecimals(value, 2);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/**
 * A quantity as a cook writes it for this unit: whole grams and millilitres (halves under 5, a decimal under 1),
 * up to two decimals for kg and litres, and ¼ ½ ¾ style fractions for US measures and counts.
 */
export function formatQuantity(value: number, unit: string | null): string {
  const steps = stepsFor(unit);
  if (steps === 'decimal') {
    if (unit === 'kg' || unit === 'l' || unit === 'dl' || unit === 'cl') return trimDecimals(value, 2);
    if (value >= 10) return String(Math.round(value));
    // A kitchen scale reads whole grams (and half ones below 5): "3.8 g" is "4 g"; under a gram keeps its decimal.
    if (value >= 5) return String(Math.round(value));
    if (value >= 1) return trimDecimals(Math.round(value * 2) / 2, 1);
    return trimDecimals(value, 1);
  }
  // A pinch or a dash is not cut in parts: at least one.
  if (unit === 'pinch' || unit === 'dash') return String(Math.max(1, Math.round(value)));
  if (value >= 20 && steps === COUNT_STEPS) return String(Math.round(value));
  return fractionText(roundToSteps(value, steps));
}

/** Whether a formatted quantity reads as more than one ("1½ cups", "2 eggs", but "1 cup", "½ cup"). */
export function isPlural(formatted: string): boolean {
  return (readQuantity(formatted, 0)?.value ?? 0) > 1;
}

/** The unit written for a quantity: the typed spelling kept unless it is a full word that must agree in number. */
export function unitText(def: UnitDef, plural: boolean, typed?: string): string {
  if (typed === undefined) return plural ? def.plural : def.singular;
  const lower = typed.toLowerCase().replace(/\.$/, '');
  const pairs: ReadonlyArray<readonly [string, string]> = [[def.singular, def.plural], ...(def.words ?? []), ...(def.localWords ?? [])];
  const pair = pairs.find(([one, many]) => one !== many && (lower === one || lower === many));
  if (!pair) return typed;
  const word = plural ? pair[1] : pair[0];
  return /^[A-Z]/.test(typed) ? (word[0]?.toUpperCase() ?? '') + word.slice(1) : word;
}
