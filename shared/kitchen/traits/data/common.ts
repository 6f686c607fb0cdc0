import type { CountUnit, Noun, Portion } from '../types';

/** A mass noun: flour, milk, spinach. */
export const MASS: Noun = { kind: 'mass' };

/** A count noun in `unit` ('piece' is the food itself); `whole` foods are never cut in parts when scaled. */
export function each(unit: CountUnit = 'piece', whole = true): Noun {
  return { kind: 'count', unit, whole };
}

/** Bought in tins of `quantity` grams or millilitres, opened whole. */
export function tin(quantity: number, unit: 'g' | 'ml' = 'g'): Noun {
  return { kind: 'count', unit: 'can', whole: true, size: { quantity, unit } };
}

/** A usual amount per serving. */
export function per(quantity: number, unit: string): Portion {
  return { quantity, unit };
}
