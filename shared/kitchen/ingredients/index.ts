/** The ingredient knowledge table and its lookup. */
export { findIngredient, normaliseIngredientName } from './lookup';
export { INGREDIENTS } from './table';
