/** One server-sent event: its name and its parsed JSON data. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  /** The JSON body of a refusal (non-2xx), else undefined. */
  body: unknown;
  /** true once the server ended the response (or close() aborted it). */
  readonly ended: boolean;
  /** Every event received so far, in order. */
  readonly events: readonly SseEvent[];
  /** The next not yet consumed event of this name. */
  next(name: string, timeoutMs?: number): Promise<SseEvent>;
  /** Waits until an event of this name whose data passes `test` has been received (consumed or not). */
  waitFor(name: string, test: (data: unknown) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the server has ended the response; rejects after the timeout. */
  waitForEnd(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A minimal EventSource over fetch for tests (EventSource itself cannot be read event by event with a deadline). */
export async function openSse(url: string, init: RequestInit = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let ended = !res.ok;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
            split = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // aborted
      }
      ended = true;
      wake();
    })();
  }

  /** Waits until `found` returns something, the stream ends, or the time is up. */
  async function until<T>(found: () => T | undefined, what: string, timeoutMs: number, endIsAnswer = false): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (ended && !endIsAnswer) throw new Error(`stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        waiters.add(done);
      });
    }
  }

  let consumed = 0;
  return {
    status: res.status,
    body: res.ok ? undefined : await res.json().catch(() => undefined),
    get ended() {
      return ended;
    },
    events,
    next: (name, timeoutMs = 5000) =>
      until(
        () => {
          while (consumed < events.length) {
            const event = events[consumed++] as SseEvent;
            if (event.event === name) return event;
          }
          return undefined;
        },
        `a "${name}" event`,
        timeoutMs,
      ),
    waitFor: (name, test, timeoutMs = 5000) =>
      until(() => events.find((event) => event.event === name && test(event.data)), `a matching "${name}" event`, timeoutMs),
    waitForEnd: (timeoutMs = 5000) =>
      until(() => (ended ? true : undefined), 'the end of the stream', timeoutMs, true).then(() => undefined),
    close: () => controller.abort(),
  };
}
