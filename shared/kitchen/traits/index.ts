/** The cooking-traits table: how each food cooks, as data, and the one way to look a food up in it. */
export { traitsNamed, traitsOf, traitsOfFood } from './lookup';
export { TRAITS, TRAITS_BY_ID } from './table';
export * from './types';
