/**
 * Prints the core vocabulary coverage table, and with --gaps the names not read right, by language and food:
 * `npx tsx tests/support/coreVocabularyReport.ts [--gaps] [language...]`.
 */
import '../../shared/kitchen/knowledge/installed';
import { normaliseKey } from '../../shared/kitchen/knowledge/normaliseKey';
import { currentLexicon } from '../../shared/kitchen/knowledge/store';
import { coverageTable, measureLanguage, vocabularyLanguages } from './coreVocabulary';

const args = process.argv.slice(2);
const gaps = args.includes('--gaps');
const chosen = args.filter((a) => !a.startsWith('--'));
const rows = (chosen.length > 0 ? chosen : vocabularyLanguages()).map(measureLanguage);
process.stdout.write(`${coverageTable(rows)}\n`);
if (gaps)
  for (const row of rows) {
    const missed = row.results.filter((r) => !r.ok);
    if (missed.length === 0) continue;
    process.stdout.write(`\n## ${row.language}\n`);
    const byId = new Map<string, string[]>();
    for (const r of missed) byId.set(r.id, [...(byId.get(r.id) ?? []), r.got ? `${r.name} [${r.got}]` : r.name]);
    for (const [id, names] of byId) process.stdout.write(`  '${id}': ${names.join(' | ')}\n`);
  }

/**
 * With --ts: the names not read right whose normal form no food owns yet, as rows for a knowledge/extraNames*.ts
 * file (to review before adding); a name another food owns keeps its owner and is listed apart.
 */
if (args.includes('--ts')) {
  const lexicon = currentLexicon();
  for (const row of rows) {
    const byId = new Map<string, string[]>();
    const owned: string[] = [];
    for (const r of row.results.filter((x) => !x.ok)) {
      const owner = lexicon?.foodOfKey(normaliseKey(r.name));
      if (owner) owned.push(`${r.name} → ${owner.id} (wanted ${r.id})`);
      else byId.set(r.id, [...(byId.get(r.id) ?? []), r.name]);
    }
    process.stdout.write(`\n  // ${row.language}\n`);
    for (const [id, names] of byId) process.stdout.write(`  '${id}': [${names.map((n) => `'${n}'`).join(', ')}],\n`);
    for (const line of owned) process.stdout.write(`  // owned: ${line}\n`);
  }
}
