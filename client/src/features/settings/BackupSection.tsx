import { useState } from 'react';
import { backupFileName } from '../../../../shared/backup/backupFormat';
import { apiErrorText } from '../../auth/apiClient';
import { Button } from '../../ui/Button';
import { accountApi, downloadJson } from './accountApi';

/** Download my data (every plan), backup and restore (plan-gated), imports. */
export function BackupSection({ onUpgrade: _onUpgrade }: { onUpgrade(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    try {
      downloadJson(await accountApi.exportData(), backupFileName(new Date()));
    } catch (e) {
      setError(apiErrorText(e, 'Could not download your data. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="settings-form">
      <div>
        <h3 className="settings-subheading">Download my data</h3>
        <p className="muted">
          One JSON file of everything your account holds: recipes, meal plans, settings, shopping lists and account details.
        </p>
        <Button variant="secondary" busy={busy} onClick={() => void download()}>
          Download my data
        </Button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
