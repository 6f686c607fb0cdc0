import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogLayerProps } from './Dialog';

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
  returnFocusTo,
}: DialogLayerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="dialog__layer">
          <RadixDialog.Overlay className="dialog__overlay" />
          <RadixDialog.Content
            className={`dialog__content dialog__content--${size}`}
            onCloseAutoFocus={(event) => {
              // No Radix trigger opened it: focus goes back to what opened it, if that is still on the page.
              const back = returnFocusTo.current;
              if (back?.isConnected && back !== document.body) {
                event.preventDefault();
                back.focus();
              }
            }}
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
