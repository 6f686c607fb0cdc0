import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';

/**
 * What the server answered to a streamed body. Status 0: the server closed the connection while the
 * body was still being sent, and the kernel dropped its answer with the reset (HTTP/1.1 clients that
 * keep writing cannot always read an early answer).
 */
export interface FloodResult {
  status: number;
  body: string;
  /** Bytes written before the server answered or closed the connection. */
  bytesSent: number;
}

/**
 * POSTs `totalBytes` of a repeated pattern, generated chunk by chunk (the sender never holds the
 * whole body), and resolves with the server's answer.
 */
export function floodBody(
  url: string,
  options: { totalBytes: number; head?: string; pattern: string; tail?: string; headers?: Record<string, string> },
): Promise<FloodResult> {
  const head = Buffer.from(options.head ?? '');
  const tail = Buffer.from(options.tail ?? '');
  const patternBytes = Buffer.from(options.pattern);
  const chunk = Buffer.alloc(Math.max(patternBytes.length, Math.floor((64 * 1024) / patternBytes.length) * patternBytes.length));
  for (let i = 0; i < chunk.length; i += patternBytes.length) patternBytes.copy(chunk, i);
  const middle = options.totalBytes - head.length - tail.length;
  return new Promise((resolve) => {
    let bytesSent = 0;
    let settled = false;
    const settle = (result: FloodResult) => {
      if (!settled) {
        settled = true;
        req.destroy();
        resolve(result);
      }
    };
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(options.totalBytes), ...options.headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        body += text;
      });
      res.on('end', () => settle({ status: res.statusCode ?? 0, body, bytesSent }));
      res.on('error', () => settle({ status: res.statusCode ?? 0, body, bytesSent }));
    });
    req.on('error', () => settle({ status: 0, body: '', bytesSent }));
    let written = 0;
    const writeMore = (): void => {
      if (bytesSent === 0 && head.length) {
        req.write(head);
        bytesSent += head.length;
      }
      while (written < middle && !settled && !req.destroyed) {
        const part = written + chunk.length <= middle ? chunk : chunk.subarray(0, middle - written);
        written += part.length;
        bytesSent += part.length;
        // One chunk per turn of the event loop, so that this process can measure the server meanwhile.
        if (req.write(part)) setImmediate(writeMore);
        else req.once('drain', writeMore);
        return;
      }
      if (written >= middle && !req.writableEnded) {
        req.end(tail);
        bytesSent += tail.length;
      }
    };
    writeMore();
  });
}

/**
 * How long /api/health took to answer while `work` ran, polling back to back: the slowest answer,
 * the median and the 90th percentile (on a shared, loaded machine one answer can wait for a CPU,
 * whatever the server does).
 */
export async function healthLatencyDuring(
  baseUrl: string,
  work: Promise<unknown>,
): Promise<{ maxMs: number; medianMs: number; p90Ms: number; answers: number }> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done || times.length === 0) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/health`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    maxMs: sorted.at(-1) ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    p90Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0,
    answers: times.length,
  };
}

/** Resident and peak resident memory of a process (Linux /proc), in MiB. */
export function processMemoryMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** Resets a process's peak resident memory (VmHWM) to its current size, so the next peak is measured alone. */
export function resetPeakMemory(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not permitted: the peak then covers the process's whole life
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 access token as the server issues them, for a server running in another process. */
export function signAccessToken(secret: string, user: { id: string; email: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: user.id,
    email: user.email,
    ev: true,
    prv: 'password',
    sv: 0,
    aud: 'access',
    iat: now,
    exp: now + 900,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
