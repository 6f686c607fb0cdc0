import { type FormEvent, useEffect, useState } from 'react';
import { RECIPE_BOOK_TEXTS } from '../../../../shared/domain/recipeBookTexts';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { RECIPE_TEXT_MAX, RECIPE_TITLE_MAX } from '../../../../shared/schemas/recipe';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { setFormDirty } from '../../ui/dirtyForms';
import { TextAreaField, TextField } from '../../ui/TextField';
import { clearDraft, isDraftChanged, type RecipeDraftValues, readDraft, writeDraft } from './recipeDraft';

export type RecipeFormValues = RecipeDraftValues;

export interface RecipeFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** Names the sessionStorage draft: one per new recipe form and per edited recipe. */
  draftKey: string;
  initial: RecipeFormValues;
  onOpenChange(open: boolean): void;
  onSubmit(values: RecipeFormValues): Promise<void>;
}

/**
 * New / edit recipe dialog (client contract item 3: fields "Title", "Recipe text"). Typed text is
 * kept as a draft until saved or discarded, and closing with unsaved text asks first.
 */
export function RecipeFormDialog({ open, mode, draftKey, initial, onOpenChange, onSubmit }: RecipeFormDialogProps) {
  const formId = `recipe-form-${mode}`;
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    setFormDirty(formId, open && dirty);
    return () => setFormDirty(formId, false);
  }, [formId, open, dirty]);

  function close() {
    clearDraft(sessionStorage, draftKey);
    setDirty(false);
    setConfirming(false);
    onOpenChange(false);
  }
  // Escape, a click outside, × and Cancel all come here: unsaved text is never dropped without asking.
  function requestOpenChange(next: boolean) {
    if (next) onOpenChange(true);
    else if (dirty) setConfirming(true);
    else close();
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={requestOpenChange}
        title={mode === 'create' ? 'New recipe' : 'Edit recipe'}
        actions={
          <>
            <Button variant="secondary" onClick={() => requestOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={busy}>
              {mode === 'create' ? 'Save recipe' : 'Save changes'}
            </Button>
          </>
        }
      >
        {/* Mounted only while open: every opening starts from the saved recipe (or its draft), and a sync while typing never resets the fields. */}
        <RecipeForm
          formId={formId}
          draftKey={draftKey}
          initial={initial}
          onDirtyChange={setDirty}
          onSubmit={async (values) => {
            setBusy(true);
            try {
              await onSubmit(values);
              close();
            } catch {
              // the caller has shown the failure; keep the dialog open with the user's text
            } finally {
              setBusy(false);
            }
          }}
        />
      </Dialog>
      <Dialog
        open={confirming}
        onOpenChange={(next) => !next && setConfirming(false)}
        title={SHELL_TEXTS.discardChangesTitle}
        description={SHELL_TEXTS.discardChangesText}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {SHELL_TEXTS.keepEditing}
            </Button>
            <Button variant="danger" onClick={close}>
              {SHELL_TEXTS.discard}
            </Button>
          </>
        }
      />
    </>
  );
}

function RecipeForm({
  formId,
  draftKey,
  initial,
  onDirtyChange,
  onSubmit,
}: {
  formId: string;
  draftKey: string;
  initial: RecipeFormValues;
  onDirtyChange(dirty: boolean): void;
  onSubmit(values: RecipeFormValues): Promise<void>;
}) {
  const [values, setValues] = useState<RecipeFormValues>(() => readDraft(sessionStorage, draftKey) ?? initial);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    onDirtyChange(isDraftChanged(initial, values));
  }, [initial, values, onDirtyChange]);

  function change(next: RecipeFormValues) {
    setValues(next);
    writeDraft(sessionStorage, draftKey, initial, next);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) {
      setError(RECIPE_BOOK_TEXTS.titleRequired);
      return;
    }
    setError(undefined);
    void onSubmit({ title: values.title.trim(), convertedRecipe: values.convertedRecipe });
  }
  return (
    <form id={formId} className="stack" onSubmit={submit} noValidate>
      <TextField
        label="Title"
        value={values.title}
        maxLength={RECIPE_TITLE_MAX}
        onChange={(e) => change({ ...values, title: e.target.value })}
        error={error}
        required
      />
      <TextAreaField
        label="Recipe text"
        value={values.convertedRecipe}
        maxLength={RECIPE_TEXT_MAX}
        rows={8}
        onChange={(e) => change({ ...values, convertedRecipe: e.target.value })}
      />
    </form>
  );
}
