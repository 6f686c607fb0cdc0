import { type AnalysedLine, analyseLine } from '../filters/lineTags';
import { findIngredient } from '../ingredients/lookup';
import { ingredientWords } from '../ingredients/normalise';
import { formatQuantity } from '../parse/quantityFormat';
import { roundMeasure } from '../scale/cookRounding';
import { type CookingTraits, traitsOf } from '../traits/index';
import type { Choice } from './byTechnique';

/**
 * Whether a row names a phrase by its head noun, its last word ("sunflower seeds" is the seeds' row); a phrase that only
 * borrows a word before its head ("gluten-free flour tortillas", "chicken breast fillets") is not that row's food.
 */
function namedByHead(phrase: string, row: CookingTraits): boolean {
  const head = ingredientWords(phrase).at(-1);
  return head !== undefined && [...row.names, ...row.foods].some((name) => ingredientWords(name).at(-1) === head);
}

/** A piece at least this heavy is counted by cooks (an olive, a cherry); lighter ones (a raisin, a seed) are weighed. */
const COUNTED_PIECE_GRAMS = 2;

/**
 * A count that does not carry to the substitute ("12 walnuts" → "12 sunflower seeds"): where the original is counted
 * by the piece and the substitute is a mass noun (traits `noun`), the substitute's line says the weight the pieces
 * held (the original's piece weight in the ingredient table), as a cook measures it ("25 g sunflower seeds").
 */
export function countAsMeasure(original: AnalysedLine, chosen: Choice): Choice {
  const { quantity, unit } = original.parsed;
  const piece = original.entry?.unitWeights.piece;
  if (quantity === null || unit !== null || piece === undefined) return chosen;
  const now = chosen.line.parsed;
  if (now.quantity !== quantity || now.unit !== null) return chosen;
  const row = traitsOf(chosen.name);
  if (row?.noun.kind !== 'mass' || !namedByHead(chosen.name, row)) return chosen;
  // A substitute a cook counts by the piece takes the count ("2 fresh cherries", "4 chicken breast fillets").
  if ((findIngredient(chosen.name)?.unitWeights.piece ?? 0) >= COUNTED_PIECE_GRAMS) return chosen;
  const grams = roundMeasure((original.parsed.quantityMax ?? quantity) * piece, 'g');
  if (!(grams > 0) || now.ingredient === '') return chosen;
  const notes = now.notes ? `, ${now.notes}` : '';
  return { ...chosen, line: analyseLine(`${formatQuantity(grams, 'g')} g ${now.ingredient}${notes}`) };
}
