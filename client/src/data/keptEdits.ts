import type { CollectionName } from '../../../shared/schemas/collections';
import type { NotificationDoc } from '../../../shared/schemas/notification';
import type { SetAsideText } from '../../../shared/sync/merge';
import { contentHash } from '../../../shared/sync/mergeValues';
import { KEPT_EDIT_TEXTS } from '../../../shared/sync/syncTexts';
import type { KitchenDatabase } from './types';

const NOTIFICATION_MESSAGE_MAX = 2000;

/** Where a set-aside text came from, in the user's words. */
function placeOf(collection: CollectionName, docId: string, path: string): string {
  const field = path.split('.').at(-1) ?? path;
  const label = KEPT_EDIT_TEXTS.fields[field as keyof typeof KEPT_EDIT_TEXTS.fields] ?? field;
  if (collection === 'mealPlans') return `${KEPT_EDIT_TEXTS.mealPlanWeek} ${docId} › ${label}`;
  if (collection === 'settings') return `${KEPT_EDIT_TEXTS.settings} › ${label}`;
  return label;
}

/** The notice keeping one set-aside text; its id comes from the content, so a merge that runs twice writes it once. */
export function keptEditNotice(collection: CollectionName, docId: string, aside: SetAsideText, at: string): NotificationDoc {
  const message = `${placeOf(collection, docId, aside.path)}: “${aside.text}”. ${KEPT_EDIT_TEXTS.hint}`;
  return {
    id: `kept-${contentHash(`${collection}\n${docId}\n${aside.path}\n${aside.text}`)}`,
    title: KEPT_EDIT_TEXTS.title,
    message: message.slice(0, NOTIFICATION_MESSAGE_MAX),
    type: 'info',
    isRead: false,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Texts of a settings, meal-plan or notification merge that could not stay in the document are kept
 * as notifications (synced to every device, listed under the bell), once each.
 */
export async function keepEditsAsNotices(
  db: KitchenDatabase,
  collection: CollectionName,
  docId: string,
  aside: readonly SetAsideText[],
): Promise<void> {
  const notifications = (db.collections as Partial<KitchenDatabase['collections']>).notifications;
  if (!notifications) return;
  const at = new Date().toISOString();
  for (const item of aside) {
    const notice = keptEditNotice(collection, docId, item, at);
    if (await notifications.findOne(notice.id).exec()) continue;
    await notifications.insert(notice).catch(async (error: unknown) => {
      // Another tab wrote the same notice a moment ago.
      if (!(await notifications.findOne(notice.id).exec())) throw error;
    });
  }
}
