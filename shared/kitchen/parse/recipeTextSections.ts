import { plain } from './recipeTextMeta';

export type SectionKind = 'ingredients' | 'instructions' | 'tips' | 'nutrition' | 'other';

const HEADERS: readonly [SectionKind, RegExp][] = [
  [
    'ingredients',
    /^(?:the\s+)?(?:ingredients?(?:\s+list)?|what you(?:'|’)?ll need|what you need|you will need|you'll need|shopping list|zutaten|ingrédients|ingredientes|ingredienti|hozzávalók|hozzavalok)$/i,
  ],
  [
    'instructions',
    /^(?:instructions|directions|method|steps|preparation|how to make(?: it)?|how to cook(?: it)?|procedure|cooking instructions|to make|making it|assembly|zubereitung|anleitung|préparation|preparación|elaboración|modo de preparación|preparazione|procedimento|elkészítés|elkészítése)$/i,
  ],
  [
    'tips',
    /^(?:tips|notes|recipe notes|cook(?:'|’)?s notes|chef(?:'|’)?s notes|tips (?:and|&) notes|notes (?:and|&) tips|assembly\/cooking tips|cooking tips|serving suggestions?|variations|storage|make ahead)$/i,
  ],
  ['nutrition', /^nutrition(?:al)?(?: facts| info(?:rmation)?)?(?: \(?per serving\)?)?$/i],
  ['other', /^(?:equipment|you will also need|related recipes|comments|reviews|video)$/i],
];

export interface SectionHeader {
  kind: SectionKind;
  /** Text after the colon on the header line ("Ingredients: 2 eggs, 1 cup milk"). */
  inline: string;
  /** A bracketed note on the header line ("Ingredients (serves 4)"). */
  note: string;
}

/** A section header line ("Ingredients", "## Method", "**Instructions:**", "INGREDIENTS (serves 4)"), or undefined. */
export function readSectionHeader(raw: string): SectionHeader | undefined {
  const line = plain(raw).replace(/\*+$/, '');
  const colon = line.indexOf(':');
  const before = colon >= 0 ? line.slice(0, colon) : line;
  const note = /\(([^)]*)\)\s*$/.exec(before)?.[1]?.trim() ?? '';
  const head = before.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const inline = colon >= 0 ? line.slice(colon + 1).trim() : '';
  for (const [kind, pattern] of HEADERS) if (pattern.test(head)) return { kind, inline, note };
  return undefined;
}

/** A sub-heading inside a section ("For the sauce:", "Filling", "**Topping**"). */
export function isSubHeading(raw: string): boolean {
  const line = plain(raw);
  if (/^for (?:the )?[^.:]{1,50}:?$/i.test(line)) return true;
  if (/^[A-Z][A-Za-z &'-]{1,40}:$/.test(line)) return true;
  return /^\*\*[^*]{1,40}\*\*:?$/.test(raw.trim()) || /^#{2,6}\s/.test(raw.trim());
}

const NOISE: readonly RegExp[] = [
  // Recipe-card buttons and rating widgets copied along with the recipe.
  /^(?:(?:jump|to|recipe|print|pin|save|rate|this|share|video|watch|email|comments?)\s*)+$/i,
  /^\d(?:\.\d)?\s*(?:from|stars? from|out of 5 from)\s*\d+\s*(?:votes?|reviews?|ratings?)$/i,
  /^\d+\s*(?:votes?|reviews?|ratings?|comments?)$/i,
  /^(?:\d+\s*x\s*){2,}$/i,
  /^(?:us customary|us|metric|imperial)(?:\s*[-|/]\s*(?:us customary|us|metric|imperial))+$/i,
  /^(?:course|cuisine|keywords?|author|calories|category|cost|rating)\s*:/i,
  /^(?:resting|rest|marinating|inactive|chilling|soaking|rising|proving|additional)\s*time\s*:/i,
];

/** Lines a copied recipe card carries that are no part of the recipe ("Print Recipe", "1x2x3x", "Cuisine: Thai"). */
export function isNoiseLine(raw: string): boolean {
  const line = plain(raw);
  return line !== '' && NOISE.some((pattern) => pattern.test(line));
}
