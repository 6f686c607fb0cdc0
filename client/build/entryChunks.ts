import type { Plugin } from 'vite';

const SIGNED_IN_APP = /[\\/]client[\\/]src[\\/]app[\\/]SignedInApp\.tsx$/;
const APP_ENTRY = /[\\/]index\.html$/;
/** The account pages (sign-in, e-mail links, password recovery): dynamic imports of the app's entry. */
const ACCOUNT_PAGE =
  /[\\/]client[\\/]src[\\/](routes[\\/](SignInPage|AuthActionPage|VerifyEmailPage|PasswordRecoveryPage)|auth[\\/]screens[\\/](SignInForm|VerificationPrompt))\.tsx$/;
/** The view /app opens on (client/src/app/viewStorage.ts): it loads with the shell at every start. */
const DEFAULT_VIEW = /[\\/]client[\\/]src[\\/]features[\\/]converter[\\/]ConvertView\.tsx$/;
/** The view a returning cook opens most (the Recipe Book): its tiny shared modules go with the shell too. */
const BOOK_VIEW = /[\\/]client[\\/]src[\\/]features[\\/]recipe-book[\\/]RecipeBookView\.tsx$/;
/** The largest module (transformed code) the book view shares with other signed-in chunks that goes with the shell. */
const BOOK_SHARED_WITH_SHELL_MAX_CHARS = 1_000;

/** The largest module (transformed code) the default view shares with other signed-in chunks that goes with the shell. */
const SHARED_WITH_SHELL_MAX_CHARS = 4_000;
/**
 * The largest module (transformed code) that the signed-in shell loads up front, a public page can reach too, and that
 * goes with `base`: left to the bundler such a module made a file of its own (a few dozen bytes under ~500 of headers).
 */
const TINY_SHARED_MAX_CHARS = 2_000;

interface Group {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/**
 * Chunks drawn from the module graph, since left to the bundler their modules fell into many
 * small files (by which later chunks share them), each costing a request and its headers:
 * - `base`: what both entries (the app's index.html and the public pages' public-site.html) load
 *   up front: React, the session, consent, the public layout; and tiny dependency-free modules the
 *   signed-in shell loads up front that a public page may load later;
 * - `app`: what the app's entry (index.html) alone loads up front: the router, the /app page;
 * - `account`: the account pages (sign-in, e-mail links, password recovery) and what only they use;
 * - `SignedInApp`: what SignedInApp.tsx loads up front (the shell, the sync, the book index), less
 *   anything a public page can reach, so a visitor who never signs in never loads it; with it, what
 *   the default view (Convert) shares with other signed-in chunks. The views, the
 *   engine and the PDF export stay separate: they are dynamic imports.
 * The plugin reads the graph at the end of the build; the groups' tests run after it (at chunking).
 */
export function entryChunks(): { plugin: Plugin; groups: Group[] } {
  const base = new Set<string>();
  const appEntry = new Set<string>();
  const account = new Set<string>();
  const signedIn = new Set<string>();
  const plugin: Plugin = {
    name: 'recipe-kitchen:entry-chunks',
    apply: 'build',
    buildEnd() {
      base.clear();
      appEntry.clear();
      account.clear();
      signedIn.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const staticImports = (id: string) => [...(info(id)?.importedIds ?? [])];
      const reach = (
        roots: readonly string[],
        follow: (id: string) => string[],
        stop?: string | ((id: string) => boolean),
      ): Set<string> => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || (typeof stop === 'function' ? stop(id) : id === stop)) continue;
          seen.add(id);
          stack.push(...follow(id));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => info(id)?.isEntry);
      const app = ids.find((id) => SIGNED_IN_APP.test(id));
      const anyImports = (id: string) => [...staticImports(id), ...(info(id)?.dynamicallyImportedIds ?? [])];
      // Loaded up front by one entry and by some page of every other entry.
      const upFront = entries.map((entry) => reach([entry], staticImports));
      const anyTime = entries.map((entry) => reach([entry], anyImports, app));
      upFront.forEach((closure, n) => {
        for (const id of closure) if (!info(id)?.isEntry && anyTime.every((other, m) => m === n || other.has(id))) base.add(id);
      });

      // The app entry's own up-front modules (the router, the /app page) in one chunk: left to the bundler, those its
      // lazy pages share with it fell into chunks of their own. Only what no other entry can ever load.
      entries.forEach((entry, n) => {
        if (!APP_ENTRY.test(entry)) return;
        for (const id of upFront[n] ?? [])
          if (!info(id)?.isEntry && !base.has(id) && anyTime.every((other, m) => m === n || !other.has(id))) appEntry.add(id);
      });

      // The account pages in one chunk with what only they use: left to the bundler, they and their helpers made a dozen
      // small files, which the service worker precaches for every visitor (the pages open offline).
      const accountPages = ids.filter((id) => ACCOUNT_PAGE.test(id));
      const elsewhereThanAccount = reach(entries, anyImports, (id) => ACCOUNT_PAGE.test(id));
      for (const id of reach(accountPages, staticImports)) if (!elsewhereThanAccount.has(id) && !appEntry.has(id)) account.add(id);

      if (!app) return;
      // Everything a visitor who never signs in can load: the entries and their dynamic imports, except the app.
      const publicReach = reach(entries, anyImports, app);
      signedIn.add(app);
      const shellUpFront = reach(staticImports(app), staticImports, app);
      for (const id of shellUpFront) if (!publicReach.has(id)) signedIn.add(id);
      // Tiny modules both reach, importing nothing base does not hold (base would load more up front on public pages): with base.
      for (const id of shellUpFront)
        if (
          publicReach.has(id) &&
          !base.has(id) &&
          !appEntry.has(id) &&
          !account.has(id) &&
          !id.includes('node_modules') &&
          staticImports(id).every((dep) => base.has(dep) || dep.endsWith('.css')) &&
          (info(id)?.code?.length ?? Number.POSITIVE_INFINITY) <= TINY_SHARED_MAX_CHARS
        )
          base.add(id);

      // What the default view shares with other signed-in chunks (texts, small helpers) goes with the shell too: left to
      // the bundler it fell into small chunks of their own, each one more request at every start.
      const defaultView = ids.find((id) => DEFAULT_VIEW.test(id));
      if (!defaultView) return;
      const lazyRoots = new Set([...reach([app], anyImports)].flatMap((id) => [...(info(id)?.dynamicallyImportedIds ?? [])]));
      lazyRoots.delete(defaultView);
      const elsewhere = reach([...lazyRoots], staticImports, defaultView);
      // Small ones only: a large one (the converter's texts) would cost every other view more than its request saves the default one.
      for (const id of reach([defaultView], staticImports))
        if (
          id !== defaultView &&
          elsewhere.has(id) &&
          !publicReach.has(id) &&
          !id.includes('node_modules') &&
          (info(id)?.code?.length ?? 0) <= SHARED_WITH_SHELL_MAX_CHARS
        )
          signedIn.add(id);

      // The book view's tiny shared helpers (the recipe content's shape): left to the bundler, a file of their own each, a
      // few hundred bytes under ~500 of headers at every start on the book, for a few hundred bytes more on other views.
      const bookView = ids.find((id) => BOOK_VIEW.test(id));
      if (!bookView) return;
      const elsewhereThanBook = reach(
        [...lazyRoots].filter((id) => id !== bookView),
        staticImports,
        bookView,
      );
      for (const id of reach([bookView], staticImports))
        if (
          id !== bookView &&
          elsewhereThanBook.has(id) &&
          !publicReach.has(id) &&
          !signedIn.has(id) &&
          !id.includes('node_modules') &&
          // Helpers and data, not components (those stay with the views that draw them, with their styles).
          id.endsWith('.ts') &&
          // Only what needs nothing the shell does not hold: else the shell would load the book's code up front.
          staticImports(id).every((dep) => base.has(dep) || signedIn.has(dep)) &&
          (info(id)?.code?.length ?? Number.POSITIVE_INFINITY) <= BOOK_SHARED_WITH_SHELL_MAX_CHARS
        )
          signedIn.add(id);
    },
  };
  return {
    plugin,
    groups: [
      // Dependencies are not taken along: each set already holds what its modules need, less what is loaded elsewhere.
      { name: 'base', test: (id) => base.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'app', test: (id) => appEntry.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'account', test: (id) => account.has(id), priority: 1, includeDependenciesRecursively: false },
      { name: 'SignedInApp', test: (id) => signedIn.has(id), priority: 0, includeDependenciesRecursively: false },
    ],
  };
}
