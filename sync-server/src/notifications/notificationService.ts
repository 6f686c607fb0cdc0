import { LIMITS } from '../../../shared/domain/limits';
import {
  limitReachedMessage,
  NOTIFICATION_TEXTS,
  nearlyAtLimitMessage,
  planChangedMessage,
} from '../../../shared/domain/notificationTexts';
import { featureAccessFor, type PlanId } from '../../../shared/domain/plans';
import type { NotificationDoc } from '../../../shared/schemas/notification';
import { findUserById } from '../auth/userRepository';
import type { Queryable } from '../db/types';
import { countLiveRecipes, readDocument } from '../sync/documentStore';
import { writeServerDocument } from '../sync/serverWrites';

/**
 * Notifications the server writes into a user's notifications collection (through the server-write
 * path, so they reach every device live through the stream). Each runs inside the caller's
 * transaction. Ids are fixed per occasion, so a retried call writes nothing twice and a notification
 * the user deleted is not brought back.
 */

type Kind = NotificationDoc['type'];

async function notifyOnce(
  tx: Queryable,
  owner: string,
  id: string,
  type: Kind,
  title: string,
  message: string,
  at = new Date(),
): Promise<boolean> {
  // Written once per id: also a deleted (tombstoned) one stays deleted.
  if (await readDocument(tx, owner, 'notifications', id)) return false;
  const stamp = at.toISOString();
  await writeServerDocument(tx, owner, 'notifications', { id, title, message, type, isRead: false, createdAt: stamp, updatedAt: stamp });
  return true;
}

/** After the e-mail address is verified (or an account is created already verified). */
export function notifyWelcome(tx: Queryable, owner: string): Promise<boolean> {
  return notifyOnce(tx, owner, 'welcome', 'success', NOTIFICATION_TEXTS.welcomeTitle, NOTIFICATION_TEXTS.welcomeMessage);
}

/** After the plan or admin flag changed (admin command, billing). Nothing when neither changed. */
export async function notifyPlanChanged(
  tx: Queryable,
  owner: string,
  before: { plan: PlanId; isAdmin: boolean },
  after: { plan: PlanId; isAdmin: boolean },
  at = new Date(),
): Promise<boolean> {
  if (before.plan === after.plan && before.isAdmin === after.isAdmin) return false;
  const id = `plan-${after.plan}${after.isAdmin ? '-admin' : ''}-${at.getTime()}`;
  return notifyOnce(tx, owner, id, 'update', NOTIFICATION_TEXTS.planChangedTitle, planChangedMessage(after.plan, after.isAdmin), at);
}

export function countRecipes(tx: Queryable, owner: string): Promise<number> {
  return countLiveRecipes(tx, owner);
}

/**
 * After recipes were written: "Nearly at Recipe Limit" once the count reaches 80 % of the plan's
 * limit, "Recipe Limit Reached" once it reaches the limit; once per plan and limit.
 */
export async function notifyRecipeLimits(tx: Queryable, owner: string): Promise<void> {
  const user = await findUserById(tx, owner);
  if (!user) return;
  const count = await countRecipes(tx, owner);
  const access = featureAccessFor({ plan: user.plan, isAdmin: user.isAdmin, currentRecipeCount: count, conversionsUsedToday: 0 });
  const limit = access.recipeLimit;
  if (limit >= LIMITS.unlimitedRecipes) return;
  if (count >= limit) {
    await notifyOnce(
      tx,
      owner,
      `recipe-limit-reached-${user.plan}-${limit}`,
      'warning',
      NOTIFICATION_TEXTS.limitReachedTitle,
      limitReachedMessage(user.plan, limit),
    );
  } else if (count >= limit * LIMITS.recipeLimitWarningRatio) {
    await notifyOnce(
      tx,
      owner,
      `recipe-limit-nearly-${user.plan}-${limit}`,
      'warning',
      NOTIFICATION_TEXTS.nearlyAtLimitTitle,
      nearlyAtLimitMessage(count, limit),
    );
  }
}
