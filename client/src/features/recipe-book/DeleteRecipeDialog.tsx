import { RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Confirmation before a delete; Cancel, Escape and a click outside close it. */
export function DeleteRecipeDialog({
  title,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={title !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={T.deleteConfirmTitle}
      description={title ? <span className="text-break">“{title}” will be removed from your recipe book on every device.</span> : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
