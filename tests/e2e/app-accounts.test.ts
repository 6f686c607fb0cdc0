import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { type E2eServer, startE2eServer } from '../support/e2eServer';
import { AppShellPage } from './pages/AppShellPage';
import { signInThroughUi, signUpAndVerify, TEST_PASSWORD, uniqueEmail } from './pages/accounts';
import { RecipeBookPage } from './pages/RecipeBookPage';
import { SignInPage } from './pages/SignInPage';
import { waitForPath } from './pages/waitForPath';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const alice = uniqueEmail('alice');
const bob = uniqueEmail('bob');

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  // One browser profile shared by both users, as on a family tablet.
  context = await browser.newContext();
  page = await context.newPage();
  await signUpAndVerify(page, server.url, server.dataDir, alice);
  await signUpAndVerify(page, server.url, server.dataDir, bob);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Owner ids of the recipes stored on the server with this title. */
async function ownersOnServer(title: string): Promise<string[]> {
  const { rows } = await server.db.query<{ owner: string }>(
    "SELECT owner FROM documents WHERE collection = 'recipes' AND data->>'title' = $1",
    [title],
  );
  return rows.map((r) => r.owner);
}

async function waitUntilOnServer(title: string): Promise<string[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const owners = await ownersOnServer(title);
    if (owners.length > 0) return owners;
    if (Date.now() > until) throw new Error(`"${title}" never reached the server`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function openRecipeBook(): Promise<RecipeBookPage> {
  const shell = new AppShellPage(page);
  await shell.openView('Recipe Book');
  const book = new RecipeBookPage(page);
  await book.heading.waitFor();
  return book;
}

describe('two users on one browser', () => {
  it('never shows one user the other user’s recipes', async () => {
    await signInThroughUi(page, server.url, alice);
    let book = await openRecipeBook();
    await book.create('Alice’s secret lasagna', 'Layers of pasta and lentil ragù.');
    await new AppShellPage(page).waitForSyncLabel('Synced');
    // Alice's recipe is on the server, so a leak to Bob would be possible if isolation failed.
    const [aliceId] = await waitUntilOnServer('Alice’s secret lasagna');
    await new AppShellPage(page).signOut();

    await signInThroughUi(page, server.url, bob);
    book = await openRecipeBook();
    await book.create('Bob’s chili', 'Beans, tomatoes, cumin.');
    // Only after Bob's device has synced both ways (his own recipe reached the server and came back
    // through pull and stream) does the absence of Alice's recipe prove anything.
    const bobOwners = await waitUntilOnServer('Bob’s chili');
    expect(bobOwners).not.toContain(aliceId);
    await new AppShellPage(page).waitForSyncLabel('Synced');
    expect(await book.titles()).toEqual(['Bob’s chili']);
    expect(await page.getByText('Alice’s secret lasagna').count()).toBe(0);
    await new AppShellPage(page).signOut();

    await signInThroughUi(page, server.url, alice);
    book = await openRecipeBook();
    await book.item('Alice’s secret lasagna').waitFor();
    expect(await book.titles()).toEqual(['Alice’s secret lasagna']);
    await new AppShellPage(page).signOut();
  });
});

describe('sign-out', () => {
  it('clears access: /app asks to sign in and the refresh cookie no longer works', async () => {
    await signInThroughUi(page, server.url, alice);
    await new AppShellPage(page).signOut();
    await page.goto(`${server.url}/app`);
    await new SignInPage(page).signInHeading.waitFor();
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    const refresh = await page.evaluate(
      async () => (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })).status,
    );
    expect(refresh).toBe(401);
    // Nothing of the signed-out user's session is kept in the page's storage.
    expect(await page.evaluate(() => localStorage.getItem('session.user'))).toBeNull();
  });

  it('a refresh token captured before sign-out is refused afterwards', async () => {
    await signInThroughUi(page, server.url, bob);
    // The refresh cookie is scoped to the auth API path.
    const cookies = await context.cookies(`${server.url}/api/auth/refresh`);
    expect(cookies.length).toBeGreaterThan(0);
    await new AppShellPage(page).signOut();
    // Put the old cookies back, as an attacker who copied them would.
    await context.addCookies(cookies);
    const status = await page.evaluate(
      async () => (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })).status,
    );
    expect(status).toBe(401);
    await context.clearCookies();
  });

  it('signing out in one tab signs out the other tabs too', async () => {
    await signInThroughUi(page, server.url, alice);
    const second = await context.newPage();
    await second.goto(`${server.url}/app`);
    await new AppShellPage(second).waitForShell();
    await new AppShellPage(page).signOut();
    await new SignInPage(second).signInHeading.waitFor();
    await second.close();
  });
});

describe('signing in on a new device', () => {
  it('downloads the app’s code while the server checks the password, not after it answers', async () => {
    const device = await browser.newContext();
    const fresh = await device.newPage();
    try {
      const signIn = new SignInPage(fresh);
      await signIn.goto(server.url);
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await fresh.route('**/api/auth/signin', async (route) => {
        await held;
        await route.continue();
      });
      const appCode = fresh.waitForRequest((request) => /\/assets\/SignedInApp-[^/]+\.js$/.test(request.url()));
      await signIn.email.fill(alice);
      await signIn.password.fill(TEST_PASSWORD);
      await signIn.signInButton.click();
      // The sign-in request is still held here: the code was asked for before its answer.
      await appCode;
      answer();
      await waitForPath(fresh, /\/app$/);
      await fresh.getByRole('button', { name: /^Account menu for/ }).waitFor();
    } finally {
      await device.close();
    }
  });
});

describe('opening /app on a new device with a session', () => {
  it("sends the session's refresh once, from the page's first script, not from the app's code", async () => {
    const device = await browser.newContext();
    try {
      const signin = await device.request.post(`${server.url}/api/auth/signin`, { data: { email: alice, password: TEST_PASSWORD } });
      expect(signin.ok()).toBe(true);
      const fresh = await device.newPage();
      // Who sent each refresh: the script frame that called fetch (the page itself for its inline first script). The
      // order of requests alone cannot say it: the first script sends under the tabs' shared lock, whose grant a busy
      // machine can delay past the app's first chunks.
      const cdp = await device.newCDPSession(fresh);
      await cdp.send('Network.enable');
      const refreshSenders: string[] = [];
      cdp.on('Network.requestWillBeSent', (event) => {
        if (new URL(event.request.url).pathname !== '/api/auth/refresh') return;
        let stack = event.initiator.stack;
        while (stack && stack.callFrames.length === 0) stack = stack.parent;
        refreshSenders.push(stack?.callFrames[0]?.url ?? event.initiator.type);
      });
      const refused: string[] = [];
      fresh.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      await fresh.goto(`${server.url}/app`);
      await fresh.getByRole('button', { name: /^Account menu for/ }).waitFor();
      expect(refused).toEqual([]);
      expect(refreshSenders).toEqual([`${server.url}/app`]);
    } finally {
      await device.close();
    }
  });
});
