/**
 * Timers read from a recipe step's text for cook mode: "simmer 20 minutes", "1–2 hours",
 * "6-7 minutes a side", "1 hour 30 minutes", "1½ hours", "half an hour", "30 seconds".
 * Pure functions, no clock: the client keeps the running timers.
 */

export interface DetectedTimer {
  /** The words as written in the step, e.g. "6-7 minutes a side". */
  text: string;
  /** Where the words start and end in the step (for highlighting). */
  start: number;
  end: number;
  /** The timer's length: a range runs for its lower end (check early; the label names the upper one). */
  seconds: number;
  /** The upper end of a range ("1–2 hours": 7200); equal to `seconds` for a single duration. */
  maxSeconds: number;
  /** "a side", "each side", "per side": the timer is run once per side. */
  perSide: boolean;
}

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  'a few': 3,
  'a couple of': 2,
  'half a': 0.5,
  'half an': 0.5,
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** One amount: "20", "1.5", "1,5", "1 1/2", "1½", "½", "1/2", or a number word. */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[½¼¾⅓⅔])?|\d+\/\d+|[½¼¾⅓⅔]|half an?|a couple of|a few|forty-five|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|sixty)`;
const UNIT = '(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)';
const RANGE_SEP = String.raw`\s*(?:-|–|—|to|or)\s*`;

/** "20 minutes", "1–2 hours", "1½ hrs", "2h": the first part of a duration. */
const HEAD = new RegExp(String.raw`(?<![\w/.,])(${AMOUNT})(?:${RANGE_SEP}(${AMOUNT}))?\s*-?\s*${UNIT}(?![a-z])`, 'gi');
/** "… 30 minutes" after "1 hour", "…30" after "2h": a smaller second part of the same duration. */
const SECOND_PART = /\s*,?\s*(?:and\s+)?(\d+)\s*(minutes?|mins?|m|seconds?|secs?|s)?\b/iy;
/** "a side", "each side", "per side". */
const SIDE = /\s+(?:a|each|per)\s+side\b/iy;

/** The value of one amount as written; NaN when it is not one. */
export function amountValue(text: string): number {
  const t = text.trim().toLowerCase();
  if (t in WORD_NUMBERS) return WORD_NUMBERS[t] ?? Number.NaN;
  if (t in FRACTIONS) return FRACTIONS[t] ?? Number.NaN;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? Number.NaN : Number(fraction[1]) / Number(fraction[2]);
  const glyph = /^(\d+)\s*([½¼¾⅓⅔])$/.exec(t);
  if (glyph?.[2]) return Number(glyph[1]) + (FRACTIONS[glyph[2]] ?? 0);
  return Number(t.replace(',', '.'));
}

function unitSeconds(unit: string): number {
  return UNIT_SECONDS[unit.toLowerCase()[0] ?? 'm'] ?? 60;
}

/** Longest timer cook mode offers (a day): "48 hours" in a step is a wait to plan, not a timer to run. */
export const MAX_TIMER_SECONDS = 24 * 3600;

/** The smaller part that completes a duration at `from` ("1 hour| 30 minutes", "2h|30"), or null. */
function secondPart(step: string, from: number, headUnit: number): { seconds: number; end: number } | null {
  SECOND_PART.lastIndex = from;
  const m = SECOND_PART.exec(step);
  if (!m?.[1] || (!m[2] && !m[0].startsWith(m[1]))) return null;
  // "2h30" has no unit of its own: the next smaller one (minutes after hours, seconds after minutes).
  const unit = m[2] ? unitSeconds(m[2]) : headUnit / 60;
  if (unit >= headUnit || (!m[2] && headUnit === 1)) return null;
  return { seconds: Number(m[1]) * unit, end: from + m[0].trimEnd().length };
}

/**
 * Every duration a step names, in the order written. One-letter units count only right after a
 * number ("2h", "10m"), never as a word ("5 m" may be metres).
 */
export function detectTimers(step: string): DetectedTimer[] {
  const found: DetectedTimer[] = [];
  let taken = 0;
  for (const m of step.matchAll(HEAD)) {
    const [head, lowText = '', highText, unit = ''] = m;
    // The second part of the duration before ("1 hour 30 minutes") is not a timer of its own.
    if ((m.index ?? 0) < taken) continue;
    if (unit.length === 1 && !/\d[hms]$/i.test(head)) continue;
    const low = amountValue(lowText);
    const high = highText === undefined ? low : amountValue(highText);
    if (!Number.isFinite(low) || !Number.isFinite(high) || low <= 0 || high < low) continue;
    const start = m.index ?? 0;
    let end = start + head.length;
    const per = unitSeconds(unit);
    const extra = highText === undefined ? secondPart(step, end, per) : null;
    if (extra) end = extra.end;
    SIDE.lastIndex = end;
    const side = SIDE.exec(step);
    if (side) end += side[0].length;
    const seconds = Math.round(low * per + (extra?.seconds ?? 0));
    const maxSeconds = Math.round(high * per + (extra?.seconds ?? 0));
    taken = end;
    if (seconds > MAX_TIMER_SECONDS) continue;
    found.push({ text: step.slice(start, end), start, end, seconds, maxSeconds, perSide: side !== null });
  }
  return found;
}

/** "20 min", "1 h 30 min", "45 s": a timer's length for its button and its countdown's label. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  if (rest || parts.length === 0) parts.push(`${rest} s`);
  return parts.join(' ');
}

/** A running countdown as a clock: "19:59", "1:05:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
