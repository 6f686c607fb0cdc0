import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS, storedImageId } from '../../shared/images/imageRules';
import { defaultSettings } from '../../shared/schemas/settings';
import { eraseUserRows } from '../../sync-server/src/account/eraseAccountRepository';
import { countImages } from '../../sync-server/src/images/imageRepository';
import { ORPHAN_IMAGE_DAYS } from '../../sync-server/src/images/imageStoreRoutes';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';
import { jpegWithLocation, pngImage, pngOverFiveMegabytes } from '../support/testImages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

type Headers = { authorization: string };

async function upload(headers: Headers | undefined, body: Buffer | string, contentType = 'application/octet-stream') {
  return t.app.inject({ method: 'POST', url: '/api/images', headers: { ...headers, 'content-type': contentType }, payload: body });
}

async function uploaded(headers: Headers, body: Buffer): Promise<string> {
  const response = await upload(headers, body);
  expect(response.statusCode).toBe(201);
  return (response.json() as { url: string }).url;
}

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
function recipe(id: string, imageUrl: string, minute = 0) {
  return {
    id,
    title: `Recipe ${id}`,
    convertedRecipe: 'Ingredients\n- 1 egg',
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl,
    createdAt: at(0),
    updatedAt: at(minute),
  };
}

async function push(
  headers: Headers,
  collection: string,
  next: Record<string, unknown>,
  assumed: Record<string, unknown> | null,
  deleted = false,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sync/${collection}/push`,
    headers,
    payload: {
      rows: [{ assumedMasterState: assumed ? { ...assumed, _deleted: false } : null, newDocumentState: { ...next, _deleted: deleted } }],
    },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { conflicts: unknown[]; rejected?: unknown[] };
  expect(body).toEqual({ conflicts: [] });
}

describe('the image store', () => {
  it('stores an upload as WebP card and header sizes without EXIF, and serves it to its owner with cache headers', async () => {
    const owner = await createPlanUser(t.app, t.db);
    const photo = await jpegWithLocation(1200, 900);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(owner.headers, photo, 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const body = response.json() as { id: string; url: string; width: number; height: number };
    expect(body.url).toBe(`/api/images/${body.id}`);
    expect(storedImageId(body.url)).toBe(body.id);
    expect([body.width, body.height]).toEqual([1200, 900]);

    const header = await t.app.inject({ method: 'GET', url: body.url, headers: { ...owner.headers, 'accept-encoding': 'br, gzip' } });
    expect(header.statusCode).toBe(200);
    expect(header.headers['content-type']).toBe('image/webp');
    expect(header.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // WebP is compressed already: sent as it is.
    expect(header.headers['content-encoding']).toBeUndefined();
    const headerMeta = await sharp(header.rawPayload).metadata();
    expect([headerMeta.format, headerMeta.width, headerMeta.height]).toEqual(['webp', 1200, 900]);
    expect(headerMeta.exif).toBeUndefined();
    expect(headerMeta.xmp).toBeUndefined();
    expect(header.rawPayload.includes('TestCam')).toBe(false);

    const card = await t.app.inject({ method: 'GET', url: `${body.url}/card`, headers: owner.headers });
    expect(card.statusCode).toBe(200);
    const cardMeta = await sharp(card.rawPayload).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height, cardMeta.exif]).toEqual(['webp', 640, 360, undefined]);

    // The same bytes again are the same image: a retried upload stores nothing twice.
    const again = await upload(owner.headers, photo);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await countImages(t.db, owner.id)).toBe(1);
  });

  it('never gives an image to anyone but its owner', async () => {
    const owner = await createPlanUser(t.app, t.db);
    const stranger = await createPlanUser(t.app, t.db);
    const url = await uploaded(owner.headers, await pngImage());
    for (const path of [url, `${url}/card`]) {
      const theirs = await t.app.inject({ method: 'GET', url: path, headers: stranger.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.headers['content-type']).toContain('application/json');
      expect(theirs.rawPayload.length).toBeLessThan(200);
      const anonymous = await t.app.inject({ method: 'GET', url: path });
      expect(anonymous.statusCode).toBe(401);
    }
    // The stranger uploading the same picture gets an image of their own, under another id.
    const theirCopy = await uploaded(stranger.headers, await pngImage());
    expect(theirCopy).not.toBe(url);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/images/${'A'.repeat(43)}`, headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc', headers: owner.headers });
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses too large files, non-images and non-images renamed .jpg with the spec texts, never a 500', async () => {
    const owner = await createPlanUser(t.app, t.db);
    const big = await pngOverFiveMegabytes();
    const tooLarge = await upload(owner.headers, big, 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'payload_too_large', message: IMAGE_TEXTS.tooLarge });

    const text = Buffer.from('These are my notes, not a picture at all.\n'.repeat(20));
    for (const contentType of ['text/plain', 'image/jpeg', 'application/octet-stream']) {
      const refused = await upload(owner.headers, text, contentType);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ error: 'unsupported_media_type', message: IMAGE_TEXTS.invalidType });
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(owner.headers, svg, 'image/svg+xml')).statusCode).toBe(415);
    // JPEG magic bytes and nothing decodable after them.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(owner.headers, fakeJpeg, 'image/jpeg')).statusCode).toBe(415);
    // A real JPEG cut in half.
    const photo = await jpegWithLocation(800, 600);
    expect((await upload(owner.headers, photo.subarray(0, photo.length / 2), 'image/jpeg')).statusCode).toBe(415);
    const json = await upload(owner.headers, '{"not":"an image"}', 'application/json');
    expect(json.statusCode).toBe(415);
    const empty = await upload(owner.headers, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(await countImages(t.db, owner.id)).toBe(0);

    const anonymous = await upload(undefined, await pngImage());
    expect(anonymous.statusCode).toBe(401);
    // The token is checked before a byte of the body is read: a large anonymous body is a 401, not a 413.
    const anonymousLarge = await upload(undefined, big, 'image/png');
    expect(anonymousLarge.statusCode).toBe(401);
  });

  it('deleting a recipe deletes its image, unless another recipe still shows it', async () => {
    const owner = await createPlanUser(t.app, t.db, 'chef');
    const shared = await uploaded(owner.headers, await jpegWithLocation(600, 400, '#16a085'));
    const own = await uploaded(owner.headers, await pngImage(300, 300, '#8e44ad'));
    const a = recipe('recipe-a', shared);
    const b = recipe('recipe-b', shared);
    const c = recipe('recipe-c', own);
    for (const doc of [a, b, c]) await push(owner.headers, 'recipes', doc, null);
    expect(await countImages(t.db, owner.id)).toBe(2);

    await push(owner.headers, 'recipes', { ...c, updatedAt: at(5) }, c, true);
    expect(await countImages(t.db, owner.id)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: own, headers: owner.headers })).statusCode).toBe(404);

    await push(owner.headers, 'recipes', { ...a, updatedAt: at(6) }, a, true);
    expect((await t.app.inject({ method: 'GET', url: shared, headers: owner.headers })).statusCode).toBe(200);
    // Removing the picture in the editor (imageUrl emptied) lets go of it too.
    await push(owner.headers, 'recipes', { ...b, imageUrl: '', updatedAt: at(7) }, b);
    expect(await countImages(t.db, owner.id)).toBe(0);
  });

  it('an upload no document used for a week is tidied away by a later upload; used and recent ones stay', async () => {
    const owner = await createPlanUser(t.app, t.db, 'chef');
    const used = await uploaded(owner.headers, await pngImage(120, 90, '#1abc9c'));
    const abandoned = await uploaded(owner.headers, await pngImage(120, 90, '#e74c3c'));
    const recent = await uploaded(owner.headers, await pngImage(120, 90, '#f39c12'));
    await push(owner.headers, 'recipes', recipe('recipe-used', used), null);
    await t.db.query(
      `UPDATE images SET created_at = now() - interval '${ORPHAN_IMAGE_DAYS + 1} days' WHERE owner = $1 AND id = ANY($2::text[])`,
      [owner.id, [storedImageId(used), storedImageId(abandoned)]],
    );
    await uploaded(owner.headers, await pngImage(120, 90, '#34495e'));
    expect((await t.app.inject({ method: 'GET', url: abandoned, headers: owner.headers })).statusCode).toBe(404);
    for (const kept of [used, recent])
      expect((await t.app.inject({ method: 'GET', url: kept, headers: owner.headers })).statusCode).toBe(200);
    expect(await countImages(t.db, owner.id)).toBe(3);
  });

  it('a deactivated account reads its images but uploads none', async () => {
    const owner = await createPlanUser(t.app, t.db);
    const url = await uploaded(owner.headers, await pngImage(100, 100, '#2c3e50'));
    await t.db.query("UPDATE users SET account_status = 'deactivated' WHERE id = $1", [owner.id]);
    const refused = await upload(owner.headers, await pngImage(100, 100, '#95a5a6'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('account_deactivated');
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
  });

  it('a replaced profile picture leaves the store; deleting the account deletes every image', async () => {
    const owner = await createPlanUser(t.app, t.db, 'chef');
    const first = await uploaded(owner.headers, await pngImage(200, 200, '#e67e22'));
    const second = await uploaded(owner.headers, await pngImage(200, 200, '#27ae60'));
    const settings = { ...defaultSettings(at(0)), profilePictureUrl: first };
    await push(owner.headers, 'settings', settings, null);
    await push(owner.headers, 'settings', { ...settings, profilePictureUrl: second, updatedAt: at(1) }, settings);
    expect((await t.app.inject({ method: 'GET', url: first, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second, headers: owner.headers })).statusCode).toBe(200);

    await uploaded(owner.headers, await jpegWithLocation(300, 200));
    expect(await countImages(t.db, owner.id)).toBe(2);
    const deleted = await t.db.transaction((tx) => eraseUserRows(tx, owner.id));
    expect(deleted.images).toBe(2);
    expect(await countImages(t.db, owner.id)).toBe(0);
  });
});
