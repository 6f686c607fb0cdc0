import { MESSAGES } from '../domain/messages';
import { type GenerateRequest, type GenerateRequestInput, generateRequestSchema } from '../schemas/generate';
import { type ComplianceViolation, type StructuredRecipe, structuredRecipeSchema } from '../schemas/structuredRecipe';
import { checkOutput } from './check/checkOutput';
import { findConflicts } from './conflicts';
import { convertRecipeText } from './convert';
import { createRecipe } from './create';
import { effectiveChoices } from './effectiveChoices';
import { localiseChecked } from './language/index';
import { chooseMode, type GenerationMode } from './mode';
import { parseIngredientLine } from './parse/ingredientLine';
import { profileSections } from './profile';
import { withStatedSettings } from './scale/statedSettings';
import { mealHint, surpriseRecipe } from './surprise';

export interface EngineOptions {
  /** Seed for surprise; without one (and without `random`) the seed comes from the request, so the same request gives the same recipe. */
  seed?: number;
  random?: () => number;
  /** Made on the device without the server: marked as a draft. */
  draft?: boolean;
  /**
   * Servings the user asked for in this request (changed on the form, not the settings' default): a pasted
   * recipe is scaled to it, list and steps together, and the card says so. Without it the recipe keeps its own.
   */
  requestedServings?: number;
}

export type EngineResult =
  | { ok: true; recipe: StructuredRecipe; mode: GenerationMode }
  | {
      ok: false;
      error: string;
      violations?: ComplianceViolation[];
      /** Create only: the closest built-in dishes that fit, for the cook to pick from when the one asked for is not built in. */
      suggestions?: string[];
    };

/** FNV-1a of the request's text: a stable default seed. */
function textSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** "Vegan, Gluten-Free: no animal products …" → "Vegan, Gluten-Free". */
function reasonFilters(reason: string): string {
  const colon = reason.indexOf(':');
  return colon > 0 ? reason.slice(0, colon) : reason;
}

/** Tips that say what was substituted and why, for substitutions the adapter did not already explain. */
function substitutionTips(recipe: StructuredRecipe): string[] {
  const tips = [...recipe.tips];
  for (const s of recipe.substitutions ?? []) {
    // A line left out has its own tip ("Left out tahini: it is on your avoid list.").
    if (s.replacement === '(left out)') continue;
    const name = (parseIngredientLine(s.replacement).ingredient || s.replacement).toLowerCase();
    const replaced = (parseIngredientLine(s.original).ingredient || s.original).toLowerCase();
    // The adapter's own tip names the food as the list line did before scaling ("Swapped large egg for flax egg").
    const singular = replaced.endsWith('s') ? replaced.slice(0, -1) : replaced;
    const explained = tips.some((t) => {
      const tip = t.toLowerCase();
      return tip.includes(name) || tip.startsWith(`swapped ${replaced} for `) || tip.startsWith(`swapped ${singular} for `);
    });
    // The reason's filter, not its rule: a rule's words ("no animal products (dairy, eggs, honey)") are foods the check reads.
    if (!explained) tips.push(`Used ${s.replacement} instead of ${s.original} (${reasonFilters(s.reason)}).`);
  }
  return tips.slice(0, 50);
}

/** The adapter can name one blocker twice (two passes over the lines); say each sentence once. */
function onceEach(reason: string): string {
  return [...new Set(reason.split(/(?<=\.)\s+/))].join(' ');
}

/**
 * The whole output read by the same knowledge as the list (title, description, method, tips, "What changed"):
 * what still names a forbidden food, or a made product to check, is reported beside it and the recipe is not
 * called compliant (and lines the reader could not place, which were not converted).
 */
function withOutputChecked(
  recipe: StructuredRecipe,
  filters: readonly string[],
  avoid: readonly string[],
  checked?: ComplianceViolation[],
): StructuredRecipe {
  const found = checked ?? checkOutput(recipe, { filters, avoid });
  if (found.length === 0) return recipe;
  const before = recipe.compliance;
  return {
    ...recipe,
    compliance: {
      filters: before?.filters ?? [...filters],
      compliant: false,
      violations: [...(before?.violations ?? []), ...found].slice(0, 500),
    },
  };
}

function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.generationFailed;
  const field = issue.path.map(String).join('.');
  return issue.message.startsWith('Please') || field === '' ? issue.message : `${field}: ${issue.message}`;
}

function dispatch(
  req: GenerateRequest,
  mode: GenerationMode,
  opts: { filters: string[]; avoid: string[]; mustUse: string[]; servings: number; units: 'metric' | 'us' },
  options: EngineOptions,
) {
  // A pasted recipe keeps the servings its cook wrote; the default serving size is for recipes made from scratch.
  if (mode === 'convert') {
    const converted = convertRecipeText(req.originalRecipe, { ...opts, servings: options.requestedServings ?? req.requestedServings });
    // An oven setting or tin size the reader took for a heading or metadata stays on the card, as written.
    return converted.ok ? { ...converted, recipe: withStatedSettings(converted.recipe, req.originalRecipe) } : converted;
  }
  if (mode === 'create') return createRecipe(req.originalRecipe, opts);
  const seed = options.seed ?? textSeed(JSON.stringify([req.originalRecipe, opts.filters, opts.avoid, opts.mustUse]));
  return surpriseRecipe({ ...opts, seed, random: options.random, meal: mealHint(req.originalRecipe) });
}

/**
 * The built-in engine's answer to a generation request (spec signed-in-features §7), with no network:
 * convert a pasted recipe, create one from a dish name, or surprise. Religious requirements join the
 * filters and allergies join the avoid list. The result is schema-checked and carries source 'local'.
 */
export function generateLocally(request: GenerateRequestInput | GenerateRequest, options: EngineOptions = {}): EngineResult {
  const parsed = generateRequestSchema.safeParse(request);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const req = parsed.data;
  const { filters, avoid, mustUse } = effectiveChoices(req);
  const conflicts = findConflicts({ filters, mustUse, avoid });
  if (conflicts.length > 0) return { ok: false, error: conflicts.join(' ') };

  const mode = req.mode ?? chooseMode(req.originalRecipe);
  const result = dispatch(
    req,
    mode,
    { filters, avoid, mustUse, servings: req.userSettings.defaultServingSize, units: req.userSettings.preferredUnits },
    options,
  );
  if (!result.ok) {
    const offered: readonly string[] = 'suggestions' in result && Array.isArray(result.suggestions) ? result.suggestions : [];
    const suggestions = offered.length > 0 ? { suggestions: [...offered] } : {};
    return { ok: false, error: onceEach(result.reason), violations: result.violations, ...suggestions };
  }

  let recipe: StructuredRecipe = {
    ...result.recipe,
    source: options.draft ? 'local-draft' : 'local',
    tips: substitutionTips(result.recipe),
  };
  if (req.userSettings.healthConditions.length > 0) recipe.healthConditions = [...req.userSettings.healthConditions];
  if (options.draft) recipe.notices = [...(recipe.notices ?? []), 'Draft made offline by the built-in engine.'];
  // A pasted recipe in another language says its substitutes in that language; the check below reads what the cook reads.
  // The localiser's own check of the card it gives back is that check's answer (the same card, the same choices).
  let localCheck: ComplianceViolation[] | undefined;
  if (mode === 'convert') ({ recipe, found: localCheck } = localiseChecked(recipe, { text: req.originalRecipe, filters, avoid }));
  recipe = withOutputChecked(recipe, filters, avoid, localCheck);
  // Written from the final verdict: "Checked against … with no violations" only where the whole card passed.
  if (req.profileContext) recipe = { ...recipe, ...profileSections(recipe, req.profileContext, req.userSettings.healthConditions) };

  const checked = structuredRecipeSchema.safeParse(recipe);
  if (!checked.success) return { ok: false, error: `${MESSAGES.generationFailed} (${firstIssue(checked.error)})` };
  return { ok: true, recipe: checked.data, mode };
}
