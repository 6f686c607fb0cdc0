import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { PurchasablePlanId } from '../../../shared/domain/billing';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { signOut } from '../auth/session';
import type { SessionUser } from '../auth/sessionUser';
import { useEntitlements, useFlushChanges } from '../data';
import { ActivationNotice } from '../features/billing/ActivationNotice';
import { PaymentSuccessDialog } from '../features/billing/PaymentSuccessDialog';
import { PlansDialog, type PlansDialogVariant } from '../features/billing/PlansDialog';
import { useActivation } from '../features/billing/useActivation';
import { CookieSettingsLink } from '../features/consent/CookieSettingsLink';
import { PendingImageUploads } from '../features/recipe-images/PendingImageUploads';
import { validateAppSearch } from '../routes/appSearch';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toast';
import { AppHeader } from './AppHeader';
import { BlockedBanner } from './BlockedBanner';
import { ConvertView, CookModeHost, MealPlanningView, RecipeBookView, SettingsView } from './lazyViews';
import { ReactivationDialog } from './ReactivationDialog';
import { SignOutConfirmDialog } from './SignOutConfirmDialog';
import { useAppView } from './useAppView';
import { useThemeSetting } from './useThemeSetting';
import './appShell.css';

/** How long a sign-out waits for waiting changes to reach the server before asking. */
const SIGN_OUT_SYNC_WAIT_MS = 3000;

export function AppShell({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const search = validateAppSearch(useSearch({ strict: false }));
  const { view, section, select } = useAppView(search.section);
  const { entitlements, access } = useEntitlements({ plan: user.plan, isAdmin: user.isAdmin });
  const flushChanges = useFlushChanges();
  const [unsyncedAtSignOut, setUnsyncedAtSignOut] = useState<number | null>(null);
  const toast = useToast();
  useThemeSetting();
  const [paymentSuccess] = useState(search.success === 'true');
  const [showPayment, setShowPayment] = useState(paymentSuccess);
  const [reactivated, setReactivated] = useState(false);
  const [plansDialog, setPlansDialog] = useState<{ variant: PlansDialogVariant; highlight?: PurchasablePlanId } | null>(() =>
    search.plan ? { variant: 'pricing', highlight: search.plan } : null,
  );
  const activation = useActivation(paymentSuccess, entitlements);

  useEffect(() => {
    // The success flag is shown once, then removed from the URL.
    if (search.success || search.canceled || search.plan)
      void navigate({ to: '/app', search: search.section ? { section: search.section } : {}, replace: true });
  }, [search.success, search.canceled, search.plan, search.section, navigate]);

  const plan = entitlements?.plan ?? user.plan;
  const isAdmin = entitlements?.isAdmin ?? user.isAdmin;
  const deactivated = !reactivated && (entitlements ? entitlements.accountStatus === 'deactivated' : user.accountStatus === 'deactivated');

  const finishSignOut = useCallback(async () => {
    setUnsyncedAtSignOut(null);
    await signOut();
    await navigate({ to: '/signin' });
  }, [navigate]);
  // Changes still only on this device: try to send them first, and ask before leaving them behind.
  const doSignOut = useCallback(async () => {
    const left = await flushChanges(SIGN_OUT_SYNC_WAIT_MS);
    if (left > 0) setUnsyncedAtSignOut(left);
    else await finishSignOut();
  }, [flushChanges, finishSignOut]);
  const upgrade = useCallback(() => setPlansDialog({ variant: 'upgrade' }), []);
  const lockedMealPlanning = useCallback(() => {
    select('meal-planning');
    toast({ title: SHELL_TEXTS.mealPlanningUpgradeRequired, tone: 'info' });
  }, [select, toast]);
  const finishPayment = useCallback(() => {
    setShowPayment(false);
    select('convert');
    void navigate({ to: '/app', replace: true });
  }, [navigate, select]);

  return (
    <div className="app">
      <a className="skip-link" href="#app-main">
        Skip to content
      </a>
      <AppHeader
        user={user}
        plan={plan}
        isAdmin={isAdmin}
        view={view}
        canUseMealPlanning={access.canUseMealPlanning}
        onSelect={(v) => select(v)}
        onLockedMealPlanning={lockedMealPlanning}
        onUpgrade={upgrade}
        onSignOut={() => void doSignOut()}
      />
      <BlockedBanner />
      <PendingImageUploads />
      {activation.activating && !showPayment ? <ActivationNotice /> : null}
      <main id="app-main" className="app-main">
        <Suspense fallback={<Spinner label="Loading…" />}>
          {view === 'convert' ? <ConvertView onUpgrade={upgrade} /> : null}
          {view === 'recipes' ? <RecipeBookView onUpgrade={upgrade} /> : null}
          {view === 'meal-planning' ? <MealPlanningView canUse={access.canUseMealPlanning} onUpgrade={upgrade} access={access} /> : null}
          {view === 'settings' ? <SettingsView section={section} onSection={(id) => select('settings', id)} onUpgrade={upgrade} /> : null}
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <CookModeHost />
      </Suspense>
      <footer className="app-footer muted">
        <a href="/privacy-policy">Privacy</a> · <a href="/terms-of-service">Terms</a> · <a href="/contact">Help</a> · <CookieSettingsLink />
      </footer>
      <ReactivationDialog open={deactivated} onReactivated={() => setReactivated(true)} onSignOut={() => void doSignOut()} />
      <PaymentSuccessDialog open={showPayment} onDone={finishPayment} activePlanName={activation.activePlanName} />
      <PlansDialog
        variant={plansDialog?.variant ?? 'upgrade'}
        open={plansDialog !== null}
        onOpenChange={(open) => !open && setPlansDialog(null)}
        plan={plan}
        subscriptionStatus={entitlements?.subscriptionStatus ?? 'none'}
        {...(plansDialog?.highlight ? { highlight: plansDialog.highlight } : {})}
      />
      <SignOutConfirmDialog
        pending={unsyncedAtSignOut}
        onCancel={() => setUnsyncedAtSignOut(null)}
        onConfirm={() => void finishSignOut()}
      />
    </div>
  );
}
