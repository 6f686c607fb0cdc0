/**
 * A tin's or dish's size written with its unit after each length ("22 cm x 11 cm", "20cm × 30cm", '8" x 8"', "9 in by
 * 13 in") is one size: said once, with the unit after the last length ("22 x 11 cm"), as sizes are written on tins and
 * read by every reader of the card. The lengths and their order never change.
 */
const UNIT_AFTER_EACH = /(\d+(?:[.,]\d+)?)\s*(cm|mm|in(?:ch(?:es)?)?|["″”])(\s*)(x|×|by)(\s*)(?=\d+(?:[.,]\d+)?\s*\2(?![\p{L}\d]))/giu;

export function sizeSaidOnce(text: string): string {
  return text.replace(UNIT_AFTER_EACH, '$1$3$4$5');
}
