/**
 * Hybrid logical clock for edit stamps (the documents' updatedAt). A stamp is never earlier than
 * the device's clock, never earlier than the device's previous stamp, and always later than every
 * stamp the edit was based on. So an edit made after seeing another device's edit orders after it,
 * whatever either clock says: a device whose clock is days behind still orders its edits after the
 * ones it has seen, and one an hour ahead cannot push an older state over a newer one it was shown.
 * Pure: the caller passes the wall clock and keeps the last stamp.
 */
export function hybridStampMs(wallMs: number, lastMs: number, seen: readonly (string | undefined)[]): number {
  let stamp = Math.max(wallMs, lastMs + 1);
  for (const iso of seen) {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    if (Number.isFinite(ms)) stamp = Math.max(stamp, ms + 1);
  }
  return stamp;
}
