import type { ComplianceViolation } from '../../schemas/structuredRecipe';
import type { AnalysedLine } from './lineTags';
import { phraseMatcher } from './phraseMatch';
import type { FilterRule } from './types';

/** Units of a seasoning-sized amount: a spoonful, a clove, a sprig, a handful. */
const SEASONING_UNITS = new Set([
  'tsp',
  'tbsp',
  'pinch',
  'dash',
  'clove',
  'sprig',
  'leaf',
  'handful',
  'bunch',
  'stalk',
  'splash',
  'drizzle',
]);

/**
 * A line that may simply be left out: a seasoning-sized amount (or no amount) that breaks only filters
 * allowing that (Carnivore leaves out garlic and herbs rather than failing the whole dish).
 */
export function isOmittableSeasoning(
  line: AnalysedLine,
  violations: readonly ComplianceViolation[],
  rules: readonly FilterRule[],
): boolean {
  const small = line.parsed.quantity === null || SEASONING_UNITS.has(line.parsed.unit ?? '');
  if (!small || violations.length === 0) return false;
  return violations.every((v) => rules.find((r) => r.name === v.filter)?.omitSeasonings === true);
}

/** A line that only garnishes, serves alongside or adds a few extras: the dish stands without it. */
export const SIDE_ITEM = phraseMatcher([
  ...['to serve', 'for serving', 'serve with', 'to garnish', 'for garnish(ing)', 'garnish', 'to decorate', 'for decorating'],
  ...['decoration', 'for dusting', 'to dust', 'optional', 'if you like', 'if desired', 'to finish', 'for sprinkling', 'to mop up'],
  ...['on the side', 'for the table'],
]);

/** Add-ins that can be left out of a bake or a dish without changing how it is made (dried fruit, sprinkles). */
export const ADD_IN = phraseMatcher([
  ...['raisins', 'sultanas', 'currants', 'dried cranberries', 'mixed peel', 'candied peel', 'glacé cherries', 'sprinkles', 'rosinen'],
  ...['mazsola', 'pasas', 'uvetta'],
]);

/**
 * A line that may be left out, with a tip, when nothing can stand in for it: a serving or garnish item
 * ("crusty bread, to serve", "icing sugar for dusting") or an add-in such as raisins. The dish is still the
 * dish; the cook is told what was left out and why.
 */
export function isOmittableExtra(line: AnalysedLine): boolean {
  const words = `${line.parsed.ingredient} ${line.parsed.notes ?? ''} ${line.line}`;
  return SIDE_ITEM.test(words) || ADD_IN.test(words);
}

/** "Optional" as the product's languages write it beside a line (data: words and phrases, as written). */
const OPTIONAL_PHRASES: readonly string[] = [
  'optional',
  'if you like',
  'facoltativo',
  'facoltativa',
  'a piacere',
  'facultatif',
  'facultative',
  'opcional',
  'a gusto',
  'optioneel',
  'naar keuze',
  'nach belieben',
  'wer mag',
  'valfritt',
  'valgfri',
  'valgfritt',
  'opcjonalnie',
  'nepovinné',
  'nepovinne',
  'volitelné',
  'volitelne',
  'volitelně',
  'tetszés szerint',
  'tetszes szerint',
  'isteğe bağlı',
  'opsional',
];

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const OPTIONAL_WORDS = new RegExp(`(?:^|[\\s(,;:–-])(?:${OPTIONAL_PHRASES.map(escaped).join('|')})(?=$|[\\s),;:.!])`, 'iu');

/** A line the recipe itself calls optional: a forbidden one is left out rather than replaced. */
export function isOptionalLine(line: AnalysedLine): boolean {
  return OPTIONAL_WORDS.test(line.line);
}

/** The line's food words without the word that calls it optional ("optional, durchwachsener Speck" → "durchwachsener Speck"). */
export function withoutOptionalWords(text: string): string {
  const global = new RegExp(OPTIONAL_WORDS.source, 'giu');
  return text
    .replace(global, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/^[\s,:;–-]+|[\s,:;–-]+$/g, '')
    .replace(/\s+/g, ' ');
}
