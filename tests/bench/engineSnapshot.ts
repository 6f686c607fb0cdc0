/**
 * `npx tsx tests/bench/engineSnapshot.ts [--time] [--only=<set>,…]`: the engine's output guard for speed work. Every blind set's cases,
 * the real-world corpus, the reading fixtures, the AI path's card check and the long paste go through the engine, and
 * ONE hash per set is printed (never a recipe's contents: the held-out sets stay unseen). A change made for speed
 * only must leave every hash as it was: run it before and after.
 */
import { createHash } from 'node:crypto';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { checkRecipe } from '../../sync-server/src/generate/checkRecipe';
import { loadBlindSet } from '../fixtures/blind/load';
import { runCase } from '../fixtures/blind/runner';
import type { BlindSet } from '../fixtures/blind/types';
import { BLOG_CARDS } from '../fixtures/reading/blind/blogCards';
import { LAYOUTS } from '../fixtures/reading/blind/captionsTables';
import { STAGES_STRIPS } from '../fixtures/reading/blind/stagesStrips';
import { loadReadingCorpus } from '../fixtures/reading/load';
import { filtersBroken } from '../fixtures/real-world/checker';
import { REAL_WORLD_RECIPES } from '../fixtures/real-world/index';
import { runCase as runRealWorldCase } from '../fixtures/real-world/runCorpus';
import { CLEAN_REPLY, REPAIR_REPLY } from './aiPath';
import { longPaste } from './parseBench';

const BLIND_SETS: readonly BlindSet[] = [
  'dev',
  'fresh',
  'fresh2',
  'fresh3',
  'fresh4',
  'fresh5',
  'fresh6',
  'fresh7',
  'fresh8',
  'fresh9',
  'fresh10',
  'fresh11',
  'heldout',
];

function hashOf(parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${JSON.stringify(part)}\n`);
  return hash.digest('hex').slice(0, 16);
}

function blindSet(set: BlindSet): unknown[] {
  return loadBlindSet(set).flatMap((recipe) => recipe.cases.map((c) => runCase(recipe, c)));
}

function realWorld(): unknown[] {
  const out: unknown[] = [];
  for (const recipe of REAL_WORLD_RECIPES) {
    for (const filter of filtersBroken({ title: '', ingredients: [recipe.text], steps: [] })) {
      const { ms: _ms, ...rest } = runRealWorldCase(recipe, filter);
      out.push(rest);
    }
  }
  return out;
}

function reading(): unknown[] {
  const texts = [...loadReadingCorpus(), ...BLOG_CARDS, ...LAYOUTS, ...STAGES_STRIPS].map((r) => r.text);
  return texts.flatMap((text) => [parseRecipeDocument(text), parseRecipeText(text)]);
}

const AI_CHOICES = [
  { filters: ['Vegan', 'Gluten-Free'], avoid: [], mustUse: [] },
  { filters: ['Vegan'], avoid: ['mustard', 'sesame'], mustUse: [] },
  { filters: ['Dairy-Free', 'Nut-Free'], avoid: ['celery'], mustUse: [], servings: { target: 3, fallback: 4 } },
];

function aiCheck(): unknown[] {
  const out: unknown[] = [];
  for (const reply of [CLEAN_REPLY, REPAIR_REPLY]) {
    for (const choices of AI_CHOICES) {
      try {
        const { nutrition, ...draft } = reply;
        out.push(checkRecipe(draft as Parameters<typeof checkRecipe>[0], nutrition, { ...choices, aiText: true } as never));
      } catch (error) {
        out.push({ thrown: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return out;
}

const SETS: readonly [string, () => unknown[]][] = [
  ...BLIND_SETS.map((set): [string, () => unknown[]] => [`blind:${set}`, () => blindSet(set)]),
  ['real-world', realWorld],
  ['reading', reading],
  ['ai-check', aiCheck],
  ['long-paste', () => [parseRecipeDocument(longPaste())]],
];

const timed = process.argv.includes('--time');
// `--only=blind:dev,reading`: those sets alone.
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const [name, run] of SETS) {
  if (only && !only.includes(name)) continue;
  const start = performance.now();
  const parts = run();
  const ms = performance.now() - start;
  process.stdout.write(`${name.padEnd(14)} ${String(parts.length).padStart(4)} ${hashOf(parts)}${timed ? `  ${ms.toFixed(0)} ms` : ''}\n`);
}
