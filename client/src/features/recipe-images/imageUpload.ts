import { getAccessToken } from '../../auth/session';

export type UploadOutcome =
  | { kind: 'stored'; url: string }
  /** The server read the file and refused it (too large, not a picture): retrying cannot help. */
  | { kind: 'refused'; message: string }
  /** Offline, signed out for the moment, server busy or down: try again later. */
  | { kind: 'retry' };

const UPLOAD_TIMEOUT_MS = 60_000;
/** Statuses that say "later", not "never". */
const RETRY_STATUSES = new Set([401, 408, 425, 429]);

/** Sends one picture's bytes to the image store. */
export async function uploadImage(blob: Blob): Promise<UploadOutcome> {
  const token = await getAccessToken().catch(() => null);
  if (!token) return { kind: 'retry' };
  let response: Response;
  try {
    response = await fetch('/api/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: blob,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry' };
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  if (response.ok && typeof body?.url === 'string') return { kind: 'stored', url: body.url };
  if (response.status >= 500 || RETRY_STATUSES.has(response.status)) return { kind: 'retry' };
  return { kind: 'refused', message: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}` };
}
