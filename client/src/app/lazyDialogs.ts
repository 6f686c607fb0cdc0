import { lazy } from 'react';

// The shell's dialogs load their code on their first opening (mounted through ui/OpenedOnce), not with the shell.
// The service worker precaches every chunk, so they still open offline.
export const PlansDialog = lazy(() => import('../features/billing/PlansDialog').then((m) => ({ default: m.PlansDialog })));
export const PaymentSuccessDialog = lazy(() =>
  import('../features/billing/PaymentSuccessDialog').then((m) => ({ default: m.PaymentSuccessDialog })),
);
export const ReactivationDialog = lazy(() => import('./ReactivationDialog').then((m) => ({ default: m.ReactivationDialog })));
export const SignOutConfirmDialog = lazy(() => import('./SignOutConfirmDialog').then((m) => ({ default: m.SignOutConfirmDialog })));
export const SyncDetailsDialog = lazy(() => import('./SyncDetailsDialog').then((m) => ({ default: m.SyncDetailsDialog })));
