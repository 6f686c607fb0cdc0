import type { Plugin } from 'vite';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';

/**
 * Dynamic chunks of the shell: the service worker's registration helper, and the public pages' own
 * chunks (the landing, company, contact, legal, blog and account pages and the cookie dialogs load on
 * demand, and must open offline too; tests/e2e/app-offline-cache.test.ts opens every public route offline).
 */
const SHELL_DYNAMIC_CHUNKS =
  /^(workbox-window|LandingPage|InfoPages|BlogPages|BlogPostRoute|ContactPage|ContactRoute|UnsubscribePage|CookieSettingsDialog|account)/;

/**
 * Splits the precache manifest in two tiers for client/src/pwa/sw.ts: the shell (the entry chunk,
 * everything it imports statically, their styles) and the app (every other script and style: chunks
 * only reached through a dynamic import, i.e. the signed-in app, the store, the views, the engine).
 * `plugin` reads the bundle's import graph; `transform` marks the app files in the manifest.
 */
export function precacheTiers(): { plugin: Plugin; transform: ManifestTransform } {
  const appFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'recipe-kitchen:precache-tiers',
    apply: 'build',
    generateBundle(_options, bundle) {
      appFiles.clear();
      const chunks = new Map<string, { imports: string[]; css: string[]; assets: string[] }>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
          assets: [...(item.viteMetadata?.importedAssets ?? [])],
        });
      }
      const shell = new Set<string>();
      const visit = (fileName: string) => {
        if (shell.has(fileName)) return;
        shell.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        for (const file of [...chunk.css, ...chunk.assets]) shell.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && (item.isEntry || SHELL_DYNAMIC_CHUNKS.test(item.name))) visit(item.fileName);
      }
      for (const fileName of Object.keys(bundle)) if (/\.(js|css)$/.test(fileName) && !shell.has(fileName)) appFiles.add(fileName);
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries.map((entry): ManifestEntry & { size: number; tier?: 'app' } =>
      appFiles.has(entry.url) ? { ...entry, tier: 'app' } : entry,
    ),
    warnings: [],
  });
  return { plugin, transform };
}
