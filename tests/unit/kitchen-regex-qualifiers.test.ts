import { describe, expect, it } from 'vitest';
import { isEssenceOf } from '../../shared/kitchen/filters/freeFromProducts';
import { applyQualifiers, productQualifiers, withoutQualifiers } from '../../shared/kitchen/filters/qualifiers';
import { ANIMAL_FLESH, SLAUGHTER_PRODUCTS } from '../../shared/kitchen/filters/tagGroups';
import type { DietTag } from '../../shared/kitchen/types';

// The qualifier tables as they were written as regular expressions (main at feb46fe), to compare the phrase tables with.
/**
 * Words in an ingredient's text that take tags away: "vegan butter" is not dairy, "gluten-free pasta" has no
 * gluten, "low-sodium soy sauce" is not high-sodium. The ingredient table matches the base food ("butter",
 * "pasta"), so these qualifiers are applied on top of its tags.
 */
const PLANT_WORDS =
  /(?<![\p{L}])(?:vegan\p{L}*|v[ée]gane?s?|plant-based|plant based|meatless|meat-free|vegetal[ei]|v[ée]g[ée]tal\p{L}*|vegetal(?:es)?|pflanzlich\p{L}*|plantaardig\p{L}*|ro[śs]linn\p{L}*|rostlinn\p{L}*|n[öo]v[ée]nyi|v[äa]xtbaserad\p{L}*|plantebaser\p{L}*|bitkisel)(?![\p{L}])/u;

const QUALIFIERS: readonly { pattern: RegExp; clears: readonly DietTag[] }[] = [
  {
    // In the product's languages too: "panna vegetale", "crème végétale", "pflanzliche Sahne", "leche vegetal", "śmietana roślinna".
    pattern: PLANT_WORDS,
    clears: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS, 'dairy', 'egg', 'honey', 'animal-product', 'non-halal-slaughter'],
  },
  { pattern: /\b(?:dairy-free|dairy free|non-dairy|nondairy)\b/, clears: ['dairy'] },
  // "vegetarian hard cheese": made with microbial rennet. Changed on purpose since (a81811d): a made product's
  // vegetarian version ("vegetarian sausage") holds no flesh either.
  { pattern: /\bvegetarian\b/, clears: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS, 'non-halal-slaughter', 'animal-rennet'] },
  { pattern: /\b(?:egg-free|egg free|flax eggs?|chia eggs?)\b/, clears: ['egg'] },
  { pattern: /\b(?:gluten-free|gluten free)\b/, clears: ['gluten'] },
  { pattern: /\b(?:nut-free|nut free)\b/, clears: ['tree-nut', 'peanut'] },
  { pattern: /\b(?:soy-free|soy free)\b/, clears: ['soy'] },
  { pattern: /\b(?:sugar-free|sugar free|no-sugar-added|no sugar added|no added sugar|unsweetened)\b/, clears: ['added-sugar'] },
  { pattern: /\b(?:grain-free|grain free)\b/, clears: ['grain', 'gluten', 'refined-grain', 'high-carb', 'starchy'] },
  { pattern: /\b(?:low-carb|low carb|keto)\b/, clears: ['high-carb', 'starchy', 'grain', 'refined-grain', 'added-sugar'] },
  {
    pattern: /\b(?:low-sodium|low sodium|reduced-sodium|reduced sodium|no-salt-added|no salt added|salt-free|sodium-free)\b/,
    clears: ['high-sodium'],
  },
  { pattern: /\b(?:non-alcoholic|alcohol-free|alcohol free)\b/, clears: ['alcohol'] },
  { pattern: /\b(?:reduced-fat|low-fat|fat-free|lean|extra-lean|skim|skimmed)\b/, clears: ['saturated-fat'] },
  // Oyster mushrooms are the low-FODMAP mushroom (Monash University FODMAP lists).
  {
    pattern: /\b(?:low-fodmap|low fodmap|lactose-free|garlic-infused|infused|green parts?|green tops?|oyster mushrooms?)\b/,
    clears: ['high-fodmap'],
  },
  // Not what their last word says: breast milk is not dairy (not cow's milk); shea and cocoa butter have no milk;
  // ginger ale and root beer are soft drinks.
  { pattern: /\b(?:breast ?milk|expressed milk|mother'?s milk)\b/, clears: ['dairy'] },
  { pattern: /\bwater chestnuts?\b/, clears: ['tree-nut'] },
  { pattern: /\b(?:shea|cocoa|cacao|kokum|mango) butter\b/, clears: ['dairy'] },
  { pattern: /\b(?:ginger ale|ginger beer|root beer)\b/, clears: ['alcohol', 'gluten'] },
  { pattern: /\b(?:halal)\b/, clears: ['pork', 'non-halal-slaughter'] },
  { pattern: /\b(?:whole-grain|wholegrain|whole grain|wholemeal|whole wheat|whole-wheat|brown rice)\b/, clears: ['refined-grain'] },
];

/** Qualifiers that change what a cook buys ("dairy-free ricotta" is another product than ricotta), as written in a line. */
const PRODUCT_QUALIFIER =
  /\b(?:vegan\p{L}*|plant[- ]based|vegetal[ei]|v[ée]g[ée]tal\p{L}*|vegetal(?:es)?|pflanzlich\p{L}*|plantaardig\p{L}*|ro[śs]linn\p{L}*|rostlinn\p{L}*|dairy[- ]free|non-dairy|egg[- ]free|gluten[- ]free|nut[- ]free|soy[- ]free|sugar[- ]free|no[- ]sugar[- ]added|unsweetened|grain[- ]free|low[- ]carb|keto|low[- ]sodium|reduced[- ]sodium|no[- ]salt[- ]added|salt[- ]free|non-alcoholic|alcohol[- ]free|lactose[- ]free|low[- ]fodmap|halal|reduced[- ]fat|low[- ]fat|fat[- ]free)(?![\p{L}])/giu;

/** The product qualifiers of a line, lowercase and hyphenated, in order and once each: "Dairy Free ricotta" → ["dairy-free"]. */
function oldProductQualifiers(text: string): string[] {
  return [...new Set([...text.matchAll(PRODUCT_QUALIFIER)].map((m) => m[0].toLowerCase().replace(/\s+/g, '-')))];
}

/** "turkey bacon", "beef sausage": a named non-pork animal makes a pork-typed food (bacon, sausage) not pork. */
const NON_PORK_SPECIES = /\b(?:turkey|chicken|beef|lamb|veal|duck)\b/;

/** The food without its qualifying words: "gluten-free pasta" → "pasta". */
function oldWithoutQualifiers(text: string): string {
  let out = text.toLowerCase();
  for (const q of QUALIFIERS) out = out.replace(new RegExp(q.pattern.source, `${q.pattern.flags.replace('g', '')}g`), ' ');
  return out.replace(/\s+/g, ' ').trim();
}

/** Tags of one food (one alternative of a line) with its qualifiers applied: "vegan butter" is not dairy. */
function oldApplyQualifiers(text: string, tags: Set<DietTag>): Set<DietTag> {
  const lower = text.toLowerCase();
  const out = new Set(tags);
  for (const q of QUALIFIERS) {
    if (!q.pattern.test(lower)) continue;
    // A free-from word on a food that is the allergen itself ("gluten-free spelt") is a glued claim: it clears nothing.
    const food = q.pattern === PLANT_WORDS ? '' : lower.replace(q.pattern, ' ').replace(/\s+/g, ' ').trim();
    for (const tag of q.clears) if (food === '' || !isEssenceOf(food, tag)) out.delete(tag);
  }
  if (out.has('pork') && NON_PORK_SPECIES.test(lower) && !/\b(?:pork|ham|lard)\b/.test(lower)) out.delete('pork');
  return out;
}

/** Every tag some qualifier clears, and pork: the tags a line may carry before its qualifiers are read. */
const ALL_TAGS = new Set<DietTag>([
  ...ANIMAL_FLESH,
  ...SLAUGHTER_PRODUCTS,
  ...(['dairy', 'egg', 'honey', 'animal-product', 'non-halal-slaughter', 'animal-rennet', 'gluten', 'tree-nut', 'peanut'] as const),
  ...(['soy', 'added-sugar', 'grain', 'refined-grain', 'high-carb', 'starchy', 'high-sodium', 'alcohol', 'saturated-fat'] as const),
  ...(['high-fodmap', 'pork'] as const),
]);

const QUALIFIER_WORDS = [
  ...['vegan', 'vegane', 'veganer', 'végane', 'véganes', 'vegans', 'plant-based', 'plant based', 'Plant Based', 'meatless', 'meat-free'],
  ...['vegetale', 'vegetali', 'végétale', 'végétales', 'vegetal', 'vegetales', 'pflanzliche', 'Pflanzlicher', 'plantaardige', 'roślinna'],
  ...[
    'roslinne',
    'rostlinné',
    'növényi',
    'novenyi',
    'växtbaserad',
    'vaxtbaserade',
    'plantebaseret',
    'bitkisel',
    'dairy-free',
    'Dairy Free',
  ],
  ...['non-dairy', 'nondairy', 'vegetarian', 'egg-free', 'egg free', 'flax egg', 'chia eggs', 'gluten-free', 'Gluten Free', 'nut-free'],
  ...[
    'nut free',
    'soy-free',
    'soy free',
    'sugar-free',
    'sugar free',
    'no-sugar-added',
    'no sugar added',
    'no-sugar added',
    'no added sugar',
  ],
  ...['unsweetened', 'grain-free', 'grain free', 'low-carb', 'low carb', 'keto', 'low-sodium', 'low sodium', 'reduced-sodium'],
  ...['reduced sodium', 'no-salt-added', 'no salt added', 'salt-free', 'sodium-free', 'non-alcoholic', 'alcohol-free', 'alcohol free'],
  ...['reduced-fat', 'low-fat', 'low fat', 'fat-free', 'fat free', 'lean', 'extra-lean', 'skim', 'skimmed', 'low-fodmap', 'low fodmap'],
  ...['lactose-free', 'lactose free', 'garlic-infused', 'infused', 'green parts', 'green top', 'oyster mushrooms', 'breast milk'],
  ...['breastmilk', 'expressed milk', "mother's milk", 'mothers milk', 'water chestnuts', 'shea butter', 'cocoa butter', 'cacao butter'],
  ...['kokum butter', 'mango butter', 'ginger ale', 'ginger beer', 'root beer', 'halal', 'whole-grain', 'wholegrain', 'whole grain'],
  ...['wholemeal', 'whole wheat', 'whole-wheat', 'brown rice', 'veganism', 'leaner', 'skimming', 'halals', 'ketone', 'infusion'],
];
const FOODS = [
  'butter',
  'spelt',
  'pasta',
  'bacon',
  'turkey bacon',
  'pork sausage',
  'ham',
  'cheese',
  'milk',
  'soy sauce',
  'flour',
  'beer',
  'peanuts',
  '',
];

describe('the qualifier tables as phrase data read a line as their regular expressions did', () => {
  const lines = QUALIFIER_WORDS.flatMap((q) =>
    FOODS.flatMap((food) => [`${q} ${food}`, `${food} (${q})`, `2 cups ${q}, ${food}`, `x${q} ${food}`]),
  );

  it('clears the same tags', () => {
    expect(lines.length).toBeGreaterThan(2000);
    for (const line of lines) {
      expect([...applyQualifiers(line, ALL_TAGS)].sort(), line).toEqual([...oldApplyQualifiers(line, ALL_TAGS)].sort());
    }
  });

  it('leaves the same food without its qualifiers', () => {
    for (const line of lines) expect(withoutQualifiers(line), line).toBe(oldWithoutQualifiers(line));
  });

  it('names the same product qualifiers, in order', () => {
    const differing = [...lines, QUALIFIER_WORDS.join(' and '), 'Dairy Free ricotta, VEGAN Gluten-Free pasta'].filter(
      (line) => JSON.stringify(productQualifiers(line)) !== JSON.stringify(oldProductQualifiers(line)),
    );
    expect(differing.filter((line) => !ACCENTED_VEGAN.test(line))).toEqual([]);
  });
});

/** "vegan…" is now read in any accent, as every table is: the French "végane" names the product as "vegane" did. */
const ACCENTED_VEGAN = /végan/;
