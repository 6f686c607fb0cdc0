import { PLANS, type PlanId } from './plans';

/** Texts of the notifications the server writes (signed-in-features §2 Notifications, §4 limit states). */
export const NOTIFICATION_TEXTS = {
  welcomeTitle: 'Welcome to Recipe Kitchen!',
  welcomeMessage:
    'Your e-mail address is verified. Paste a recipe to convert it for your diet, or type a dish name to create one. Recipes you save are kept on every device, even offline.',
  planChangedTitle: 'Plan Updated',
  nearlyAtLimitTitle: 'Nearly at Recipe Limit',
  limitReachedTitle: 'Recipe Limit Reached',
} as const;

export function planChangedMessage(plan: PlanId, isAdmin: boolean): string {
  if (isAdmin) return `Your account now has admin access on the ${PLANS[plan].name} plan: every feature, no limits.`;
  return `You are now on the ${PLANS[plan].name} plan. Your new features and limits apply on all your devices.`;
}

export function nearlyAtLimitMessage(count: number, limit: number): string {
  return `You have saved ${count} of ${limit} recipes. Upgrade your plan before you run out of room.`;
}

export function limitReachedMessage(plan: PlanId, limit: number): string {
  return `Your ${PLANS[plan].name.toUpperCase()} plan allows ${limit} recipes. Upgrade your plan to save more recipes.`;
}
