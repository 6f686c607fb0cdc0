import { Parser } from 'htmlparser2';
import type { Nutrition } from '../schemas/structuredRecipe';
import { addFields, emptyResult, firstNumber, type ImportResult, type RecipeFields, textLines } from './importedRecipe';

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: Json): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const str = (v: Json): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

function decodeEntities(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));
}

function isRecipe(node: Record<string, Json>): boolean {
  return asArray(node['@type']).some((t) => typeof t === 'string' && t.toLowerCase() === 'recipe');
}

/** Every Recipe node in a JSON-LD value (top level, arrays, @graph, mainEntity). */
export function findRecipeNodes(value: Json, out: Record<string, Json>[] = [], depth = 0): Record<string, Json>[] {
  if (depth > 6) return out;
  for (const node of asArray(value)) {
    if (!isRecord(node)) continue;
    if (isRecipe(node)) out.push(node);
    else {
      if (node['@graph'] !== undefined) findRecipeNodes(node['@graph'], out, depth + 1);
      if (node.mainEntity !== undefined) findRecipeNodes(node.mainEntity, out, depth + 1);
    }
  }
  return out;
}

function instructionLines(value: Json): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string') out.push(...textLines(decodeEntities(item)));
    else if (isRecord(item)) {
      if (item.itemListElement !== undefined) {
        const name = str(item.name);
        if (name) out.push(`${decodeEntities(name).trim()}:`);
        out.push(...instructionLines(item.itemListElement));
      } else {
        const text = str(item.text) ?? str(item.name);
        if (text) out.push(...textLines(decodeEntities(text)));
      }
    }
  }
  return out;
}

function imageOf(value: Json): string | undefined {
  for (const item of asArray(value)) {
    if (typeof item === 'string') return item;
    if (isRecord(item) && typeof item.url === 'string') return item.url;
  }
  return undefined;
}

function nutritionOf(value: Json): Partial<Nutrition> | undefined {
  if (!isRecord(value)) return undefined;
  const pick = (key: string) => firstNumber(value[key]);
  const out: Partial<Nutrition> = {};
  const map: [keyof Nutrition, string][] = [
    ['calories', 'calories'],
    ['protein', 'proteinContent'],
    ['carbohydrates', 'carbohydrateContent'],
    ['fat', 'fatContent'],
    ['fiber', 'fiberContent'],
    ['sodium', 'sodiumContent'],
  ];
  for (const [field, key] of map) {
    const n = pick(key);
    if (n !== undefined) out[field] = n;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function yieldOf(value: Json): string | number | undefined {
  for (const item of asArray(value)) {
    if (typeof item === 'number') return item;
    if (typeof item === 'string' && item.trim()) return item;
  }
  return undefined;
}

/** The common fields of a schema.org Recipe node (also what Mealie's JSON is modelled on). */
export function schemaOrgFields(node: Record<string, Json>): RecipeFields {
  return {
    name: decodeEntities(str(node.name) ?? ''),
    description: str(node.description) ? decodeEntities(str(node.description) ?? '') : undefined,
    ingredients: asArray(node.recipeIngredient ?? node.ingredients)
      .map((i) => (typeof i === 'string' ? decodeEntities(i) : ''))
      .filter((i) => i.trim() !== ''),
    instructions: instructionLines(node.recipeInstructions),
    servings: yieldOf(node.recipeYield),
    prepTime: str(node.prepTime),
    cookTime: str(node.cookTime),
    totalTime: str(node.totalTime),
    categories: [...asArray(node.recipeCategory), ...asArray(node.keywords)].filter((c): c is string => typeof c === 'string'),
    imageUrl: imageOf(node.image),
    nutrition: nutritionOf(node.nutrition),
  };
}

/** The JSON-LD blocks of an HTML page. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  let inside = false;
  let current = '';
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'script' && (attrs.type ?? '').toLowerCase().includes('ld+json')) {
        inside = true;
        current = '';
      }
    },
    ontext(text) {
      if (inside) current += text;
    },
    onclosetag(name) {
      if (name === 'script' && inside) {
        blocks.push(current);
        inside = false;
      }
    },
  });
  parser.write(html);
  parser.end();
  return blocks;
}

/** Recipes in a file of schema.org Recipe JSON-LD: a .json file or a saved web page (.html). */
export function parseSchemaOrg(text: string): ImportResult {
  const result = emptyResult('schema-org');
  const trimmed = text.trim();
  const blocks = trimmed.startsWith('{') || trimmed.startsWith('[') ? [trimmed] : jsonLdBlocks(text);
  const nodes: Record<string, Json>[] = [];
  for (const block of blocks) {
    try {
      findRecipeNodes(JSON.parse(block), nodes);
    } catch {
      result.problems.push({ label: 'JSON-LD block', message: 'A JSON-LD block on the page is not valid JSON.' });
    }
  }
  if (nodes.length === 0 && result.problems.length === 0) {
    result.problems.push({ label: 'File', message: 'No schema.org Recipe was found in this file.' });
  }
  nodes.forEach((node, i) => {
    addFields(result, schemaOrgFields(node), str(node.name) ?? `Recipe ${i + 1}`);
  });
  return result;
}
