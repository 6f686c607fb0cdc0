import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** AI-data consent (version 1.0): what is sent, to whom; accepting stores the record and continues the request. */
export function ConsentDialog({ open, busy, onAccept, onDecline }: { open: boolean; busy: boolean; onAccept(): void; onDecline(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={CONVERTER_TEXTS.consentTitle}
      description={CONVERTER_TEXTS.consentText}
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
