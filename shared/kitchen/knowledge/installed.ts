/** Installs the committed lexicon (Open Food Facts, ODbL; see NOTICE) for code that runs on the server and in tests. */
import lexiconFile from './lexicon.json';
import type { LexiconFile } from './lexiconFile';
import { currentLexicon, installLexicon } from './store';

if (!currentLexicon()) installLexicon(lexiconFile as LexiconFile);
