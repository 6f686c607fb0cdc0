import { useState } from 'react';
import { backupFileName } from '../../../../shared/backup/backupFormat';
import { PLANS } from '../../../../shared/domain/plans';
import { useAccess } from '../../app/useAccess';
import { apiErrorText } from '../../auth/apiClient';
import { Button } from '../../ui/Button';
import { accountApi, downloadJson } from './accountApi';
import { BackupRestore } from './BackupRestore';
import { ImportRecipes } from './ImportRecipes';
import { PlanLock } from './PlanLock';

/** Download my data (every plan), backup and restore (plan-gated), imports. */
export function BackupSection({ onUpgrade }: { onUpgrade(): void }) {
  const { access } = useAccess();
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
      <div>
        <h3 className="settings-subheading">Backup and restore</h3>
        <p className="muted">
          A backup is made from this device, so it works offline. Restoring adds what is missing and never deletes; the same recipe is not
          added twice.
        </p>
        {access.canBackupRestore ? <BackupRestore /> : <PlanLock plan={PLANS['master-chef'].name} onUpgrade={onUpgrade} />}
      </div>
      <div>
        <h3 className="settings-subheading">Import recipes</h3>
        <p className="muted">
          From Paprika (.paprikarecipes), Mealie or Tandoor exports, or a saved web page or file with schema.org recipes. Your plan's recipe
          limit applies.
        </p>
        <ImportRecipes />
      </div>
    </div>
  );
}
