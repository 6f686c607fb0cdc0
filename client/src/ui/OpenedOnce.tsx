import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts its children (a lazily loaded dialog) from the first time `open` is true, so their code is
 * fetched only then; once mounted they stay, so a closing dialog keeps its animation and focus return.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
