import { addDays, format, parseISO, startOfWeek } from 'date-fns';

/** Weeks start on Monday (spec §9); dates are local calendar days written yyyy-mm-dd. */
export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The Monday of the week that holds `date`. */
export function weekStartOf(date: Date): string {
  return isoDay(startOfWeek(date, { weekStartsOn: 1 }));
}

/** The seven dates Monday..Sunday of the week starting at `weekStart`. */
export function weekDays(weekStart: string): string[] {
  const monday = parseISO(weekStart);
  return Array.from({ length: 7 }, (_, i) => isoDay(addDays(monday, i)));
}

export function shiftWeek(weekStart: string, weeks: number): string {
  return isoDay(addDays(parseISO(weekStart), weeks * 7));
}

export function isWeekend(date: string): boolean {
  const day = parseISO(date).getDay();
  return day === 0 || day === 6;
}

/** 'Today', 'Tomorrow' or the weekday name. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === isoDay(addDays(parseISO(today), 1))) return 'Tomorrow';
  return format(parseISO(date), 'EEEE');
}

/** "Mon 24 Nov" */
export function shortDate(date: string): string {
  return format(parseISO(date), 'd MMM');
}

/** "24 Nov – 30 Nov 2026" */
export function weekRangeLabel(weekStart: string): string {
  const days = weekDays(weekStart);
  return `${format(parseISO(days[0] as string), 'd MMM')} – ${format(parseISO(days[6] as string), 'd MMM yyyy')}`;
}
