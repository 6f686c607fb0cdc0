import { SW_MESSAGES } from './precacheMessages';

/**
 * Asks the service worker to cache the site's shell and the whole signed-in app for offline use; resolves true once every
 * file is stored, false without a worker or when a download failed (the worker's next install retries).
 */
export async function precacheAppForOffline(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ type?: string; ok?: boolean }>) => {
      channel.port1.close();
      resolve(event.data?.type === SW_MESSAGES.appPrecached && event.data.ok === true);
    };
    worker.postMessage({ type: SW_MESSAGES.precacheApp }, [channel.port2]);
  });
}
