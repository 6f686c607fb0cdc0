/**
 * The storage module: the one place that reaches into RxDB's private internals (RxDB 17): storage
 * instances below the collection, the Dexie storage's IndexedDB layout, the replication's meta rows
 * and checkpoints. The speed-ups of a first sync and of the recipe book's reads need them; the rest of
 * the client uses RxDB's public API only (tests/unit/shared-boundaries.test.ts holds it to that).
 * An RxDB upgrade is checked here and by this module's tests: tests/integration/client-first-sync-fill,
 * client-fresh-store-insert, client-dexie-index-reads, and client-replication-two-devices (pending counts).
 */
export { type DateOrder, readFirstPageByDate } from './firstPageByDate';
export { type FreshStoreFill, fillFreshStore, type PulledBatch } from './firstSyncFill';
export { countPendingChanges } from './pendingChanges';
export { readStoredDocuments } from './storedSnapshot';
