import { useState } from 'react';
import { SYNC_STATUS_TEXTS } from '../../../shared/sync/syncTexts';
import { useRejectedChanges, useSyncStatus } from '../data';
import { Button } from '../ui/Button';
import { OpenedOnce } from '../ui/OpenedOnce';
import { preloadDialogs, SyncDetailsDialog } from './lazyDialogs';
import { reloadForUpdate } from './reloadForUpdate';
import { syncStatusText } from './syncStatusText';

export function SyncStatus() {
  const status = useSyncStatus();
  const { changes } = useRejectedChanges();
  const text = syncStatusText({ ...status, rejected: changes.length });
  const [open, setOpen] = useState(false);
  return (
    <div className="sync-status-group">
      <div className={`sync-status sync-status--${text.tone}`} role="status" title={text.detail ?? undefined}>
        <span className="sync-status__dot" aria-hidden="true" />
        <span className="sync-status__label">{text.label}</span>
        {text.detail ? <span className="visually-hidden">. {text.detail}</span> : null}
        {status.error && text.detail ? <span className="sync-status__error">{text.detail}</span> : null}
      </div>
      {text.needsReload ? (
        <Button size="sm" onClick={() => void reloadForUpdate()}>
          {SYNC_STATUS_TEXTS.reload}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="sync-status__more"
          aria-label={SYNC_STATUS_TEXTS.detailsButton}
          onClick={() => setOpen(true)}
          // The dialog's code loads as the pointer or focus reaches the button.
          onPointerEnter={() => preloadDialogs(SyncDetailsDialog)}
          onFocus={() => preloadDialogs(SyncDetailsDialog)}
        >
          <span aria-hidden="true">⋯</span>
        </Button>
      )}
      <OpenedOnce open={open}>
        <SyncDetailsDialog open={open} onOpenChange={setOpen} />
      </OpenedOnce>
    </div>
  );
}
