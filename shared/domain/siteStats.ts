import { DIET_FILTER_NAMES } from './dietFilters';

/**
 * The landing page's stats strip (spec §1, §2), kept honest: every figure is true when shown. The
 * spec's "50K+ recipes converted" style appears only once the server's real total reaches it; until a
 * total worth stating exists, a different true statement stands in. No rating is shown: there is none.
 */
export interface StatItem {
  value: string;
  label: string;
}

/** Below this many conversions, a count is not shown (a tiny number says nothing useful). */
export const MIN_CONVERSIONS_SHOWN = 100;

/** "24+": the selectable filters really number at least this many. */
export function dietFilterStat(count: number = DIET_FILTER_NAMES.length): StatItem {
  return { value: `${count}+`, label: 'diet filters' };
}

/**
 * A real total rounded down to its leading digit, in the "50K+" style: 137 → "100+", 1,870 → "1K+",
 * 52,310 → "50K+", 1,240,000 → "1M+". Null while the total is under MIN_CONVERSIONS_SHOWN (or unknown).
 */
export function conversionCountLabel(total: number | null): string | null {
  if (total === null || !Number.isFinite(total) || total < MIN_CONVERSIONS_SHOWN) return null;
  const magnitude = 10 ** Math.floor(Math.log10(total));
  const floored = Math.floor(total / magnitude) * magnitude;
  if (floored >= 1_000_000) return `${floored / 1_000_000}M+`;
  if (floored >= 1_000) return `${floored / 1_000}K+`;
  return `${floored}+`;
}

/** The three items of the strip for a conversion total (null when the server's total is not known). */
export function statsStrip(conversionsTotal: number | null): StatItem[] {
  const count = conversionCountLabel(conversionsTotal);
  return [
    dietFilterStat(),
    count ? { value: count, label: 'recipes converted' } : { value: 'Offline', label: 'conversions work without internet' },
    { value: 'Free', label: 'to start, no card needed' },
  ];
}
