import type { Technique } from '../traits/index';

/**
 * The words by which a step asks a food to do something (data): a step asking its substitute for a technique the
 * traits table says it cannot do is rewritten with the substitute's own way. Lowercase; found as whole words.
 */
export const TECHNIQUE_PHRASES: Readonly<Partial<Record<Technique, readonly string[]>>> = {
  knead: ['knead', 'kneading', 'kneaded', 'until smooth and elastic', 'kneten', 'pétrir', 'impastare', 'amasar'],
  rise: [
    'leave to rise',
    'left to rise',
    'let rise',
    'let it rise',
    'leave to prove',
    'until doubled',
    'doubled in size',
    'gehen lassen',
    'laisser lever',
    'lievitare',
  ],
  whip: ['stiff peaks', 'soft peaks', 'whip until', 'whisk until stiff', 'steif schlagen', 'montare a neve'],
  sabayon: ['over simmering water', 'over a pan of simmering water', 'over barely simmering water', 'until pale and thick', 'bain-marie'],
  emulsify: ['drop by drop', 'until emulsified', 'until thick and glossy'],
  'set-custard': ['until set', 'until just set', 'until the custard sets', 'until the filling is set'],
  boil: [
    'less than the package says',
    'less than the packet says',
    'minutes less than the packet',
    'in boiling salted water',
    'in a large pan of boiling water',
    'boil until they float',
  ],
  soak: ['soak in', 'soak the', 'soaked in'],
  caramelise: ['until caramelised', 'until caramelized'],
  shred: ['shred with two forks', 'pull apart with two forks'],
};
