import { useState } from 'react';
import { backupFileName, parseBackupText } from '../../../../shared/backup/backupFormat';
import { planRestore, type RestorePlan } from '../../../../shared/backup/restorePlan';
import { useAccess } from '../../app/useAccess';
import { useStoredData } from '../../data';
import { Button } from '../../ui/Button';
import { downloadJson } from './accountApi';
import { FilePickerButton } from './FilePickerButton';
import { PreviewCard } from './PreviewCard';
import { RestorePreview } from './RestorePreview';
import { StepResult } from './StepResult';

type State =
  | { step: 'idle' }
  | { step: 'preview'; plan: RestorePlan; fileName: string }
  | { step: 'done'; text: string }
  | { step: 'error'; text: string };

/** Backup (from this device, offline too) and restore with a preview; merges, never deletes. */
export function BackupRestore() {
  const stored = useStoredData();
  const { access } = useAccess();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [busy, setBusy] = useState(false);

  async function backup() {
    try {
      downloadJson(await stored.backup(), backupFileName(new Date(), 'backup'));
    } catch (e) {
      setState({ step: 'error', text: e instanceof Error ? e.message : 'Could not make the backup.' });
    }
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const parsed = parseBackupText(await file.text());
      if (!parsed.ok) setState({ step: 'error', text: parsed.message });
      else {
        const plan = planRestore(parsed.file, await stored.read(), { recipeLimit: access.recipeLimit });
        setState({ step: 'preview', plan, fileName: file.name });
      }
    } catch (e) {
      setState({ step: 'error', text: e instanceof Error ? e.message : 'Could not read the file.' });
    } finally {
      setBusy(false);
    }
  }

  async function restore(plan: RestorePlan) {
    setBusy(true);
    try {
      const written = await stored.applyRestorePlan(plan);
      setState({
        step: 'done',
        text: `Restored: ${written} ${written === 1 ? 'item' : 'items'} added or updated. They sync to your other devices.`,
      });
    } catch (e) {
      setState({ step: 'error', text: e instanceof Error ? e.message : 'The restore did not finish. Nothing stored was removed.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="settings-form">
      <div className="settings-actions">
        <Button variant="secondary" onClick={() => void backup()}>
          Download a backup
        </Button>
        <FilePickerButton
          label="Restore from a backup…"
          accept=".json,application/json"
          disabled={busy}
          onFile={(file) => void choose(file)}
        />
      </div>
      {state.step === 'preview' ? (
        <PreviewCard
          heading={`Restore ${state.fileName}?`}
          confirmLabel="Restore"
          confirmDisabled={state.plan.adds.length + state.plan.changes.length === 0}
          busy={busy}
          onCancel={() => setState({ step: 'idle' })}
          onConfirm={() => void restore(state.plan)}
        >
          <RestorePreview plan={state.plan} />
        </PreviewCard>
      ) : null}
      <StepResult step={state.step} text={'text' in state ? state.text : undefined} />
    </div>
  );
}
