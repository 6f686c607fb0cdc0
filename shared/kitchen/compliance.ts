import { LIMITS } from '../domain/limits';
import type { ComplianceViolation, Nutrition, StructuredRecipe } from '../schemas/structuredRecipe';
import { avoidClassTags, avoidMaybeTags, avoidTermUnread, lineMatchesAvoid, linesContain } from './filters/avoidTerms';
import { stepHeatsAbove } from './filters/cookingSteps';
import { soldFreeFromNoun } from './filters/freeFromProducts';
import { type FilterRule, getFilterRule } from './filters/index';
import { type AnalysedLine, analyseLine } from './filters/lineTags';
import { qualifiedLookup } from './filters/qualifiedLookup';
import type { NutrientLimit } from './filters/types';
import { nutritionOfLines } from './nutrition';
import type { DietTag } from './types';

export interface ComplianceOptions {
  filters: readonly string[];
  avoid?: readonly string[];
  mustUse?: readonly string[];
}

export type CheckableRecipe = Pick<StructuredRecipe, 'ingredients' | 'instructions' | 'servings'>;

export const AVOID_LIST_LABEL = 'Avoid list';
export const MUST_USE_LABEL = 'Must use';

/** Servings as a number: "4-6" → 4, "12 cookies" → 12; the spec's default (4) when none. */
export function servingsNumber(servings: number | string | undefined): number {
  if (typeof servings === 'number' && servings > 0) return servings;
  const match = typeof servings === 'string' ? /\d+(?:\.\d+)?/.exec(servings) : null;
  const value = match ? Number(match[0]) : 0;
  return value > 0 ? value : LIMITS.defaultServings;
}

/** Every tag in the recipe's lines, for combination rules (Kosher: dairy only matters when meat is there). */
export function recipeTags(lines: readonly AnalysedLine[]): Set<DietTag> {
  const tags = new Set<DietTag>();
  for (const line of lines) for (const tag of line.tags) tags.add(tag);
  return tags;
}

/** Resolves filter names to rules; unknown names come back separately. */
export function resolveFilters(names: readonly string[]): { rules: FilterRule[]; unknown: string[] } {
  const rules: FilterRule[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const rule = getFilterRule(name);
    if (!rule) unknown.push(name);
    else if (!rules.includes(rule)) rules.push(rule);
  }
  return { rules, unknown };
}

/** What one ingredient line breaks among the filter rules and the avoid list. */
export function lineViolations(
  line: AnalysedLine,
  rules: readonly FilterRule[],
  avoid: readonly string[],
  tagsOfRecipe: ReadonlySet<DietTag>,
): ComplianceViolation[] {
  if (line.heading) return [];
  const out: ComplianceViolation[] = [];
  const text = (line.parsed.ingredient || line.line).toLowerCase();
  for (const rule of rules) {
    for (const tagRule of rule.forbidden) {
      if (tagRule.tags.some((tag) => line.tags.has(tag))) out.push({ ingredient: line.line, rule: tagRule.rule, filter: rule.name });
    }
    // A made product that may hold what the filter forbids, sold in a version free from it ("baking powder" under
    // Gluten-Free): the engine swaps in that version rather than leave a label to check.
    const swappable = freeFromVersionSold(line, rule);
    if (swappable.length > 0) out.push({ ingredient: line.line, rule: `${NOT_VERIFIED}: ${labelRule(swappable)}`, filter: rule.name });
    for (const wordRule of rule.forbiddenWords ?? []) {
      if (wordRule.pattern.test(text)) out.push({ ingredient: line.line, rule: wordRule.rule, filter: rule.name });
    }
    for (const combo of rule.combinations ?? []) {
      const other = combo.ifRecipeHas.some((tag) => tagsOfRecipe.has(tag));
      if (other && combo.forbid.some((tag) => line.tags.has(tag))) out.push({ ingredient: line.line, rule: combo.rule, filter: rule.name });
    }
  }
  for (const term of avoid) {
    if (lineMatchesAvoid(line, term)) out.push({ ingredient: line.line, rule: `on the avoid list: ${term}`, filter: AVOID_LIST_LABEL });
  }
  return out;
}

/** A figure as the reader needs it: whole numbers, but a decimal where rounding would hide the difference. */
function amountText(value: number, against: number): string {
  const whole = Math.round(value);
  if (whole !== Math.round(against) && Math.abs(value - against) >= 1) return String(whole);
  const tenth = Math.round(value * 10) / 10;
  return tenth === Math.round(against * 10) / 10 ? value.toFixed(2) : String(tenth);
}

/** Nutrition per serving of the ingredient lines, and net carbohydrates (fibre off, non-nutritive sweeteners out). */
export function limitBasis(lines: readonly AnalysedLine[], servings: number): LimitBasis {
  const food = lines.filter((l) => !l.heading);
  const { perServing } = nutritionOfLines(
    food.map((l) => l.line),
    servings,
    qualifiedLookup,
  );
  const sweetened = food.some((l) => l.tags.has('artificial-sweetener'));
  const carbBasis = sweetened
    ? nutritionOfLines(
        food.filter((l) => !l.tags.has('artificial-sweetener')).map((l) => l.line),
        servings,
        qualifiedLookup,
      ).perServing
    : perServing;
  return { perServing, netCarbs: Math.max(0, carbBasis.carbohydrates - carbBasis.fiber) };
}

export interface LimitBasis {
  perServing: Nutrition;
  netCarbs: number;
}

const NUTRIENT_UNITS: Record<keyof Nutrition, string> = {
  calories: 'kcal',
  protein: 'g',
  carbohydrates: 'g',
  fat: 'g',
  fiber: 'g',
  sodium: 'mg',
};

/** The value an amount rule looks at. */
export function limitValue(limit: NutrientLimit, basis: LimitBasis): number {
  return limit.netCarbs ? basis.netCarbs : basis.perServing[limit.nutrient];
}

/** Per-serving amount rules (carbohydrate ceilings, protein floor, sodium ceilings) on the computed nutrition. */
export function limitViolations(basis: LimitBasis, rules: readonly FilterRule[]): ComplianceViolation[] {
  const out: ComplianceViolation[] = [];
  for (const rule of rules) {
    for (const limit of rule.limits ?? []) {
      const value = limitValue(limit, basis);
      const broken = (limit.max !== undefined && value > limit.max) || (limit.min !== undefined && value < limit.min);
      if (!broken) continue;
      const what = limit.netCarbs ? 'net carbohydrates' : limit.nutrient;
      const unit = NUTRIENT_UNITS[limit.nutrient];
      // Compared unrounded: "at most 20 g" with 20.4 g is over, and the text must show why.
      const bound = limit.max !== undefined && value > limit.max ? limit.max : (limit.min ?? limit.max ?? value);
      const gap = Math.abs(value - bound);
      const side = value > bound ? 'over' : 'under';
      out.push({
        ingredient: `per serving: ${amountText(value, bound)} ${unit} ${what} (${amountText(gap, 0)} ${unit} ${side})`,
        rule: limit.rule,
        filter: rule.name,
      });
    }
  }
  return out;
}

/** Steps that cook above a filter's temperature ceiling (Raw-Food). */
export function stepViolations(steps: readonly string[], rules: readonly FilterRule[]): ComplianceViolation[] {
  const out: ComplianceViolation[] = [];
  for (const rule of rules) {
    if (rule.maxCookingCelsius === undefined) continue;
    const max = rule.maxCookingCelsius;
    steps.forEach((step, i) => {
      if (stepHeatsAbove(step, max)) {
        out.push({ ingredient: `Step ${i + 1}: ${step.slice(0, 120)}`, rule: `no cooking above ${max} °C`, filter: rule.name });
      }
    });
  }
  return out;
}

/**
 * Every way the recipe breaks the chosen filters, the avoid list and the must-use list, each with the
 * ingredient line (or step, or per-serving amount), the rule and the filter. Empty means compliant.
 * Unknown filter names are violations too: a recipe is never called compliant with rules we do not have.
 */
export function checkCompliance(recipe: CheckableRecipe, options: ComplianceOptions): ComplianceViolation[] {
  const { rules, unknown } = resolveFilters(options.filters);
  const lines = recipe.ingredients.filter((l) => l.trim() !== '').map(analyseLine);
  const tags = recipeTags(lines);
  const avoid = options.avoid ?? [];
  const out: ComplianceViolation[] = unknown.map((name) => ({
    ingredient: '',
    rule: 'no rules are known for this filter',
    filter: name.slice(0, 60),
  }));
  for (const line of lines) out.push(...lineViolations(line, rules, avoid, tags));
  for (const term of options.mustUse ?? []) {
    if (!linesContain(lines, term)) out.push({ ingredient: term, rule: 'must-use ingredient is missing', filter: MUST_USE_LABEL });
  }
  if (rules.some((rule) => rule.limits?.length)) out.push(...limitViolations(limitBasis(lines, servingsNumber(recipe.servings)), rules));
  out.push(...stepViolations(recipe.instructions, rules));
  return out;
}

/** The start of a compliance rule for a line the engine cannot place: shown beside the line, never called safe. */
export const NOT_VERIFIED = 'not verified';

/** The rule of an avoid-list entry the engine cannot read (see avoidTermUnread). */
const UNREAD_AVOID_RULE = 'the kitchen engine does not know this avoid-list entry: check every label for it';

/** The rule beside each list line when an avoid-list entry cannot be read: any line may hold it. */
const unreadOnLine = (terms: readonly string[]) =>
  `the kitchen engine does not know ${terms.map((t) => `"${t}"`).join(', ')} (on the avoid list): check this ingredient for it`;

/** How a label names what a tag stands for. */
const LABEL_NAMES: Partial<Record<DietTag, string>> = {
  dairy: 'milk',
  egg: 'egg',
  gluten: 'gluten',
  'tree-nut': 'nuts',
  peanut: 'peanuts',
  soy: 'soy',
  sesame: 'sesame',
  fish: 'fish',
  shellfish: 'shellfish',
  crustacean: 'crustaceans',
  mollusc: 'molluscs',
  mustard: 'mustard',
  celery: 'celery',
  lupin: 'lupin',
  sulphites: 'sulphites',
  meat: 'meat',
  pork: 'pork',
  alcohol: 'alcohol',
  gelatin: 'gelatine',
  honey: 'honey',
  'added-sugar': 'added sugar',
  'animal-rennet': 'cheese made with animal rennet',
  'animal-fat': 'lard or other animal fat',
  'animal-product': 'animal ingredients',
  'slaughter-product': 'animal ingredients',
};

function labelNames(tags: Iterable<DietTag>): string {
  return [...new Set([...tags].map((tag) => LABEL_NAMES[tag] ?? tag))].join(', ');
}

function labelRule(tags: Iterable<DietTag>): string {
  return `check the label for ${labelNames(tags)}`;
}

/** What a rule forbids that the line's made product may contain, when shops sell that product free from all of it. */
function freeFromVersionSold(line: AnalysedLine, rule: FilterRule): DietTag[] {
  if (line.maybe.size === 0) return [];
  const may = [...new Set(rule.forbidden.flatMap((f) => f.tags.filter((tag) => line.maybe.has(tag))))];
  if (may.length === 0 || rule.forbidden.some((f) => f.tags.some((tag) => line.tags.has(tag)))) return [];
  const food = (line.parsed.ingredient || line.line).toLowerCase();
  const sold = (tag: DietTag) =>
    typeof soldFreeFromNoun(food, tag) === 'string' || typeof soldFreeFromNoun(line.entry?.name ?? '', tag) === 'string';
  return may.every(sold) ? may : [];
}

/**
 * The closed world. Lines the engine cannot place (neither the ontology nor the table knows them, no telling
 * word): for every chosen filter with forbidden foods, one "not verified" entry naming what to look for on the
 * label. Made products of varying make-up (a stock cube, chocolate, a brand): one entry per filter and avoid-list
 * entry they may break, naming what to check. A recipe with any of these is not compliant; it is also not
 * refused, because the cook can check the label.
 */
export function unverifiedLines(
  ingredients: readonly string[],
  filters: readonly string[],
  avoid: readonly string[] = [],
  /** Lines of the list (true) or foods a sentence names (false): a sentence's kind word is the list's food. */
  listLines = true,
): ComplianceViolation[] {
  const { rules } = resolveFilters(filters);
  const checked = rules.filter((rule) => rule.forbidden.length > 0);
  // Avoided groups and allergens ("soy", "Sellerie", "mustard") hide in products the engine does not know (yuba, orgeat).
  // An avoided food's allergen class counts too ("udang": crustaceans may hide in kerupuk).
  const groups = avoid.filter((term) => avoidClassTags(term).length > 0);
  const unread = avoid.filter(avoidTermUnread);
  if (checked.length === 0 && groups.length === 0 && unread.length === 0) return [];
  const out: ComplianceViolation[] = [];
  const flag = (text: string, rule: string, filter: string) =>
    out.push({ ingredient: text.slice(0, 500), rule: `${NOT_VERIFIED}: ${rule}`.slice(0, 500), filter });
  for (const term of unread) flag(term, UNREAD_AVOID_RULE, AVOID_LIST_LABEL);
  for (const text of ingredients) {
    if (text.trim() === '') continue;
    const line = analyseLine(text);
    if (line.heading) continue;
    // Closed world: what an unread avoid-list entry names may be in any line; each is named, so none passes unread.
    if (listLines && unread.length > 0) flag(text, unreadOnLine(unread), AVOID_LIST_LABEL);
    // A line the knowledge cannot place, or one food of it that nothing reads ("šlehačka a plátek citronu").
    if (!line.identified || line.unreadParts) {
      for (const rule of checked) flag(text, `check the label (${rule.forbidden.map((f) => f.rule).join('; ')})`, rule.name);
      if (groups.length > 0) flag(text, `check the label (on the avoid list: ${groups.join(', ')})`, AVOID_LIST_LABEL);
      continue;
    }
    const maybe = listLines && line.kindMaybe ? new Set([...line.maybe, ...line.kindMaybe]) : line.maybe;
    if (maybe.size === 0) continue;
    for (const rule of checked) {
      const may = rule.forbidden.flatMap((f) => f.tags.filter((tag) => maybe.has(tag)));
      if (may.length > 0) flag(text, labelRule(may), rule.name);
    }
    const avoided = groups.filter((term) => avoidMaybeTags({ ...line, maybe }, term).length > 0);
    if (avoided.length > 0) flag(text, `check the label for ${avoided.join(', ')} (on the avoid list)`, AVOID_LIST_LABEL);
  }
  return out;
}

/** One sentence per line to check for the card: which filters it is not verified for, and why. */
export function unverifiedNotices(unverified: readonly ComplianceViolation[]): string[] {
  const byLine = new Map<string, { filters: string[]; label: string[] }>();
  const unreadTerms = new Set(unverified.filter((v) => v.rule === `${NOT_VERIFIED}: ${UNREAD_AVOID_RULE}`).map((v) => v.ingredient));
  for (const v of unverified) {
    // Each line's entry for an unread avoid-list word: the word's own notice already asks for every label.
    if (v.rule.startsWith(`${NOT_VERIFIED}: the kitchen engine does not know "`)) continue;
    const entry = byLine.get(v.ingredient) ?? { filters: [], label: [] };
    entry.filters.push(v.filter === AVOID_LIST_LABEL ? 'your avoid list' : v.filter);
    const what = /check the label for (.+?)(?: \(on the avoid list\))?$/.exec(v.rule)?.[1];
    if (what) entry.label.push(...what.split(', '));
    byLine.set(v.ingredient, entry);
  }
  return [...byLine].map(([line, { filters, label }]) =>
    unreadTerms.has(line)
      ? `Not verified for your avoid list: the kitchen engine does not know "${line}". Check every ingredient's label for it before cooking.`
      : label.length > 0
        ? `Not verified for ${[...new Set(filters)].join(', ')}: "${line}" is a made product whose recipe varies. Check its label for ${[...new Set(label)].join(', ')} before cooking.`
        : `Not verified for ${[...new Set(filters)].join(', ')}: "${line}" is not an ingredient the kitchen engine knows. Check its label before cooking.`,
  );
}
