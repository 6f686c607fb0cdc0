/** Choosing substitutes: the swap record that carries one choice through the stages after it. */

export { type Choice, choiceForTechnique, techniquesAsked } from './byTechnique';
export { countAsMeasure } from './countToMeasure';
export { foodOfLine } from './foodOfLine';
export { ADDED_STEPS, type AddedFood, addedFood, type StepPlace } from './mustUse';
export { type FoodSpan, type SwapAmount, type SwapRecord, substitutionOf } from './swapRecord';
