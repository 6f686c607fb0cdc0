import { LIMITS } from '../../domain/limits';
import type { StructuredRecipe } from '../../schemas/structuredRecipe';
import { splitCompoundLine } from './compoundLines';
import { parseIngredientLine } from './ingredientLine';
import { durationMinutes, formatMinutes, minutesFromSteps, plain, type RecipeMeta, readMetaLine } from './recipeTextMeta';
import { isNoiseLine, isSubHeading, readSectionHeader, type SectionKind } from './recipeTextSections';

type Section = SectionKind | 'preamble';

const BULLET = /^\s*(?:[-*•·▪◦‣–—+○●✓✔▢☐□]|\[\s?[xX]?\s?\])\s*/;
const NUMBERED = /^\s*(?:step\s*\d{1,2}\s*[:.)\-–]?|\d{1,2}\s*[.)](?!\d)|\(\d{1,2}\))\s*/i;
const STARTS_WITH_AMOUNT = /^\s*(?:\d|[½⅓⅔¼¾⅛]|(?:a|an|one|two|three|four|five|six|half|pinch|handful|dash)\b)/i;

const ASIDE = /^\**\s*(?:tip|note|n\.\s?b\.|cook(?:'|’)?s note)\s*\**\s*:\s*\**\s*(\S.*)$/i;

function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** A sentence that reads like a method step rather than an ingredient. */
function looksLikeStep(line: string): boolean {
  const text = plain(line);
  if (NUMBERED.test(text) && !/^\s*\d{1,2}\s*[.)]\s*\d/.test(text))
    return !STARTS_WITH_AMOUNT.test(text.replace(NUMBERED, '')) || /\.\s*$/.test(text);
  const words = text.split(/\s+/).length;
  return text.length > 110 || (words >= 7 && /[.!]$/.test(text) && !STARTS_WITH_AMOUNT.test(text));
}

function looksLikeIngredient(line: string): boolean {
  const text = stripBullet(plain(line));
  return text.length > 0 && text.length <= 110 && !/[.!]$/.test(text) && (STARTS_WITH_AMOUNT.test(text) || BULLET.test(line));
}

/** "salt and pepper", "fresh basil": a short line without a sentence's full stop. */
function isShortItem(line: string): boolean {
  const text = plain(line);
  if (text.length === 0 || /[.!?:]$/.test(text) || NUMBERED.test(text)) return false;
  // "Sour cream and shredded cheddar, for serving": what a line is for marks it as a listed food, whatever its length.
  return text.split(/\s+/).length <= 6 || (text.length <= 80 && SERVED_WITH.test(text));
}

const SERVED_WITH =
  /,\s*(?:to serve|for serving|to garnish|for garnish(?:ing)?|for frying|for (?:deep-|shallow-)?frying|for greasing|for dusting|for topping|to taste|optional)\)?$/i;

function mergeMeta(into: RecipeMeta, meta: RecipeMeta): void {
  for (const [key, value] of Object.entries(meta) as [keyof RecipeMeta, RecipeMeta[keyof RecipeMeta]][]) {
    if (into[key] === undefined && value !== undefined) (into as Record<string, unknown>)[key] = value;
  }
}

/** Groups lines into steps: numbered lines start a step and wrapped lines join it; otherwise each line is one step. */
/** Minutes of a stated time, a range at its upper end ("6-7 minutes" is 7). */
function upperMinutes(text: string): number | undefined {
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)\s*(h|hrs?|hours?|m|mins?|minutes?)\b/i.exec(text);
  if (range?.[2] && range[3]) return Number(range[2]) * (/^h/i.test(range[3]) ? 60 : 1);
  return durationMinutes(text);
}

function toSteps(lines: readonly string[]): string[] {
  const numbered = lines.some((l) => NUMBERED.test(plain(l)));
  const steps: string[] = [];
  let open = false;
  for (const raw of lines) {
    if (raw.trim() === '') {
      open = numbered && open;
      if (!numbered) open = false;
      continue;
    }
    if (isSubHeading(raw) && !NUMBERED.test(plain(raw))) {
      open = false;
      continue;
    }
    const text = plain(raw);
    if (NUMBERED.test(text)) {
      steps.push(text.replace(NUMBERED, '').trim());
      open = true;
    } else if (BULLET.test(raw) || !numbered || !open) {
      steps.push(stripBullet(text));
      open = numbered;
    } else {
      const last = steps.length - 1;
      steps[last] = `${steps[last] ?? ''} ${text}`.trim();
    }
  }
  return steps.filter((s) => s !== '');
}

/**
 * A group name inside an ingredient list written without a colon ("Galuska", "Sauce", "For the topping"): a
 * short line with no amount, after a blank line or at the start, followed by a line with an amount.
 */
function isBareSubHeading(lines: readonly string[], i: number): boolean {
  const text = plain(lines[i] ?? '').trim();
  if (text === '' || BULLET.test(lines[i] ?? '') || /\d/.test(text) || /[.,;!?]$/.test(text)) return false;
  // An item without a digit ("½ cup pecans", "a pinch of salt", "shrimp, peeled", "salt") is never a group name: reading
  // it as one would drop the ingredient unseen. Group names ("Crêpes", "For the sauce") are capitalised.
  if (STARTS_WITH_AMOUNT.test(text) || /[,(]/.test(text) || /^[a-zà-ÿ]/.test(text)) return false;
  if (text.split(/\s+/).length > 4 || text.length > 40) return false;
  const previous = i === 0 ? '' : (lines[i - 1] ?? '').trim();
  if (previous !== '') return false;
  const next = lines.slice(i + 1).find((l) => l.trim() !== '');
  if (next === undefined) return false;
  const item = stripBullet(plain(next));
  return STARTS_WITH_AMOUNT.test(item) || (parseIngredientLine(item).quantity !== null && !looksLikeStep(next));
}

/** The items of a group written on one line ("For the filling: 200g feta, 2 eggs, 1 egg yolk"), or undefined. */
function inlineGroupItems(raw: string): string[] | undefined {
  const found = /^\s*(?:for (?:the )?)?[\p{L}][\p{L} '&-]{0,40}:\s*(.+)$/iu.exec(plain(raw));
  const items = found?.[1]?.split(/\s*[,;]\s*/).filter((item) => item !== '');
  if (!items || items.length < 2 || items.some((item) => /[.!?]$/.test(item) || item.length > 80)) return undefined;
  const measured = items.filter((item) => STARTS_WITH_AMOUNT.test(item)).length;
  return measured * 2 >= items.length ? items : undefined;
}

function toIngredients(lines: readonly string[]): string[] {
  return lines
    .filter((l, i) => l.trim() !== '' && !isSubHeading(l) && !isBareSubHeading(lines, i))
    .map((l) => stripBullet(plain(l)).replace(/^\d{1,2}[.)]\s+(?=\D)/, ''))
    .filter((l) => l !== '')
    .flatMap(splitCompoundLine);
}

function titleFrom(preamble: readonly string[]): string | undefined {
  const heading = preamble.find((l) => /^\s*#\s/.test(l));
  if (heading) return plain(heading);
  for (const raw of preamble) {
    const text = plain(raw);
    if (!text || readMetaLine(raw)) continue;
    if (text.length <= 90 && !/[.!?]$/.test(text) && !looksLikeIngredient(raw)) return text.replace(/:$/, '');
    break;
  }
  return undefined;
}

/**
 * A pasted recipe of any common layout as a structured recipe draft: title, servings, times, ingredients
 * (sub-headings such as "For the sauce:" flattened away), steps and tips. Headerless texts are split by
 * how lines look (amounts and bullets are ingredients, sentences and numbered lines are steps).
 * Nutrition is left at zero for the caller to compute.
 */
export function parseRecipeText(text: string): StructuredRecipe {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const meta: RecipeMeta = {};
  const sections: Record<Section, string[]> = { preamble: [], ingredients: [], instructions: [], tips: [], nutrition: [], other: [] };
  let section: Section = 'preamble';
  let sawIngredientsHeader = false;

  for (const [index, raw] of lines.entries()) {
    if (isNoiseLine(raw)) continue;
    // "Note: most curry pastes contain shrimp paste", "Tip: ..." is an aside for the tips, wherever it stands;
    // the section goes on after it (a "Notes" heading alone still opens the tips).
    const aside = ASIDE.exec(plain(raw));
    if (aside?.[1]) {
      sections.tips.push(aside[1].charAt(0).toUpperCase() + aside[1].slice(1));
      continue;
    }
    const header = raw.trim() ? readSectionHeader(raw) : undefined;
    // "Assembly" or "Topping" inside the ingredient list, followed by more ingredients, is a group name.
    const next = lines.slice(index + 1).find((l) => l.trim() !== '');
    const inList = section === 'ingredients' || section === 'preamble';
    if (header && inList && header.kind !== 'ingredients' && !header.inline && next !== undefined) {
      if (looksLikeIngredient(next) && !looksLikeStep(next)) {
        sections[section].push('');
        continue;
      }
    }
    if (header) {
      section = header.kind;
      if (header.kind === 'ingredients') sawIngredientsHeader = true;
      const noteMeta = header.note ? readMetaLine(header.note) : undefined;
      if (noteMeta) mergeMeta(meta, noteMeta);
      if (header.inline) {
        if (header.kind === 'ingredients' && !STARTS_WITH_AMOUNT.test(header.inline) && /^\(?serves/i.test(header.inline)) continue;
        const items = header.kind === 'ingredients' && header.inline.includes(',') ? header.inline.split(/\s*,\s*/) : [header.inline];
        sections[header.kind].push(...items);
      }
      continue;
    }
    const metaLine =
      section === 'preamble' || section === 'tips' || section === 'other' || /^\s*\**\s*[a-z ]+:/i.test(raw)
        ? readMetaLine(raw)
        : undefined;
    if (metaLine && !(section === 'ingredients' && looksLikeIngredient(raw))) {
      mergeMeta(meta, metaLine);
      continue;
    }
    // "For the filling: 200g feta, 2 eggs, 1 egg yolk": a group written on one line is its ingredients, one per line.
    const group = section === 'preamble' || section === 'ingredients' ? inlineGroupItems(raw) : undefined;
    if (group) {
      sections[section].push(...group);
      continue;
    }
    // Ingredients with no method header: numbered lines or full sentences after the list are the method.
    if (section === 'ingredients' && raw.trim() && looksLikeStep(raw) && sections.ingredients.length > 0) section = 'instructions';
    sections[section].push(raw);
  }

  const title = meta.title ?? titleFrom(sections.preamble);
  let preamble = sections.preamble;
  if (title) {
    const at = preamble.findIndex((l) => plain(l).replace(/:$/, '') === title || plain(l).endsWith(title));
    if (at >= 0) preamble = preamble.slice(at + 1);
  }
  let ingredientLines = sections.ingredients;
  let stepLines = sections.instructions;
  if (!sawIngredientsHeader) {
    // No headers at all: sort the lines by how they look.
    const groupNames = new Set(preamble.filter((_, i) => isBareSubHeading(preamble, i)));
    const isIngredient = (l: string) => (looksLikeIngredient(l) || isShortItem(l)) && !looksLikeStep(l) && !groupNames.has(l);
    ingredientLines = preamble.filter(isIngredient);
    const firstIngredient = preamble.findIndex((l) => looksLikeIngredient(l) && !looksLikeStep(l));
    const method = preamble.filter((l, i) => l.trim() !== '' && !isIngredient(l) && !groupNames.has(l) && i > firstIngredient);
    // Sentences before the list are the cook's story when a method follows the list; otherwise they are the method.
    const story = firstIngredient > 0 && (method.length > 0 || stepLines.length > 0);
    const before = story ? [] : preamble.filter((l, i) => l.trim() !== '' && !isIngredient(l) && !groupNames.has(l) && i < firstIngredient);
    stepLines = [...before, ...method, ...stepLines];
  }
  const steps = toSteps(stepLines);
  // No times stated: read them from the method ("6-7 minutes a side", "simmer for 2 hours"), or leave them unknown.
  const fromSteps = meta.cookTime || meta.totalTime ? undefined : minutesFromSteps(steps);
  const prep = meta.prepTime ?? '';
  const cook = meta.cookTime ?? (fromSteps && fromSteps.cook > 0 ? formatMinutes(fromSteps.cook) : '');
  const prepMinutes = upperMinutes(prep);
  // Waiting (marinating, resting) counts towards the total; a stated range counts at its upper end.
  const cookMinutes = fromSteps && fromSteps.cook > 0 ? fromSteps.total : upperMinutes(cook);
  const total =
    meta.totalTime ??
    (prepMinutes !== undefined || cookMinutes !== undefined ? formatMinutes((prepMinutes ?? 0) + (cookMinutes ?? 0)) : '');

  return {
    recipeName: (title?.trim() || 'Pasted recipe').slice(0, 300),
    // Cut to the structured recipe's limits so any paste gives a valid draft.
    prepTime: prep.slice(0, 60),
    cookTime: cook.slice(0, 60),
    totalTime: total.slice(0, 60),
    servings: typeof meta.servings === 'string' ? meta.servings.slice(0, 60) : (meta.servings ?? LIMITS.defaultServings),
    dietaryRequirements: (meta.dietaryRequirements ?? []).slice(0, 40).map((d) => d.slice(0, 60)),
    ingredients: toIngredients(ingredientLines)
      .slice(0, 200)
      .map((l) => l.slice(0, 500)),
    instructions: steps.slice(0, 100).map((s) => s.slice(0, 3000)),
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: toSteps(sections.tips)
      .slice(0, 50)
      .map((t) => t.slice(0, 1000)),
  };
}
