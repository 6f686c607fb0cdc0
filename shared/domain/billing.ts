import { PLANS, type PlanId } from './plans';

/** Texts and rules of plans and billing (public-site-and-plans §2, §7, §8, §9; signed-in-features §2), written once. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Plans a visitor can buy (enterprise is "Coming Soon" and goes to /contact). */
export const PURCHASABLE_PLANS = (Object.keys(PLANS) as PlanId[]).filter((id) => PLANS[id].purchasable);
export type PurchasablePlanId = 'chef' | 'master-chef';

export function isPurchasablePlan(plan: unknown): plan is PurchasablePlanId {
  return typeof plan === 'string' && (PURCHASABLE_PLANS as string[]).includes(plan);
}

export const TRIAL_DAYS = 14;

export const BILLING_TEXTS = {
  upgradeTitle: 'Upgrade Your Plan',
  pricingTitle: 'Choose Your Plan',
  monthly: 'Monthly',
  yearly: 'Yearly',
  save: 'Save 20%',
  currentPlan: 'Current Plan',
  mostPopular: 'Most Popular',
  freePlanButton: 'Free Plan',
  comingSoon: 'Coming Soon',
  managePlan: 'Manage Plan',
  alreadySubscribed: 'You already have a subscription: use Manage Plan to change it.',
  noSubscription: 'There is no subscription to manage yet.',
  startPlan: (planName: string) => `Start ${planName} Plan`,
  upgradeTo: (planName: string) => `Upgrade to ${planName}`,
  trialFooter: `All plans include a ${TRIAL_DAYS}-day free trial. Cancel anytime.`,
  contactLink: 'Questions? Contact us',
  /** Spec §9 "starting at $14.99 per month, cancel anytime", in the visitor's currency, with "incl. VAT" where VAT applies. */
  upgradeHint: (amount: string, vatNote: string | null) =>
    `Starting at ${amount} per month${vatNote ? ` ${vatNote}` : ''}, cancel anytime.`,
  perMonth: '/month',
  perYear: '/year',
  billedYearly: (amount: string) => `${amount} billed yearly`,
  portalFailed: 'Failed to open billing portal. Please try again.',
  checkoutFailed: 'Could not start checkout. Please try again.',
  checkoutCheckFailed: 'Could not check your payment right now. Please try again.',
  checkoutNotFound: 'This checkout is not one of yours.',
  notConfigured: 'Billing is not set up on this server. Ask the administrator to set your plan.',
  redirecting: 'Taking you to secure checkout…',
  activated: (planName: string) => `Your ${planName} plan is active.`,
  enterpriseSubject: 'Enterprise Plan',
} as const;

/** A returning checkout, as Stripe confirmed it (or not): nothing is called paid before Stripe says so. */
export const CHECKOUT_RETURN_TEXTS = {
  checkingTitle: 'Checking your payment…',
  paidTitle: 'Payment successful!',
  paid: 'Payment received, activating…',
  trialTitle: 'Free trial started!',
  trial: (planName: string) => `Your ${TRIAL_DAYS}-day ${planName} trial has started; nothing is charged until it ends. Activating…`,
  processingTitle: 'Payment processing',
  processing: 'Your bank is still confirming the payment. Your plan activates as soon as it does.',
  notPaidTitle: 'Payment not completed',
  notPaid: 'This checkout was not completed, so nothing was charged. You can choose a plan again at any time.',
  unconfirmedTitle: 'Payment not confirmed',
  unconfirmed: 'We could not confirm a payment right now. If you paid, your plan will appear here by itself within a few minutes.',
  late: (reference: string) =>
    `Your payment was received, but your plan has not arrived yet. It will appear here by itself; if it has not within an hour, contact us and quote ${reference}.`,
  canceled: 'Checkout canceled. Nothing was charged.',
  redirectIn: (seconds: number) => `Taking you to the app in ${seconds} s…`,
  seePlans: 'See Plans',
  close: 'Close',
  dismiss: 'Dismiss',
  contact: 'Contact us',
} as const;

/** Notifications the server writes when a subscription changes. */
export const BILLING_NOTIFICATIONS = {
  activated: (planName: string) => ({ title: 'Plan upgraded', message: `Welcome to the ${planName} plan. Your new features are ready.` }),
  trialing: (planName: string) => ({
    title: 'Free trial started',
    message: `Your ${TRIAL_DAYS}-day ${planName} trial has started. Cancel anytime before it ends and you will not be charged.`,
  }),
  planChanged: (planName: string) => ({ title: 'Plan changed', message: `You are now on the ${planName} plan.` }),
  canceled: {
    title: 'Subscription ended',
    message:
      'Your subscription has ended and your account is on the Free plan. Nothing was deleted: recipes and plans over the Free limits stay readable.',
  },
  paymentFailed: {
    title: 'Payment failed',
    message: 'We could not take your last payment. Update your payment method in Manage Plan to keep your plan.',
  },
} as const;

/** The key of STRIPE_PRICE_<PLAN>_<PERIOD> as config reads it (lower-cased, dashes as underscores). */
export function stripePriceKey(plan: PurchasablePlanId, period: BillingPeriod): string {
  return `${plan.replace('-', '_')}_${period}`;
}

/** An active paid subscriber manages their plan instead of buying one. */
export function hasPaidSubscription(subscriptionStatus: string, plan: PlanId): boolean {
  return plan !== 'free' && (subscriptionStatus === 'active' || subscriptionStatus === 'trialing' || subscriptionStatus === 'past_due');
}
