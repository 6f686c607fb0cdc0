import { z } from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

/** true when year-month-day is a day of the (proleptic Gregorian) calendar, years 0001-9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** yyyy-mm-dd of a real calendar day (2026-02-31 and 2026-99-99 are not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An ISO-8601 timestamp of a real day and time of day, with Z or an offset up to ±14:00. */
export function isIsoTimestamp(text: string): boolean {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, , zone, offsetHours, offsetMinutes] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return false;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return false;
  return zone === 'Z' || (Number(offsetHours) <= 14 && Number(offsetMinutes) <= 59);
}

/** ISO-8601 timestamp text, e.g. 2026-11-21T10:00:00.000Z. */
export const isoTimestamp = z.string().max(40).refine(isIsoTimestamp, 'must be an ISO timestamp');
/** Calendar date, yyyy-mm-dd. */
export const isoDate = z.string().max(10).refine(isIsoDate, 'must be a date as yyyy-mm-dd');
export const docId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : -');
export const shortText = z.string().max(500);
export const stringList = (maxItems: number, maxLength: number) => z.array(z.string().max(maxLength)).max(maxItems);
