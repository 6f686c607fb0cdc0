const FRACTIONS: readonly [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** A kitchen amount as text: whole numbers, common fractions ("1 1/2"), else one decimal. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.04) return String(whole);
  if (value >= 10) return String(Math.round(value));
  for (const [fraction, text] of FRACTIONS) if (Math.abs(rest - fraction) < 0.04) return whole > 0 ? `${whole} ${text}` : text;
  if (rest > 0.96) return String(whole + 1);
  return String(Math.round(value * 10) / 10);
}
