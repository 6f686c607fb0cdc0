/**
 * Amounts rounded as a cook measures them: a scale reads 5 g steps under 100 g and 25 g above, spoons go by
 * quarters, and what comes whole (an egg, a clove, a tin) stays whole. The steps are data; the functions apply them.
 */

/** Measures a cook does not multiply: a pinch is a pinch however many are fed. */
export const UNSCALED_UNITS: ReadonlySet<string> = new Set(['pinch', 'dash', 'splash', 'drizzle', 'drop']);

/**
 * Count units whose items are never cut in parts: a clove, a leaf, a sprig, a sheet, a tin, a stock cube; a handful or
 * a bunch is a cook's rough measure, never "½ handful".
 */
export const WHOLE_UNITS: ReadonlySet<string> = new Set(['clove', 'leaf', 'sprig', 'sheet', 'can', 'cube', 'fillet', 'handful', 'bunch']);

/** Metric weights and volumes (in g or ml): below `below`, round to `step`. */
const METRIC_STEPS: ReadonlyArray<readonly [below: number, step: number]> = [
  [5, 0.5],
  [10, 1],
  [100, 5],
  [1000, 25],
  [Number.POSITIVE_INFINITY, 50],
];

/**
 * A measure converted from cups or ounces to grams or millilitres (in g or ml): below `below`, round to `step`, so that
 * the converted amount is one a scale or jug reads (151 g → 150 g, 188 g → 190 g, 237 ml → 240 ml), within a few percent.
 */
const CONVERTED_METRIC_STEPS: ReadonlyArray<readonly [below: number, step: number]> = [
  [10, 1],
  [100, 5],
  [1000, 10],
  [Number.POSITIVE_INFINITY, 50],
];

/** Grams or millilitres converted from another system, rounded by their magnitude (`CONVERTED_METRIC_STEPS`). */
export function roundConverted(value: number): number {
  return value < 1 ? value : byTable(value, CONVERTED_METRIC_STEPS);
}

/** Ounces: quarters under 4 oz, halves under 16 oz, whole ounces above. */
const OUNCE_STEPS: ReadonlyArray<readonly [below: number, step: number]> = [
  [4, 0.25],
  [16, 0.5],
  [Number.POSITIVE_INFINITY, 1],
];

/**
 * Spoons (and pounds, and kilograms and litres in hundredths) go by these steps; centilitres by whole ones and decilitres
 * by halves, as a measuring jug marks them ("13 cl", "1,5 dl", never "13,33 cl").
 */
const STEP_BY_UNIT: Readonly<Record<string, number>> = { tsp: 0.25, tbsp: 0.25, lb: 0.25, kg: 0.05, l: 0.05, cl: 1, dl: 0.5 };

/** The big metric units a cook writes in the small one below 1 ("300 g", not "0.3 kg"). */
export const SMALLER_METRIC: Readonly<Record<string, { unit: string; times: number }>> = {
  kg: { unit: 'g', times: 1000 },
  l: { unit: 'ml', times: 1000 },
};

/** The big metric units a cook writes from 1 of them on ("1.5 kg", not "1500 g"). */
export const LARGER_METRIC: Readonly<Record<string, { unit: string; times: number }>> = {
  g: { unit: 'kg', times: 0.001 },
  ml: { unit: 'l', times: 0.001 },
};

function toStep(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function byTable(value: number, table: ReadonlyArray<readonly [number, number]>): number {
  const step = table.find(([below]) => value < below)?.[1] ?? 1;
  return toStep(value, step);
}

/**
 * A measured amount rounded for its unit: grams and millilitres by the metric steps, ounces by theirs, spoons,
 * pounds, kilograms and litres by fixed steps; other units (cups) are left to the formatter's fractions.
 */
export function roundMeasure(value: number, unit: string): number {
  if (unit === 'g' || unit === 'ml') return byTable(value, METRIC_STEPS);
  if (unit === 'oz' || unit === 'fl-oz') return byTable(value, OUNCE_STEPS);
  const step = STEP_BY_UNIT[unit];
  return step === undefined ? value : Number(toStep(value, step).toFixed(2));
}

/** Whole items: the nearest whole number, one at least. */
export function roundWhole(value: number): number {
  return Math.max(1, Math.round(value));
}

/** From this many on, things counted one by one are counted whole: "½ onion" and "1½ lemons", never "4½ carrots". */
export const WHOLE_COUNT_FROM = 2;

/** Items a cook may cut (an onion, a lemon): halves, and a quarter at least. */
export function roundHalves(value: number): number {
  return value < 0.375 ? 0.25 : Math.round(value * 2) / 2;
}

/** Things counted out one by one: halves under `WHOLE_COUNT_FROM` ("½ onion", "1½ lemons"), whole from there on. */
export function roundCounted(value: number): number {
  return value >= WHOLE_COUNT_FROM - 0.25 ? Math.round(value) : roundHalves(value);
}

/** Below this many tins a cook measures part of one by weight rather than opening "half a tin" blind. */
export const PART_TIN_BELOW = 0.75;
