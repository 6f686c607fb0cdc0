import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './types';

const KITCHEN = path.resolve(import.meta.dirname, '../../shared/kitchen');

/**
 * Files of the kitchen that are data, not logic: tables of foods, traits, dishes and word lists. The count is of the
 * logic that reads them (issue 32: it goes down, not up).
 */
const INGREDIENT_TABLES = [
  'bakingPantry',
  'beverages',
  'condiments',
  'dairy',
  'frozen',
  'grains',
  'legumes',
  'meat',
  'nutsSeeds',
  'oilsFats',
  'plantProteins',
  'preparedFoods',
  'produce',
  'seafood',
  'spicesHerbs',
  'sweeteners',
  'worldNames',
].map((name) => `ingredients/${name}.ts`);
const DATA = ['traits/data', 'corpus', 'titles/words.ts', 'rewrite/techniques.ts', 'unitData.ts', ...INGREDIENT_TABLES];

function isData(relative: string): boolean {
  return DATA.some((d) => relative === d || relative.startsWith(`${d}/`));
}

function logicFiles(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (isData(relative)) return [];
    if (statSync(full).isDirectory()) return logicFiles(full, root);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** After these characters (or keywords) a slash starts a regular expression, not a division. */
const REGEX_AFTER = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'of',
  'in',
  'void',
  'throw',
  'new',
  'delete',
  'do',
  'else',
  'yield',
  'await',
]);

/**
 * Regular-expression literals and RegExp constructions in one source text: a small scanner that skips strings,
 * template literals and comments and tells a regex's slash from a division by what comes before it.
 */
export function regexesInSource(text: string): number {
  let count = 0;
  let last = '';
  let word = '';
  // Whitespace ends a word but keeps it as the last one seen ("return /x/"; "new RegExp" is two words).
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    const next = text.charAt(i + 1);
    if (c === '/' && next === '/') {
      while (i < text.length && text.charAt(i) !== '\n') i++;
      continue;
    }
    if (c === '/' && next === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) break;
      i += 1;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text.charAt(i) !== c; i++) if (text.charAt(i) === '\\') i++;
      last = c;
      word = '';
      continue;
    }
    if (c === '/' && (last === '' || REGEX_AFTER.has(last) || REGEX_AFTER_WORDS.has(word))) {
      let inClass = false;
      for (i++; i < text.length; i++) {
        const r = text.charAt(i);
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      count += 1;
      last = 'regex';
      word = '';
      continue;
    }
    if (c.trim() === '') {
      gap = true;
      continue;
    }
    const isWordChar = /[A-Za-z0-9_$]/.test(c);
    word = isWordChar ? (last === 'w' && !gap ? word + c : c) : '';
    gap = false;
    last = isWordChar ? 'w' : c;
    if (word === 'RegExp' && !/[A-Za-z0-9_$]/.test(next)) count += 1;
  }
  return count;
}

function regexesIn(file: string): number {
  return regexesInSource(readFileSync(file, 'utf8'));
}

/** The kitchen's regex count: regular expressions in its logic files (data folders left out), and in how many files. */
export function kitchenRegexCount(root: string = KITCHEN): { regexes: number; files: number } {
  const files = logicFiles(root, root);
  return { regexes: files.reduce((n, f) => n + regexesIn(f), 0), files: files.length };
}

/** The count on main when issue 32's rewriting began (commit 8cc8ff8): 716 in 78 logic files. */
export const REGEX_COUNT_AT_START = 716;

/** The rewriting stage's own files: method, titles, swaps, create and surprise. */
const REWRITING = ['adapt.ts', 'stepRewrite.ts', 'create.ts', 'surprise.ts', 'filters/residualWords.ts', 'titles', 'rewrite', 'choose'];

export function runKitchenRegexBench(): BenchRow[] {
  const { regexes, files } = kitchenRegexCount();
  const own = logicFiles(KITCHEN, KITCHEN).filter((f) => {
    const relative = path.relative(KITCHEN, f).split(path.sep).join('/');
    return REWRITING.some((r) => relative === r || relative.startsWith(`${r}/`));
  });
  return [
    {
      part: 'engine',
      metric: 'regular expressions in kitchen logic files',
      value: regexes,
      unit: 'count',
      ratio: regexes / REGEX_COUNT_AT_START,
      note: `${files} files, data left out; ratio to ${REGEX_COUNT_AT_START} at 8cc8ff8 (78 files)`,
    },
    {
      part: 'engine',
      metric: 'regular expressions in the rewriting stage',
      value: own.reduce((n, f) => n + regexesIn(f), 0),
      unit: 'count',
      note: 'adapt, stepRewrite, residualWords, create, surprise, titles/, rewrite/, choose/; 172 at 8cc8ff8',
    },
  ];
}
