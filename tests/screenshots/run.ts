/**
 * The one way to make screenshots: `npm run screenshots` takes every set, `npm run screenshots -- planner site`
 * takes the sets named. Each set runs its taker in a process of its own (it starts its own server and Chromium
 * on the built app) and writes into tests/.tmp/screenshots/<set>/, which git ignores.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENSHOT_ROOT } from './screenshotFolder';

/** Set name → its taker in this folder, with what it shows. */
export const SCREENSHOT_SETS = {
  shell: ['takeShellScreenshots.ts', 'sign-in, the app shell (desktop, phone, dark), its menus, offline'],
  site: ['takeSiteScreenshots.ts', 'every public page, pricing in three currencies, the cookie banner'],
  public: ['takePublicScreenshots.ts', 'cookie banner and settings, landing pricing, contact and FAQ'],
  'sign-up': ['takeSignUpScreenshots.ts', 'the sign-up form with its password strength meter'],
  'sign-out': ['takeSignOutScreenshots.ts', 'the sign-out dialog and the notice after removing data'],
  converter: ['takeConverterScreenshots.ts', 'the Convert view empty, with filters, loading, a result, an error, offline'],
  book: ['takeBookScreenshots.ts', 'the recipe book, viewer, editor, notifications and user menu'],
  images: ['takeImageScreenshots.ts', 'recipe pictures in the book, editor and viewer; the profile picture'],
  'cook-mode': ['takeCookModeScreenshots.ts', 'cook mode, collections and tags, an exported PDF page'],
  planner: ['takePlannerScreenshots.ts', 'the week grid, generation, analytics, the shopping list and its print view'],
  settings: ['takeSettingsScreenshots.ts', 'every Settings section'],
  billing: ['takeBillingScreenshots.ts', 'the upgrade and pricing modals, payment and activation'],
  sync: ['takeSyncScreenshots.ts', 'the sync status with a refused change and the Sync details dialog'],
} as const satisfies Record<string, readonly [string, string]>;

type SetName = keyof typeof SCREENSHOT_SETS;
const isSetName = (name: string): name is SetName => Object.hasOwn(SCREENSHOT_SETS, name);

const HERE = path.dirname(fileURLToPath(import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isSetName(name));
if (unknown.length > 0) {
  console.error(`Unknown screenshot set: ${unknown.join(', ')}. Sets:`);
  for (const [name, [, what]] of Object.entries(SCREENSHOT_SETS)) console.error(`  ${name.padEnd(10)} ${what}`);
  process.exit(2);
}
const sets = asked.length > 0 ? asked.filter(isSetName) : (Object.keys(SCREENSHOT_SETS) as SetName[]);

const failed: string[] = [];
for (const set of sets) {
  const [taker] = SCREENSHOT_SETS[set];
  console.log(`== ${set}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, taker)], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(set);
}
console.log(`Screenshots in ${path.relative(process.cwd(), SCREENSHOT_ROOT) || SCREENSHOT_ROOT}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
