import type { EngineResult } from '../../../../shared/kitchen/index';
import type { GenerateRequestInput } from '../../../../shared/schemas/generate';

/**
 * The built-in engine run on the device, loaded on first use only (the kitchen's entry by dynamic import: its
 * own chunks, precached by the service worker for /app; public pages never load it). The entry installs the Open
 * Food Facts lexicon (ODbL, see NOTICE) it carries: the engine's base knowledge of foods in every language. The
 * recipe is marked as a draft made offline.
 */
export async function generateOnDevice(request: GenerateRequestInput): Promise<EngineResult> {
  const { generateLocally } = await import('../../../../shared/kitchen/index');
  return generateLocally(request, { draft: true });
}
