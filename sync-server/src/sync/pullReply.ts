import type { Checkpoint } from '../../../shared/sync/protocol';
import type { PullBatch } from './documentStore';

export { type PullBatch, readPullBatch } from './documentStore';

/** The PullResponse body as JSON text, around the documents PostgreSQL serialised. */
export function pullResponseJson(batch: PullBatch, requested: Checkpoint | null): string {
  return `{"documents":${batch.documentsJson},"checkpoint":${JSON.stringify(batch.last ?? requested)}}`;
}
