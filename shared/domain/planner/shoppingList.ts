import { productQualifiers } from '../../kitchen/filters/qualifiers';
import { findIngredient } from '../../kitchen/ingredients/lookup';
import { normaliseIngredientName } from '../../kitchen/ingredients/normalise';
import { isIngredientHeading, parseIngredientLine } from '../../kitchen/parse/ingredientLine';
import { formatQuantity, isPlural } from '../../kitchen/parse/quantityFormat';
import type { IngredientEntry } from '../../kitchen/types';
import { toGrams, unitDef } from '../../kitchen/units';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from '../limits';
import { SHOPPING_CATEGORY_COLOURS } from './shoppingCategories';

/**
 * The week's shopping list: every ingredient line of the placed recipes, scaled by the servings placed,
 * merged per ingredient. Masses are summed, volumes are summed, and volume joins mass through the
 * ingredient's density when the table knows it. Counts ("2 onions", "3 cloves") are summed per count
 * unit and kept apart from measures. A line with no amount ("salt to taste") is listed once.
 * A range counts as its upper bound: the list must cover the recipe.
 */

export interface ShoppingSource {
  title: string;
  ingredients: readonly string[];
  /** The heading of the part each line belongs to ("For the sauce"), index for index; '' or absent for none. */
  parts?: readonly string[];
  /** Servings placed ÷ the recipe's own servings. */
  factor: number;
}

export interface ShoppingLine {
  /** Lowercase ingredient name: the key of checked state. */
  key: string;
  ingredient: string;
  quantity: string;
  recipes: string[];
  /**
   * The recipes as the list names them, each with the parts of it the food is for ("Victoria sponge (for the sponge,
   * for the buttercream)"): the same food in two parts is bought once and its row says both.
   */
  uses: string[];
  category: ShoppingCategory;
}

export interface ShoppingGroup {
  name: ShoppingCategory;
  colour: string;
  items: ShoppingLine[];
}

interface Tally {
  key: string;
  ingredient: string;
  entry: IngredientEntry | undefined;
  grams: number;
  ml: number;
  /** Units the measures were given in (to say the total in that unit when all agree). */
  massUnits: Set<string>;
  volumeUnits: Set<string>;
  counts: Map<string, number>;
  toTaste: boolean;
  recipes: Set<string>;
  /** Per recipe title, the headings of the parts the food is for. */
  parts: Map<string, Set<string>>;
}

function displayName(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

/** Merges the lines of all sources into tallies by ingredient. */
function tallyLines(sources: readonly ShoppingSource[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const source of sources) {
    for (const [index, raw] of source.ingredients.entries()) {
      if (raw.trim() === '' || isIngredientHeading(raw)) continue;
      const parsed = parseIngredientLine(raw);
      const words = parsed.ingredient.trim() || parsed.text;
      if (!words) continue;
      const entry = findIngredient(parsed.text) ?? findIngredient(words);
      // The table knows the base food ("ricotta"); the list names the product the recipe asks for ("dairy-free ricotta").
      const qualifiers = entry ? productQualifiers(words).filter((q) => !entry.name.includes(q)) : [];
      const name = entry ? [...qualifiers, entry.name].join(' ') : undefined;
      const key = (name ?? normaliseIngredientName(words)) || words.toLowerCase();
      let tally = tallies.get(key);
      if (!tally) {
        tally = {
          key,
          ingredient: displayName(name ?? words),
          entry,
          grams: 0,
          ml: 0,
          massUnits: new Set(),
          volumeUnits: new Set(),
          counts: new Map(),
          toTaste: false,
          recipes: new Set(),
          parts: new Map(),
        };
        tallies.set(key, tally);
      }
      tally.recipes.add(source.title);
      const part = source.parts?.[index]?.trim();
      if (part) tally.parts.set(source.title, new Set([...(tally.parts.get(source.title) ?? []), part]));
      addLine(tally, parsed, source.factor);
    }
  }
  return tallies;
}

function addLine(tally: Tally, parsed: ReturnType<typeof parseIngredientLine>, factor: number): void {
  if (parsed.quantity === null) {
    tally.toTaste = true;
    return;
  }
  const amount = (parsed.quantityMax ?? parsed.quantity) * factor;
  const def = unitDef(parsed.unit);
  if (def?.kind === 'mass') {
    tally.grams += amount * (def.base ?? 0);
    tally.massUnits.add(def.id);
    return;
  }
  if (def?.kind === 'volume') {
    tally.ml += amount * (def.base ?? 0);
    tally.volumeUnits.add(def.id);
    return;
  }
  // "1 can (400 g) tomatoes", "2 x 400 g tins": the container's measured content.
  const size = parsed.size ? unitDef(parsed.size.unit) : undefined;
  if (parsed.size && size?.kind === 'mass') {
    tally.grams += amount * parsed.size.quantity * (size.base ?? 0);
    tally.massUnits.add(size.id);
    return;
  }
  if (parsed.size && size?.kind === 'volume') {
    tally.ml += amount * parsed.size.quantity * (size.base ?? 0);
    tally.volumeUnits.add(size.id);
    return;
  }
  const unit = def?.id ?? 'piece';
  tally.counts.set(unit, (tally.counts.get(unit) ?? 0) + amount);
}

/** Volume joins mass through the ingredient's density; without a known density they stay two amounts. */
function joinVolumeIntoMass(tally: Tally): void {
  if (tally.ml <= 0 || tally.grams <= 0 || !tally.entry) return;
  const grams = toGrams({ quantity: tally.ml, quantityMax: null, unit: 'ml' }, tally.entry);
  if (grams === undefined) return;
  tally.grams += grams;
  tally.ml = 0;
  tally.volumeUnits.clear();
}

function massText(grams: number, units: Set<string>): string {
  // Given only in ounces and pounds: said in them too.
  if (units.size > 0 && [...units].every((u) => u === 'oz' || u === 'lb')) {
    const oz = grams / 28.349523125;
    return oz >= 16 ? `${formatQuantity(oz / 16, 'lb')} lb` : `${formatQuantity(oz, 'oz')} oz`;
  }
  if (grams >= 1000) return `${formatQuantity(grams / 1000, 'kg')} kg`;
  return `${formatQuantity(grams, 'g')} g`;
}

const ML = { tsp: 4.92892159375, tbsp: 14.78676478125, cup: 236.5882365 } as const;

function volumeText(ml: number, units: Set<string>): string {
  const spoonsAndCups = [...units].every((u) => u === 'tsp' || u === 'tbsp' || u === 'cup');
  if (spoonsAndCups && units.size > 0) {
    // Said the way a cook measures: cups from a quarter cup, then tablespoons, then teaspoons.
    if (ml >= ML.cup / 4 - 0.01) return plural(formatQuantity(ml / ML.cup, 'cup'), 'cup', 'cups');
    if (ml >= ML.tbsp - 0.01) return plural(formatQuantity(ml / ML.tbsp, 'tbsp'), 'tbsp', 'tbsp');
    return plural(formatQuantity(ml / ML.tsp, 'tsp'), 'tsp', 'tsp');
  }
  if (ml >= 1000) return `${formatQuantity(ml / 1000, 'l')} l`;
  return `${formatQuantity(ml, 'ml')} ml`;
}

function plural(number: string, one: string, many: string): string {
  return `${number} ${isPlural(number) ? many : one}`;
}

function countText(unit: string, n: number): string {
  const number = formatQuantity(n, unit === 'piece' ? null : unit);
  if (unit === 'piece') return number;
  const def = unitDef(unit);
  const many = n > 1;
  return `${number} ${def ? (many ? def.plural : def.singular) : unit}`;
}

function quantityText(tally: Tally): string {
  const parts: string[] = [];
  if (tally.grams > 0) parts.push(massText(tally.grams, tally.massUnits));
  if (tally.ml > 0) parts.push(volumeText(tally.ml, tally.volumeUnits));
  for (const [unit, n] of tally.counts) if (n > 0) parts.push(countText(unit, n));
  if (parts.length === 0) return tally.toTaste ? 'to taste' : '';
  return parts.join(' + ');
}

/** A heading said inside a sentence: "For the sauce" → "for the sauce", "Filling" → "filling" ("BBQ glaze" as written). */
function inline(heading: string): string {
  return /^\p{Lu}\p{Ll}/u.test(heading) ? heading.charAt(0).toLocaleLowerCase() + heading.slice(1) : heading;
}

/** A recipe as a row names it, with the parts the food is for when the recipe's list has parts. */
function recipeUse(title: string, parts: ReadonlySet<string> | undefined): string {
  return parts && parts.size > 0 ? `${title} (${[...parts].map(inline).join(', ')})` : title;
}

/** The merged list, in the seven categories of spec §9 (empty groups left out), items A-Z. */
export function buildShoppingList(sources: readonly ShoppingSource[]): ShoppingGroup[] {
  const tallies = tallyLines(sources);
  const byCategory = new Map<ShoppingCategory, ShoppingLine[]>();
  for (const tally of tallies.values()) {
    joinVolumeIntoMass(tally);
    const category = tally.entry?.category ?? 'Other';
    const line: ShoppingLine = {
      key: tally.key.toLowerCase(),
      ingredient: tally.ingredient,
      quantity: quantityText(tally),
      recipes: [...tally.recipes].sort(),
      uses: [...tally.recipes].sort().map((title) => recipeUse(title, tally.parts.get(title))),
      category,
    };
    const list = byCategory.get(category) ?? [];
    list.push(line);
    byCategory.set(category, list);
  }
  return SHOPPING_CATEGORIES.filter((c) => byCategory.has(c)).map((name) => ({
    name,
    colour: SHOPPING_CATEGORY_COLOURS[name],
    items: (byCategory.get(name) ?? []).sort((a, b) => a.ingredient.localeCompare(b.ingredient)),
  }));
}
