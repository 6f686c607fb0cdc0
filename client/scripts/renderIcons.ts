/**
 * Draws the app icons (public/icons/*.png) from public/favicon.svg with Chromium.
 * Run once after changing the logo: npx tsx client/scripts/renderIcons.ts
 */
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../../tests/support/browser';

const svg = readFileSync('public/favicon.svg', 'utf8');
const targets = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0 },
  // Maskable: the logo inside the 80 % safe zone on a full-bleed background.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.12 },
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const t of targets) {
    await page.setViewportSize({ width: t.size, height: t.size });
    const inner = Math.round(t.size * (1 - 2 * t.padding));
    const body = t.padding
      ? `<div style="width:${t.size}px;height:${t.size}px;background:#2f6b3a;display:grid;place-items:center"><div style="width:${inner}px;height:${inner}px">${svg}</div></div>`
      : `<div style="width:${t.size}px;height:${t.size}px">${svg}</div>`;
    await page.setContent(
      `<html><head><style>svg{display:block;width:100%;height:100%}</style></head><body style="margin:0;background:transparent">${body}</body></html>`,
    );
    await page.screenshot({ path: t.file, omitBackground: true });
    console.log(`wrote ${t.file}`);
  }
} finally {
  await browser.close();
}
