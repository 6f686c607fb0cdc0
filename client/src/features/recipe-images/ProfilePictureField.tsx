import { useState } from 'react';
import { PLANS } from '../../../../shared/domain/plans';
import { useAccess } from '../../app/useAccess';
import { stagePendingImage, useStoreUserId } from '../../data';
import { useToast } from '../../ui/Toast';
import { PlanLock } from '../settings/PlanLock';
import { SaveStatus } from '../settings/SaveStatus';
import { useSettingsSave } from '../settings/useSettingsSave';
import { checkImageFile } from './checkImageFile';
import { forgetCachedImage } from './forgetCachedImage';
import { ImageField } from './ImageField';
import { kickPendingUploads } from './pendingUploads';
import type { ImageChoiceState } from './useImageChoice';

/**
 * The profile picture (plan-gated: canUploadProfilePicture), shown in the user menu's avatar. Like
 * every setting it saves at once: the picture is kept on the device and the settings point at it
 * until the upload swaps in the stored address. The same checks and texts as recipe images.
 */
export function ProfilePictureField({ onUpgrade }: { onUpgrade(): void }) {
  const { access } = useAccess();
  const { settings, save, state } = useSettingsSave();
  const userId = useStoreUserId();
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const allowed = access.canUploadProfilePicture;

  const field: ImageChoiceState = {
    choice: { kind: 'keep' },
    changed: false,
    checking,
    async pick(file) {
      setChecking(true);
      try {
        const check = await checkImageFile(file);
        if (!check.ok) {
          toast({ title: check.title, description: check.description, tone: 'error' });
          return;
        }
        if (!userId) return;
        const previous = settings.profilePictureUrl;
        await save({ profilePictureUrl: await stagePendingImage(userId, file) });
        kickPendingUploads();
        void forgetCachedImage(previous).catch(() => undefined);
      } finally {
        setChecking(false);
      }
    },
    remove() {
      const previous = settings.profilePictureUrl;
      void save({ profilePictureUrl: '' }).then(() => forgetCachedImage(previous).catch(() => undefined));
    },
    commit: async () => undefined,
    saved: () => undefined,
  };

  return (
    <div className="profile-picture">
      <ImageField
        legend="Profile picture"
        savedUrl={settings.profilePictureUrl ?? ''}
        state={field}
        uploadLabel="Upload picture"
        removeLabel="Remove picture"
        shape="round"
        pendingNote=""
        disabled={!allowed}
      />
      {allowed ? <SaveStatus state={state} /> : <PlanLock plan={PLANS.chef.name} onUpgrade={onUpgrade} />}
    </div>
  );
}
