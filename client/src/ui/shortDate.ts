const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "29 Nov 2026" in local time: date-fns' 'd MMM yyyy', written out so the book's first load does not
 * carry date-fns for its cards (Intl's en-GB short month differs: "Sept").
 */
export function shortDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
