import { describe, expect, it } from 'vitest';
import { isEssenceOf, soldFreeFromNoun, withoutEssence } from '../../shared/kitchen/filters/freeFromProducts';
import type { DietTag } from '../../shared/kitchen/types';
import { equivalenceInputs } from './kitchen-regex-equivalence';

// The free-from tables as they were written as regular expressions (main at feb46fe), to compare the phrase tables with.
/**
 * Foods that shops really sell in a free-from version, by the tag the version leaves out. The last-resort
 * substitute "gluten-free X" is offered only when X matches here: a "gluten-free Nutella", "sugar-free
 * digestive biscuits" or "non-alcoholic Marsala" is not something a cook can buy. The match is the product
 * noun, so the qualifier is written right before it ("2 nests dried gluten-free ramen noodles").
 */
const OLD_SOLD_FREE_FROM: Partial<Record<DietTag, RegExp>> = {
  gluten:
    /\b(?:(?:all-purpose |plain |self-raising |bread )?flour|bread(?: rolls?)?|sourdough starter|sourdough(?: bread)?|ciabatta|baguettes?|rolls?|buns?|burger buns|hot dog buns|brioche(?: buns)?|wraps?|tortillas?|pittas?|pita(?: bread)?|naan(?: bread)?|bagels?|english muffins?|crumpets|breadcrumbs|panko|croutons|crackers|oatcakes|oats|rolled oats|porridge oats|granola|muesli|pasta|spaghetti|penne|fusilli|macaroni|linguine|tagliatelle|fettuccine|rigatoni|lasagne sheets|lasagna sheets|lasagne|lasagna|noodles|ramen noodles|egg noodles|gnocchi|couscous|pizza bases?|pizza dough|puff pastry|shortcrust pastry|pastry|pie crust|pastry case|filo pastry|ladyfingers|savoiardi|sponge fingers|digestive biscuits|digestives|biscuits|cookies|wafers|ice cream cones|cake|sponge|brownie mix|cake mix|stock cubes?|stock pots?|gravy granules|gravy|beer|lager|ale|stout|soy sauce|teriyaki sauce|hoisin sauce|worcestershire sauce|miso|miso paste|white miso paste|baking powder|sausages?|burgers?|fish fingers|chicken nuggets|yorkshire puddings?|pancake mix|pancakes|crepes|wraps|gochujang|kecap manis|dumpling wrappers|wonton wrappers|gyoza wrappers|plant-based mince|vegan mince|veggie mince|matzo meal|matzo|matzah|matzo crackers)\b/,
  dairy:
    /\b(?:milk|butter|cream|double cream|single cream|whipping cream|sour cream|soured cream|cr[eè]me fra[iî]che|cream cheese|cheese|cheddar|mozzarella|parmesan|feta|halloumi|grated cheese|cheese slices|yog(?:h)?urt|greek yog(?:h)?urt|ice cream|custard|chocolate|dark chocolate|milk chocolate|white chocolate|chocolate chips|spread|margarine|pesto|mayonnaise|gravy|hot chocolate|naan(?: breads?)?|ranch(?: dressing)?|tzatziki|alfredo sauce|queso fresco|dulce de leche|caramel sauce|caramel)\b/,
  'added-sugar':
    /\b(?:ketchup|bbq sauce|barbecue sauce|syrup|maple-flavoured syrup|jam|jelly|chocolate|dark chocolate|chocolate chips|sweet chilli sauce|cola|lemonade|squash|custard|baked beans|hot chocolate|cocoa mix|gum)\b/,
  alcohol: /\b(?:beer|lager|stout|ale|wine|red wine|white wine|sparkling wine|prosecco|cider|gin|rum)\b/,
  egg: /\b(?:mayonnaise|mayo|pasta|egg noodles|noodles|ladyfingers|savoiardi|meringues?|custard|dumpling wrappers|wonton wrappers|gyoza wrappers)\b/,
  // Soy-free and sesame-free versions are sold of a few everyday products only; tofu, natto or tahini have none.
  soy: /\b(?:vegan butter|margarine|spread|chocolate|dark chocolate|chocolate chips|mayonnaise|vegan mayonnaise|bread|tortillas?|wraps?|stock cubes?|protein powder|creamer|vegan cheese)\b/,
  sesame: /\b(?:bread|buns?|burger buns|bagels?|crackers|breadsticks)\b/,
  'tree-nut': /\b(?:pesto|granola|muesli|chocolate|cookies|cereal bars?|flapjacks?)\b/,
  peanut: /\b(?:pesto|granola|muesli|chocolate|cookies|cereal bars?|satay sauce)\b/,
  // Vegan versions are sold of these everyday products; a whole animal food (a salmon fillet) has none.
  meat: /\b(?:sausages?|burgers?|mince|meatballs|bacon|ham slices|chorizo|pepperoni|hot dogs?|nuggets|chicken pieces|stock cubes?|stock|gravy|gravy granules|pâté)\b/,
  poultry: /\b(?:sausages?|burgers?|nuggets|chicken pieces|stock cubes?|stock|gravy)\b/,
  'red-meat': /\b(?:sausages?|burgers?|mince|meatballs|stock cubes?|stock|gravy)\b/,
  pork: /\b(?:sausages?|bacon|ham slices|chorizo|pepperoni|hot dogs?|salami)\b/,
  fish: /\b(?:fish sauce|worcestershire sauce|fish fingers|caesar dressing|kimchi)\b/,
  shellfish: /\b(?:oyster sauce|shrimp paste|curry paste|kimchi)\b/,
  gelatin: /\b(?:jelly|gummy bears|gummies|marshmallows)\b/,
};

/**
 * Foods whose essence is the allergen, in the languages of the lexicon's users: no shop sells them free from it, so a
 * free-from word before them ("gluten-free spelt", "nut-free hazelnuts", "dairy-free ghee", "egg-free egg yolks") is
 * a glued claim that clears nothing. Nuts are matched at the end of the food: "almond milk" is another food.
 */
const OLD_ESSENCE_OF: Partial<Record<DietTag, RegExp>> = {
  gluten:
    /(?<![\p{L}])(?:barley|pearl barley|rye|spelt|seitan|wheat berries|wheat gluten|farro|freekeh|bulgh?ur|bulgar|semolina|durum|triticale|einkorn|emmer|kamut|malt|malted|(?:gerste|graupen|roggen|dinkel|gr[üu]nkern|weizen|rogge|tarwe|speltmeel|r[åa]g|vete|hvede|speltmjöl)\p{L}*|orge|seigle|[ée]peautre|bl[ée]|cebada|centeno|espelta|trigo|orzo perlato|segale|grano|gerst|j[ęe]czmie[ńn]|[żz]yto|orkisz|pszenica|korn|byg|rug)(?![\p{L}])/u,
  dairy:
    /(?<![\p{L}])(?:ghee|whey|casein|lactose|butterschmalz|beurre clarifi[ée]|burro chiarificato|molke|petit-lait|suero de leche)(?![\p{L}])/u,
  egg: /(?<![\p{L}])(?:eggs?|egg yolks?|egg whites?|yolks?|eier|eigelb|eiwei(?:ss|ß)|œufs?|oeufs?|jaunes? d[’']œuf|huevos?|yemas?|uova|uovo|tuorli|albumi|eieren|æg|ägg|jajka?|vejce|tojás|yumurta)$/u,
  'tree-nut':
    /(?<![\p{L}])(?:almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|marzipan|praline|haseln[üu]sse|mandeln|waln[üu]sse|noisettes|amandes|noix|avellanas|almendras|nueces|nocciole|mandorle|noci|pinoli|hazelnoten|amandelen|walnoten|hasseln[øo]dder|mandler|valn[øo]dder|orzechy|migda[łl]y)$/u,
  peanut:
    /(?<![\p{L}])(?:peanuts?|groundnuts?|erdn[üu]sse|cacahu[èe]tes|cacahuetes|man[íi]|arachidi|pinda'?s|jordn[øo]dder|jordn[öo]tter|orzeszki ziemne)$/u,
};

/** Is the food's essence what the tag stands for ("spelt" for gluten)? Then no free-from version of it is sold. */
function oldIsEssenceOf(food: string, tag: DietTag): boolean {
  return OLD_ESSENCE_OF[tag]?.test(food.toLowerCase().trim()) ?? false;
}

/** The tag a free-from word leaves out: "gluten-free" → gluten. */
const TAG_OF_FREE_FROM: Readonly<Record<string, DietTag>> = {
  'gluten-free': 'gluten',
  'dairy-free': 'dairy',
  'egg-free': 'egg',
  'nut-free': 'tree-nut',
};

/**
 * The sold product without the words that are the allergen itself: "rye crackers" → "crackers", "spelt bread" →
 * "bread" (for gluten). The food unchanged when nothing sold free-from would remain.
 */
function oldWithoutEssence(food: string, tag: DietTag | string): string {
  const key = (TAG_OF_FREE_FROM[tag] ?? tag) as DietTag;
  const pattern = OLD_ESSENCE_OF[key];
  if (!pattern) return food;
  const everywhere = new RegExp(pattern.source.replace(/\$$/, '(?![\\p{L}])'), 'gu');
  const rest = food.toLowerCase().replace(everywhere, ' ').replace(/\s+/g, ' ').trim();
  return rest !== '' && rest !== food.toLowerCase().trim() && typeof oldSoldFreeFromNoun(rest, key) === 'string' ? rest : food;
}

/**
 * The free-from product noun in the food's words; undefined when no such product is sold; null when any
 * food of that kind has a version (low-sodium, low-FODMAP, whole-grain: the noun is the whole food).
 */
function oldSoldFreeFromNoun(food: string, tag: DietTag): string | undefined | null {
  const pattern = OLD_SOLD_FREE_FROM[tag];
  if (!pattern) return null;
  const match = pattern.exec(food.toLowerCase());
  return match?.[0];
}

const TAGS = Object.keys(OLD_SOLD_FREE_FROM) as DietTag[];
const ESSENCE_TAGS = Object.keys(OLD_ESSENCE_OF) as DietTag[];
/** Every word of the old tables, read from their patterns' letters: the foods to try. */
const TABLE_WORDS = [
  ...new Set(
    [...Object.values(OLD_SOLD_FREE_FROM), ...Object.values(OLD_ESSENCE_OF)]
      .flatMap((pattern) => pattern?.source.split(/[^\p{L}' -]+/u) ?? [])
      .map((w) => w.trim())
      .filter((w) => w.length > 1),
  ),
];

describe('the free-from tables as phrase data read foods as their regular expressions did', () => {
  const foods = [
    ...equivalenceInputs(TABLE_WORDS, ['bread', 'milk', 'flour', 'crackers', 'mix', 'cheese', 'chips', 'paste']),
    ...['rye crackers', 'spelt bread', 'gluten-free spelt', 'almond milk', 'egg noodles', 'chopped walnuts', 'walnut pesto'],
    ...['roggenmehl', 'dinkelmehl type 630', 'farine de blé', 'harina de trigo', 'mąka pszenna', 'jęczmień', 'żyto', 'migdały'],
    ...['haselnüsse', 'hasselnødder', "jaunes d'œuf", 'jaunes d’œuf', 'oeufs', 'eiweiß', 'cacahuètes', "pinda's"],
  ];

  it('finds the same sold product noun at the same place', () => {
    expect(foods.length).toBeGreaterThan(2000);
    const differing = TAGS.flatMap((tag) =>
      foods.flatMap((food) => {
        const old = oldSoldFreeFromNoun(food, tag);
        const now = soldFreeFromNoun(food, tag);
        const at = (noun: string | null | undefined) => (typeof noun === 'string' ? food.toLowerCase().indexOf(noun) : noun);
        return at(old) === at(now) && (typeof old === 'string') === (typeof now === 'string') ? [] : [`${tag}: ${food}: ${old} → ${now}`];
      }),
    );
    expect(differing.filter((d) => !ACCENT_AT_WORD_END.test(d))).toEqual([]);
  });

  it('reads the same essence, and takes the same words out', () => {
    const differing = ESSENCE_TAGS.flatMap((tag) =>
      foods.flatMap((food) =>
        isEssenceOf(food, tag) === oldIsEssenceOf(food, tag) && withoutEssence(food, tag) === oldWithoutEssence(food, tag)
          ? []
          : [
              `${tag}: ${food}: ${oldIsEssenceOf(food, tag)} ${oldWithoutEssence(food, tag)} → ${isEssenceOf(food, tag)} ${withoutEssence(food, tag)}`,
            ],
      ),
    );
    expect(differing.filter((d) => !ACCENT_AT_WORD_END.test(d))).toEqual([]);
  });
});

/** JavaScript's \\b knows only ASCII letters: "pâté" at a word's end was missed, and found glued to letters after it. */
const ACCENT_AT_WORD_END = /pâté/;
