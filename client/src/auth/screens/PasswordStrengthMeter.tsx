import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES, PASSWORD_STRENGTH_LABELS } from '../../../../shared/domain/accountRules';
import type { PasswordStrength } from '../../../../shared/domain/passwordStrength';
import './passwordStrengthMeter.css';

type Estimate = (password: string, email: string) => PasswordStrength;

/** The estimator and its dictionaries load only when the sign-up form first shows this meter. */
let estimatorLoad: Promise<Estimate> | undefined;
const loadEstimator = () => {
  estimatorLoad ??= import('../../../../shared/domain/passwordStrength').then((module) => module.passwordStrength);
  return estimatorLoad;
};

/** A live strength meter for a new password (zxcvbn-ts); tells the form whether the password is acceptable. */
export function PasswordStrengthMeter({
  password,
  email,
  onAcceptableChange,
}: {
  password: string;
  email: string;
  onAcceptableChange: (acceptable: boolean | undefined) => void;
}) {
  const [estimate, setEstimate] = useState<Estimate | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    loadEstimator()
      .then((loaded) => alive && setEstimate(() => loaded))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  const strength = estimate && password ? estimate(password, email) : undefined;
  const acceptable = strength?.acceptable;
  useEffect(() => onAcceptableChange(acceptable), [acceptable, onAcceptableChange]);
  if (!strength) return null;
  const label = PASSWORD_STRENGTH_LABELS[strength.score];
  return (
    <div className="password-strength">
      <meter
        className="password-strength__meter"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={strength.score}
        aria-label="Password strength"
      >
        {label}
      </meter>
      <p className="password-strength__text" aria-live="polite">
        Strength: {label}
        {strength.acceptable ? '' : `. ${ACCOUNT_MESSAGES.passwordTooWeak}`}
      </p>
    </div>
  );
}
