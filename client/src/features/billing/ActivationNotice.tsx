import { BILLING_TEXTS } from '../../../../shared/domain/billing';
import { Spinner } from '../../ui/Spinner';

/** Shown in the shell between a paid checkout and the plan reaching this device. */
export function ActivationNotice() {
  return (
    <div className="activation-notice" role="status">
      <Spinner label={BILLING_TEXTS.activating} />
      <span>
        <strong>{BILLING_TEXTS.activating}</strong> <span className="muted">{BILLING_TEXTS.activationSlow}</span>
      </span>
    </div>
  );
}
