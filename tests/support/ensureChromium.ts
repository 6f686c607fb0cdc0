/**
 * `npm test` runs this first: it finds a Chromium for the browser tests or installs one, and says which.
 * Order: CHROMIUM_PATH, /usr/bin/chromium, Debian's package (apt-get, as root), Playwright's download.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './browser';

function run(command: string): boolean {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name: string): boolean {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

let found = chromiumPath();
if (found && process.env.CHROMIUM_PATH && !existsSync(found)) {
  console.error(`CHROMIUM_PATH=${found} does not exist.`);
  process.exit(1);
}
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasCommand('apt-get') && isRoot) {
    console.log('No Chromium found: installing Debian package "chromium" with apt-get…');
    run('apt-get update && apt-get install -y chromium');
  }
  found = chromiumPath();
  if (!found) {
    console.log("No Chromium found: downloading Playwright's Chromium (npx playwright-core install chromium)…");
    run('npx playwright-core install chromium');
    found = chromiumPath();
  }
}
if (!found) {
  console.error('Could not find or install Chromium. Install it and set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`Browser tests use Chromium at ${found}`);
