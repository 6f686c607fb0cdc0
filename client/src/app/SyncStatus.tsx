import { useSyncStatus } from '../data';
import { syncStatusText } from './syncStatusText';

export function SyncStatus() {
  const status = useSyncStatus();
  const text = syncStatusText(status);
  return (
    <div className={`sync-status sync-status--${text.tone}`} role="status" title={text.detail ?? undefined}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span className="sync-status__label">{text.label}</span>
      {text.detail ? <span className="visually-hidden">. {text.detail}</span> : null}
      {text.tone === 'error' && text.detail ? <span className="sync-status__error">{text.detail}</span> : null}
    </div>
  );
}
