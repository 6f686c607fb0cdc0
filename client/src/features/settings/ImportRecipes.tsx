import { useState } from 'react';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../../../shared/backup/backupFormat';
import { planRestore, type RestorePlan } from '../../../../shared/backup/restorePlan';
import type { ImportResult } from '../../../../shared/imports/importedRecipe';
import { useAccess } from '../../app/useAccess';
import { useStoredData } from '../../data';
import { kickPendingUploads } from '../recipe-images/pendingUploads';
import { useImportPhotos } from '../recipe-images/useImportPhotos';
import { FilePickerButton } from './FilePickerButton';
import { PreviewCard } from './PreviewCard';
import { RestorePreview } from './RestorePreview';
import { StepResult } from './StepResult';

const FORMAT_NAMES: Record<ImportResult['format'], string> = {
  paprika: 'Paprika export',
  mealie: 'Mealie export',
  tandoor: 'Tandoor export',
  'schema-org': 'schema.org recipe file',
};

type State =
  | { step: 'idle' }
  | { step: 'preview'; result: ImportResult; plan: RestorePlan; fileName: string }
  | { step: 'done'; text: string }
  | { step: 'error'; text: string };

/** Imports recipes from the apps people move from; the readers load only when a file is chosen. */
export function ImportRecipes() {
  const stored = useStoredData();
  const { access } = useAccess();
  const keepPhotos = useImportPhotos();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const { readImportFile, IMPORT_MAX_BYTES } = await import('../../../../shared/imports/detectImport');
      const { importedToRecipeDoc } = await import('../../../../shared/imports/importedRecipe');
      if (file.size > IMPORT_MAX_BYTES) {
        setState({ step: 'error', text: 'This file is larger than 100 MB. Export fewer recipes at a time.' });
        return;
      }
      const result = readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
      const now = new Date().toISOString();
      const photos = await keepPhotos(
        result.recipes,
        result.recipes.map((r) => importedToRecipeDoc(r, crypto.randomUUID(), now)),
      );
      const docs = photos.docs;
      result.photosLeftOut += photos.leftOut;
      const plan = planRestore(
        {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          exportedAt: now,
          collections: { recipes: docs, mealPlans: [], settings: [], shoppingChecks: [], notifications: [], recipeCollections: [] },
        },
        await stored.read(),
        { recipeLimit: access.recipeLimit },
      );
      setState({ step: 'preview', result, plan, fileName: file.name });
    } catch (e) {
      setState({ step: 'error', text: e instanceof Error ? e.message : 'Could not read the file.' });
    } finally {
      setBusy(false);
    }
  }

  async function run(plan: RestorePlan) {
    setBusy(true);
    try {
      const written = await stored.applyRestorePlan(plan);
      kickPendingUploads();
      const skipped = plan.overLimit ? ` ${plan.overLimit} did not fit your plan's recipe limit.` : '';
      setState({ step: 'done', text: `Imported ${written} ${written === 1 ? 'recipe' : 'recipes'} into your Recipe Book.${skipped}` });
    } catch (e) {
      setState({ step: 'error', text: e instanceof Error ? e.message : 'The import did not finish.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="settings-form">
      <div className="settings-actions">
        <FilePickerButton
          label="Import recipes…"
          accept=".paprikarecipes,.json,.zip,.html,.htm,application/json,application/zip,text/html"
          disabled={busy}
          onFile={(file) => void choose(file)}
        />
      </div>
      {state.step === 'preview' ? (
        <PreviewCard
          heading={`${FORMAT_NAMES[state.result.format]}: ${state.result.recipes.length} ${state.result.recipes.length === 1 ? 'recipe' : 'recipes'} found`}
          confirmLabel="Import"
          confirmDisabled={state.plan.adds.length === 0}
          busy={busy}
          onCancel={() => setState({ step: 'idle' })}
          onConfirm={() => void run(state.plan)}
        >
          <RestorePreview plan={state.plan} extraProblems={state.result.problems} />
          {state.result.photosLeftOut > 0 ? (
            <p className="muted">
              {state.result.photosLeftOut} {state.result.photosLeftOut === 1 ? 'photo' : 'photos'} stored inside the file cannot be kept
              (not a picture, or larger than 5MB); those recipes keep their web image addresses.
            </p>
          ) : null}
        </PreviewCard>
      ) : null}
      <StepResult step={state.step} text={'text' in state ? state.text : undefined} />
    </div>
  );
}
