/**
 * Dotted leaders between a name and its amount, as menus and printed cards set them: "Mehl ....... 200 g",
 * "farine ………… 250 g", "Flour . . . . 2 cups", "shōyu ........ ōsaji 3". The leader is a column break: the line is a
 * row of two cells, the name's and the amount's (read as a table row, amount first). An ellipsis in running text
 * ("Stir... then bake") is no leader: a leader is four dots or more, two ellipsis characters or more, or a spaced run,
 * with a short cell after it.
 */
import { skipSpaces, unitAt } from '../ingredientLineUnit';
import { readQuantity } from '../quantity';

/** Four dots or more, two "…" or more, three middle dots or underscores or more, or ". . ." spaced. */
const LEADER = /\s*(?:\.{4,}|…{2,}|(?:\.\s?){2,}…+|…+(?:\.\s?){2,}|(?:\.\s){3,}\.?|·{3,}|(?:·\s){3,}·?|_{3,})\s*/u;

/** The two cells of a line set with a dotted leader, or null. */
export function leaderCells(body: string): [string, string] | null {
  // Most lines hold no run of dots: a cheap look first.
  if (!body.includes('..') && !body.includes('…') && !body.includes('. .') && !body.includes('··') && !body.includes('___')) return null;
  const m = LEADER.exec(body);
  if (!m) return null;
  const name = body.slice(0, m.index).trim();
  const amount = body.slice(m.index + m[0].length).trim();
  if (name === '' || amount === '' || !/\p{L}/u.test(name) || name.length > 80) return null;
  // The amount's cell is short ("2 tama", "ōsaji 3", "tekiryō", "nach Belieben", "to serve"), never a clause.
  if (amount.length > 32 || amount.split(/\s+/).length > 4 || LEADER.test(amount)) return null;
  return [name, amount];
}

/**
 * An amount cell written unit first, as Japanese recipes write spoons ("ōsaji 3", "kosaji ½", "Tasse 1"): the number
 * put before its unit ("3 ōsaji"). Undefined when the cell is not a unit and then a number alone.
 */
export function unitThenNumber(cell: string): string | undefined {
  const unit = unitAt(cell, 0);
  if (!unit) return undefined;
  const at = skipSpaces(cell, unit.end);
  const quantity = at > unit.end ? readQuantity(cell, at) : null;
  if (!quantity || quantity.article || cell.slice(quantity.end).trim() !== '') return undefined;
  return `${cell.slice(at, quantity.end).trim()} ${cell.slice(0, unit.end).trim()}`;
}
