/** Unit tests run the kitchen as the server does: with the Open Food Facts lexicon installed (kitchen/index.ts does the same). */
import '../../shared/kitchen/knowledge/installed';
