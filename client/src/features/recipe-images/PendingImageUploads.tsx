import { useEffect } from 'react';
import { IMAGE_TEXTS } from '../../../../shared/images/imageRules';
import { useDataContext } from '../../data/DataContext';
import { useToast } from '../../ui/Toast';
import { onKickPendingUploads, uploadPendingImages } from './pendingUploads';

/** While pictures wait and the device is online, try again this often. */
const RETRY_MS = 15_000;

/**
 * Uploads pictures kept on the device: at start, when a picture is staged, when the network
 * returns, and every little while until none wait. Renders nothing; "Image Upload Failed" on refusal.
 */
export function PendingImageUploads() {
  const { db, userId } = useDataContext();
  const toast = useToast();
  useEffect(() => {
    if (!db) return;
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
      running = uploadPendingImages(db, userId, () =>
        toast({ title: IMAGE_TEXTS.uploadFailedTitle, description: IMAGE_TEXTS.uploadFailed, tone: 'error' }),
      )
        .then((result) => {
          if (result === 'retry-later' && live) timer = setTimeout(run, RETRY_MS);
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
    run();
    window.addEventListener('online', run);
    const stopKicks = onKickPendingUploads(run);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', run);
      stopKicks();
    };
  }, [db, userId, toast]);
  return null;
}
