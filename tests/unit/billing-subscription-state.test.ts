import { describe, expect, it } from 'vitest';
import { hasPaidSubscription, stripePriceKey } from '../../shared/domain/billing';
import { featureAccessFor, PLANS } from '../../shared/domain/plans';
import { shouldApply, subscriptionState } from '../../sync-server/src/billing/subscriptionState';

const planOfPrice = (price: string) => (price === 'price_chef' ? 'chef' : price === 'price_master' ? 'master-chef' : null);
const sub = (status: string, price = 'price_chef', metadata: Record<string, string> = {}) => ({
  id: 'sub_1',
  status,
  customer: 'cus_1',
  metadata,
  items: { data: [{ price: { id: price }, current_period_end: 1_800_000_000 }] },
});

describe('subscription state → plan', () => {
  it("trialing, active and past due grant the price's plan; past due keeps it while Stripe retries", () => {
    expect(subscriptionState(sub('trialing'), planOfPrice)).toMatchObject({ plan: 'chef', status: 'trialing', live: true });
    expect(subscriptionState(sub('active', 'price_master'), planOfPrice)).toMatchObject({ plan: 'master-chef', status: 'active' });
    expect(subscriptionState(sub('past_due'), planOfPrice)).toMatchObject({ plan: 'chef', status: 'past_due', live: true });
    expect(subscriptionState(sub('active'), planOfPrice)?.currentPeriodEnd?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('ended subscriptions (canceled, unpaid, expired, paused) return the user to free', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused']) {
      expect(subscriptionState(sub(status), planOfPrice)).toMatchObject({ plan: 'free', status: 'canceled', live: false });
    }
  });

  it('an incomplete first payment or an unknown price grants nothing; metadata names the plan when the price is not configured', () => {
    expect(subscriptionState(sub('incomplete'), planOfPrice)).toBeNull();
    expect(subscriptionState(sub('active', 'price_other'), planOfPrice)).toBeNull();
    expect(subscriptionState(sub('active', 'price_other', { plan: 'master-chef' }), planOfPrice)).toMatchObject({ plan: 'master-chef' });
    expect(subscriptionState(sub('active', 'price_other', { plan: 'enterprise' }), planOfPrice)).toBeNull();
  });

  it('a newer live subscription replaces an older one; an older one ending does not downgrade', () => {
    const live = subscriptionState(sub('active'), planOfPrice);
    const ended = subscriptionState(sub('canceled'), planOfPrice);
    if (!live || !ended) throw new Error('expected states');
    expect(shouldApply(live, null)).toBe(true);
    expect(shouldApply(live, 'sub_other')).toBe(true);
    expect(shouldApply(ended, 'sub_1')).toBe(true);
    expect(shouldApply(ended, 'sub_other')).toBe(false);
  });
});

describe('plans and entitlements', () => {
  it('price keys follow STRIPE_PRICE_<PLAN>_<PERIOD>', () => {
    expect(stripePriceKey('chef', 'monthly')).toBe('chef_monthly');
    expect(stripePriceKey('master-chef', 'yearly')).toBe('master_chef_yearly');
  });

  it('a paid subscriber manages the plan; free or ended does not', () => {
    expect(hasPaidSubscription('active', 'chef')).toBe(true);
    expect(hasPaidSubscription('trialing', 'master-chef')).toBe(true);
    expect(hasPaidSubscription('past_due', 'chef')).toBe(true);
    expect(hasPaidSubscription('canceled', 'free')).toBe(false);
    expect(hasPaidSubscription('none', 'chef')).toBe(false);
  });

  it('upgrade adds rights and raises limits; downgrade takes rights away but counts what is stored (nothing deleted)', () => {
    const free = featureAccessFor({ plan: 'free', isAdmin: false, currentRecipeCount: 40, conversionsUsedToday: 0 });
    const chef = featureAccessFor({ plan: 'chef', isAdmin: false, currentRecipeCount: 40, conversionsUsedToday: 0 });
    const master = featureAccessFor({ plan: 'master-chef', isAdmin: false, currentRecipeCount: 40, conversionsUsedToday: 0 });
    expect(chef.canUseMealPlanning && !free.canUseMealPlanning).toBe(true);
    expect(master.canBackupRestore && !chef.canBackupRestore).toBe(true);
    expect(free.recipeLimit).toBe(PLANS.free.recipeLimit);
    // 40 recipes on free after a downgrade: all still counted, no new ones may be saved.
    expect(free.currentRecipeCount).toBe(40);
    expect(free.canSaveRecipes).toBe(false);
    expect(chef.canSaveRecipes).toBe(true);
    expect(free.availableDietaryFilters).toHaveLength(4);
    expect(chef.availableDietaryFilters).toHaveLength(12);
    expect(master.availableDietaryFilters).toHaveLength(24);
  });
});
