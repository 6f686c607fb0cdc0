import type { IngredientGroup, StructuredRecipe } from '../schemas/structuredRecipe';
import { emptyStructuredRecipe } from './recipeContentShape';

/**
 * The app's own legacy text recipe (signed-in-features §3, what older versions stored and writeLegacyRecipe still
 * writes): bold labels Recipe Name, Prep Time, Cook Time, Total Time, Servings, Dietary Requirements; sections
 * Ingredients (bulleted, with "For the sauce:" part headings), Instructions (numbered), Tips. A known layout, read
 * here without the kitchen's any-layout document reader and its vocabulary (~120 kB on the wire), so a book of such
 * recipes never loads them. Anything outside that layout, and any recipe whose times the kitchen reader would work
 * out from its method (no Cook or Total Time stated), is declined (null): the caller reads it with the kitchen reader.
 * Where it reads, it reads as the kitchen reader does (tests/unit/stored-recipe-text.test.ts compares the two).
 */
export function readStoredRecipeText(text: string): StructuredRecipe | null {
  const labels = new Map<string, string>();
  const sections: Record<Section, string[]> = { ingredients: [], instructions: [], tips: [] };
  let section: Section | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    const heading = sectionOf(line);
    if (heading) {
      // Ingredients, then Instructions, then Tips if any, each once.
      if (ORDER.indexOf(heading) !== ORDER.indexOf(section ?? 'none') + 1) return null;
      section = heading;
      continue;
    }
    if (section === null) {
      const label = labelOf(line);
      if (!label || labels.has(label.name)) return null;
      labels.set(label.name, label.value);
      continue;
    }
    sections[section].push(line);
  }
  const name = labels.get('recipe name');
  const cook = timeOf(labels.get('cook time'));
  const total = timeOf(labels.get('total time'));
  const prep = timeOf(labels.get('prep time'));
  const servings = servingsOf(labels.get('servings'));
  // The kitchen reader works out times from the method when the text states neither: left to it.
  if (!name || cook === null || total === null || prep === null || (cook === '' && total === '') || servings === null) return null;
  const groups = ingredientParts(sections.ingredients);
  const steps = numbered(sections.instructions);
  const tips = tipLines(sections.tips);
  if (!groups || !steps || !tips || steps.length === 0) return null;
  const ingredients = groups.flatMap((g) => g.ingredients);
  // As withIngredientGroups keeps them (the kitchen reader's way): parts only when one has a heading.
  const ingredientGroups = groups.length > 1 ? groups.filter((g) => g.heading !== '' || g.ingredients.length > 0) : undefined;
  const upper = (t: ReadTime) => t.maxMinutes ?? t.minutes;
  const totalText = total !== '' ? total.text : formatMinutes((prep === '' ? 0 : upper(prep)) + (cook === '' ? 0 : upper(cook)));
  return {
    ...emptyStructuredRecipe(name.slice(0, 300)),
    prepTime: prep === '' ? '' : prep.text,
    cookTime: cook === '' ? '' : cook.text,
    totalTime: totalText,
    servings,
    dietaryRequirements: dietOf(labels.get('dietary requirements')),
    ingredients,
    instructions: steps,
    tips,
    ...(ingredientGroups ? { ingredientGroups } : {}),
  };
}

type Section = 'ingredients' | 'instructions' | 'tips';

const ORDER: readonly (Section | 'none')[] = ['none', 'ingredients', 'instructions', 'tips'];

const SECTIONS: Record<string, Section> = {
  ingredients: 'ingredients',
  instructions: 'instructions',
  tips: 'tips',
  'assembly tips': 'tips',
  'cooking tips': 'tips',
};

const LABELS = new Set(['recipe name', 'prep time', 'cook time', 'total time', 'servings', 'dietary requirements']);

/** "**Ingredients:**" → 'ingredients'; null for any other line. */
function sectionOf(line: string): Section | null {
  const bare = unbold(line.trim());
  if (!bare.endsWith(':')) return null;
  return SECTIONS[bare.slice(0, -1).trim().toLowerCase()] ?? null;
}

/** "**Prep Time:** 15 minutes" → its label and value; null for any other line. */
function labelOf(line: string): { name: string; value: string } | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('**')) return null;
  const colon = trimmed.indexOf(':**');
  if (colon < 0) return null;
  const name = trimmed.slice(2, colon).trim().toLowerCase();
  const value = trimmed.slice(colon + 3).trim();
  if (!LABELS.has(name) || value === '' || value.includes('*')) return null;
  return { name, value };
}

const unbold = (text: string) => (text.startsWith('**') && text.endsWith('**') ? text.slice(2, -2).trim() : text);

/** The line's text after its bullet ("- ", "* ", "• "), or null when it has none. */
function bulleted(line: string): string | null {
  const mark = line[0];
  if ((mark !== '-' && mark !== '*' && mark !== '•') || line[1] !== ' ') return null;
  const rest = line.slice(2).trim();
  return rest === '' ? null : rest;
}

/**
 * Bulleted lines, and part headings ("For the sauce:") between them; at most 200 lines and 50 parts (the structured
 * recipe's limits), each part with lines, else declined. Tidied headings (no bold, no colon) as the reader keeps them.
 */
function ingredientParts(lines: readonly string[]): IngredientGroup[] | null {
  const groups: IngredientGroup[] = [{ heading: '', ingredients: [] }];
  for (const line of lines) {
    const item = bulleted(line);
    const last = groups[groups.length - 1];
    if (item !== null) {
      if (!plainText(item) || item.endsWith(':') || !last) return null;
      last.ingredients.push(item.slice(0, 500));
      continue;
    }
    const heading = unbold(line.trim());
    // A heading is a few words ending with a colon: anything else is outside the layout.
    const words = heading.slice(0, -1).trim();
    if (!heading.endsWith(':') || words.length > 200 || !plainText(words) || !/\p{L}/u.test(words) || words.split(' ').length > 6)
      return null;
    if (last?.heading && last.ingredients.length === 0) return null;
    groups.push({ heading: words, ingredients: [] });
  }
  const last = groups[groups.length - 1];
  const count = groups.reduce((n, g) => n + g.ingredients.length, 0);
  return count === 0 || count > 200 || groups.length > 51 || (last?.heading && last.ingredients.length === 0) ? null : groups;
}

/** "1. Simmer." lines numbered 1, 2, 3 in order. */
function numbered(lines: readonly string[]): string[] | null {
  const steps: string[] = [];
  for (const line of lines) {
    const dot = line.indexOf('. ');
    if (dot < 1 || line.slice(0, dot) !== String(steps.length + 1)) return null;
    const step = line.slice(dot + 2).trim();
    if (!plainText(step)) return null;
    steps.push(step.slice(0, 3000));
  }
  return steps.slice(0, 100);
}

/** Tips as bullets or as lines of their own. */
function tipLines(lines: readonly string[]): string[] | null {
  const tips: string[] = [];
  for (const line of lines) {
    const tip = bulleted(line) ?? line.trim();
    if (!plainText(tip) || tip.endsWith(':')) return null;
    tips.push(tip.slice(0, 1000));
  }
  return tips.slice(0, 50);
}

/**
 * Text without markup or a line's own structure the kitchen reader would read into something (a label, a link, a
 * table, a list inside the line, a nutrition or time fact): such a recipe is declined and read by the kitchen reader.
 */
function plainText(text: string): boolean {
  return text !== '' && text.length <= 3000 && !MARKUP.test(text);
}

const MARKUP = /[*_#|[\]<>`\t]|http|: /;

type ReadTime = { minutes: number; maxMinutes?: number; text: string };

const HOUR_WORDS = new Set(['hour', 'hours', 'hr', 'hrs']);
const MINUTE_WORDS = new Set(['minute', 'minutes', 'min', 'mins']);

/**
 * A stated time as the kitchen reader shows it: "15 mins" → "15 minutes", "1 hr 30 min" → "1 hour 30 minutes",
 * "1-2 hours" and "20-25 minutes" as ranges; '' when not stated; null when written otherwise (declined).
 */
function timeOf(value: string | undefined): ReadTime | '' | null {
  if (value === undefined) return '';
  const words = value.toLowerCase().split(' ').filter(Boolean);
  const whole = (w: string | undefined) => (w !== undefined && /^[1-9]\d{0,2}$/.test(w) ? Number(w) : null);
  if (words.length === 2) {
    const range = words[0]?.split('-') ?? [];
    const unit = words[1] ?? '';
    const perUnit = HOUR_WORDS.has(unit) ? 60 : MINUTE_WORDS.has(unit) ? 1 : 0;
    if (perUnit === 0) return null;
    if (range.length === 2) {
      const [low, high] = range.map(whole);
      if (low === null || high === null || low === undefined || high === undefined || high <= low) return null;
      const unitText = perUnit === 60 ? 'hours' : 'minutes';
      return { minutes: low * perUnit, maxMinutes: high * perUnit, text: `${low}-${high} ${unitText}` };
    }
    const n = whole(words[0]);
    if (n === null || range.length !== 1) return null;
    return { minutes: n * perUnit, text: formatMinutes(n * perUnit) };
  }
  if (words.length === 4) {
    const h = whole(words[0]);
    const m = whole(words[2]);
    if (h === null || m === null || m >= 60 || !HOUR_WORDS.has(words[1] ?? '') || !MINUTE_WORDS.has(words[3] ?? '')) return null;
    return { minutes: h * 60 + m, text: formatMinutes(h * 60 + m) };
  }
  return null;
}

/** "70" → "1 hour 10 minutes", as the kitchen reader writes times. */
function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : '';
  const mins = m > 0 || h === 0 ? `${m} minute${m === 1 ? '' : 's'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}

/** "4" → 4, "6-8" → "6-8"; null when written otherwise (a yield, words). */
function servingsOf(value: string | undefined): number | string | null {
  if (value === undefined) return null;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const range = /^([1-9]\d?)-([1-9]\d?)$/.exec(value);
  return range && Number(range[2]) > Number(range[1]) ? value : null;
}

function dietOf(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(/\s*[,;]\s*/)
    .filter(Boolean)
    .slice(0, 40)
    .map((d) => d.slice(0, 60));
}
