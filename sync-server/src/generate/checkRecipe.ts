import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { rewriteEachPart, withLinesInParts } from '../../../shared/domain/ingredientGroups';
import { MESSAGES } from '../../../shared/domain/messages';
import {
  adaptRecipe,
  alignWordsWithFilters,
  checkCompliance,
  checkOutput,
  nutritionOfLines,
  roundNutrition,
  servingsNumber,
  unverifiedLines,
  unverifiedNotices,
} from '../../../shared/kitchen/index';
import {
  type ComplianceViolation,
  type Nutrition,
  type StructuredRecipe,
  structuredRecipeSchema,
} from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { cardLanguage, NOT_VERIFIED, type TextChoices, textViolations, withoutExcludedText } from './cardText';
import { GenerationError } from './generationError';
import { namedInText, wordsOf } from './namedInText';
import { mergeRepeatedLines } from './repeatedLines';
import { type ServingsChoice, settleServings } from './servings';

export interface CheckOptions {
  filters: readonly string[];
  avoid: readonly string[];
  mustUse: readonly string[];
  /** Servings the user asked for; without it the reply's own count is kept. */
  servings?: ServingsChoice;
  /**
   * The text is an AI's: its tips, description and "What changed" entries that name an excluded food are left out.
   * (The engine's own tips name what they replaced, "Swapped butter for olive oil", and are its own to get right.)
   */
  aiText?: boolean;
}

/** An AI figure this far from the ingredient table's is not trusted (share of the computed value). */
export const NUTRITION_TOLERANCE = 0.25;
/** ...unless the difference is this small in absolute terms (kcal for calories, g for macros, mg for sodium). */
const ABSOLUTE_SLACK: Nutrition = { calories: 60, protein: 5, carbohydrates: 8, fat: 5, fiber: 3, sodium: 150 };

export function nutritionIsClose(claimed: Nutrition, computed: Nutrition): boolean {
  return (Object.keys(ABSOLUTE_SLACK) as (keyof Nutrition)[]).every((key) => {
    const diff = Math.abs(claimed[key] - computed[key]);
    return diff <= ABSOLUTE_SLACK[key] || diff <= computed[key] * NUTRITION_TOLERANCE;
  });
}

function describe(violations: readonly ComplianceViolation[]): string {
  return violations
    .slice(0, 5)
    .map((v) => `${v.ingredient} (${v.filter})`)
    .join(', ');
}

const isLabelCheck = (v: ComplianceViolation) => v.rule.startsWith(NOT_VERIFIED);

/** One entry per line and filter for "check the label" (the engine's list and the card check may both give one). */
function distinct(violations: readonly ComplianceViolation[]): ComplianceViolation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = isLabelCheck(v) ? `${v.ingredient}\u0000${v.filter}\u0000label` : `${v.ingredient}\u0000${v.filter}\u0000${v.rule}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a rewrite changed the text beyond putting the filters' names before it ("Gluten-Free Pancakes"). */
function reworded(before: string, after: string, filters: readonly string[]): boolean {
  if (before === after) return false;
  if (!after.endsWith(before)) return true;
  const names = new Set(filters.flatMap(wordsOf));
  return wordsOf(after.slice(0, after.length - before.length)).some((word) => !names.has(word));
}

/**
 * The title and method must not name what the list no longer has ("Chicken" in a vegan dish, "the cheese"): the
 * kitchen rewrites the title, and the steps that name an excluded food (the rewriting costs ~1 ms a step, so
 * steps that name none are left as written).
 */
function alignedWords(recipe: Pick<StructuredRecipe, 'recipeName' | 'instructions'>, choices: TextChoices) {
  const flagged = recipe.instructions.flatMap((step, i) => (textViolations(step, choices).length > 0 ? [i] : []));
  const words = alignWordsWithFilters(
    { recipeName: recipe.recipeName, instructions: flagged.map((i) => recipe.instructions[i] ?? '') },
    choices.filters,
    choices.avoid,
  );
  const instructions = [...recipe.instructions];
  flagged.forEach((stepIndex, k) => {
    instructions[stepIndex] = words.instructions[k] ?? instructions[stepIndex] ?? '';
  });
  return { recipeName: words.recipeName, instructions };
}

/**
 * Holds any recipe, from any provider, to the same deterministic checks, on everything the card shows:
 * servings as asked (scaled, or a count that cannot be right replaced, and said); the AI's tips, description and
 * "What changed" entries that name an excluded food left out (and said); filters, avoid and must-use lists
 * enforced by the kitchen's check (`checkCompliance`, the kitchen's public entry) with violations repaired by
 * the engine or the request failing; steps and title that still name an excluded food reported on the card;
 * nutrition from the ingredient table unless the provider's figures agree with it. A recipe is called compliant
 * only when nothing remains, not even a line to check on a label.
 */
export function checkRecipe(
  draft: Omit<StructuredRecipe, 'nutrition'> & { nutrition?: Nutrition },
  claimedNutrition: Nutrition | undefined,
  options: CheckOptions,
): StructuredRecipe {
  return validCard(checkedCard(draft, claimedNutrition, options));
}

/** The card's shape (structuredRecipeSchema), checked once, whole: a reply that cannot be one is the provider's error. */
export function validCard(card: StructuredRecipe): StructuredRecipe {
  const result = structuredRecipeSchema.safeParse(card);
  if (!result.success) {
    throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, result.error.message);
  }
  return result.data;
}

/** The nutrition of a list, computed once for the same lines and servings (the list is often unchanged by the checks). */
function nutritionMemo(): (lines: string[], servings: number) => Nutrition {
  let last: { lines: readonly string[]; servings: number; value: Nutrition } | undefined;
  return (lines, servings) => {
    if (last && last.servings === servings && last.lines.length === lines.length && last.lines.every((line, i) => line === lines[i])) {
      return last.value;
    }
    const value = nutritionOfLines(lines, servings).perServing;
    last = { lines: [...lines], servings, value };
    return value;
  };
}

/**
 * checkRecipe without the final check of the card's shape: for a caller that adds to the card (its profile sections,
 * its source) and checks the whole once with validCard.
 */
export function checkedCard(
  draft: Omit<StructuredRecipe, 'nutrition'> & { nutrition?: Nutrition },
  claimedNutrition: Nutrition | undefined,
  options: CheckOptions,
): StructuredRecipe {
  const notices = [...(draft.notices ?? [])];
  const choices: TextChoices = { filters: options.filters, avoid: options.avoid, language: cardLanguage(draft) };
  const settled = options.servings ? settleServings(draft, options.servings, notices) : draft;
  // Scaling rewrites the lines one for one: they stay in their parts.
  const sized = withLinesInParts(settled, settled.ingredients);
  const worded = options.aiText ? withoutExcludedText(sized, choices, notices) : sized;
  const nutritionOf = nutritionMemo();
  let recipe: StructuredRecipe = {
    ...worded,
    nutrition: worded.nutrition ?? claimedNutrition ?? nutritionOf(worded.ingredients, servingsNumber(worded.servings)),
  };

  const hard = (list: readonly ComplianceViolation[]) => list.filter((v) => !isLabelCheck(v));
  const violations = hard(checkCompliance(recipe, options));
  let repaired = false;
  if (violations.length > 0) {
    const adapted = adaptRecipe(recipe, { filters: options.filters, avoid: options.avoid, mustUse: options.mustUse });
    if (!adapted.ok) {
      throw new GenerationError(
        ERROR_CODES.providerError,
        422,
        `The recipe we got did not fit your choices and could not be fixed: ${adapted.reason}`,
        describe(violations),
      );
    }
    recipe = adapted.recipe;
    repaired = true;
    notices.push(`The recipe broke your choices (${describe(violations)}); the kitchen engine replaced those ingredients.`);
  }
  // Within each part of the list: the same food in two parts stays two lines.
  recipe = rewriteEachPart(recipe, mergeRepeatedLines);

  const computed = nutritionOf(recipe.ingredients, servingsNumber(recipe.servings));
  let nutritionSource: StructuredRecipe['nutritionSource'] = 'computed';
  if (!repaired && claimedNutrition) {
    if (nutritionIsClose(claimedNutrition, computed)) {
      nutritionSource = 'ai';
      recipe = { ...recipe, nutrition: claimedNutrition };
    } else {
      recipe = { ...recipe, nutrition: computed };
      notices.push('Nutrition was recalculated from the ingredients: the estimate we received was far from the ingredient table.');
    }
  } else {
    recipe = { ...recipe, nutrition: computed };
  }

  const aligned = alignedWords(recipe, choices);
  // The AI's title or step reworded by the kitchen: the card says so (a food it named was taken out of the text).
  const changed =
    reworded(recipe.recipeName, aligned.recipeName, options.filters) ||
    recipe.instructions.some((step, i) => step !== aligned.instructions[i]);
  if (options.aiText && changed) {
    notices.push(AI_PATH_TEXTS.wordsAligned);
  }
  recipe = { ...recipe, ...aligned };

  const onCard = checkCompliance(recipe, options);
  const lines = new Set(recipe.ingredients);
  const brokenLines = hard(onCard).filter((v) => lines.has(v.ingredient) || v.ingredient.startsWith('per serving:'));
  if (brokenLines.length > 0) {
    throw new GenerationError(
      ERROR_CODES.providerError,
      422,
      `The recipe we got did not fit your choices and could not be fixed: ${describe(brokenLines)}`,
    );
  }
  // What else the card still says (a step, a tip, the title, as the kitchen's check reads them): shown beside the
  // filter, never passed as fine.
  const inText = hard(onCard);
  if (inText.length > 0) notices.push(AI_PATH_TEXTS.stepFlagged);
  // An ingredient the kitchen cannot place is never called safe: it is reported per filter and on the card.
  const unverified = distinct([...onCard.filter(isLabelCheck), ...unverifiedLines(recipe.ingredients, options.filters, options.avoid)]);
  for (const notice of unverifiedNotices(unverified)) if (!notices.includes(notice)) notices.push(notice);
  // The whole card read by the kitchen's knowledge (title, description, method, tips, "What changed"): a forbidden
  // food still named there, or a made product to check, is shown beside the filter and the recipe is not compliant.
  const inOutput = checkOutput(recipe, options);
  if (inOutput.length > 0 && inText.length === 0) notices.push(AI_PATH_TEXTS.stepFlagged);
  // The AI's own words read once more a piece at a time (title, steps, headings, a line's notes): what the whole-card
  // check passed over is shown beside its filter too.
  const named = options.aiText ? namedInText(recipe, choices) : undefined;
  const shownAlready = new Set([...inText, ...inOutput].map((v) => `${v.ingredient}\u0000${v.filter}`));
  const inAiText = (named?.violations ?? []).filter((v) => !shownAlready.has(`${v.ingredient}\u0000${v.filter}`));
  if (inAiText.length > 0) {
    if (named?.places.has('title or step')) notices.push(AI_PATH_TEXTS.stepFlagged);
    if (named?.places.has('heading or note')) notices.push(AI_PATH_TEXTS.partFlagged);
  }
  const remaining = distinct([...inText, ...unverified, ...inOutput, ...inAiText]);
  return {
    ...recipe,
    dietaryRequirements: options.filters.length ? [...options.filters] : recipe.dietaryRequirements,
    nutrition: roundNutrition(recipe.nutrition),
    compliance: { filters: [...options.filters], compliant: remaining.length === 0, violations: remaining.slice(0, 500) },
    nutritionSource,
    ...(notices.length ? { notices: [...new Set(notices)].slice(0, 20) } : {}),
  };
}
