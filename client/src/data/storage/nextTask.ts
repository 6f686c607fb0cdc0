/**
 * Resolves in a task of its own, after what the page queued before it (a render React scheduled, an
 * input event): a long run of work that awaits it now and then lets the page answer between its parts.
 * A MessageChannel message, not setTimeout (clamped to 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
