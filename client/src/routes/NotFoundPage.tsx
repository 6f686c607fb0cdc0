import { usePageMeta } from '../meta/usePageMeta';
import { buttonClass } from '../ui/Button';
import { PublicLayout } from './PublicLayout';

export function NotFoundPage() {
  usePageMeta('notFound');
  return (
    <PublicLayout>
      <div className="container page page--narrow">
        <h1>Page not found</h1>
        <p className="muted">The page you were looking for does not exist or has moved.</p>
        <a href="/" className={buttonClass('primary')}>
          Back to home
        </a>
      </div>
    </PublicLayout>
  );
}
