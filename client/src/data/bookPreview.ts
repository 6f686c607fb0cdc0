import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../../shared/domain/limits';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { FirstPageResponse } from '../../../shared/sync/protocol';
import { traceStep } from './pathTrace';
import type { PostJson } from './syncApi';

/** The book's first page as the server holds it, newest first, and how many recipes there are. */
export interface BookPreviewPage {
  recipes: readonly RecipeDoc[];
  byId: ReadonlyMap<string, RecipeDoc>;
  total: number;
  /** How many recipes the page was asked for (the book's page size). */
  limit: number;
}

/** A fresh device's preview for one user: asked for (page null until it answers), or shown. */
export interface BookPreview {
  userId: string;
  page: BookPreviewPage | null;
}

let current: BookPreview | null = null;
const listeners = new Set<() => void>();

function set(next: BookPreview | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The first page the session's refresh brought (see askFirstPageWithRefresh), until a fresh device's preview takes it. */
let handed: { userId: string; reply: FirstPageResponse } | null = null;

const isFirstPage = (value: unknown): value is FirstPageResponse =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as FirstPageResponse).documents) &&
  typeof (value as FirstPageResponse).total === 'number';

function show(userId: string, reply: FirstPageResponse, limit: number): void {
  const recipes = reply.documents.filter((doc) => !doc._deleted).map(({ _deleted, ...doc }) => doc as unknown as RecipeDoc);
  set({ userId, page: { recipes, byId: new Map(recipes.map((r) => [r.id, r])), total: reply.total, limit } });
  traceStep('preview:fetched');
}

/**
 * The book's first page as the refresh that signed this user in brought it: a fresh device's preview
 * shows it without a request of its own (one asked for already shows it now). Ignored on a device
 * that holds the user's store (no preview starts there).
 */
export function handFirstPage(userId: string, firstPage: unknown, limit = LIMITS.recipeBookPageSize): void {
  if (!isFirstPage(firstPage)) return;
  handed = { userId, reply: firstPage };
  if (current?.userId === userId && current.page === null) {
    handed = null;
    show(userId, firstPage, limit);
  }
}

/**
 * A fresh device fetches the book's first page (newest first) while its store opens and fills: the
 * book shows these real recipes at once instead of waiting for the store. Held in memory only, until
 * the store holds every recipe (endBookPreview): nothing of it is written.
 */
export function startBookPreview(post: PostJson, userId: string, limit = LIMITS.recipeBookPageSize): void {
  const ready = handed?.userId === userId ? handed.reply : undefined;
  handed = null;
  if (ready) {
    show(userId, ready, limit);
    return;
  }
  const asked: BookPreview = { userId, page: null };
  set(asked);
  post<FirstPageResponse>('/api/sync/recipes/first-page', { order: 'newest', limit })
    .then((reply) => {
      if (current === asked) show(userId, reply, limit);
    })
    // Offline or refused: the book waits for the store, as without a preview.
    .catch(() => {
      if (current === asked) set(null);
    });
}

/** The store holds the recipes now (or the user wrote one: the store's view is the book's from then on). */
export function endBookPreview(userId?: string): void {
  if (current && (userId === undefined || current.userId === userId)) set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => current;

/** The preview now (any user's), as the hook reads it. */
export const bookPreviewNow = snapshot;

/** This user's preview while it lasts (asked for or shown), else null. */
export function useBookPreview(userId: string | undefined): BookPreview | null {
  const preview = useSyncExternalStore(subscribe, snapshot, snapshot);
  return preview && preview.userId === userId ? preview : null;
}
