import './Skeleton.css';

/** A placeholder block shown while content loads; hidden from assistive technology (the container says "Loading"). */
export function Skeleton({ className }: { className?: string }) {
  return <div className={['skeleton', className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
