import { documentLine } from '../parse/document/ingredient';

/**
 * The food's own words in an ingredient line, where the parser found them ("rice wine" of "2 tbsp rice wine (or dry
 * sherry)", "Butter" of "200 g Butter, weich"): a swap replaces this food's spans in the method, never another's.
 * Where the parser's span is the whole line (it found no amount or note to leave out), the parsed ingredient words.
 */
export function foodOfLine(line: string, parsedIngredient: string): string {
  const doc = documentLine(line, line);
  const span = doc.foodSpan;
  const whole = span.start === 0 && span.end >= doc.text.length;
  return !whole && span.text.trim() !== '' ? span.text.trim() : parsedIngredient || line;
}
