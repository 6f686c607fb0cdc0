import { CONVERTER_TEXTS } from '../domain/converterTexts';
import { LIMITS } from '../domain/limits';
import type { ComplianceViolation, StructuredRecipe, Substitution } from '../schemas/structuredRecipe';
import { checkOutput, namesUnlistedProduct } from './check/checkOutput';
import { addedFood, choiceForTechnique, countAsMeasure, foodOfLine } from './choose/index';
import {
  AVOID_LIST_LABEL,
  checkCompliance,
  lineViolations,
  NOT_VERIFIED,
  recipeTags,
  resolveFilters,
  servingsNumber,
  unverifiedLines,
  unverifiedNotices,
} from './compliance';
import { findConflicts } from './conflicts';
import { chooseSubstitute, FREE_FROM_PREFIX, forbiddenTags, shortName } from './filters/chooseSubstitute';
import { listText, remainingProblems } from './filters/explain';
import { filterTips } from './filters/filterTips';
import { raiseProtein, reduceCarbs, reduceSodium } from './filters/limitFixes';
import { type AnalysedLine, analyseLine } from './filters/lineTags';
import { isMakersName } from './filters/makersName';
import { qualifiedLookup } from './filters/qualifiedLookup';
import { type ResidualContext, type ResidualSwap, rewriteResidual } from './filters/residualWords';
import { resizeAndConvert } from './filters/resizeRecipe';
import { isOmittableExtra, isOmittableSeasoning, isOptionalLine, withoutOptionalWords } from './filters/seasonings';
import { isSweetDish } from './filters/sweetDish';
import type { FilterRule } from './filters/types';
import { adaptInParts } from './groupedAdapt';
import { detectRecipeLanguage } from './language/index';
import { nutritionOfLines } from './nutrition';
import { parseIngredientLine } from './parse/ingredientLine';
import {
  interpretSteps,
  madeInMethod,
  ownWayIn,
  type StepSwap,
  sentencesOf,
  TECHNIQUE_SAID,
  type UnfitAsk,
  type UnlistedContext,
  withoutUnlisted,
  wordsOf,
} from './rewrite/index';
import { servingsCount } from './scale';
import { dishTitle, type TitleSwap } from './titles/index';
import { TECHNIQUE_PHRASES, type Technique, traitsOf } from './traits/index';
import type { DietTag } from './types';

export interface AdaptOptions {
  filters: readonly string[];
  avoid: readonly string[];
  mustUse: readonly string[];
  servings?: number;
  units?: 'metric' | 'us';
  /** The user asked for `servings` (a pasted recipe): the card says the recipe was scaled. */
  announceScaling?: boolean;
  /** The headings of the list's parts (groupedAdapt.ts): given back rewritten for the swaps, as the method is. */
  headings?: readonly string[];
}

export type AdaptResult =
  | { ok: true; recipe: StructuredRecipe; headings?: readonly string[] }
  | { ok: false; reason: string; violations: ComplianceViolation[] };

const MAX_TIPS = 50;

interface Work {
  lines: AnalysedLine[];
  substitutions: Substitution[];
  /** Each swap as the method reads it: the food's words where its line was parsed, and what takes its place. */
  swaps: StepSwap[];
  tips: string[];
  failures: string[];
  /** Each swap's kind of food and new name, for the words of steps and title the swap did not list. */
  residual: ResidualSwap[];
  /** Each swap as the title reads it: the food, what took its place, the filters and avoid entries it serves. */
  titleSwaps: TitleSwap[];
  /** The cook's own line for each analysed line, so "What changed" quotes it exactly as pasted. */
  origin: Map<AnalysedLine, string>;
  /** The method's text, for substitutes that depend on the ingredient's role (beer in a batter or a stew). */
  method: string;
  /** The method's steps and the recipe's lines as pasted: what each step asks of a food (whip, set) chooses its substitute. */
  steps: readonly string[];
  pasted: readonly AnalysedLine[];
  /** The dish's name, which also tells an ingredient's role (a Caesar dressing, a schnitzel's crumb). */
  title: string;
}

/** The chosen filters that forbid each tag. */
function filtersByTag(rules: readonly FilterRule[]): Map<DietTag, string[]> {
  const out = new Map<DietTag, string[]>();
  const add = (tag: DietTag, name: string) => out.set(tag, [...new Set([...(out.get(tag) ?? []), name])]);
  for (const rule of rules) {
    for (const tagRule of rule.forbidden) for (const tag of tagRule.tags) add(tag, rule.name);
    for (const combo of rule.combinations ?? []) for (const tag of combo.forbid) add(tag, rule.name);
  }
  return out;
}

/** Techniques a dish is made of, whose words name nothing else: a yeast dough's knead and rise. */
const WHAT_THE_DISH_IS: ReadonlySet<Technique> = new Set(['knead', 'rise']);

/**
 * The substitute has a way of its own for the technique, in some phrasing (a gluten-free flour is beaten, not kneaded,
 * and rises less): a phrasing its data lacks is a card note, never a refusal.
 */
function hasOwnWayOf(ask: UnfitAsk): boolean {
  const asks = new Set((TECHNIQUE_PHRASES[ask.technique] ?? []).map((p) => p.toLowerCase()));
  const own = ask.swap.substitute === null ? undefined : traitsOf(ask.swap.substitute)?.replaces;
  return (own ?? []).some((swap) => swap.instead.some((p) => asks.has(p.toLowerCase())));
}

/** The refusal of a method asking one substitute what it cannot do: what, why (the first step that asks), what to do. */
function cannotBeDone(asks: readonly UnfitAsk[], byTag: ReadonlyMap<DietTag, readonly string[]>): string {
  const [first] = asks as [UnfitAsk, ...UnfitAsk[]];
  const { swap } = first;
  const byTags = [...new Set(swap.tags.flatMap((tag) => byTag.get(tag) ?? []))];
  const filters = byTags.length > 0 ? byTags : [...new Set([...byTag.values()].flat())];
  const lead = filters.length > 0 ? `${listText(filters)}: ` : '';
  const cannot = [...new Set(asks.map((ask) => TECHNIQUE_SAID[ask.technique]))].join(' or ');
  const step = first.sentence.length > 160 ? `${first.sentence.slice(0, 157)}…` : first.sentence;
  return `${lead}${swap.substitute}, in place of ${swap.food}, cannot ${cannot}, and the method asks it ("${step}"): no substitute within the filter can, so choose another filter or another recipe`;
}

/** The major allergens and how a tip names them. */
const ALLERGEN_NAMES: ReadonlyMap<DietTag, string> = new Map([
  ['tree-nut', 'tree nuts'],
  ['peanut', 'peanuts'],
  ['soy', 'soy'],
  ['sesame', 'sesame'],
  ['egg', 'egg'],
  ['dairy', 'dairy'],
  ['fish', 'fish'],
  ['shellfish', 'shellfish'],
  ['gluten', 'gluten'],
]);

/** Major allergens a substitute brings that the line it replaced did not have ("cashew cream": tree nuts), as words. */
function allergensBrought(before: AnalysedLine, after: AnalysedLine): string | undefined {
  const names = [...ALLERGEN_NAMES].filter(([tag]) => after.tags.has(tag) && !before.tags.has(tag)).map(([, name]) => name);
  return names.length > 0 ? listText(names) : undefined;
}

/**
 * The converted title, unless taking out what the filters forbid left nothing of the dish ("Caesar Dressing" is all
 * anchovy by name): then the dish's own name, led by the filters it now meets ("Vegan Caesar Dressing").
 */
/**
 * The tags the title and method must not name for this recipe: a rule that forbids a food only beside another
 * (Kosher: dairy with meat) counts where the recipe had that other food; a tiramisu is no "Kosher Tiramisu" for its cream.
 */
function forbiddenInRecipe(rules: readonly FilterRule[], avoid: readonly string[], tagsOfRecipe: ReadonlySet<DietTag>): Set<DietTag> {
  const out = forbiddenTags(
    rules.map((r) => ({ ...r, combinations: [] })),
    avoid,
  );
  for (const rule of rules)
    for (const combo of rule.combinations ?? [])
      if (combo.ifRecipeHas.some((t) => tagsOfRecipe.has(t))) for (const t of combo.forbid) out.add(t);
  return out;
}

/** A cook's note on what products as sold may hold ("check the label", "often contain"): word runs, '*' any one word. */
const LABEL_WARNING: readonly string[] = [
  'contain',
  'contains',
  'hidden',
  'check label',
  'check labels',
  'check the label',
  'check the labels',
];

/** A tip telling how to replace an ingredient ("can be replaced with", "use ... instead", "substitute"). */
const REPLACING_TIP: readonly string[] = [
  'be replaced by',
  'be replaced with',
  'is replaced by',
  'is replaced with',
  'replace it with',
  'replace them with',
  'replace the * with',
  'swap for',
  'swapped for',
  'swap it for',
  'swap them for',
  'swapped it for',
  'swapped them for',
  'instead of',
  'in place of',
  'instead',
  'substitut*',
];

/** The text says one of the word runs ('*' any one word; a word ending in '*' any word it begins). */
function saysAny(text: string, runs: readonly string[]): boolean {
  const words = wordsOf(text).map((w) => w.text.toLowerCase());
  const fits = (want: string, word: string | undefined) =>
    word !== undefined && (want === '*' || want === word || (want.endsWith('*') && word.startsWith(want.slice(0, -1))));
  return runs.some((run) => {
    const want = run.split(' ');
    return words.some((_, i) => want.every((w, j) => fits(w, words[i + j])));
  });
}

/** The swap as the title reads it: which filters and which avoid-list entries made it. */
function titleSwap(
  line: AnalysedLine,
  original: string,
  substitute: string | null,
  tags: ReadonlySet<DietTag>,
  violations: readonly ComplianceViolation[],
  avoid: readonly string[],
): TitleSwap {
  const filters = [...new Set(violations.map((v) => v.filter).filter((f) => f !== AVOID_LIST_LABEL))];
  const avoided = avoid.filter((term) => violations.some((v) => v.filter === AVOID_LIST_LABEL && v.rule.endsWith(`: ${term}`)));
  return { food: original, ...(line.entry ? { entry: line.entry.name } : {}), substitute, tags: [...tags], filters, avoid: avoided };
}

/** The swap as the method reads it: the food's own words in its line (the parser's span), its entry, its stand-in. */
function stepSwap(line: AnalysedLine, substitute: string | null, tags: ReadonlySet<DietTag>, chosen?: AnalysedLine): StepSwap {
  const food = foodOfLine(line.line, line.parsed.ingredient);
  const amountChanged =
    chosen !== undefined && (chosen.parsed.quantity !== line.parsed.quantity || chosen.parsed.unit !== line.parsed.unit);
  const read = parseIngredientLine(line.line);
  const unitWord = read.spans.unit ? read.text.slice(read.spans.unit[0], read.spans.unit[1]).trim() : '';
  return {
    food,
    ...(line.entry ? { entry: line.entry.name } : {}),
    substitute,
    tags: [...tags],
    ...(amountChanged ? { amountChanged } : {}),
    ...(chosen ? { substituteLine: chosen.line } : {}),
    ...(unitWord !== '' ? { unitWord } : {}),
    ...(isMakersName(read.notes) ? { maker: read.notes } : {}),
  };
}

/** A line left out: the method no longer names it (see rewriteResidual: an empty name drops the word), nor the title. */
function leftOutOfMethod(
  work: Work,
  line: AnalysedLine,
  original: string,
  rules: readonly FilterRule[],
  avoid: readonly string[],
  violations: readonly ComplianceViolation[],
): void {
  const gone = forbiddenTags(rules, avoid);
  const tags = new Set([...line.tags].filter((t) => gone.has(t)));
  work.residual.push({ tags, original: original.toLowerCase(), name: '' });
  work.titleSwaps.push(titleSwap(line, original, null, tags, violations, avoid));
  work.swaps.push(stepSwap(line, null, tags));
}

/** Replaces every line that breaks a rule; with `combined`, rules that depend on the whole recipe (Kosher meat + dairy) too. */
function substituteLines(work: Work, rules: readonly FilterRule[], avoid: readonly string[], combined: boolean): void {
  for (let i = 0; i < work.lines.length; i++) {
    const line = work.lines[i];
    if (!line) continue;
    const tags = combined ? recipeTags(work.lines) : new Set<never>();
    const violations = lineViolations(line, rules, avoid, tags);
    if (violations.length === 0) continue;
    const fitting = choiceForTechnique(
      line,
      chooseSubstitute(line, violations, rules, avoid, tags, work.method, work.title, isSweetDish(work.lines)),
      work.steps,
      work.pasted,
      (candidate) => lineViolations(candidate, rules, avoid, tags).length === 0,
      work.title,
    );
    const chosen = fitting ? countAsMeasure(line, fitting) : fitting;
    const original = line.parsed.ingredient || line.line;
    const broken = [...new Set(violations.map((v) => v.filter))];
    const asWritten = work.origin.get(line) ?? line.line;
    if (!chosen && violations.every((v) => v.filter === AVOID_LIST_LABEL)) {
      // Only the user's own avoid list objects and nothing can stand in: leave it out and say so.
      work.lines.splice(i, 1);
      i -= 1;
      work.substitutions.push({ original: asWritten, replacement: '(left out)', reason: violations.map((v) => v.rule).join('; ') });
      work.tips.push(`Left out ${original}: it is on your avoid list.`);
      leftOutOfMethod(work, line, original, rules, avoid, violations);
      continue;
    }
    const optional = isOptionalLine(line);
    if (optional || (!chosen && isOmittableExtra(line))) {
      // "optional: 100 g Speck" names its food after the word that calls it optional.
      const food = optional
        ? withoutOptionalWords(original) || analyseLine(withoutOptionalWords(line.line)).parsed.ingredient || original
        : original;
      work.lines.splice(i, 1);
      i -= 1;
      work.substitutions.push({
        original: asWritten,
        replacement: '(left out)',
        reason: violations
          .map((v) => `${v.filter}: ${v.rule}`)
          .join('; ')
          .slice(0, 1000),
      });
      work.tips.push(
        optional
          ? `Left out ${food}: the recipe calls it optional, and it does not fit ${listText(broken)}.`
          : `Left out ${food}: nothing that fits ${broken.join(', ')} takes its place; the dish is complete without it.`,
      );
      leftOutOfMethod(work, line, food, rules, avoid, violations);
      continue;
    }
    if (!chosen && isOmittableSeasoning(line, violations, rules)) {
      work.lines.splice(i, 1);
      i -= 1;
      work.substitutions.push({
        original: asWritten,
        replacement: '(left out)',
        reason: violations.map((v) => `${v.filter}: ${v.rule}`).join('; '),
      });
      work.tips.push(`Left out ${original}: ${broken.join(', ')}.`);
      leftOutOfMethod(work, line, original, rules, avoid, violations);
      continue;
    }
    if (!chosen) {
      const filters = broken.filter((f) => f !== AVOID_LIST_LABEL);
      const others = rules.map((r) => r.name).filter((n) => !broken.includes(n));
      const avoided = avoid.length > 0 ? ` and avoids ${listText([...avoid])}` : '';
      const fits = others.length > 0 ? ` that also fits ${listText(others)}${avoided}` : avoided ? ` that also${avoided.slice(4)}` : '';
      // A refusal says what, why and what the cook can do: "No Keto substitute for filo pastry (Keto: ...): remove ...".
      const why = [...new Set(violations.filter((v) => v.filter !== AVOID_LIST_LABEL).map((v) => `${v.filter}: ${v.rule}`))].join('; ');
      const failure = `No ${listText(filters)} substitute for ${original}${fits} (${why.slice(0, 300)}): nothing sold or made at home does its job within the filter, so remove the ${original} or choose another filter`;
      if (!work.failures.includes(failure)) work.failures.push(failure);
      continue;
    }
    work.lines[i] = chosen.line;
    const reason = [...new Set(violations.map((v) => `${v.filter}: ${v.rule}`))].join('; ');
    work.substitutions.push({ original: asWritten, replacement: chosen.line.line, reason: reason.slice(0, 1000) });
    work.tips.push(`Swapped ${original} for ${chosen.name}: ${broken.join(', ')}.`);
    if (chosen.note) work.tips.push(chosen.note);
    const brought = allergensBrought(line, chosen.line);
    if (brought)
      work.tips.push(
        `${chosen.name.charAt(0).toUpperCase()}${chosen.name.slice(1)} contains ${brought}: check that no one eating is allergic.`,
      );
    // A substitute swapped again (shrimp → cod → tofu under Kosher): the method names the last one, where it named the first.
    const name = shortName(chosen.name);
    const food = foodOfLine(line.line, line.parsed.ingredient).toLowerCase();
    const earlier = work.swaps.find((s) => s.substitute !== null && s.substitute !== '' && food.includes(s.substitute.toLowerCase()));
    const forbidden = forbiddenTags(rules, avoid);
    const tagsBroken = new Set([...line.tags].filter((t) => forbidden.has(t)));
    // The table's name too: "BONELESS, SKINLESS CHICKEN THIGHS" is named "the thighs" in the steps.
    const known = line.entry && !original.toLowerCase().includes(line.entry.name) ? ` ${line.entry.name}` : '';
    work.residual.push({ tags: tagsBroken, original: `${original.toLowerCase()}${known}`, name });
    work.titleSwaps.push(titleSwap(line, original, name, tagsBroken, violations, avoid));
    if (earlier) earlier.substitute = name;
    else work.swaps.push(stepSwap(line, name, tagsBroken, chosen.line));
  }
}

/** A must-use food the recipe lacks arrives with an amount for the servings and the step a cook writes for it. */
function addMustUse(work: Work, mustUse: readonly string[], instructions: string[], servings: number): void {
  const language = mustUse.length > 0 ? detectRecipeLanguage(instructions.join('\n')) : 'en';
  for (const term of mustUse) {
    const present = checkCompliance(
      { ingredients: work.lines.map((l) => l.line), instructions: [], servings: 1 },
      { filters: [], mustUse: [term] },
    );
    if (present.length === 0) continue;
    const added = addedFood(term, servings);
    // In a method written in another language, the step is written in it too (where the data has its words).
    const local = language === 'en' ? undefined : ownWayIn(language, term.trim(), traitsOf(term.trim()));
    if (local) added.step = local;
    work.lines.push(analyseLine(added.line));
    if (added.place === 'start') instructions.unshift(added.step);
    else if (added.place === 'end' || instructions.length === 0) instructions.push(added.step);
    else instructions.splice(instructions.length - 1, 0, added.step);
    work.tips.push(`Added ${term} because it is on your must-use list.`);
  }
}

/**
 * Title and method of a recipe someone else converted (an AI reply): a removed meat or fish leaves the title,
 * a kind of food the filters forbid is named with its free-from qualifier in title and steps.
 */
export function alignWordsWithFilters(
  recipe: Pick<StructuredRecipe, 'recipeName' | 'instructions'>,
  filters: readonly string[],
  avoid: readonly string[] = [],
): { recipeName: string; instructions: string[] } {
  const { rules } = resolveFilters(filters);
  const ctx: ResidualContext = {
    forbidden: forbiddenTags(rules, avoid),
    swaps: [],
    prefixes: FREE_FROM_PREFIX,
    filtersByTag: filtersByTag(rules),
  };
  const title = { filters: rules.map((r) => r.name), swaps: [], forbidden: ctx.forbidden, filtersByTag: ctx.filtersByTag };
  return {
    recipeName: dishTitle(recipe.recipeName, title),
    instructions: recipe.instructions.map((step) => rewriteResidual(step, ctx)),
  };
}

/**
 * The method without foods it names that the recipe does not have and the filters forbid ("Dazu passt Federweißer",
 * "serve with vanilla ice cream"): the tips say what was left out.
 */
function withoutUnlistedFoods(
  steps: readonly string[],
  ctx: UnlistedContext,
  tips: string[],
  filters: readonly string[],
  byTag: ReadonlyMap<DietTag, readonly string[]>,
): string[] {
  if (ctx.forbidden.size === 0) return [...steps];
  // The filters the food itself breaks ("riesling" breaks Halal, not Dairy-Free); one the knowledge cannot read is said
  // to be unchecked, not unfit.
  const whyLeftOut = (food: string): string => {
    const line = analyseLine(food);
    const broken = [...new Set([...line.tags].flatMap((tag) => byTag.get(tag) ?? []))];
    if (broken.length > 0) return `does not fit ${listText(broken)}`;
    if (!line.identified) return `could not be checked for ${filters.length > 0 ? listText([...filters]) : 'your avoid list'}`;
    return `does not fit ${filters.length > 0 ? listText([...filters]) : 'your avoid list'}`;
  };
  return steps.flatMap((step) => {
    const kept: string[] = [];
    for (const sentence of sentencesOf(step)) {
      const { sentence: said, left } = withoutUnlisted(sentence, ctx);
      if (said !== undefined) kept.push(said);
      // One tip a food, its name right after "Left out": a reader (and the check) sees it named as left out, not served.
      for (const food of left) {
        const tip = `Left out ${food} (a serving suggestion): it is not in the recipe and ${whyLeftOut(food)}.`;
        if (!tips.includes(tip)) tips.push(tip);
      }
    }
    const joined = kept.join('').trim();
    return joined === '' ? [] : [joined];
  });
}

/**
 * Makes a recipe fit the filters, the avoid list and the must-use list, after scaling it to `servings` and
 * writing it in `units`: substitutes offending ingredients (amounts adjusted), leaves out avoided ones with no
 * stand-in, meets amount rules the cook's way (low-carb swaps, more of the main protein, less salt), rewrites
 * steps and tips that name a replaced ingredient, recomputes nutrition and records substitutions, tips and the
 * compliance result. Fails with a reason naming the ingredient and filter when something cannot be made to fit.
 */
export function adaptRecipe(recipe: StructuredRecipe, opts: AdaptOptions): AdaptResult {
  // A list in parts ("For the sponge", "For the icing") is adapted part by part in place (groupedAdapt.ts).
  if (recipe.ingredientGroups) return adaptInParts(recipe, opts, adaptRecipe);
  const conflicts = findConflicts({ filters: opts.filters, mustUse: opts.mustUse, avoid: opts.avoid });
  if (conflicts.length > 0) return { ok: false, reason: conflicts.join(' '), violations: [] };
  const { rules } = resolveFilters(opts.filters);
  const sized = resizeAndConvert(recipe, opts.servings, opts.units);
  const servings = servingsNumber(sized.servings);
  const asWritten = recipe.ingredients.filter((l) => l.trim() !== '');
  const sizedLines = sized.ingredients.filter((l) => l.trim() !== '');
  const lines = sizedLines.map(analyseLine);
  const origin = new Map<AnalysedLine, string>();
  if (asWritten.length === sizedLines.length) {
    for (const [i, line] of lines.entries()) origin.set(line, asWritten[i] ?? line.line);
  }
  const work: Work = {
    origin,
    lines,
    substitutions: [],
    swaps: [],
    tips: [],
    failures: [],
    residual: [],
    titleSwaps: [],
    method: sized.instructions.join(' '),
    steps: sized.instructions,
    pasted: [...lines],
    title: sized.recipeName,
  };
  // The recipe's own foods as pasted: a food the method names that is none of these is not the recipe's.
  const ownFoods = lines.filter((l) => !l.heading).map((l) => foodOfLine(l.line, l.parsed.ingredient));
  substituteLines(work, rules, opts.avoid, false);
  substituteLines(work, rules, opts.avoid, true);
  const instructions = [...sized.instructions];
  addMustUse(work, opts.mustUse, instructions, servings);

  const carbs = reduceCarbs(work.lines, servings, rules, opts.avoid);
  work.lines = carbs.lines;
  work.substitutions.push(...carbs.substitutions);
  work.swaps.push(...carbs.swaps);
  work.tips.push(...carbs.tips);

  const protein = raiseProtein(work.lines, servings, rules);
  work.lines = protein.lines;
  work.substitutions.push(...protein.substitutions);
  work.tips.push(...protein.tips);

  const sodium = reduceSodium(work.lines, servings, rules);
  work.lines = sodium.lines;
  work.substitutions.push(...sodium.substitutions);
  work.swaps.push(...sodium.swaps);
  work.tips.push(...sodium.tips);

  const ingredients = work.lines.map((l) => l.line);
  const kept = work.lines.filter((l) => !work.substitutions.some((s) => s.replacement === l.line)).map((l) => l.parsed.ingredient);
  const { perServing } = nutritionOfLines(
    work.lines.filter((l) => !l.heading).map((l) => l.line),
    servings,
    qualifiedLookup,
  );
  const residual: ResidualContext = {
    forbidden: forbiddenInRecipe(rules, opts.avoid, recipeTags(lines)),
    swaps: work.residual,
    prefixes: FREE_FROM_PREFIX,
    filtersByTag: filtersByTag(rules),
  };
  const inMethod: ResidualContext = {
    ...residual,
    dish: sized.recipeName,
    kept,
    interpreted: true,
    made: new Set(madeInMethod(instructions).keys()),
  };
  const keptFoods = work.lines
    .filter((l) => !l.heading && !work.substitutions.some((s) => s.replacement === l.line))
    .map((l) => foodOfLine(l.line, l.parsed.ingredient));
  const method = interpretSteps(instructions, work.swaps, { kept: keptFoods });
  for (const note of method.unfit) if (!work.tips.includes(`Note: ${note}.`)) work.tips.push(`Note: ${note}.`);
  // A yeast dough whose flour cannot be kneaded or rise, with no way of its own to say instead, is no recipe to cook:
  // refused with the reason. Any other ask the card's note tells: its words are also other dishes' ("until set" is as
  // often a cake's bake as a custard's, "over simmering water" melts chocolate; pulled tofu is still a dish).
  const impossible = method.impossible.filter((ask) => WHAT_THE_DISH_IS.has(ask.technique) && !hasOwnWayOf(ask));
  for (const swap of new Set(impossible.map((ask) => ask.swap))) {
    const failure = cannotBeDone(
      impossible.filter((ask) => ask.swap === swap),
      residual.filtersByTag,
    );
    if (!work.failures.includes(failure)) work.failures.push(failure);
  }
  const unlistedContext = {
    listed: [...ownFoods, ...work.lines.filter((l) => !l.heading).map((l) => l.line)],
    forbidden: residual.forbidden,
    dish: sized.recipeName,
  };
  const filterNames = rules.map((r) => r.name);
  const adapted: StructuredRecipe = {
    ...sized,
    recipeName: dishTitle(sized.recipeName, {
      filters: filterNames,
      swaps: work.titleSwaps,
      forbidden: residual.forbidden,
      filtersByTag: residual.filtersByTag,
    }),
    // The schema's list limits: a long pasted recipe plus must-use additions must still validate.
    ingredients: ingredients.slice(0, 200),
    // One interpreter rewrites the method: each swap's own spans, by position, and the traits' techniques and words.
    // A suggestion of a food the recipe lacks goes before any word is qualified: "Dairy-free yoğurt ile servis edin" is
    // no suggestion a cook made.
    instructions: withoutUnlistedFoods(method.steps, unlistedContext, work.tips, filterNames, residual.filtersByTag)
      .map((step) => rewriteResidual(step, inMethod))
      .slice(0, 100),
    nutrition: perServing,
    nutritionSource: 'computed',
    dietaryRequirements: filterNames,
    substitutions: [...(sized.substitutions ?? []), ...work.substitutions].slice(0, 200),
  };
  // "Most shop-bought curry pastes contain shrimp paste, so check the label" warns about the product as sold: it stays.
  // "Buttermilk can be replaced with milk plus lemon juice" tells how to replace a food now swapped: the swap's own tip
  // says what took its place, and rewritten it would read "soy milk can be replaced with soy milk plus lemon juice".
  const ownTip = (written: string): string[] => {
    if (saysAny(written, LABEL_WARNING)) return [written];
    // A tip that serves the dish with a food the list lacks loses that food as the method does ("Serve with fresh
    // bread and a green salad" under Gluten-Free keeps its salad); the tips say what was left out.
    const tip = withoutUnlistedFoods([written], unlistedContext, work.tips, filterNames, residual.filtersByTag)[0];
    if (tip === undefined) return [];
    const said = interpretSteps([tip], work.swaps, { kept: keptFoods }).steps[0];
    if (said === undefined) return [];
    const rewritten = rewriteResidual(said, { ...residual, interpreted: true });
    if (rewritten !== tip && saysAny(tip, REPLACING_TIP)) return [];
    // A tip that names a food the filters forbid ("Add grilled chicken to make it a meal" on a vegan salad) goes.
    const named = checkOutput(
      { recipeName: '', ingredients: [], instructions: [], tips: [rewritten] },
      { filters: opts.filters, avoid: opts.avoid },
    );
    if (named.length === 0) return [rewritten];
    // "Dazu passen Pommes mit Pommesgewürz": a made product the list itself holds, flagged there "not verified", may be
    // served as the tip says; the card is not called compliant, and the tip is one more place the label is asked for.
    if (!named.every((v) => v.rule.startsWith(NOT_VERIFIED))) return [];
    const againstList = checkOutput(
      { recipeName: '', ingredients: adapted.ingredients, instructions: [], tips: [rewritten] },
      { filters: opts.filters, avoid: opts.avoid },
    );
    return againstList.every((v) => v.rule.startsWith(NOT_VERIFIED) && !namesUnlistedProduct(v)) ? [rewritten] : [];
  };
  // A tip of several sentences keeps those that name no forbidden food ("Finish it in the oven at 180 °C … For a side,
  // salted lupins and olives" keeps its oven).
  const ownTips = (sized.tips ?? []).flatMap((tip) => {
    const whole = ownTip(tip);
    const sentences = whole.length > 0 ? [] : sentencesOf(tip);
    if (sentences.length < 2) return whole;
    const kept = sentences.flatMap(ownTip);
    return kept.length > 0 ? [kept.join(' ')] : [];
  });
  adapted.tips = [...new Set([...ownTips, ...work.tips, ...filterTips(rules, work.lines, perServing)])]
    .slice(0, MAX_TIPS)
    .map((t) => t.slice(0, 1000));
  const violations = checkCompliance(adapted, opts);
  // What the engine cannot place is reported per filter, beside its line, and the recipe is not called compliant.
  const unverified = unverifiedLines(adapted.ingredients, opts.filters, opts.avoid);
  adapted.compliance = {
    filters: filterNames,
    compliant: violations.length === 0 && unverified.length === 0,
    violations: [...violations, ...unverified].slice(0, 500),
  };
  const from = servingsCount(recipe.servings);
  if (opts.announceScaling && opts.servings !== undefined && (from === null || from !== servings))
    adapted.notices = [
      ...(adapted.notices ?? []),
      from === null
        ? CONVERTER_TEXTS.scaledFromUnstatedServings(LIMITS.defaultServings, servings)
        : CONVERTER_TEXTS.scaledServings(from, servings),
    ].slice(0, 20);
  if (unverified.length > 0) adapted.notices = [...(adapted.notices ?? []), ...unverifiedNotices(unverified)].slice(0, 20);

  work.failures.push(...remainingProblems(violations, rules, work.lines, servings));
  if (work.failures.length > 0 || violations.length > 0) {
    const reason =
      work.failures.length > 0
        ? work.failures.join('. ')
        : `Could not make the recipe fit: ${violations.map((v) => `${v.ingredient} (${v.filter})`).join(', ')}`;
    return { ok: false, reason: reason.endsWith('.') ? reason : `${reason}.`, violations };
  }
  // A part's heading is read as a step is: "For the chicken marinade" names the swapped chicken; a heading left naming
  // nothing becomes a part without one.
  const headings = opts.headings?.map((heading) => {
    const said = interpretSteps([heading], work.swaps, { kept: keptFoods }).steps[0];
    return said === undefined ? '' : rewriteResidual(said, inMethod);
  });
  return { ok: true, recipe: adapted, ...(headings ? { headings } : {}) };
}
