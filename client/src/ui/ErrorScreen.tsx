import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { Button } from './Button';
import './ErrorScreen.css';

export interface ErrorScreenProps {
  /** A blocked or failed network request (ad blocker, extension, offline fetch) rather than a bug. */
  connection: boolean;
  onTryAgain(): void;
}

export function ErrorScreen({ connection, onTryAgain }: ErrorScreenProps) {
  return (
    <main className="error-screen" role="alert">
      <div className="card error-screen__card">
        <h1>{connection ? SHELL_TEXTS.connectionTitle : SHELL_TEXTS.errorTitle}</h1>
        <p>{connection ? SHELL_TEXTS.blockedMessage : SHELL_TEXTS.unexpectedMessage}</p>
        {connection ? <p className="muted">{SHELL_TEXTS.blockedTip}</p> : null}
        <div className="error-screen__actions">
          <Button onClick={() => window.location.reload()}>{SHELL_TEXTS.reloadPage}</Button>
          <Button variant="secondary" onClick={onTryAgain}>
            {SHELL_TEXTS.tryAgain}
          </Button>
        </div>
      </div>
    </main>
  );
}
