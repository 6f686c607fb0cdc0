import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { listPendingImages, stagePendingImage } from '../../client/src/data/pendingImages';
import { pictureDocumentsOf } from '../../client/src/data/pictureDocuments';
import { createRecipe } from '../../client/src/data/recipeActions';
import { updateSettings } from '../../client/src/data/settingsActions';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { UploadOutcome } from '../../client/src/features/recipe-images/imageUpload';
import { uploadPendingImages } from '../../client/src/features/recipe-images/pendingUploads';
import { pngImage } from '../support/testImages';

let db: KitchenDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function open(userId: string): Promise<KitchenDatabase> {
  db = await createDatabase({ userId, storage: testStorage(), collections: ['recipes', 'settings'] });
  return db;
}

describe('pictures kept on the device until their upload succeeds', () => {
  it('swaps the local address for the stored one on every document using it, and forgets the picture', async () => {
    const userId = `pending-a-${Date.now()}`;
    const store = await open(userId);
    const local = await stagePendingImage(userId, new Blob([new Uint8Array(await pngImage(50, 40))]));
    const recipe = await createRecipe(store, { title: 'Tart', convertedRecipe: 'Ingredients\n- 1 egg', imageUrl: local });
    await updateSettings(store, { profilePictureUrl: local });
    const sent: number[] = [];
    const upload = async (blob: Blob): Promise<UploadOutcome> => {
      sent.push(blob.size);
      return { kind: 'stored', url: `/api/images/${'b'.repeat(43)}` };
    };
    const refused: string[] = [];
    expect(
      await uploadPendingImages(pictureDocumentsOf(store), userId, (m) => refused.push(m), { upload, warm: async () => undefined }),
    ).toBe('done');
    expect(sent).toHaveLength(1);
    expect((await store.recipes.findOne(recipe.id).exec())?.imageUrl).toBe(`/api/images/${'b'.repeat(43)}`);
    expect((await store.settings.findOne('settings').exec())?.profilePictureUrl).toBe(`/api/images/${'b'.repeat(43)}`);
    expect(await listPendingImages(userId)).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('keeps everything when offline, and saves the recipe without the picture when the server refuses it', async () => {
    const userId = `pending-b-${Date.now()}`;
    const store = await open(userId);
    const local = await stagePendingImage(userId, new Blob([new Uint8Array(await pngImage(60, 40, '#123456'))]));
    const recipe = await createRecipe(store, { title: 'Soup', convertedRecipe: 'Ingredients\n- 1 leek', imageUrl: local });
    const offline = async (): Promise<UploadOutcome> => ({ kind: 'retry' });
    expect(
      await uploadPendingImages(pictureDocumentsOf(store), userId, () => undefined, { upload: offline, warm: async () => undefined }),
    ).toBe('retry-later');
    expect((await store.recipes.findOne(recipe.id).exec())?.imageUrl).toBe(local);
    expect(await listPendingImages(userId)).toHaveLength(1);

    const refuse = async (): Promise<UploadOutcome> => ({ kind: 'refused', message: 'Please select a valid image file.' });
    const refused: string[] = [];
    expect(
      await uploadPendingImages(pictureDocumentsOf(store), userId, (m) => refused.push(m), { upload: refuse, warm: async () => undefined }),
    ).toBe('done');
    const saved = await store.recipes.findOne(recipe.id).exec();
    expect(saved?.imageUrl).toBe('');
    expect(saved?.title).toBe('Soup');
    expect(refused).toEqual(['Please select a valid image file.']);
    expect(await listPendingImages(userId)).toEqual([]);
  });
});
