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
  /** 'wide' for lists and tables (e.g. the shopping list). */
  size?: 'md' | 'wide';
}

export function Dialog({ open, onOpenChange, title, description, children, actions, hideClose = false, size = 'md' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={size === 'wide' ? 'dialog__content dialog__content--wide' : 'dialog__content'}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description> : null}
          {children}
          {actions ? <div className="dialog__actions">{actions}</div> : null}
          {hideClose ? null : (
            <RadixDialog.Close className="dialog__close" aria-label="Close">
              ×
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
