import { findIngredient } from '../ingredients/lookup';

/**
 * Amounts named inside running text ("Melt 25g butter with a splash of olive oil and fry 6 rashers of bacon"):
 * a number or "a/an" with an optional unit, then the food's words up to the next joining word or punctuation.
 */
const UNIT_IN_PROSE =
  'g|kg|ml|l|litres?|liters?|tbsp|tablespoons?|tsp|teaspoons?|cups?|oz|lb|cloves?|rashers?|slices?|tins?|cans?|glass(?:es)?|handfuls?|pinch(?:es)?|splash|knob|sprigs?|bunch|sticks?';
const AMOUNT_IN_PROSE = new RegExp(
  `(?<![\\p{L}\\d.,])(?<!\\bserves\\s)((?:\\d+(?:[.,]\\d+)?(?:\\/\\d+)?|[½¼¾⅓⅔]|an?|one|two|three|four|five|six)\\s*(?:(?:${UNIT_IN_PROSE})(?!\\p{L}))?(?:\\s+of)?\\s+[^,.;:()!?]+?)(?=\\s+(?:and|with|for|then|until|into|in|over|to|a|an|the|at|on|or|while|before|after|stirring|cover|let|so)\\b|[,.;:()!?]|$)`,
  'giu',
);

/** What follows a number that is a time, a temperature or a size rather than food. */
const NOT_FOOD =
  /^\S+\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|°|degrees?|cm|inch|inches|times?|people|servings?|portions?|minute|ladle|more|or so|side|sides|batch(?:es)?|pieces?\s+of\s+paper)\b/i;

/** Ingredient lines read out of a recipe written as a paragraph; only phrases that name a known food. */
export function ingredientsFromProse(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(AMOUNT_IN_PROSE)) {
    const phrase = (match[1] ?? '').replace(/\s+/g, ' ').trim();
    if (NOT_FOOD.test(phrase) || /^an?\s+(?:minute|moment|while|little|bit|few)\b/i.test(phrase)) continue;
    if (phrase.split(' ').length > 8 || !findIngredient(phrase)) continue;
    out.push(phrase.replace(/^an?\s+(?=(?:splash|glass|knob|pinch|handful|sprig|bunch|stick)\b)/i, '1 '));
  }
  return out;
}

/** The sentences of a paragraph, as method steps. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^serves\s+\d+\.?$/i.test(s));
}
