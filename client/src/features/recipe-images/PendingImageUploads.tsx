import { useEffect } from 'react';
import { IMAGE_TEXTS } from '../../../../shared/images/imageRules';
import { usePictureDocuments, useStoreUserId } from '../../data';
import { useToast } from '../../ui/Toast';
import { onKickPendingUploads, uploadPendingImages } from './pendingUploads';
import { warmImageCache } from './warmImageCache';

/** While pictures wait and the device is online, try again this often. */
const RETRY_MS = 15_000;
/** Recipes arriving in a burst (a first sync, an import) are looked at once they settle. */
const WARM_AFTER_CHANGES_MS = 2_000;

/**
 * Uploads pictures kept on the device: at start, when a picture is staged, when the network
 * returns, and every little while until none wait. Renders nothing; "Image Upload Failed" on refusal.
 * After each run, and when recipes change, the user's stored pictures are cached for offline viewing.
 */
export function PendingImageUploads() {
  const documents = usePictureDocuments();
  const userId = useStoreUserId();
  const toast = useToast();
  useEffect(() => {
    if (!documents || !userId) return;
    let running: Promise<void> | null = null;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const run = () => {
      if (!live) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      running = uploadPendingImages(documents, userId, () =>
        toast({ title: IMAGE_TEXTS.uploadFailedTitle, description: IMAGE_TEXTS.uploadFailed, tone: 'error' }),
      )
        .then((result) => {
          if (result === 'retry-later' && live) timer = setTimeout(run, RETRY_MS);
          else warm();
        })
        .catch((error: unknown) => {
          console.warn('Pending picture uploads stopped; trying again soon.', error);
          if (live) timer = setTimeout(run, RETRY_MS);
        })
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            run();
          }
        });
    };
    let warming = false;
    const warm = () => {
      if (warming || !live) return;
      warming = true;
      void warmImageCache(documents, () => live)
        .catch(() => 0)
        .finally(() => {
          warming = false;
        });
    };
    const stopWatching = documents.onRecipesSettled(WARM_AFTER_CHANGES_MS, warm);
    run();
    window.addEventListener('online', run);
    const stopKicks = onKickPendingUploads(run);
    return () => {
      live = false;
      stopWatching();
      clearTimeout(timer);
      window.removeEventListener('online', run);
      stopKicks();
    };
  }, [documents, userId, toast]);
  return null;
}
