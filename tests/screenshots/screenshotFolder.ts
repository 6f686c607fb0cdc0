import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where every screenshot set is written: inside tests/.tmp/, which git ignores. Pictures are made, never committed. */
export const SCREENSHOT_ROOT = fileURLToPath(new URL('../.tmp/screenshots/', import.meta.url));

/** The folder of one set (created if missing), e.g. tests/.tmp/screenshots/planner. */
export function screenshotFolder(set: string): string {
  const folder = path.join(SCREENSHOT_ROOT, set);
  mkdirSync(folder, { recursive: true });
  return folder;
}
