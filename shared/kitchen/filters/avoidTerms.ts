import { findIngredient } from '../ingredients/lookup';
import { normaliseIngredientName } from '../ingredients/normalise';
import type { DietTag } from '../types';
import type { AnalysedLine } from './lineTags';

const TREE_NUT_AND_PEANUT: readonly DietTag[] = ['tree-nut', 'peanut'];

/**
 * Avoid-list words that mean a whole group of foods ("nuts", "dairy"), matched by tag, not by name. Keys are
 * cleaned terms (see cleanAvoidTerm): singular, lowercase, no hyphens. A bare "nut" covers peanuts too: people
 * who write "nuts" on an allergy list rarely mean to allow peanuts, and the safe reading costs only a swap.
 */
const GROUP_WORDS: Readonly<Record<string, readonly DietTag[]>> = {
  nut: TREE_NUT_AND_PEANUT,
  'tree nut': ['tree-nut'],
  peanut: ['peanut'],
  groundnut: ['peanut'],
  dairy: ['dairy'],
  lactose: ['dairy'],
  milk: ['dairy'],
  'cow milk': ['dairy'],
  casein: ['dairy'],
  egg: ['egg'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  coeliac: ['gluten'],
  celiac: ['gluten'],
  soy: ['soy'],
  soya: ['soy'],
  soybean: ['soy'],
  'soya bean': ['soy'],
  'soy bean': ['soy'],
  sesame: ['sesame'],
  'sesame seed': ['sesame'],
  fish: ['fish'],
  shellfish: ['shellfish'],
  'shell fish': ['shellfish'],
  crustacean: ['shellfish'],
  mollusc: ['shellfish'],
  mollusk: ['shellfish'],
  seafood: ['fish', 'shellfish'],
  meat: ['meat', 'red-meat', 'pork', 'poultry', 'game'],
  'red meat': ['red-meat'],
  poultry: ['poultry'],
  pork: ['pork'],
  alcohol: ['alcohol'],
  sugar: ['added-sugar'],
  'added sugar': ['added-sugar'],
  gelatin: ['gelatin'],
  gelatine: ['gelatin'],
  honey: ['honey'],
  caffeine: ['caffeine'],
  legume: ['legume'],
  grain: ['grain'],
};

/** Words around an allergy that do not name the food: "egg allergy", "lactose intolerance", "dairy products", "nuts (all)". */
const NOISE_WORDS = new Set([
  'allergy',
  'allergic',
  'allergies',
  'intolerance',
  'intolerant',
  'sensitivity',
  'product',
  'all',
  'any',
  'free',
  'to',
  'no',
  'and',
  'disease',
]);

/** The avoid term as the group lookup and the name match see it: "Gluten (coeliac)" → "gluten", "tree-nuts" → "tree nut". */
export function cleanAvoidTerm(term: string): string {
  const words = normaliseIngredientName(term.replace(/\([^)]*\)/g, ' ').replace(/-/g, ' ')).split(' ');
  return words.filter((word) => word !== '' && !NOISE_WORDS.has(word)).join(' ');
}

/** The tags an avoid term stands for, if it names a food group ("Coeliac", "tree-nuts", "egg allergy"). */
export function avoidGroupTags(term: string): readonly DietTag[] | undefined {
  const cleaned = cleanAvoidTerm(term);
  const group = GROUP_WORDS[cleaned];
  if (group) return group;
  // Only the brackets named the group: "Coeliac (gluten)" is caught by its first word, "(gluten)" alone by this.
  const inBrackets = /\(([^)]*)\)/.exec(term)?.[1];
  return inBrackets ? GROUP_WORDS[cleanAvoidTerm(inBrackets)] : undefined;
}

/** Does an ingredient line contain something on the avoid list (by group tag, by name, or by the table's synonyms)? */
export function lineMatchesAvoid(line: AnalysedLine, term: string): boolean {
  if (line.heading) return false;
  const group = avoidGroupTags(term);
  if (group) return group.some((tag) => line.tags.has(tag));
  const wanted = cleanAvoidTerm(term);
  if (!wanted) return false;
  const text = ` ${normaliseIngredientName(line.parsed.ingredient || line.line)} ${normaliseIngredientName(line.parsed.notes ?? '')} `;
  if (text.includes(` ${wanted} `)) return true;
  const avoided = findIngredient(wanted);
  return avoided !== undefined && line.entry !== undefined && avoided.name === line.entry.name;
}

/** Is a must-use ingredient present in any of the lines (by name or the table's synonyms)? */
export function linesContain(lines: readonly AnalysedLine[], term: string): boolean {
  const wanted = normaliseIngredientName(term);
  const entry = findIngredient(term);
  return lines.some((line) => {
    if (line.heading) return false;
    if (` ${normaliseIngredientName(line.parsed.ingredient || line.line)} `.includes(` ${wanted} `)) return true;
    return entry !== undefined && line.entry?.name === entry.name;
  });
}
