/** Scaling: amounts change, nothing else; rounded as a cook measures. */
export { roundMeasure } from './cookRounding';
export { scaleLine } from './scaleLine';
export { scaleIngredientLines, scaleRecipe, scaleSteps, servingsCount } from './scaleRecipe';
export { listFoods, scaleStepAmounts } from './stepAmounts';
