import { durationsInSentence } from './document/meta';
/** Metadata lines of a pasted recipe: times, servings and the legacy bold labels (signed-in-features §3). */

export interface RecipeMeta {
  title?: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  servings?: number | string;
  dietaryRequirements?: string[];
}

const DURATION =
  '(?:\\d+(?:[.,]\\d+)?|an?|one|half an?)\\s*(?:-\\s*\\d+\\s*)?(?:h|hrs?|hours?|m|mins?|minutes?)\\b\\.?(?:\\s*(?:and\\s*)?\\d+\\s*(?:m|mins?|minutes?)\\b\\.?)?';
const TIME_LABELS: readonly [keyof RecipeMeta, string][] = [
  ['prepTime', '(?:prep(?:aration)?|active)(?:\\s*time)?'],
  ['cookTime', '(?:cook(?:ing)?|bake|baking|roasting|chill(?:ing)?)(?:\\s*time)?'],
  ['totalTime', '(?:total|ready in)(?:\\s*time)?'],
];
const SERVINGS =
  /\b(?:serves|servings?|yields?|makes|portions|feeds)\b\s*:?\s*(?:about\s*)?(\d+(?:\s*(?:-|–|to)\s*\d+)?(?:\s+[a-z][a-z ]{0,30}?)?)(?=\s*(?:$|[|•·,;]|\.(?!\d)|\s{2,}|\b(?:prep|cook|total)\b))/i;

/** Servings in the product's market languages and short headers: "Pour 6 personnes", "4 adag", "Tapas for 4". */
const SERVINGS_ELSEWHERE =
  /^(?:[\p{L}]+\s+){0,2}?(?:for|pour|für|per|para)\s+(\d{1,3})(?:\s*(?:people|persons?|personnes?|persone|personas?|personen|pers\.?|portions?|porzioni|raciones|servings?|adag))?(?=\s*(?:$|[|•·,;/—–-]))|^(\d{1,3})\s*(?:adag|personnes|persone|personas|personen|porzioni|raciones|portions|people)\b/iu;

/** Minutes in "1 hr 10 mins", "1 1/2 hours", "90 minutes"; undefined when none. */
export function durationMinutes(text: string): number | undefined {
  const lower = text.toLowerCase().replace(',', '.');
  let minutes = 0;
  let found = false;
  const hour = /(\d+(?:\.\d+)?|an?|one|half an?)\s*(?:-\s*\d+\s*)?(?:h|hrs?|hours?)\b/.exec(lower);
  if (hour?.[1]) {
    const value = hour[1].startsWith('half') ? 0.5 : /^(?:an?|one)$/.test(hour[1]) ? 1 : Number(hour[1]);
    minutes += value * 60;
    found = true;
  }
  const minute = /(\d+)\s*(?:-\s*\d+\s*)?(?:m|mins?|minutes?)\b/.exec(lower);
  if (minute?.[1]) {
    minutes += Number(minute[1]);
    found = true;
  }
  return found ? Math.round(minutes) : undefined;
}

/** "70" → "1 hour 10 minutes": the form the converter shows. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : '';
  const mins = m > 0 || h === 0 ? `${m} minute${m === 1 ? '' : 's'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}

function tidyTime(text: string): string {
  // A stated range stays a range ("Cook: 6-7 minutes"): taking one end would misquote the cook.
  const range = /^\s*(\d+)\s*(?:-|–|to)\s*(\d+)\s*(h|hrs?|hours?|m|mins?|minutes?)\b\.?\s*$/i.exec(text);
  if (range?.[1] && range[2] && range[3]) return `${range[1]}-${range[2]} ${/^h/i.test(range[3]) ? 'hours' : 'minutes'}`;
  const minutes = durationMinutes(text);
  return minutes !== undefined ? formatMinutes(minutes) : text.trim();
}

/** Text without markdown emphasis, heading marks and list bullets. */
export function plain(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .replace(/^\s*[*_]\s*(?=\S)/, '')
    .trim();
}

/**
 * A yield written in words: "Makes one 9-inch cake (12 servings)", "Makes about 24 cookies", "Yields a 2 lb loaf".
 * The bracketed count is the servings; without one the yield itself is ("24 cookies").
 */
const YIELD_LINE =
  /^(?:makes|yields?)\s+(?:about\s+|approximately\s+|around\s+)?((?:\d+(?:\s*(?:-|–|to)\s*\d+)?|one|two|three|four|five|six|eight|ten|twelve|(?:a|an)(?=\s+\d))\s+[^()]{0,40}?)\s*(?:\(\s*(?:about\s+)?(\d+(?:\s*(?:-|–|to)\s*\d+)?)\s*(?:servings?|portions?|slices|pieces|people)\s*\))?\s*\.?$/i;

/** A yield with its portions in brackets: "1 loaf (10 slices)", "one 9x13 pan (about 16 squares)". */
const BRACKETED_COUNT =
  /^[^()]{1,40}?\(\s*(?:about\s+|approx\.?\s+)?(\d+(?:\s*(?:-|–|to)\s*\d+)?)\s*(?:servings?|portions?|slices|pieces|people|squares|bars|wedges)\s*\)\s*\.?$/i;

/** What may stand between a metadata line's labels and values: "Prep: 15 min | Cook: 30 min | Serves 4.", "Serves 6. Prep 30 min, bake 40 min." */
const SEPARATORS_ONLY = /^[\s|•·,;:/\-–().]*$/;
const SEPARATORS_BUT_PERIODS = /^[\s|•·,;:/\-–()]*$/;

const LABEL =
  /^(recipe name|recipe|title|name|prep time|cook time|total time|servings|serves|yield|dietary requirements|diet)\s*:\s*(.*)$/i;

function servingsValue(text: string): number | string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The metadata a line carries, or undefined when it is not a metadata line. A line is metadata when,
 * after taking out every label and value found, only separators remain ("Prep: 15 min | Cook: 30 min | Serves 4").
 */
export function readMetaLine(raw: string): RecipeMeta | undefined {
  const line = plain(raw);
  const label = LABEL.exec(line);
  if (label?.[1] && label[2] !== undefined) {
    const key = label[1].toLowerCase();
    const value = label[2].trim();
    if (!value) return undefined;
    if (['recipe name', 'recipe', 'title', 'name'].includes(key)) return { title: value };
    if (key === 'dietary requirements' || key === 'diet') return { dietaryRequirements: value.split(/\s*[,;]\s*/).filter(Boolean) };
    if (key === 'servings' || key === 'serves' || key === 'yield') {
      // "Yield: 1 loaf (10 slices)": the bracketed count is what the nutrition is shared between.
      const counted = BRACKETED_COUNT.exec(value);
      if (counted?.[1]) return { servings: servingsValue(counted[1]) };
      const match = SERVINGS.exec(`servings ${value}`);
      // "Servings: 8." is the servings alone; "Serves: 4. Prep time: 15 minutes" goes on to the times below.
      if (!match) return { servings: servingsValue(value) };
      if (SEPARATORS_ONLY.test(`servings ${value}`.replace(match[0], ''))) return { servings: servingsValue(match[1] ?? value) };
    }
  }
  const meta: RecipeMeta = {};
  let rest = line;
  for (const [key, pattern] of TIME_LABELS) {
    const re = new RegExp(`\\b${pattern}\\s*[:\\-–]?\\s*(${DURATION})`, 'i');
    const match = re.exec(rest);
    if (match?.[1]) {
      (meta as Record<string, string>)[key] = tidyTime(match[1]);
      rest = rest.replace(match[0], ' ');
    }
  }
  const servings = SERVINGS.exec(rest) ?? SERVINGS_ELSEWHERE.exec(rest);
  const count = servings?.[1] ?? servings?.[2];
  if (servings && count) {
    meta.servings = servingsValue(count);
    rest = rest.replace(servings[0], ' ');
    const again = SERVINGS_ELSEWHERE.exec(rest.trim());
    if (again) rest = rest.replace(again[0], ' ');
  }
  // "Serves 2 • 15 min", "Side for 4 — 10 minutes": a bare duration beside the servings is the total time.
  const bare =
    meta.servings !== undefined && !meta.totalTime
      ? new RegExp(`^[\\s|•·,;:/\\-–—.]*(${DURATION})[\\s|•·,;:/\\-–—.]*$`, 'i').exec(rest)
      : null;
  if (bare?.[1]) {
    meta.totalTime = tidyTime(bare[1]);
    rest = '';
  }
  if (Object.keys(meta).length === 0) {
    const made = YIELD_LINE.exec(line);
    return made ? { servings: servingsValue(made[2] ?? made[1] ?? line) } : undefined;
  }
  // A period separates values only on a line that is clearly metadata: "Bake 40 min." alone is a step.
  const clearlyMeta = meta.servings !== undefined || Object.keys(meta).length > 1 || /^[a-z ]+:/i.test(line);
  return (clearlyMeta ? SEPARATORS_ONLY : SEPARATORS_BUT_PERIODS).test(rest) ? meta : undefined;
}

/**
 * Cooking and total minutes read from the method when the recipe states no times: ranges count at their upper
 * end ("6-7 minutes" is 7), "a side" twice, hours and minutes; waiting steps (marinate, chill) count towards the
 * total only. Undefined when the method names no duration.
 */
export function minutesFromSteps(steps: readonly string[]): { cook: number; total: number } | undefined {
  let cook = 0;
  let wait = 0;
  let found = false;
  for (const step of steps) {
    for (const sentence of step.split(/(?<=[.;!?])\s+/)) {
      const { minutes, waiting, working } = durationsInSentence(sentence);
      for (const m of minutes) {
        // "Beat 5 minutes until pale": the cook's handwork is neither cooking nor waiting.
        if (working && !waiting) continue;
        if (waiting) wait += m;
        else cook += m;
        found = true;
      }
    }
  }
  return found ? { cook: Math.round(cook), total: Math.round(cook + wait) } : undefined;
}
