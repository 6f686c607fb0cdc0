import { useEffect, useRef, useState } from 'react';
import {
  formFromRecipe,
  formKey,
  newRecipeForm,
  type RecipeEditForm,
  recipeEditFormSchema,
} from '../../../../shared/domain/recipeEditRules';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { useRecipe, useRecipeDrafts, useSettings } from '../../data';
import { restoreEditDraft } from './restoreDraft';

export type EditorTarget = string | 'new' | null;

export interface EditorSession {
  key: string;
  /** The saved recipe the edit started from (kept from the draft when one is restored); null for a new recipe. */
  base: RecipeDoc | null;
  /** The form as opened: what "unchanged" means. */
  initial: RecipeEditForm;
  form: RecipeEditForm;
  restored: boolean;
}

export const draftKeyFor = (target: string | 'new') => (target === 'new' ? 'new' : `edit:${target}`);

/**
 * Opens an editing session: from a durable draft when there is one (merged three-way against the
 * version it started from), else from the saved recipe. Every change is written to the draft store at
 * once; a form back at its opening state leaves no draft.
 */
export function useRecipeEditor(target: EditorTarget) {
  const { recipe: current, loading } = useRecipe(target && target !== 'new' ? target : null);
  const { settings } = useSettings();
  const drafts = useRecipeDrafts(recipeEditFormSchema);
  const [session, setSession] = useState<EditorSession | null>(null);
  const [missing, setMissing] = useState(false);
  const opened = useRef<EditorTarget>(null);
  /** The latest change is stored on the device (counts writes so an older one finishing says nothing). */
  const [draftStored, setDraftStored] = useState(false);
  const writes = useRef(0);

  useEffect(() => {
    if (target === null) {
      opened.current = null;
      setSession(null);
      setMissing(false);
      return;
    }
    if (opened.current === target || !drafts) return;
    if (target !== 'new' && loading) return;
    if (target !== 'new' && !current) {
      setMissing(true);
      return;
    }
    opened.current = target;
    const key = draftKeyFor(target);
    const saved = target === 'new' ? newRecipeForm(settings.defaultServingSize) : formFromRecipe(current as RecipeDoc);
    drafts
      .read(key)
      .catch(() => null)
      .then((draft) => {
        if (opened.current !== target) return;
        if (target === 'new') {
          setSession({ key, base: null, initial: saved, form: draft?.form ?? saved, restored: draft !== null });
          return;
        }
        const now = current as RecipeDoc;
        if (draft?.base && draft.base.id === now.id) {
          const form = restoreEditDraft({ form: draft.form, base: draft.base, updatedAt: draft.updatedAt }, now);
          setSession({ key, base: draft.base, initial: saved, form, restored: true });
        } else setSession({ key, base: now, initial: saved, form: saved, restored: false });
      });
  }, [target, drafts, loading, current, settings.defaultServingSize]);

  const sessionRef = useRef(session);
  sessionRef.current = session;
  function change(form: RecipeEditForm) {
    const s = sessionRef.current;
    if (!s) return;
    const next = { ...s, form };
    sessionRef.current = next;
    setSession(next);
    if (drafts) {
      const unchanged = formKey(form) === formKey(s.initial);
      const write = unchanged ? drafts.clear(s.key) : drafts.write(s.key, form, s.base);
      const n = ++writes.current;
      setDraftStored(false);
      // A draft that cannot be written leaves the open form as it is: the text is still on screen.
      write.then(
        () => n === writes.current && setDraftStored(!unchanged),
        () => undefined,
      );
    }
  }

  async function discard() {
    if (session && drafts) await drafts.clear(session.key).catch(() => undefined);
  }

  return {
    session,
    current,
    loading,
    missing,
    change,
    discard,
    draftStored,
    dirty: session ? formKey(session.form) !== formKey(session.initial) : false,
  };
}
