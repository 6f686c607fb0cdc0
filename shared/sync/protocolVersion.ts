/**
 * The replication protocol's version and its header, apart from protocol.ts's schemas: the first pulls'
 * worker sends them and loads no zod.
 */
export const SYNC_PROTOCOL_VERSION = 2;
/** Versions this build's server still answers; a client sending another gets 426 protocol_unsupported. */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [2];
/**
 * Every app request to /api/sync carries its protocol version in this header. A request without it
 * (scripts, API users) is answered in the current version.
 */
export const PROTOCOL_HEADER = 'x-sync-protocol';
