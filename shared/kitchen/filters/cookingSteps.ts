/** Words of a step that heat food well above 48 °C. Dehydrating, soaking and blending are not among them. */
const COOKING_WORDS =
  /\b(?:bake[sd]?|baking(?! (?:powder|soda|paper|sheet|tray|dish|tin|pan))|roast(?:s|ed|ing)?|boil(?:s|ed|ing)?|simmer(?:s|ed|ing)?|fr(?:y|ies|ied|ying)|saut[eé](?:s|ed|ing)?|grill(?:s|ed|ing)?|broil(?:s|ed|ing)?|toast(?:s|ed|ing)?|sear(?:s|ed|ing)?|braise[sd]?|braising|poach(?:es|ed|ing)?|steam(?:s|ed|ing)?|microwave[sd]?|caramelis(?:e|ed|ing)|carameliz(?:e|ed|ing)|preheat(?:ed)?|oven|skillet|frying pan|stovetop|cook(?:s|ed|ing)?(?! (?:'s|book))|wilt(?:s|ed|ing)?|melt(?:s|ed|ing)?|heat(?:s|ed|ing)?|warm(?:s|ed|ing)?|stir-?fr(?:y|ies|ied|ying)|deep-?fr(?:y|ies|ied|ying)|pan|saucepan|pot|wok|griddle|barbecue|bbq|smok(?:e|es|ed|ing))(?![a-z])/i;

const TEMPERATURE = /(\d{2,3})\s*°?\s*(C|F)\b/gi;

/** The step's highest stated temperature in °C, if any. */
function highestCelsius(step: string): number | undefined {
  let highest: number | undefined;
  for (const match of step.matchAll(TEMPERATURE)) {
    const value = Number(match[1]);
    const celsius = match[2]?.toUpperCase() === 'F' ? ((value - 32) * 5) / 9 : value;
    highest = highest === undefined ? celsius : Math.max(highest, celsius);
  }
  return highest;
}

/** Softening in fat is gentle frying; softening in lemon juice or water is not. */
const SOFTEN_IN_FAT = /\bsoften(?:s|ed|ing)?\b[^.]*\b(?:oil|butter|ghee|fat|lard)\b/i;

/** Does this step heat food above `maxCelsius` (a stated temperature, or a cooking method that always does)? */
export function stepHeatsAbove(step: string, maxCelsius: number): boolean {
  const celsius = highestCelsius(step);
  if (celsius !== undefined) return celsius > maxCelsius;
  return COOKING_WORDS.test(step) || SOFTEN_IN_FAT.test(step);
}
