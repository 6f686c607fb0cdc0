import { type AnalysedLine, analyseLine } from '../filters/lineTags';
import { formatQuantity } from '../parse/quantityFormat';
import { roundMeasure } from '../scale/cookRounding';
import { traitsOf } from '../traits/index';
import type { Choice } from './byTechnique';

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
  if (now.quantity !== quantity || now.unit !== null || traitsOf(chosen.name)?.noun.kind !== 'mass') return chosen;
  const grams = roundMeasure((original.parsed.quantityMax ?? quantity) * piece, 'g');
  if (!(grams > 0) || now.ingredient === '') return chosen;
  const notes = now.notes ? `, ${now.notes}` : '';
  return { ...chosen, line: analyseLine(`${formatQuantity(grams, 'g')} g ${now.ingredient}${notes}`) };
}
