import * as Radix from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
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

export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  children,
  align = 'end',
  open,
  onOpenChange,
  contentClassName,
  onCloseAutoFocus,
}: DropdownMenuProps) {
  const controlled = open === undefined ? {} : { open };
  return (
    <Radix.Root {...controlled} {...(onOpenChange ? { onOpenChange } : {})}>
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
