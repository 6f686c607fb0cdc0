import type { LocalNames } from '../languages';

/**
 * A second name a cook of the language also writes for a substitute, said where the first would read otherwise to
 * the knowledge or holds a word that, read alone, is a forbidden food ("Hafermilch" → "Haferdrink",
 * "boisson d'avoine", which the knowledge does not read, → "boisson végétale à l'avoine"). Each is kept only where
 * it reads as the English name does (the localiser's check); otherwise the English name stays. None for Polish
 * yet: a name put in a Polish step would need the step's case ("z napojem owsianym"), which the localiser does not write.
 */
export const ALTERNATIVE_NAMES: Readonly<Record<string, LocalNames>> = {
  'oat milk': {
    de: 'Haferdrink',
    fr: "boisson végétale à l'avoine",
    it: 'bevanda di avena',
  },
};
