import { serviceWorkerWorkAllowed } from '../pwa/serviceWorkerHold';
import { preloadable } from './preloadable';

// The shell's dialogs load their code apart from the shell (mounted through ui/OpenedOnce), once the app is idle.
// The service worker precaches every chunk, so they still open offline.
export const PlansDialog = preloadable(() => import('../features/billing/PlansDialog').then((m) => m.PlansDialog));
export const PaymentSuccessDialog = preloadable(() =>
  import('../features/billing/PaymentSuccessDialog').then((m) => m.PaymentSuccessDialog),
);
export const ReactivationDialog = preloadable(() => import('./ReactivationDialog').then((m) => m.ReactivationDialog));
export const SignOutConfirmDialog = preloadable(() => import('./SignOutConfirmDialog').then((m) => m.SignOutConfirmDialog));
export const SyncDetailsDialog = preloadable(() => import('./SyncDetailsDialog').then((m) => m.SyncDetailsDialog));

const DIALOGS = [SyncDetailsDialog, SignOutConfirmDialog, PlansDialog, ReactivationDialog, PaymentSuccessDialog];

/** Loads these dialogs' code now (the pointer or focus is on their way: a trigger, the menu that holds them). */
export function preloadDialogs(...dialogs: readonly { preload(): Promise<unknown> }[]): void {
  for (const dialog of dialogs) dialog.preload().catch(() => undefined);
}

/** How long the browser may wait for an idle moment before the dialogs' code loads anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Loads the dialogs' code from the service worker's cache once a fresh device's first recipes are
 * stored and the browser is idle, so each dialog opens at once the first time: shown on demand
 * instead, its code came quickly but React held the dialog back for 300 ms (the reveal after a
 * Suspense fallback). Only under the worker, whose precache already holds every chunk: without it,
 * a dialog's code stays off the wire until the pointer or focus reaches its trigger. Returns the cancel.
 */
export function preloadDialogsWhenIdle(): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const preload = () => {
    if (cancelled || !navigator.serviceWorker?.controller) return;
    preloadDialogs(...DIALOGS);
  };
  void serviceWorkerWorkAllowed().then(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
    else idle = window.setTimeout(preload, 1_000);
  });
  return () => {
    cancelled = true;
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
