/** True for errors caused by a blocked or failed request (ad blocker, extension, network) rather than a bug. */
export function isConnectionError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ERR_BLOCKED_BY_CLIENT|blocked by client|Failed to fetch|NetworkError|Load failed|ChunkLoadError|dynamically imported module/i.test(
    text,
  );
}
