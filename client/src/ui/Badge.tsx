import type { ReactNode } from 'react';
import './Badge.css';

export function Badge({
  children,
  tone = 'neutral',
  label,
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent' | 'danger' | 'primary';
  label?: string;
}) {
  return (
    <span className={`badge badge--${tone}`} {...(label ? { 'aria-label': label } : {})}>
      {children}
    </span>
  );
}
