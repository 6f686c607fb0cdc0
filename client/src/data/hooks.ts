import { useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { map, of } from 'rxjs';
import { type FeatureAccess, featureAccessFor, type PlanId } from '../../../shared/domain/plans';
import { ENTITLEMENTS_DOC_ID, type EntitlementsDoc } from '../../../shared/schemas/entitlements';
import type { NotificationDoc } from '../../../shared/schemas/notification';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import { defaultSettings, SETTINGS_DOC_ID, type SettingsDoc } from '../../../shared/schemas/settings';
import type { UsageDoc } from '../../../shared/schemas/usage';
import { useBookPreview } from './bookPreview';
import { DataContext, useDataContext } from './DataContext';
import { type PictureDocuments, pictureDocumentsOf } from './pictureDocuments';
import { createRecipe, type NewRecipeInput, type RecipePatch, removeRecipe, updateRecipe } from './recipeActions';
import { requireDb } from './requireDb';
import { type SettingsPatch, updateSettings } from './settingsActions';
import { nextStamp } from './stamps';
import type { SyncError, SyncStatus } from './types';
import { useDbObservable } from './useDbObservable';

const NO_NOTIFICATIONS: NotificationDoc[] = [];

/** Plain JSON of RxDB documents (no RxDB internals reach components). */
function plain<T>(docs: { toJSON(): unknown }[]): T[] {
  return docs.map((d) => d.toJSON() as T);
}

/**
 * One recipe, live (the viewer and editor follow changes made meanwhile on other devices). On a fresh
 * device, a recipe of the book's first page that the store does not hold yet is the server's copy,
 * still `loading`: a viewer shows it, an editor waits for the stored one.
 */
export function useRecipe(id: string | null): { recipe: RecipeDoc | null; loading: boolean } {
  const { userId } = useDataContext();
  const { value, loading } = useDbObservable(
    `recipe:${id ?? ''}`,
    (db) => (id ? db.recipes.findOne(id).$.pipe(map((doc) => (doc ? (doc.toJSON() as RecipeDoc) : null))) : of(null)),
    null,
  );
  const previewed = useBookPreview(userId)?.page?.byId.get(id ?? '');
  if (!value && previewed) return { recipe: previewed, loading: true };
  return { recipe: value, loading };
}

/**
 * Whether the app can show: the user's local store is open, or a fresh device has asked the server for
 * the book's first page to show while its store opens (and why not, when the store failed to open).
 * Once shown, the app stays shown.
 */
export function useStoreReady(): { ready: boolean; error: SyncError | null } {
  const { db, userId } = useDataContext();
  const { error } = useSyncStatus();
  const previewing = useBookPreview(userId) !== null;
  const [shown, setShown] = useState(false);
  const ready = shown || db !== null || previewing;
  if (ready && !shown) setShown(true);
  return { ready, error: error?.code === 'database_unavailable' ? error : null };
}

/**
 * Pushes what is waiting and resolves with the number of changes still not on the server after at
 * most `timeoutMs` (e.g. before signing out).
 */
export function useFlushChanges(): (timeoutMs: number) => Promise<number> {
  const { sync } = useDataContext();
  return useCallback(
    async (timeoutMs: number) => {
      if (!sync) return 0;
      // Counted now, not from the status (which may not have counted a change made a moment ago).
      if ((await sync.refreshPending().catch(() => 1)) === 0) return 0;
      sync.notifyOnline();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      try {
        await Promise.race([sync.awaitInSync().catch(() => undefined), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return sync.refreshPending().catch(() => sync.status.getSnapshot().pendingChanges);
    },
    [sync],
  );
}

export function useRecipeCount(): number {
  return useDbObservable('recipeCount', (db) => db.recipes.count().$, 0).value;
}

export function useRecipeActions(): {
  create(input: NewRecipeInput): Promise<RecipeDoc>;
  /** `base`: the version the edit started from, so changes that arrived meanwhile are merged, not overwritten. */
  update(id: string, patch: RecipePatch, base?: RecipeDoc): Promise<void>;
  remove(id: string): Promise<void>;
  /** Whether the recipe is in the store now (not deleted), read at the moment of asking. */
  exists(id: string): Promise<boolean>;
} {
  const { db, opened } = useDataContext();
  return useMemo(() => {
    // On a fresh device the book shows before the store opens: what the cook does meanwhile waits for it.
    const store = () => (db ? Promise.resolve(db) : opened);
    return {
      create: async (input: NewRecipeInput) => createRecipe(await store(), input),
      update: async (id: string, patch: RecipePatch, base?: RecipeDoc) => updateRecipe(db ?? (await opened), id, patch, base),
      remove: async (id: string) => removeRecipe(await store(), id),
      exists: async (id: string) => (await (await store()).recipes.findOne(id).exec()) !== null,
    };
  }, [db, opened]);
}

export function useSettings(): { settings: SettingsDoc; update(patch: SettingsPatch): Promise<void> } {
  const { db } = useDataContext();
  const fallback = useMemo(() => defaultSettings(new Date(0).toISOString()), []);
  const { value } = useDbObservable(
    'settings',
    (d) => d.settings.findOne(SETTINGS_DOC_ID).$.pipe(map((doc) => (doc ? (doc.toJSON() as SettingsDoc) : null))),
    null,
  );
  const update = useMemo(() => (patch: SettingsPatch) => updateSettings(requireDb(db), patch), [db]);
  return { settings: value ?? fallback, update };
}

/** Today's date on this device, yyyy-mm-dd: the id of today's usage document. */
function localDate(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What the signed-in session already knows of the plan: used until the entitlements document has synced. */
export interface PlanFallback {
  plan: PlanId;
  isAdmin: boolean;
}

const FREE_FALLBACK: PlanFallback = { plan: 'free', isAdmin: false };

export function useEntitlements(fallback: PlanFallback = FREE_FALLBACK): { entitlements: EntitlementsDoc | null; access: FeatureAccess } {
  const entitlements = useDbObservable(
    'entitlements',
    (db) => db.entitlements.findOne(ENTITLEMENTS_DOC_ID).$.pipe(map((doc) => (doc ? (doc.toJSON() as EntitlementsDoc) : null))),
    null,
  ).value;
  const today = localDate();
  const usage = useDbObservable(
    `usage:${today}`,
    (db) => db.usage.findOne(today).$.pipe(map((doc) => (doc ? (doc.toJSON() as UsageDoc) : null))),
    null,
  ).value;
  const count = useRecipeCount();
  const access = useMemo(
    () =>
      featureAccessFor({
        plan: entitlements?.plan ?? fallback.plan,
        isAdmin: entitlements?.isAdmin ?? fallback.isAdmin,
        currentRecipeCount: count,
        conversionsUsedToday: usage?.conversions ?? 0,
      }),
    [entitlements, usage, count, fallback.plan, fallback.isAdmin],
  );
  return { entitlements, access };
}

export function useNotifications(): {
  items: NotificationDoc[];
  unread: number;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  remove(id: string): Promise<void>;
} {
  const { db } = useDataContext();
  const items = useDbObservable(
    'notifications',
    (d) => d.notifications.find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] }).$.pipe(map((docs) => plain<NotificationDoc>(docs))),
    NO_NOTIFICATIONS,
  ).value;
  const actions = useMemo(() => {
    const setRead = async (id: string) => {
      const doc = await requireDb(db).notifications.findOne(id).exec();
      if (doc && !doc.isRead) await doc.incrementalPatch({ isRead: true, updatedAt: nextStamp(requireDb(db), doc.updatedAt) });
    };
    return {
      markRead: setRead,
      markAllRead: async () => {
        const unread = await requireDb(db)
          .notifications.find({ selector: { isRead: false } })
          .exec();
        await Promise.all(unread.map((d) => setRead(d.id)));
      },
      remove: async (id: string) => {
        const doc = await requireDb(db).notifications.findOne(id).exec();
        if (doc) await doc.remove();
      },
    };
  }, [db]);
  return { items, unread: items.filter((n) => !n.isRead).length, ...actions };
}

export function useSyncStatus(): SyncStatus {
  const { status } = useDataContext();
  return useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
}

/** The signed-in user whose store this is; undefined outside the data provider (signed-out pages). */
export function useStoreUserId(): string | undefined {
  return useContext(DataContext)?.userId;
}

/** The documents that show pictures, for the picture uploader and the offline picture cache; null while the store opens. */
export function usePictureDocuments(): PictureDocuments | null {
  const { db } = useDataContext();
  return useMemo(() => (db ? pictureDocumentsOf(db) : null), [db]);
}
