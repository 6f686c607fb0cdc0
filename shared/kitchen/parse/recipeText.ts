import { withIngredientGroups } from '../../domain/ingredientGroups';
import type { StructuredRecipe } from '../../schemas/structuredRecipe';
import { parseRecipeDocument } from './document/index';
import { statesSize } from './document/meta';
import type { RecipeDocument, StatedTime } from './document/types';
import { formatMinutes, minutesFromSteps } from './recipeTextMeta';

/** Labelled lines of the product's own legacy text format ("**Recipe Name:** …", "Dietary Requirements: …"). */
const LEGACY_LABEL = /^\s*(?:\*\*)?\s*(recipe name|title|dietary requirements|diet)\s*:\s*(?:\*\*)?\s*(\S.*?)\s*(?:\*\*)?\s*$/i;

function timeText(time: StatedTime | undefined): string {
  if (!time) return '';
  if (time.maxMinutes !== undefined) {
    const hours = time.minutes % 60 === 0 && time.maxMinutes % 60 === 0 && time.minutes >= 60;
    return hours ? `${time.minutes / 60}-${time.maxMinutes / 60} hours` : `${time.minutes}-${time.maxMinutes} minutes`;
  }
  return formatMinutes(time.minutes);
}

/** The servings as the structured recipe keeps them: a count, a range "6-8", the yield as written, or '' when the text states none. */
function servingsOf(doc: RecipeDocument): number | string {
  // "24 cookies": a yield that names the pieces it counts is kept as written.
  const yieldCount = /\d+/.exec(doc.yieldText ?? '')?.[0];
  if (doc.servings !== undefined && doc.servingsMax === undefined && yieldCount !== undefined && Number(yieldCount) === doc.servings)
    return (doc.yieldText ?? '').slice(0, 60);
  if (doc.servings !== undefined) return doc.servingsMax !== undefined ? `${doc.servings}-${doc.servingsMax}` : doc.servings;
  return (doc.yieldText ?? '').slice(0, 60);
}

/** The document's ingredient parts, when it has headed ones, cut to what the flat list keeps (200 lines of 500 characters). */
function groupsOf(doc: RecipeDocument): Pick<StructuredRecipe, 'ingredientGroups'> {
  let room = 200;
  const groups = doc.ingredientGroups.map((g) => {
    const lines = g.lines.slice(0, Math.max(0, room)).map((l) => l.text.slice(0, 500));
    room -= lines.length;
    return { heading: g.heading ?? '', ingredients: lines };
  });
  const { ingredientGroups } = withIngredientGroups(groups);
  return ingredientGroups ? { ingredientGroups } : {};
}

/**
 * A pasted recipe of any layout as a structured recipe draft, read through `parseRecipeDocument`: title, servings
 * (never invented), times (resting apart from cooking), ingredients (the flat list, and its headed parts as `ingredientGroups`), steps, tips
 * (with the notes). The cook's story before the list (the document's description) is not carried into the draft. Nutrition is left at zero for the caller to compute.
 */
export function parseRecipeText(text: string): StructuredRecipe {
  return readRecipeText(text).recipe;
}

/**
 * `parseRecipeText`, with the foods the method's serving sentences name beside the list (`RecipeDocument.servedWith`)
 * and the tins and dishes the recipe names with their size ("Teglia: 20x30 cm"), which the draft has no field for.
 */
export function readRecipeText(text: string): RecipeTextRead {
  // A cook converts one pasted text with other filters, avoid lists or servings in turn: the last texts' readings are
  // kept (speed only), and each caller gets its own copy to change as it likes.
  const kept = RECENT_READS.get(text);
  if (kept) return structuredClone(kept);
  const read = readRecipeTextOnce(text);
  if (RECENT_READS.size >= RECENT_READ_LIMIT) RECENT_READS.delete(RECENT_READS.keys().next().value as string);
  RECENT_READS.set(text, structuredClone(read));
  return read;
}

type RecipeTextRead = { recipe: StructuredRecipe; servedWith: string[]; tins: string[] };

/** The texts whose reading is kept, oldest first. */
const RECENT_READS = new Map<string, RecipeTextRead>();
const RECENT_READ_LIMIT = 4;

function readRecipeTextOnce(text: string): RecipeTextRead {
  let title: string | undefined;
  let dietary: string[] = [];
  const kept = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => {
      const label = LEGACY_LABEL.exec(line);
      if (!label?.[1] || !label[2]) return true;
      if (/^(?:recipe name|title)$/i.test(label[1])) title = label[2];
      else dietary = label[2].split(/\s*[,;]\s*/).filter(Boolean);
      return false;
    })
    .join('\n');
  const doc = parseRecipeDocument(kept);
  const steps = doc.stepGroups.flatMap((g) => g.steps);
  const prep = doc.times.prep;
  let cook = timeText(doc.times.cook);
  let total = timeText(doc.times.total);
  if (!doc.times.cook && !doc.times.total && !doc.times.rest) {
    // No times stated: read them from the method ("simmer for 2 hours"). Waiting (rising, chilling, marinating) is
    // never cooking and never summed into the total. A stated resting time without a cooking time is left so: the
    // method's durations may be that waiting in other words.
    const fromSteps = minutesFromSteps(steps);
    if (fromSteps && fromSteps.cook > 0) {
      cook = formatMinutes(fromSteps.cook);
      total = formatMinutes(fromSteps.cook + (prep?.minutes ?? 0));
    }
  }
  if (!total && (prep || doc.times.cook)) {
    const upper = (t: StatedTime | undefined) => t?.maxMinutes ?? t?.minutes ?? 0;
    total = formatMinutes(upper(prep) + upper(doc.times.cook));
  }
  const recipe: StructuredRecipe = {
    recipeName: ((title ?? doc.title)?.trim() || 'Pasted recipe').slice(0, 300),
    prepTime: timeText(prep).slice(0, 60),
    cookTime: cook.slice(0, 60),
    totalTime: total.slice(0, 60),
    servings: servingsOf(doc),
    dietaryRequirements: dietary.slice(0, 40).map((d) => d.slice(0, 60)),
    ingredients: doc.ingredientGroups
      .flatMap((g) => g.lines.map((l) => l.text))
      .slice(0, 200)
      .map((l) => l.slice(0, 500)),
    instructions: steps.slice(0, 100).map((s) => s.slice(0, 3000)),
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [...doc.tips, ...doc.notes].slice(0, 50).map((t) => t.slice(0, 1000)),
    // The list's parts ("For the sponge") kept beside the flat list, which stays every line in order.
    ...groupsOf(doc),
    ...(doc.notUnderstood.length > 0 ? { notUnderstood: doc.notUnderstood.slice(0, 50).map((l) => l.slice(0, 500)) } : {}),
  };
  return { recipe, servedWith: doc.servedWith ?? [], tins: (doc.equipment ?? []).filter(statesSize) };
}
