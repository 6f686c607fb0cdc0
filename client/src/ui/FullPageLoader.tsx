import { Spinner } from './Spinner';

export function FullPageLoader({ message = 'Loading…' }: { message?: string }) {
  return (
    <div className="full-page-loader">
      <Spinner label={message} />
      <p aria-hidden="true">{message}</p>
    </div>
  );
}
