import type { EventSourceLike } from './types';

type Listener = (event: { data?: unknown }) => void;

/**
 * A minimal EventSource over fetch, for runtimes without one (Node 20 tests). It emits 'open',
 * named events with their data, and 'error' when the connection fails or ends; like the data
 * layer's use of the browser's EventSource, it never reconnects by itself.
 */
export function fetchEventSource(url: string, fetchImpl: typeof fetch = fetch): EventSourceLike {
  const listeners = new Map<string, Set<Listener>>();
  const abort = new AbortController();
  let closed = false;
  const emit = (type: string, data?: string) => {
    if (closed) return;
    for (const l of listeners.get(type) ?? []) l({ data });
  };

  const run = async () => {
    const res = await fetchImpl(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    emit('open');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
    throw new Error('stream ended');
  };

  const dispatch = (block: string) => {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    emit(type, data.join('\n'));
  };

  run().catch(() => emit('error'));

  return {
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
    },
    close() {
      closed = true;
      abort.abort();
    },
  };
}
