import type { ReactNode } from 'react';
import './EmptyState.css';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <h3 className="empty-state__title">{title}</h3>
      {children ? <div className="muted">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
