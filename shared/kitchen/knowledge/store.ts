import { Lexicon } from './lexicon';
import type { LexiconFile } from './lexiconFile';

/**
 * The lexicon in use. It is installed, not imported, so that screens that only show recipes never download it:
 * the server and tests install it through knowledge/installed.ts (kitchen/index.ts imports it), the device's
 * converter loads it beside the engine (client/src/features/converter/deviceEngine.ts). Without it the engine
 * knows only the overlay table, and the closed world still flags what it cannot place.
 */
let installed: Lexicon | undefined;

export function installLexicon(file: LexiconFile): Lexicon {
  installed = new Lexicon(file);
  return installed;
}

export function currentLexicon(): Lexicon | undefined {
  return installed;
}
