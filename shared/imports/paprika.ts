import { gunzipSync, strFromU8, unzipSync } from 'fflate';
import { IMAGE_RULES, imageKindOf } from '../images/imageRules';
import { addFields, emptyResult, firstNumber, type ImportResult, textLines } from './importedRecipe';

interface PaprikaRecipe {
  name?: unknown;
  ingredients?: unknown;
  directions?: unknown;
  description?: unknown;
  notes?: unknown;
  servings?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  total_time?: unknown;
  categories?: unknown;
  image_url?: unknown;
  photo_data?: unknown;
  photos?: unknown;
  nutritional_info?: unknown;
}

const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** Paprika's free-text nutrition ("Calories: 250\nProtein: 12g"), as far as it can be read. */
function paprikaNutrition(text: string | undefined) {
  if (!text) return undefined;
  const find = (re: RegExp) => {
    const m = re.exec(text);
    return m ? firstNumber(m[1]) : undefined;
  };
  const out = {
    calories: find(/calories\s*[:=]?\s*([\d.,]+)/i),
    protein: find(/protein\s*[:=]?\s*([\d.,]+)/i),
    carbohydrates: find(/carb(?:ohydrate)?s?\s*[:=]?\s*([\d.,]+)/i),
    fat: find(/(?:total\s+)?fat\s*[:=]?\s*([\d.,]+)/i),
    fiber: find(/fib(?:er|re)\s*[:=]?\s*([\d.,]+)/i),
    sodium: find(/sodium\s*[:=]?\s*([\d.,]+)/i),
  };
  const known = Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
  return Object.keys(known).length > 0 ? known : undefined;
}

/** Base64 text as bytes, or undefined when it is not base64. */
function base64Bytes(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.replace(/\s+/g, ''));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The recipe's main photo (photo_data, else the first of photos) when it is a picture within the image limit. */
function mainPhoto(data: PaprikaRecipe): Uint8Array | undefined {
  const first = Array.isArray(data.photos) ? (data.photos[0] as { data?: unknown } | undefined)?.data : undefined;
  const text = s(data.photo_data) || s(first);
  const bytes = text ? base64Bytes(text) : undefined;
  return bytes && bytes.length <= IMAGE_RULES.maxBytes && imageKindOf(bytes) ? bytes : undefined;
}

/** A Paprika export (.paprikarecipes): a zip of gzipped JSON recipes, one per entry, photos inside. */
export function parsePaprika(bytes: Uint8Array): ImportResult {
  const result = emptyResult('paprika');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    result.problems.push({ label: 'File', message: 'This is not a Paprika export (.paprikarecipes is a zip file).' });
    return result;
  }
  const names = Object.keys(entries).filter((n) => !n.endsWith('/'));
  if (names.length === 0) result.problems.push({ label: 'File', message: 'The export holds no recipes.' });
  for (const name of names) {
    const label = name.replace(/\.paprikarecipe$/i, '');
    let data: PaprikaRecipe;
    try {
      const raw = entries[name] as Uint8Array;
      // Entries are gzipped JSON; some tools write them plain.
      const text = raw[0] === 0x1f && raw[1] === 0x8b ? strFromU8(gunzipSync(raw)) : strFromU8(raw);
      data = JSON.parse(text) as PaprikaRecipe;
    } catch {
      result.problems.push({ label, message: 'This entry could not be read (not gzipped JSON).' });
      continue;
    }
    const hasPhoto = Boolean(s(data.photo_data)) || (Array.isArray(data.photos) && data.photos.length > 0);
    const photo = mainPhoto(data);
    const before = result.recipes.length;
    addFields(
      result,
      {
        name: s(data.name) ?? '',
        description: s(data.description),
        ingredients: textLines(s(data.ingredients)),
        instructions: textLines(s(data.directions)),
        servings: s(data.servings),
        prepTime: s(data.prep_time),
        cookTime: s(data.cook_time),
        totalTime: s(data.total_time),
        notes: textLines(s(data.notes)),
        categories: Array.isArray(data.categories) ? data.categories.filter((c): c is string => typeof c === 'string') : [],
        imageUrl: s(data.image_url),
        nutrition: paprikaNutrition(s(data.nutritional_info)),
        photo,
      },
      s(data.name) ?? label,
    );
    if (hasPhoto && !photo && result.recipes.length > before) result.photosLeftOut += 1;
  }
  return result;
}
