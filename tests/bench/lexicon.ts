import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser';
import { type BenchRow, percentile, sortedCopy } from './types';

const LEXICON = join(import.meta.dirname, '../../shared/kitchen/knowledge/lexicon.json');

/**
 * The lexicon the converter downloads (gzip, as the server sends it) and what reading it costs a phone-class CPU:
 * Chromium with 4x CPU throttling parses the JSON and builds the name index the way knowledge/lexicon.ts does
 * (every name → its food), p50 of 7 runs.
 */
export async function runLexiconBench(): Promise<BenchRow[]> {
  const text = readFileSync(LEXICON, 'utf8');
  const gzip = gzipSync(text, { level: 9 }).length;
  const browser = await launchBrowser({ seedConsent: false });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>lexicon</title>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < 8; i += 1) {
      const ms = await page.evaluate((source: string) => {
        const start = performance.now();
        const file = JSON.parse(source) as { foods: { k: string; p?: number[] }[] };
        const byKey = new Map<string, number>();
        file.foods.forEach((food, index) => {
          if (food.k) for (const key of food.k.split('|')) byKey.set(key, index);
        });
        return byKey.size > 0 ? performance.now() - start : Number.NaN;
      }, text);
      if (i > 0) times.push(ms);
    }
  } finally {
    await browser.close();
  }
  const sorted = sortedCopy(times);
  return [
    {
      part: 'engine',
      metric: 'lexicon on the wire (gzip)',
      value: Math.round(gzip / 1024),
      unit: 'kB',
      note: `${Math.round(text.length / 1024)} kB as JSON`,
    },
    {
      part: 'engine',
      metric: 'lexicon parse + name index, Chromium 4x CPU throttle, p50',
      value: percentile(sorted, 50),
      unit: 'ms',
      note: 'JSON.parse and every name into a Map, as on first conversion',
    },
  ];
}
