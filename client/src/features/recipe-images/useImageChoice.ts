import { useCallback, useEffect, useState } from 'react';
import { stagePendingImage, useStoreUserId } from '../../data';
import { useToast } from '../../ui/Toast';
import { checkImageFile } from './checkImageFile';
import { forgetCachedImage } from './forgetCachedImage';
import { kickPendingUploads } from './pendingUploads';

export type ImageChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'picked'; file: Blob; preview: string };

export interface ImageChoiceState {
  choice: ImageChoice;
  /** The user picked or removed a picture (the form has unsaved changes). */
  changed: boolean;
  checking: boolean;
  pick(file: File): Promise<void>;
  remove(): void;
  /** The address to save: undefined = unchanged, '' = none, 'local-image:…' = kept on the device until uploaded. */
  commit(): Promise<string | undefined>;
  /** After the document was saved: start the upload of a picked picture; the picture it replaced leaves this device's cache. */
  saved(previousUrl?: string): void;
}

/**
 * The picture chosen in a form (recipe editor, profile picture) until it is saved: checked at once
 * (spec §5 texts as toasts), kept as a Blob in memory, and on save put on the device for upload.
 * `resetKey` changing (another recipe opened, dialog closed) forgets the choice.
 */
export function useImageChoice(resetKey: unknown): ImageChoiceState {
  const toast = useToast();
  const userId = useStoreUserId();
  const [choice, setChoice] = useState<ImageChoice>({ kind: 'keep' });
  const [checking, setChecking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => setChoice({ kind: 'keep' }), [resetKey]);
  useEffect(() => {
    if (choice.kind !== 'picked') return;
    return () => URL.revokeObjectURL(choice.preview);
  }, [choice]);

  const pick = useCallback(
    async (file: File) => {
      setChecking(true);
      try {
        const check = await checkImageFile(file);
        if (!check.ok) {
          toast({ title: check.title, description: check.description, tone: 'error' });
          return;
        }
        setChoice({ kind: 'picked', file, preview: URL.createObjectURL(file) });
      } finally {
        setChecking(false);
      }
    },
    [toast],
  );

  return {
    choice,
    changed: choice.kind !== 'keep',
    checking,
    pick,
    remove: () => setChoice({ kind: 'remove' }),
    async commit() {
      if (choice.kind === 'keep') return undefined;
      if (choice.kind === 'remove') return '';
      if (!userId) throw new Error('The picture can only be kept once the store is open.');
      return stagePendingImage(userId, choice.file);
    },
    saved(previousUrl) {
      if (choice.kind === 'picked') kickPendingUploads();
      if (choice.kind !== 'keep') void forgetCachedImage(previousUrl).catch(() => undefined);
    },
  };
}
