import type { EngineResult } from '../../../../shared/kitchen/engine';
import type { GenerateRequestInput } from '../../../../shared/schemas/generate';

/**
 * The built-in engine run on the device, loaded on first use only (its own chunk, precached by the
 * service worker for /app; public pages never load it). The recipe is marked as a draft made offline.
 */
export async function generateOnDevice(request: GenerateRequestInput): Promise<EngineResult> {
  const { generateLocally } = await import('../../../../shared/kitchen/engine');
  return generateLocally(request, { draft: true });
}
