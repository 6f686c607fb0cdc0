import type { Checkpoint } from '../../../shared/sync/protocol';

/** A pull's checkpoint as a map key (the first pull's, none: 'start'). */
export const checkpointKey = (checkpoint: Checkpoint | null | undefined) => (checkpoint ? `${checkpoint.seq}|${checkpoint.id}` : 'start');
