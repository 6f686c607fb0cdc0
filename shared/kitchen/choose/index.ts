/** Choosing substitutes: the swap record that carries one choice through the stages after it. */
export { type FoodSpan, type SwapAmount, type SwapRecord, substitutionOf } from './swapRecord';
