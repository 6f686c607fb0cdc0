import * as Radix from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { DropdownMenuProps } from './DropdownMenu';

/** The menu itself (Radix and its positioning), loaded on the first opening by DropdownMenu. */
export function RadixDropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  children,
  align = 'end',
  open,
  onOpenChange,
  contentClassName,
  onCloseAutoFocus,
  openedBy,
}: DropdownMenuProps & { openedBy: 'pointer' | 'keyboard' | null }) {
  const controlled = open === undefined ? { defaultOpen: openedBy !== null } : { open };
  return (
    // Not modal: a menu leaves the page readable and reachable (a modal one hid the header and page from
    // assistive technology while their controls stayed focusable: axe's aria-hidden-focus).
    <Radix.Root modal={false} {...controlled} {...(onOpenChange ? { onOpenChange } : {})}>
      <Radix.Trigger className={triggerClassName ?? 'menu__trigger'} aria-label={triggerLabel}>
        {trigger}
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          className={['menu__content', contentClassName].filter(Boolean).join(' ')}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          {...(openedBy === 'keyboard' ? { onOpenAutoFocus: focusFirstItem } : {})}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export function MenuItem({
  children,
  onSelect,
  disabled,
  className,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <Radix.Item
      className={['menu__item', className].filter(Boolean).join(' ')}
      onSelect={onSelect}
      disabled={disabled ?? false}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {children}
    </Radix.Item>
  );
}

export function MenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  return <Radix.Label className={className ?? 'menu__label'}>{children}</Radix.Label>;
}

export function MenuSeparator() {
  return <Radix.Separator className="menu__separator" />;
}

/**
 * Opened from the keyboard before Radix was loaded, the menu has not seen that key press: focus its
 * first item as Radix does for a keyboard opening.
 */
function focusFirstItem(event: Event): void {
  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])');
  if (!first) return;
  event.preventDefault();
  first.focus({ preventScroll: true });
}
