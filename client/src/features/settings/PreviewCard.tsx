import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

/** What a file will add and change, with Cancel and the action that applies it (restore, import). */
export function PreviewCard({
  heading,
  children,
  confirmLabel,
  confirmDisabled,
  busy,
  onCancel,
  onConfirm,
}: {
  heading: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  confirmDisabled: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <div className="card restore-card">
      <h4 className="settings-subheading">{heading}</h4>
      {children}
      <div className="settings-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
