/**
 * The server no longer speaks this app's sync protocol: fetch the new service worker, let it take
 * over (vite-plugin-pwa's worker skips waiting on this message), and reload into the new version.
 */
export async function reloadForUpdate(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await registration?.update();
    registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  } catch {
    // No service worker (or it failed): a plain reload still loads the new version from the server.
  }
  window.location.reload();
}
