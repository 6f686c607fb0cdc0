import type { EngineResult } from '../../../../shared/kitchen/engine';
import type { LexiconFile } from '../../../../shared/kitchen/knowledge/lexiconFile';
import type { GenerateRequestInput } from '../../../../shared/schemas/generate';

/**
 * The built-in engine run on the device, loaded on first use only (its own chunk, precached by the
 * service worker for /app; public pages never load it), with the Open Food Facts lexicon (ODbL, see NOTICE)
 * beside it in a chunk of its own: the engine's base knowledge of foods in every language. The recipe is
 * marked as a draft made offline.
 */
export async function generateOnDevice(request: GenerateRequestInput): Promise<EngineResult> {
  const [{ generateLocally }, { currentLexicon, installLexicon }, lexicon] = await Promise.all([
    import('../../../../shared/kitchen/engine'),
    import('../../../../shared/kitchen/knowledge/store'),
    import('../../../../shared/kitchen/knowledge/lexicon.json'),
  ]);
  if (!currentLexicon()) installLexicon(lexicon.default as LexiconFile);
  return generateLocally(request, { draft: true });
}
