const FRACTIONS: readonly [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** A kitchen amount as text: whole numbers, common fractions as the rest of a recipe writes them ("1½"), else one decimal. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.04) return String(whole);
  if (value >= 10) return String(Math.round(value));
  for (const [fraction, text] of FRACTIONS) if (Math.abs(rest - fraction) < 0.04) return whole > 0 ? `${whole}${text}` : text;
  if (rest > 0.96) return String(whole + 1);
  return String(Math.round(value * 10) / 10);
}

/** Tablespoons as a cook measures them: "3 tbsp", and "¾ cup" once they fill a quarter cup evenly. */
export function tablespoons(count: number): string {
  if (count >= 4 && Math.abs(count / 4 - Math.round(count / 4)) < 1e-6) {
    const cups = count / 16;
    return `${formatAmount(cups)} ${cups > 1 ? 'cups' : 'cup'}`;
  }
  return `${formatAmount(count)} tbsp`;
}
