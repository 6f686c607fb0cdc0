import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { PurchasablePlanId } from '../../../shared/domain/billing';
import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { isTrustedDevice, setTrustedDevice } from '../auth/deviceMarks';
import { signOut } from '../auth/session';
import type { SessionUser } from '../auth/sessionUser';
import { useCountUnsavedDrafts, useEntitlements, useFlushChanges } from '../data';
import { checkoutToFollow } from '../features/billing/checkoutStorage';
import type { PlansDialogVariant } from '../features/billing/PlansDialog';
import { CookieSettingsLink } from '../features/consent/CookieSettingsLink';
import { useCookSession } from '../features/cook-mode/cookSession';
import { useCookTimers } from '../features/cook-mode/timerStore';
import { PendingImageUploads } from '../features/recipe-images/PendingImageUploads';
import { validateAppSearch } from '../routes/appSearch';
import { OpenedOnce } from '../ui/OpenedOnce';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toast';
import { AppHeader } from './AppHeader';
import { BlockedBanner } from './BlockedBanner';
import { PlansDialog, preloadDialogsWhenIdle, ReactivationDialog, SignOutConfirmDialog } from './lazyDialogs';
import { ConvertView, CookModeHost, MealPlanningView, RecipeBookView, SettingsView } from './lazyViews';
import type { SignOutCheck } from './SignOutConfirmDialog';
import { useAppView } from './useAppView';
import { useThemeSetting } from './useThemeSetting';
import './appShell.css';

/** How long a sign-out waits for waiting changes to reach the server before showing how many are left. */
const SIGN_OUT_SYNC_WAIT_MS = 3000;
/** How long "Sync First" keeps trying. */
const SYNC_FIRST_WAIT_MS = 15_000;

/** The payment dialog and the checkout notice: their code loads only when a checkout is followed. */
const CheckoutReturn = lazy(() => import('../features/billing/CheckoutReturn'));

export function AppShell({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const search = validateAppSearch(useSearch({ strict: false }));
  const { view, section, select } = useAppView(search.section);
  const { entitlements, access } = useEntitlements({ plan: user.plan, isAdmin: user.isAdmin });
  const flushChanges = useFlushChanges();
  const countDrafts = useCountUnsavedDrafts();
  const [signOutCheck, setSignOutCheck] = useState<SignOutCheck | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const toast = useToast();
  useThemeSetting();
  const [showPayment, setShowPayment] = useState(search.success === 'true');
  const [reactivated, setReactivated] = useState(false);
  const [plansDialog, setPlansDialog] = useState<{ variant: PlansDialogVariant; highlight?: PurchasablePlanId } | null>(() =>
    search.plan ? { variant: 'pricing', highlight: search.plan } : null,
  );
  // Read once: the address's checkout flags are removed below, and a confirmed checkout stays followed until dismissed.
  // The flags are kept from the first render: the lazy part mounts after the address has lost them.
  const [checkoutReturn] = useState(() =>
    checkoutToFollow(search)
      ? {
          ...(search.success ? { success: search.success } : {}),
          ...(search.canceled ? { canceled: search.canceled } : {}),
          ...(search.session_id ? { sessionId: search.session_id } : {}),
        }
      : null,
  );
  // Cook mode's code (and the step parser) loads only while cooking or while a timer runs.
  const cookSession = useCookSession();
  const cookTimers = useCookTimers();
  const cooking = cookSession !== null || cookTimers.length > 0;

  useEffect(() => preloadDialogsWhenIdle(), []);
  // Another screen opens at its top, not at the scroll position the last one was left at. Not on the first display:
  // the page is at its top then, and scrollTo lays the whole page out at once (150-450 ms on a fresh device's start).
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (view) window.scrollTo({ top: 0 });
  }, [view]);

  useEffect(() => {
    // The checkout flags and ?section= (e.g. the billing portal's return) are read once, then removed from
    // the URL: a reload after switching views comes back to the view the user chose, not to the link's.
    if (search.success || search.session_id || search.canceled || search.plan || search.section)
      void navigate({ to: '/app', search: {}, replace: true });
  }, [search.success, search.session_id, search.canceled, search.plan, search.section, navigate]);

  const plan = entitlements?.plan ?? user.plan;
  const isAdmin = entitlements?.isAdmin ?? user.isAdmin;
  const deactivated = !reactivated && (entitlements ? entitlements.accountStatus === 'deactivated' : user.accountStatus === 'deactivated');

  const finishSignOut = useCallback(
    async (removeData: boolean) => {
      setSigningOut(true);
      await signOut({ removeData });
      setSignOutCheck(null);
      setSigningOut(false);
      await navigate({ to: '/signin' });
    },
    [navigate],
  );
  // Changes still only on this device are sent first (briefly); what is left is counted in the dialog.
  const doSignOut = useCallback(async () => {
    setSignOutCheck({ pending: null, drafts: 0, syncing: false });
    const [pending, drafts] = await Promise.all([flushChanges(SIGN_OUT_SYNC_WAIT_MS), countDrafts()]);
    setSignOutCheck((open) => (open ? { pending, drafts, syncing: false } : open));
  }, [flushChanges, countDrafts]);
  // "Not Now" on the welcome-back dialog signs out at once: the data goes on a device not marked as
  // the user's own, unless changes wait (a deactivated account cannot send them; they are never dropped unasked).
  const signOutNow = useCallback(async () => {
    const pending = await flushChanges(SIGN_OUT_SYNC_WAIT_MS);
    await finishSignOut(!isTrustedDevice() && pending === 0);
  }, [flushChanges, finishSignOut]);
  const syncFirst = useCallback(async () => {
    setSignOutCheck((open) => (open ? { ...open, syncing: true } : open));
    const pending = await flushChanges(SYNC_FIRST_WAIT_MS);
    setSignOutCheck((open) => (open ? { ...open, pending, syncing: false } : open));
  }, [flushChanges]);
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
  const seePlansAgain = useCallback(() => {
    setShowPayment(false);
    setPlansDialog({ variant: 'upgrade' });
  }, []);

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
      {checkoutReturn ? (
        <Suspense fallback={null}>
          <CheckoutReturn
            search={checkoutReturn}
            entitlements={entitlements}
            showPayment={showPayment}
            onPaymentDone={finishPayment}
            onSeePlans={seePlansAgain}
          />
        </Suspense>
      ) : null}
      <main id="app-main" className="app-main">
        <Suspense fallback={<Spinner label="Loading…" />}>
          {view === 'convert' ? <ConvertView onUpgrade={upgrade} onOpenSettings={() => select('settings', 'preferences')} /> : null}
          {view === 'recipes' ? <RecipeBookView onUpgrade={upgrade} /> : null}
          {view === 'meal-planning' ? <MealPlanningView canUse={access.canUseMealPlanning} onUpgrade={upgrade} access={access} /> : null}
          {view === 'settings' ? <SettingsView section={section} onSection={(id) => select('settings', id)} onUpgrade={upgrade} /> : null}
        </Suspense>
      </main>
      {cooking ? (
        <Suspense fallback={null}>
          <CookModeHost />
        </Suspense>
      ) : null}
      <footer className="app-footer muted">
        <a href="/privacy-policy">Privacy</a> · <a href="/terms-of-service">Terms</a> · <a href="/contact">Help</a> · <CookieSettingsLink />
      </footer>
      <OpenedOnce open={deactivated}>
        <ReactivationDialog open={deactivated} onReactivated={() => setReactivated(true)} onSignOut={() => void signOutNow()} />
      </OpenedOnce>
      <OpenedOnce open={plansDialog !== null}>
        <PlansDialog
          variant={plansDialog?.variant ?? 'upgrade'}
          open={plansDialog !== null}
          onOpenChange={(open) => !open && setPlansDialog(null)}
          plan={plan}
          subscriptionStatus={entitlements?.subscriptionStatus ?? 'none'}
          {...(plansDialog?.highlight ? { highlight: plansDialog.highlight } : {})}
        />
      </OpenedOnce>
      <OpenedOnce open={signOutCheck !== null}>
        <SignOutConfirmDialog
          check={signOutCheck}
          trustedDevice={isTrustedDevice()}
          busy={signingOut}
          onCancel={() => setSignOutCheck(null)}
          onSyncFirst={() => void syncFirst()}
          onConfirm={(removeData) => {
            // Keeping the data marks this device as the user's own; removing it takes the mark away.
            setTrustedDevice(!removeData);
            void finishSignOut(removeData);
          }}
        />
      </OpenedOnce>
    </div>
  );
}
