import { format } from 'date-fns';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { isHeadingLine } from '../../../../shared/domain/ingredientGroups';
import type { RecipeCategory } from '../../../../shared/domain/limits';
import { RECIPE_CATEGORIES } from '../../../../shared/domain/limits';
import { CATEGORY_LABELS } from '../../../../shared/domain/recipeBookRules';
import { RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import {
  NO_PREVIOUS_RECIPE,
  NUTRITION_FIELDS,
  type RecipeEditForm,
  recipeFieldsFromForm,
  validateRecipeForm,
} from '../../../../shared/domain/recipeEditRules';
import { SHELL_TEXTS } from '../../../../shared/domain/shellTexts';
import { RECIPE_TITLE_MAX, type RecipeDoc } from '../../../../shared/schemas/recipe';
import { NUTRITION_MAX } from '../../../../shared/schemas/structuredRecipe';
import { useAccess } from '../../app/useAccess';
import { RecipeGoneError, type RecipePatch, traceStep, useRecipeActions } from '../../data';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { setFormDirty } from '../../ui/dirtyForms';
import { SelectField } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextAreaField, TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { RecipeImageField } from '../recipe-images/RecipeImageField';
import { savedRecipeImage, withImageChoice } from '../recipe-images/recipeImageFields';
import { useImageChoice } from '../recipe-images/useImageChoice';
import { ListEditor } from './ListEditor';
import { TimeInput } from './TimeInput';
import { type EditorTarget, useRecipeEditor } from './useRecipeEditor';

const FORM_ID = 'recipe-editor-form';
const SPINNER_DELAY_MS = 150;

/** Only the fields that differ from the version the edit started from: the merge keeps other devices' edits of the rest. */
function changedFields(base: RecipeDoc, fields: ReturnType<typeof recipeFieldsFromForm> & { imageUrl?: string }): RecipePatch {
  const patch: RecipePatch = {};
  if (fields.title !== base.title) patch.title = fields.title;
  if (fields.convertedRecipe !== base.convertedRecipe) patch.convertedRecipe = fields.convertedRecipe;
  if (fields.category !== base.category) patch.category = fields.category;
  if (fields.imageUrl !== undefined && fields.imageUrl !== base.imageUrl) patch.imageUrl = fields.imageUrl;
  if (JSON.stringify(fields.dietaryFilters) !== JSON.stringify(base.dietaryFilters)) patch.dietaryFilters = fields.dietaryFilters;
  return patch;
}

/** New / Edit Recipe (spec §2, §4, §5): every field, durable draft, "Discard changes?" before losing typed text. */
export function RecipeEditorDialog({ recipeId, onClose }: { recipeId: EditorTarget; onClose(): void }) {
  const editor = useRecipeEditor(recipeId);
  const actions = useRecipeActions();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  /** A save is under way (a ref: a second click in the same moment must see it before any render). */
  const saving = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const image = useImageChoice(recipeId);
  const { session } = editor;
  const dirty = editor.dirty || image.changed;

  useEffect(() => {
    setFormDirty(FORM_ID, recipeId !== null && dirty);
    return () => setFormDirty(FORM_ID, false);
  }, [recipeId, dirty]);
  useEffect(() => {
    if (recipeId === null) {
      setConfirming(false);
      setShowErrors(false);
    }
  }, [recipeId]);

  async function discardAndClose() {
    await editor.discard();
    setConfirming(false);
    onClose();
  }
  function requestClose() {
    if (dirty) setConfirming(true);
    else void discardAndClose();
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (!session || saving.current) return;
    traceStep('save:clicked');
    const errors = validateRecipeForm(session.form);
    if (errors.length) {
      setShowErrors(true);
      toast({ title: T.validationErrorTitle, description: errors.join(' '), tone: 'warning' });
      return;
    }
    saving.current = true;
    traceStep('save:checked');
    // A spinner only once the wait is noticeable: rendering the whole form for it would slow the save down.
    const spinner = setTimeout(() => setBusy(true), SPINNER_DELAY_MS);
    try {
      const imageUrl = await image.commit();
      // Deleted on another device while this edit was open: the cook's work becomes a new recipe, never an error to retry.
      // What this render saw is only a hint: the store is asked at the write (a tombstone may be stored but not rendered yet).
      let deletedElsewhere = session.base !== null && !editor.loading && editor.current === null;
      if (session.base && !deletedElsewhere) {
        const patch = changedFields(session.base, withImageChoice(recipeFieldsFromForm(session.form, session.base), imageUrl));
        try {
          if (Object.keys(patch).length > 0) await actions.update(session.base.id, patch, session.base);
          else if (!(await actions.exists(session.base.id))) throw new RecipeGoneError();
        } catch (error) {
          if (!(error instanceof RecipeGoneError)) throw error;
          deletedElsewhere = true;
        }
      }
      if (!session.base || deletedElsewhere) {
        await actions.create(withImageChoice(recipeFieldsFromForm(session.form, NO_PREVIOUS_RECIPE), imageUrl));
      }
      image.saved(session.base?.imageUrl);
      // The toast and the closing dialog render after the draft is deleted: meanwhile sync hands the change to the server without waiting behind them.
      await editor.discard();
      toast(
        deletedElsewhere
          ? { title: T.deletedElsewhereTitle, description: T.deletedElsewhere, tone: 'info' }
          : session.base
            ? { title: T.updatedTitle, description: T.updated, tone: 'success' }
            : { title: T.savedTitle, tone: 'success' },
      );
      onClose();
    } catch {
      toast(
        session.base
          ? { title: T.updateFailedTitle, description: T.updateFailed, tone: 'error' }
          : { title: T.saveFailedTitle, description: T.saveFailed, tone: 'error' },
      );
    } finally {
      clearTimeout(spinner);
      saving.current = false;
      setBusy(false);
    }
  }

  const errors = session ? validateRecipeForm(session.form) : [];
  return (
    <>
      <Dialog
        open={recipeId !== null}
        onOpenChange={(open) => !open && requestClose()}
        title={recipeId === 'new' ? 'New Recipe' : T.editRecipe}
        size="lg"
        actions={
          <>
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} busy={busy} disabled={!session || errors.length > 0}>
              {recipeId === 'new' ? 'Save Recipe' : T.saveChanges}
            </Button>
          </>
        }
      >
        {editor.missing ? (
          <p className="notice notice--error" role="alert">
            This recipe no longer exists.
          </p>
        ) : session ? (
          <>
            {session.restored ? (
              <p className="notice" role="status">
                {T.draftRestored}
              </p>
            ) : null}
            <EditorFields
              form={session.form}
              onChange={editor.change}
              onSubmit={save}
              errors={showErrors || dirty ? errors : []}
              imageField={<RecipeImageField savedUrl={savedRecipeImage(editor.current ?? session.base)} state={image} />}
            />
            {dirty && editor.draftStored ? (
              <p className="editor__draft muted" role="status">
                {T.draftKept}
              </p>
            ) : null}
            {editor.current ? (
              <p className="editor__updated muted">
                {T.lastUpdated}: {format(new Date(editor.current.updatedAt), 'd MMM yyyy, HH:mm')}
              </p>
            ) : null}
          </>
        ) : (
          <Spinner label="Loading recipe" />
        )}
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
            <Button variant="danger" onClick={() => void discardAndClose()}>
              {SHELL_TEXTS.discard}
            </Button>
          </>
        }
      />
    </>
  );
}

function EditorFields({
  form,
  errors,
  onChange,
  onSubmit,
  imageField,
}: {
  form: RecipeEditForm;
  imageField: ReactNode;
  errors: readonly string[];
  onChange(form: RecipeEditForm): void;
  onSubmit(event: FormEvent): void;
}) {
  const { access } = useAccess();
  const set = (patch: Partial<RecipeEditForm>) => onChange({ ...form, ...patch });
  const dietaryChoices = [...new Set([...access.availableDietaryFilters, ...form.dietary])];
  const error = (text: string) => (errors.includes(text) ? text : undefined);
  // The form shows once the recipe (or its draft) is read, after the dialog placed focus: the name field takes it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <form ref={formRef} id={FORM_ID} className="editor" onSubmit={onSubmit} noValidate>
      <TextField
        label="Recipe name"
        value={form.title}
        maxLength={RECIPE_TITLE_MAX}
        required
        error={error(T.titleRequired)}
        onChange={(e) => set({ title: e.target.value })}
      />
      {imageField}
      <div className="editor__row">
        <TimeInput label="Prep time" value={form.prep} onChange={(prep) => set({ prep })} />
        <TimeInput label="Cook time" value={form.cook} onChange={(cook) => set({ cook })} />
        <TimeInput label="Total time" value={form.total} onChange={(total) => set({ total })} />
        <TextField
          label="Servings"
          value={form.servings}
          maxLength={60}
          error={error(T.servingsOutOfRange)}
          onChange={(e) => set({ servings: e.target.value })}
        />
      </div>
      <SelectField
        label={T.categoryLabel}
        value={form.category}
        options={RECIPE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        onChange={(e) => set({ category: e.target.value as RecipeCategory })}
      />
      <fieldset className="editor__diets">
        <legend className="field__label">Dietary filters</legend>
        <div className="chip-group">
          {dietaryChoices.map((d) => {
            const on = form.dietary.includes(d);
            return (
              <button
                key={d}
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() => set({ dietary: on ? form.dietary.filter((x) => x !== d) : [...form.dietary, d] })}
              >
                {d}
              </button>
            );
          })}
        </div>
      </fieldset>
      <ListEditor
        legend="Ingredients"
        itemLabel="Ingredient"
        addLabel="Add ingredient"
        rows={form.ingredients}
        maxLength={500}
        onChange={(ingredients) => set({ ingredients })}
        hint={T.ingredientPartsHint}
        heading={{ is: isHeadingLine, tag: T.ingredientHeadingTag }}
      />
      {error(T.ingredientRequired) ? <p className="form-error">{T.ingredientRequired}</p> : null}
      <ListEditor
        legend="Instructions"
        itemLabel="Step"
        addLabel="Add step"
        rows={form.instructions}
        multiline
        maxLength={3000}
        onChange={(instructions) => set({ instructions })}
      />
      {error(T.instructionRequired) ? <p className="form-error">{T.instructionRequired}</p> : null}
      {form.format === 'structured' ? (
        <fieldset className="editor__nutrition">
          <legend className="field__label">Nutrition per serving</legend>
          <div className="editor__nutrition-grid">
            {NUTRITION_FIELDS.map((f) => (
              <TextField
                key={f.key}
                label={`${f.label} (${f.unit})`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={form.nutrition[f.key]}
                error={error(T.nutritionTooLarge(f.label, NUTRITION_MAX[f.key], f.unit))}
                onChange={(e) => set({ nutrition: { ...form.nutrition, [f.key]: e.target.value } })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {form.format === 'structured' ? (
        <ListEditor
          legend="Chef's Tips"
          itemLabel="Tip"
          addLabel="Add tip"
          rows={form.tips}
          maxLength={1000}
          onChange={(tips) => set({ tips })}
        />
      ) : (
        <TextAreaField label="Tips" value={form.tipsText} rows={4} maxLength={20_000} onChange={(e) => set({ tipsText: e.target.value })} />
      )}
    </form>
  );
}
