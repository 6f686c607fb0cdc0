/**
 * Reads an Open Food Facts taxonomy file (ingredients.txt, allergens.txt, ingredients_processing.txt): entries
 * separated by blank lines; `xx: name, synonym, …` language lines (the first names the entry), `< xx:parent`
 * parent lines, `property:xx: value` property lines, `#` comments.
 */
export interface TaxonomyEntry {
  /** "en:butter": the language and first name of the entry's first language line, lowercase. */
  id: string;
  /** Names by language code ("en", "nl", "pt-br"). */
  names: Map<string, string[]>;
  /** Parent references as written ("en:dairy"). */
  parents: string[];
  /** Property lines: "vegan:en" → "no". */
  properties: Map<string, string>;
}

const LANGUAGE_LINE = /^([a-z]{2,3}(?:[-_][a-z]{2,4})?)\s*:(?![a-z]{2}:)\s*(.*)$/;
const PROPERTY_LINE = /^([a-z_0-9]+):([a-z]{2}(?:[-_][a-z]+)?):\s*(.*)$/;

/** "en:Sunflower  oil" → "en:sunflower oil": how entries and parent references are compared. */
export function entryRef(lang: string, name: string): string {
  return `${lang.toLowerCase().replace('_', '-')}:${name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

function splitNames(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export function parseTaxonomy(text: string): TaxonomyEntry[] {
  const entries: TaxonomyEntry[] = [];
  for (const block of text.replace(/\r/g, '').split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    if (lines.length === 0) continue;
    // Word-level synonym and stop-word lists, not foods.
    if (/^(?:synonyms|stopwords):/.test(lines[0] ?? '')) continue;
    const names = new Map<string, string[]>();
    const parents: string[] = [];
    const properties = new Map<string, string>();
    let id: string | undefined;
    for (const line of lines) {
      if (line.startsWith('<')) {
        parents.push(line.slice(1).trim());
        continue;
      }
      const property = PROPERTY_LINE.exec(line);
      if (property) {
        properties.set(`${property[1]}:${property[2]}`, (property[3] ?? '').trim());
        continue;
      }
      const language = LANGUAGE_LINE.exec(line);
      if (!language) continue;
      const lang = (language[1] ?? '').replace('_', '-');
      const list = splitNames(language[2] ?? '');
      if (list.length === 0) continue;
      id ??= entryRef(lang, list[0] ?? '');
      names.set(lang, [...(names.get(lang) ?? []), ...list]);
    }
    if (id) entries.push({ id, names, parents, properties });
  }
  return entries;
}
