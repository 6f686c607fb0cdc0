import type { FeatureAccess } from '../../../../shared/domain/plans';
import type { RejectedRow } from '../../../../shared/sync/protocol';
import type { StoredDocument } from '../documentStore';

/** A row of a push that passed validation and the conflict check: it would be written as is. */
export interface PlannedWrite {
  id: string;
  data: { id: string } & Record<string, unknown>;
  deleted: boolean;
  /** The stored document before this push (undefined: none). */
  stored: StoredDocument | undefined;
}

/** The owner's plan rights and live recipe count as stored now, read under the owner lock (see ownerAccess.ts). */
export type OwnerAccess = () => Promise<FeatureAccess>;

/**
 * A collection's server-side write rule, checked inside the push transaction after the owner lock.
 * It returns the writes it refuses (each with its own reason); the others are written.
 */
export interface WritePolicy {
  refuse(access: OwnerAccess, writes: readonly PlannedWrite[]): Promise<RejectedRow[]>;
}
