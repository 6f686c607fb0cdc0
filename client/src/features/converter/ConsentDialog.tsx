import { useEffect, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import type { AiProviderInfo } from '../../../../shared/schemas/accountApi';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { accountApi } from '../settings/accountApi';

/**
 * AI-data consent (version 1.0), asked before anything is sent: what is sent, to whom (the configured AI
 * service's host, or this server's own engine); accepting stores the record and sends the request.
 */
export function ConsentDialog({ open, busy, onAccept, onDecline }: { open: boolean; busy: boolean; onAccept(): void; onDecline(): void }) {
  const [provider, setProvider] = useState<AiProviderInfo | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    accountApi
      .aiProvider()
      .then((info) => live && setProvider(info))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);
  const local = provider?.provider === 'local';
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
    >
      <section className="consent-sent" aria-labelledby="consent-sent-title">
        <h3 id="consent-sent-title" className="consent-sent__title">
          {CONVERTER_TEXTS.consentSentTitle}
        </h3>
        <ul className="consent-sent__list">
          {CONVERTER_TEXTS.consentSentItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="muted">{CONVERTER_TEXTS.consentNotSent}</p>
        {provider?.host ? <p className="muted">{CONVERTER_TEXTS.consentSentTo(provider.host)}</p> : null}
      </section>
    </Dialog>
  );
}
