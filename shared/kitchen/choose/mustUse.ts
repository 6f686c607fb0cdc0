import { formatQuantity } from '../parse/quantityFormat';
import { roundCounted, roundMeasure, roundWhole } from '../scale/cookRounding';
import { type AddedWay, type CookingTraits, traitsOf } from '../traits/index';

/** Where in the method the step for an added food goes. */
export type StepPlace = 'start' | 'before-last' | 'end';

/** The step a cook writes for a food added the usual way, and where it goes: data, one row per way. */
export const ADDED_STEPS: Readonly<Record<AddedWay, { say: string; place: StepPlace }>> = {
  'brown-first': { say: 'Brown the {food} in a little oil over a medium-high heat{until}, then carry on with the recipe.', place: 'start' },
  'soften-first': { say: 'Soften the {food} gently in a little oil{until} before the other ingredients go in.', place: 'start' },
  'simmer-in': { say: 'Add the {food} with the liquid and simmer with the rest{until}.', place: 'before-last' },
  'stir-in': { say: 'Stir in the {food} and heat through{until}.', place: 'before-last' },
  'whisk-in': { say: 'Whisk the {food} in with the other wet ingredients.', place: 'before-last' },
  'cream-in': { say: 'Beat the {food} in with the butter and sugar.', place: 'before-last' },
  'rub-in': { say: 'Rub the {food} into the dry ingredients.', place: 'before-last' },
  'melt-in': { say: 'Melt the {food} gently and mix it in.', place: 'before-last' },
  'sift-in': { say: 'Sift the {food} in with the dry ingredients.', place: 'before-last' },
  'fold-in': { say: 'Fold the {food} through the mixture at the end.', place: 'before-last' },
  season: { say: 'Season with the {food} to taste.', place: 'before-last' },
  'scatter-over': { say: 'Scatter the {food} over just before serving.', place: 'end' },
  'drizzle-over': { say: 'Drizzle the {food} over just before serving.', place: 'end' },
  'cook-apart': { say: 'Cook the {food} separately{until} and serve with the dish.', place: 'end' },
  roast: { say: 'Roast the {food} in pieces in a hot oven{until} and serve with the dish.', place: 'end' },
  layer: { say: 'Layer the {food} in with the other layers.', place: 'before-last' },
  'line-base': { say: 'Press the {food} into the base of the tin first.', place: 'start' },
  'serve-alongside': { say: 'Serve the {food} alongside.', place: 'end' },
};

/** A usual amount per serving by the way a food goes in, for a food whose traits give no portion of its own. */
const PORTION_BY_WAY: Readonly<Record<AddedWay, { quantity: number; unit: string }>> = {
  'brown-first': { quantity: 100, unit: 'g' },
  'soften-first': { quantity: 40, unit: 'g' },
  'simmer-in': { quantity: 60, unit: 'g' },
  'stir-in': { quantity: 40, unit: 'g' },
  'whisk-in': { quantity: 15, unit: 'ml' },
  'cream-in': { quantity: 15, unit: 'g' },
  'rub-in': { quantity: 15, unit: 'g' },
  'melt-in': { quantity: 15, unit: 'g' },
  'sift-in': { quantity: 10, unit: 'g' },
  'fold-in': { quantity: 15, unit: 'g' },
  season: { quantity: 0.25, unit: 'tsp' },
  'scatter-over': { quantity: 10, unit: 'g' },
  'drizzle-over': { quantity: 1, unit: 'tsp' },
  'cook-apart': { quantity: 75, unit: 'g' },
  roast: { quantity: 150, unit: 'g' },
  layer: { quantity: 50, unit: 'g' },
  'line-base': { quantity: 25, unit: 'g' },
  'serve-alongside': { quantity: 1, unit: 'piece' },
};

/** Units written after the number with a plural ("2 cloves garlic"). */
const COUNT_WORDS: Readonly<Record<string, readonly [one: string, many: string]>> = {
  clove: ['clove', 'cloves'],
  leaf: ['leaf', 'leaves'],
  can: ['can', 'cans'],
  sprig: ['sprig', 'sprigs'],
  sheet: ['sheet', 'sheets'],
  slice: ['slice', 'slices'],
  fillet: ['fillet', 'fillets'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  packet: ['packet', 'packets'],
  jar: ['jar', 'jars'],
};

/** The amount of a food for this many servings, as a cook writes it: "2 cloves", "1 can (400 g)", "60 g", "½ tsp". */
function amountFor(traits: CookingTraits | undefined, servings: number): string {
  const noun = traits?.noun;
  if (noun?.kind === 'count') {
    const per = traits?.portion?.unit === noun.unit || traits?.portion?.unit === 'piece' ? (traits.portion?.quantity ?? 0.5) : 0.5;
    const count = noun.whole ? roundWhole(per * servings) : roundCounted(per * servings);
    const words = COUNT_WORDS[noun.unit];
    const size = noun.size ? ` (${noun.size.quantity} ${noun.size.unit})` : '';
    return words ? `${formatQuantity(count, null)} ${count > 1 ? words[1] : words[0]}${size}` : formatQuantity(count, null);
  }
  const portion = traits?.portion ?? PORTION_BY_WAY[traits?.added ?? 'stir-in'];
  if (portion.unit === 'piece') return formatQuantity(roundWhole(portion.quantity * servings), null);
  const value = roundMeasure(portion.quantity * servings, portion.unit);
  return `${formatQuantity(value, portion.unit)} ${portion.unit}`;
}

/** What adding a must-use food makes: its line for the list, its step and where the step goes. */
export interface AddedFood {
  line: string;
  step: string;
  place: StepPlace;
}

/**
 * A food the cook must use, added to a recipe that lacks it: an amount for the servings (from the traits table's
 * portion, or the usual amount for the way the food goes in), and the step a cook writes for it (the traits'
 * way of adding it, with its doneness cue).
 */
export function addedFood(food: string, servings: number): AddedFood {
  const name = food.trim();
  const traits = traitsOf(name);
  const way = traits?.added ?? 'stir-in';
  const { say, place } = ADDED_STEPS[way];
  const cue = traits?.doneness?.cue;
  const step = say
    .split('{food}')
    .join(name)
    .split('{until}')
    .join(cue ? ` until ${cue}` : '');
  return { line: `${amountFor(traits, Math.max(1, servings))} ${name}`, step, place };
}
