/** Building a formatter costs ~1 ms; one per time zone is kept (the zones of a server's users are few). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_KEPT_ZONES = 1000;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_KEPT_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The user's calendar date (yyyy-mm-dd) in their time zone; usage resets at their local midnight. */
export function localDay(now: Date, timeZone: string | undefined): string {
  const parts = dayFormat(timeZone ?? 'UTC').formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from one yyyy-mm-dd date to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}

/** Hours and minutes until the local midnight that ends the usage day (`extraDays` after today's, when the count runs ahead). */
export function untilLocalMidnight(now: Date, timeZone: string | undefined, extraDays = 0): { h: number; m: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone ?? 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsedMinutes = get('hour') * 60 + get('minute') + (get('second') > 0 ? 1 : 0);
  const left = Math.max(0, 24 * 60 - elapsedMinutes) + extraDays * 24 * 60;
  return { h: Math.floor(left / 60), m: left % 60 };
}
