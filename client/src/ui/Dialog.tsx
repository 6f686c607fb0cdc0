import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type * as RadixParts from './DialogRadix';
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

/** Set by Dialog: where focus goes back when the dialog closes. */
export interface DialogLayerProps extends DialogProps {
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The dialog's code (Radix, focus trap, scroll lock) is fetched when a dialog first opens, not with the screen. */
let parts: typeof RadixParts | null = null;
let loading: Promise<typeof RadixParts> | null = null;
function loadParts(): Promise<typeof RadixParts> {
  loading ??= import('./DialogRadix').then(
    (m) => {
      parts = m;
      return m;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A modal dialog. A closed dialog renders nothing, so until one opens its code is not needed; the
 * first opening loads it and shows the dialog as soon as it is in (from then on at once).
 */
export function Dialog(props: DialogProps) {
  const [loaded, setLoaded] = useState(parts);
  const { open } = props;
  // What had focus when the dialog opened (the button that opened it) gets it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    // A failed fetch leaves the dialog closed; the next opening tries again.
    loadParts().then(
      (m) => live && setLoaded(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, loaded]);
  const current = loaded ?? parts;
  return current ? <current.RadixDialogLayer {...props} returnFocusTo={opener} /> : null;
}
