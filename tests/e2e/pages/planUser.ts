import type { Page } from 'playwright-core';
import type { PlanId } from '../../../shared/domain/plans';
import { hashPassword } from '../../../sync-server/src/auth/password';
import { insertUser, setPlan } from '../../../sync-server/src/auth/userRepository';
import type { Database } from '../../../sync-server/src/db/types';
import { waitFor } from '../../support/waitFor';
import { TEST_PASSWORD, uniqueEmail } from './accounts';

/** A verified password user on a plan, made in the database (faster than signing up through the UI); sign in with TEST_PASSWORD. */
export async function createPasswordUser(db: Database, prefix: string, plan: PlanId): Promise<string> {
  const email = uniqueEmail(prefix);
  const user = await insertUser(db, { email, passwordHash: await hashPassword(TEST_PASSWORD), emailVerified: true, provider: 'password' });
  if (!user) throw new Error(`could not create ${email}`);
  await setPlan(db, user.id, plan);
  return email;
}

/** Waits until the service worker controls the page and has cached the recipe book's code (the app then opens offline). */
export async function waitForOfflineApp(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker takes pages loaded after it was installed: a reload puts this one under it.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 100, timeout: 30_000 });
  }
  // Polled from here: waitForFunction takes a returned promise as a truthy value and would not wait.
  await waitFor(
    () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('recipe-kitchen-app-'));
        if (!name) return false;
        const cached = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return cached.some((p) => p.startsWith('/assets/RecipeBookView-'));
      }),
    Boolean,
    30_000,
  );
}
