import { useEffect, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { accountApi } from '../settings/accountApi';

/** AI-data consent (version 1.0): what is sent, to whom; accepting stores the record and continues the request. */
export function ConsentDialog({ open, busy, onAccept, onDecline }: { open: boolean; busy: boolean; onAccept(): void; onDecline(): void }) {
  // Whom the data goes to: this server's own engine (no AI key set) or the AI provider it is configured with.
  const [local, setLocal] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    accountApi
      .aiProvider()
      .then((info) => live && setLocal(info.provider === 'local'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={CONVERTER_TEXTS.consentTitle}
      description={local ? CONVERTER_TEXTS.consentTextLocal : CONVERTER_TEXTS.consentText}
      actions={
        <>
          <Button variant="secondary" onClick={onDecline} disabled={busy}>
            {CONVERTER_TEXTS.consentDecline}
          </Button>
          <Button onClick={onAccept} busy={busy}>
            {CONVERTER_TEXTS.consentAccept}
          </Button>
        </>
      }
    />
  );
}
