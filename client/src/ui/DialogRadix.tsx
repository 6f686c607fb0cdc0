import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './Dialog';

/**
 * The dialog itself (Radix), loaded by Dialog when a dialog first opens. Each open dialog is its own
 * layer (overlay and content together), so a dialog opened from another one (a confirmation over a
 * form) dims the one below with its own overlay.
 */
export function RadixDialogLayer({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  hideClose = false,
  size = 'md',
  header,
  titleHidden = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="dialog__layer">
          <RadixDialog.Overlay className="dialog__overlay" />
          <RadixDialog.Content
            className={`dialog__content dialog__content--${size}`}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            {header}
            <RadixDialog.Title className={titleHidden ? 'visually-hidden' : 'dialog__title'}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description> : null}
            {children}
            {actions ? <div className="dialog__actions">{actions}</div> : null}
            {hideClose ? null : (
              <RadixDialog.Close className="dialog__close" aria-label="Close">
                ×
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
