import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useState } from 'react';
import type * as RadixParts from './DropdownMenuRadix';
import './DropdownMenu.css';

export interface DropdownMenuProps {
  /** The trigger button's content. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName?: string;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?(open: boolean): void;
  contentClassName?: string;
  /** Runs once the menu has closed; call event.preventDefault() to keep focus from returning to the trigger (e.g. a dialog opens). */
  onCloseAutoFocus?(event: Event): void;
}

/** The menu's code (Radix menu and floating-ui) is fetched on the first opening, or when the pointer or focus reaches a trigger. */
let parts: typeof RadixParts | null = null;
let loading: Promise<typeof RadixParts> | null = null;
function loadParts(): Promise<typeof RadixParts> {
  loading ??= import('./DropdownMenuRadix').then(
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

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button. Until its code is loaded the trigger is a plain button with the same role, name and
 * state; the click or key that opens it is remembered and the menu opens as soon as the code is in.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [loaded, setLoaded] = useState(parts);
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const wanted = openedBy !== null || props.open === true;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadParts().then(
      (m) => live && setLoaded(m),
      () => live && setOpenedBy(null),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  if (loaded) return <loaded.RadixDropdownMenu {...props} openedBy={openedBy} />;
  const preload = () => void loadParts().catch(() => {});
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // As Radix's trigger: left button without Ctrl (a Mac right click), and no focus on the trigger so the menu gets it.
    if (event.button !== 0 || event.ctrlKey) return;
    event.preventDefault();
    setOpenedBy('pointer');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpenedBy('keyboard');
  };
  return (
    <button
      type="button"
      className={props.triggerClassName ?? 'menu__trigger'}
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {props.trigger}
    </button>
  );
}

type Parts = typeof RadixParts;

/** Menu parts render only inside an open menu, so the menu's code is loaded by then. */
const loadedParts = (): Parts => {
  if (!parts) throw new Error('Menu parts rendered before the menu was loaded');
  return parts;
};

export function MenuItem(props: Parameters<Parts['MenuItem']>[0]) {
  const { MenuItem: Item } = loadedParts();
  return <Item {...props} />;
}

export function MenuLabel(props: Parameters<Parts['MenuLabel']>[0]) {
  const { MenuLabel: Label } = loadedParts();
  return <Label {...props} />;
}

export function MenuSeparator() {
  const { MenuSeparator: Separator } = loadedParts();
  return <Separator />;
}
