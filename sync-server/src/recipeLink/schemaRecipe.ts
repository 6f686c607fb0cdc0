import { DomUtils, parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];
type AnyNode = ReturnType<typeof DomUtils.getChildren>[number];

function isElement(node: AnyNode): node is Element {
  return 'attribs' in node;
}

/** The parts of a schema.org Recipe this product reads. */
export interface LinkedRecipe {
  name: string;
  description: string;
  servings: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  ingredients: string[];
  instructions: string[];
  /** The recipe's own picture (schema.org image), as written on the page. */
  image: string;
}

function isRecipeType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /(^|[/#:])Recipe$/.test(t.trim()));
}

function clean(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return textOf(o.text ?? o.name ?? o['@value'] ?? '');
  }
  return '';
}

/** Instructions: a text, a list of texts, HowToStep objects, or HowToSection objects holding steps. */
function stepsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(/\r?\n|(?<=\.)\s+(?=\d+[.)]\s)/)
      .map((s) => clean(s).replace(/^\d+[.)]\s*/, ''))
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap(stepsOf);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.itemListElement !== undefined) return stepsOf(o.itemListElement);
    const text = textOf(o.text ?? o.name ?? '');
    return text ? [text] : [];
  }
  return [];
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean);
  const one = textOf(value);
  return one ? [one] : [];
}

function fromJsonLd(node: unknown, depth = 0): LinkedRecipe | null {
  if (depth > 6 || !node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = fromJsonLd(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const o = node as Record<string, unknown>;
  if (isRecipeType(o['@type'])) {
    return {
      name: textOf(o.name),
      description: textOf(o.description),
      servings: textOf(o.recipeYield),
      prepTime: textOf(o.prepTime),
      cookTime: textOf(o.cookTime),
      totalTime: textOf(o.totalTime),
      ingredients: listOf(o.recipeIngredient ?? o.ingredients),
      instructions: stepsOf(o.recipeInstructions),
      image: imageOf(o.image),
    };
  }
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'about']) {
    const found = fromJsonLd(o[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** schema.org image: a URL, an ImageObject, or a list of either (the first). */
function imageOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return imageOf(value[0]);
  if (value && typeof value === 'object')
    return imageOf((value as Record<string, unknown>).url ?? (value as Record<string, unknown>).contentUrl);
  return '';
}

function attr(el: Element, name: string): string | undefined {
  return el.attribs?.[name];
}

/** Microdata values of one item's own properties (not those of nested items). */
function microdataProps(scope: Element): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const walk = (el: Element) => {
    for (const child of DomUtils.getChildren(el)) {
      if (!isElement(child)) continue;
      const prop = attr(child, 'itemprop');
      if (prop) {
        for (const name of prop.split(/\s+/)) props.set(name, [...(props.get(name) ?? []), child]);
      }
      if (attr(child, 'itemscope') === undefined) walk(child);
    }
  };
  walk(scope);
  return props;
}

function microdataValue(el: Element): string {
  const content = attr(el, 'content') ?? attr(el, 'datetime') ?? attr(el, 'value');
  if (content !== undefined) return clean(content);
  if (attr(el, 'itemscope') !== undefined) {
    const inner = microdataProps(el);
    const text = inner.get('text')?.[0] ?? inner.get('name')?.[0];
    if (text) return microdataValue(text);
  }
  return clean(DomUtils.textContent(el));
}

function fromMicrodata(root: ReturnType<typeof parseDocument>): LinkedRecipe | null {
  const scope = DomUtils.findOne(
    (el) => attr(el, 'itemscope') !== undefined && /schema\.org\/Recipe\b/.test(attr(el, 'itemtype') ?? ''),
    root.children,
    true,
  );
  if (!scope) return null;
  const props = microdataProps(scope);
  const first = (name: string) => {
    const el = props.get(name)?.[0];
    return el ? microdataValue(el) : '';
  };
  const all = (name: string) => (props.get(name) ?? []).map(microdataValue).filter(Boolean);
  const instructions = (props.get('recipeInstructions') ?? []).flatMap((el) => {
    const items = DomUtils.getElementsByTagName('li', el, true);
    return items.length > 0 ? items.map((li) => clean(DomUtils.textContent(li))).filter(Boolean) : stepsOf(microdataValue(el));
  });
  return {
    name: first('name'),
    description: first('description'),
    servings: first('recipeYield'),
    prepTime: first('prepTime'),
    cookTime: first('cookTime'),
    totalTime: first('totalTime'),
    ingredients: [...all('recipeIngredient'), ...all('ingredients')],
    instructions,
    image: (() => {
      const el = props.get('image')?.[0];
      return el ? (attr(el, 'src') ?? attr(el, 'content') ?? attr(el, 'href') ?? '') : '';
    })(),
  };
}

/** The page's schema.org Recipe, from JSON-LD first, then microdata; null when the page has none with ingredients. */
export function findSchemaRecipe(html: string): LinkedRecipe | null {
  const doc = parseDocument(html);
  for (const script of DomUtils.getElementsByTagName('script', doc, true)) {
    if (!/ld\+json/i.test(attr(script, 'type') ?? '')) continue;
    try {
      const found = fromJsonLd(JSON.parse(DomUtils.textContent(script)));
      if (found && found.ingredients.length > 0) return found;
    } catch {
      // A broken JSON-LD block: try the next one, then microdata.
    }
  }
  const micro = fromMicrodata(doc);
  return micro && micro.ingredients.length > 0 ? micro : null;
}

/** "PT1H30M" → "1 hour 30 minutes"; other texts as given. */
export function durationText(value: string): string {
  const m = /^P(?:T)?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/i.exec(value.trim());
  if (!m || (!m[1] && !m[2])) return value;
  const parts: string[] = [];
  const h = Number(m[1] ?? 0);
  const min = Number(m[2] ?? 0);
  if (h) parts.push(`${h} hour${h === 1 ? '' : 's'}`);
  if (min) parts.push(`${min} minute${min === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** The recipe as the recipe text the converter reads (name, servings, times, Ingredients, Instructions). */
export function recipeToText(recipe: LinkedRecipe): string {
  const lines: string[] = [recipe.name || 'Recipe'];
  if (recipe.description) lines.push(recipe.description);
  if (recipe.servings) lines.push(/^\d+$/.test(recipe.servings) ? `Serves ${recipe.servings}` : `Servings: ${recipe.servings}`);
  if (recipe.prepTime) lines.push(`Prep time: ${durationText(recipe.prepTime)}`);
  if (recipe.cookTime) lines.push(`Cook time: ${durationText(recipe.cookTime)}`);
  lines.push('', 'Ingredients', ...recipe.ingredients.map((i) => `- ${i}`));
  if (recipe.instructions.length > 0) lines.push('', 'Instructions', ...recipe.instructions.map((s, i) => `${i + 1}. ${s}`));
  return lines.join('\n');
}

/** An absolute http(s) address, or undefined ("//cdn…/a.jpg" and "/a.jpg" resolved against the page). */
function absoluteUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, 2048) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a link import came from: the site's name (og:site_name, else its host) and the page's picture. */
export function pageSource(html: string, pageUrl: string, recipe: LinkedRecipe): { siteName: string; imageUrl?: string } {
  const doc = parseDocument(html);
  const meta = (key: string) =>
    DomUtils.findOne((el) => el.name === 'meta' && (attr(el, 'property') === key || attr(el, 'name') === key), doc.children, true)?.attribs
      ?.content;
  let host = '';
  try {
    host = new URL(pageUrl).hostname.replace(/^www\./, '');
  } catch {
    host = '';
  }
  const siteName = clean(meta('og:site_name') ?? meta('application-name') ?? '') || host;
  const imageUrl = absoluteUrl(recipe.image || meta('og:image') || meta('twitter:image'), pageUrl);
  return { siteName: siteName.slice(0, 200), ...(imageUrl ? { imageUrl } : {}) };
}
