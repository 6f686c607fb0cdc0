import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Hide the close (×) button, for dialogs that need an explicit choice. */
  hideClose?: boolean;
  /** `lg` for forms and full recipes. */
  size?: 'md' | 'lg';
  /** Content above the title (e.g. a recipe's image header). */
  header?: ReactNode;
  /** The title names the dialog for assistive technology only (the content shows its own heading). */
  titleHidden?: boolean;
}

/**
 * A modal dialog. Each open dialog is its own layer (overlay and content together), so a dialog
 * opened from another one (a confirmation over a form) dims the one below with its own overlay.
 */
export function Dialog({
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
