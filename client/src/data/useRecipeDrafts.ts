import { useMemo } from 'react';
import type { z } from 'zod';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import { useDataContext } from './DataContext';
import { clearRecipeDraft, readRecipeDraft, type StoredDraft, writeRecipeDraft } from './recipeDrafts';

export type { StoredDraft } from './recipeDrafts';

/** Durable drafts of recipe forms on this device (see recipeDrafts.ts). Null until the store is open. */
export function useRecipeDrafts<F>(formSchema: z.ZodType<F>): {
  read(key: string): Promise<StoredDraft<F> | null>;
  write(key: string, form: F, base: RecipeDoc | null): Promise<void>;
  clear(key: string): Promise<void>;
} | null {
  const { db } = useDataContext();
  return useMemo(
    () =>
      db
        ? {
            read: (key: string) => readRecipeDraft(db, key, formSchema),
            write: (key: string, form: F, base: RecipeDoc | null) => writeRecipeDraft(db, key, form, base),
            clear: (key: string) => clearRecipeDraft(db, key),
          }
        : null,
    [db, formSchema],
  );
}
