/** The cooking-traits table: how each food cooks, as data, and the one way to look a food up in it. */

export { TECHNIQUE_PHRASES, TECHNIQUE_SAID } from './data/techniques';
export { traitsNamed, traitsOf, traitsOfFood } from './lookup';
export { TRAITS, TRAITS_BY_ID } from './table';
export * from './types';
