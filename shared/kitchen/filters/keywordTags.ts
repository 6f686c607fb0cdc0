import type { DietTag } from '../types';

/**
 * Allergen safety first: obvious words in an ingredient's text give its tags even when the ingredient table
 * does not know the ingredient (or knows it under fewer tags). Each pattern runs on the lowercased text.
 * Look-behinds and look-aheads keep the usual false friends out: peanut butter is not dairy, eggplant is not egg.
 */
interface KeywordRule {
  tags: readonly DietTag[];
  pattern: RegExp;
}

const PLANT_MILK = '(?<!(?:almond|oat|soy|soya|rice|cashew|hemp|coconut|plant|pea|macadamia|hazelnut|flax|vegan|non-dairy|dairy-free)[ -])';
const NOT_NUT_BUTTER =
  '(?<!(?:peanut|almond|cashew|nut|seed|sunflower|sunflower seed|pumpkin seed|apple|cocoa|cacao|shea|vegan|plant|plant-based|dairy-free|non-dairy|soy|hazelnut|pistachio|macadamia|walnut|pecan|tahini)[ -])';
const NOT_PLANT_CREAM = '(?<!(?:coconut|vegan|oat|soy|cashew|plant|dairy-free|non-dairy|rice|almond)[ -])';

export const KEYWORD_RULES: readonly KeywordRule[] = [
  { tags: ['dairy'], pattern: new RegExp(`${PLANT_MILK}\\b(?:butter)?milk\\b`) },
  { tags: ['dairy'], pattern: new RegExp(`${NOT_NUT_BUTTER}\\bbutter\\b(?!\\s*(?:beans?|nut|lettuce|squash)\\b)`) },
  { tags: ['dairy'], pattern: new RegExp(`${NOT_PLANT_CREAM}\\b(?:sour |heavy |double |single |whipping |ice )?cream\\b(?! of tartar)`) },
  { tags: ['dairy'], pattern: /(?<!(?:vegan|dairy-free|non-dairy|plant-based|cashew|nut)[ -])\bcheeses?\b/ },
  {
    tags: ['dairy'],
    pattern:
      /\b(?:cheddar|mozzarella|parmesan|parmigiano|pecorino|ricotta|feta|brie|camembert|gouda|gruyere|gruyère|emmental|mascarpone|paneer|halloumi|ghee|whey|casein|kefir|custard|cr[eè]me fra[iî]che|half-and-half|lactose|quark|labneh|buttermilk|stilton|manchego|burrata|provolone|ricotta|cottage cheese|cream cheese)\b/,
  },
  { tags: ['dairy'], pattern: /(?<!(?:coconut|soy|soya|almond|oat|cashew|vegan|dairy-free|plant-based|non-dairy)[ -])\byog(?:h)?urts?\b/ },
  { tags: ['egg'], pattern: /(?<!(?:flax|chia|vegan|plant-based)[ -])\beggs?\b(?![ -]?(?:free|replacer))/ },
  { tags: ['egg'], pattern: /\b(?:egg yolks?|egg whites?|mayonnaise|mayo|meringue|aioli)\b/ },
  {
    tags: ['gluten'],
    pattern:
      /(?<!(?:gluten-free|gluten free|buckwheat|rice|corn|zucchini|courgette|glass|shirataki|konjac|kelp|sweet potato|cauliflower)[ -])\b(?:wheat|barley|rye|spelt|farro|bulgur|bulghur|bulgar|semolina|durum|triticale|matzo|matzah|matzoh|farina|malted|cornbread mix|couscous|seitan|malt|panko|breadcrumbs?|bread crumbs|croutons?|orzo|udon|ramen|macaroni|spaghetti|penne|fusilli|linguine|fettuccine|tagliatelle|lasagn[ae]|ravioli|tortellini|noodles|pasta|bread|baguette|brioche|pita|naan|bagels?|buns?|crackers?|pastry|filo|phyllo|cake|biscuits?|cookies?|graham|beer|ale|lager|stout|teriyaki|hoisin|worcestershire|oats|oatmeal|rolled oats|self-raising|all-purpose)\b/,
  },
  {
    tags: ['gluten'],
    pattern:
      /(?<!(?:gluten-free|gluten free|almond|coconut|rice|chickpea|gram|buckwheat|tapioca|cassava|corn|potato|sorghum|millet|teff|quinoa|arrowroot|banana|flax|lupin|soy|pea|oat|tiger nut|hazelnut|sunflower|chestnut)[ -])\bflour\b/,
  },
  { tags: ['gluten', 'soy'], pattern: /(?<!(?:gluten-free|gluten free)[ -])\bsoy sauce\b/ },
  { tags: ['gluten'], pattern: /\b(?:flour )?tortillas?\b(?<!corn tortillas?)/ },
  {
    tags: ['tree-nut'],
    pattern:
      /(?<!(?:water|nut-free)[ -])\b(?:almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|chestnuts?|nuts|nut|praline|marzipan|nutella|frangipane|gianduja)\b(?![ -]free)/,
  },
  { tags: ['peanut'], pattern: /(?<!(?:nut-free|nut free)[ -])\b(?:peanuts?|groundnuts?|satay)\b(?![ -]free)/ },
  { tags: ['soy'], pattern: /(?<!(?:soy-free|soy free)[ -])\b(?:soy|soya|tofu|tempeh|edamame|miso|tamari|natto)\b(?![ -]free)/ },
  { tags: ['sesame'], pattern: /\b(?:sesame|tahini|halva|halvah)\b/ },
  {
    tags: ['fish'],
    pattern:
      /(?<!(?:vegan|plant-based)[ -])\b(?:fish|salmon|tuna|cod|anchov(?:y|ies)|sardines?|mackerel|trout|halibut|tilapia|haddock|bonito|snapper|sea bass|pollock|herring|swordfish|catfish|monkfish)\b/,
  },
  {
    tags: ['shellfish'],
    pattern:
      /\b(?:shrimps?|prawns?|crabs?|lobsters?|scallops?|mussels?|clams?|oysters?(?! (?:mushrooms?|crackers?))|crayfish|langoustines?|squid|calamari|octopus)\b/,
  },
  {
    tags: ['pork', 'meat'],
    pattern:
      /(?<!(?:turkey|beef|chicken|vegan|vegetarian|tempeh|coconut|mushroom|plant-based|veggie|halal|lamb)[ -])\b(?:pork|bacon|ham|prosciutto|pancetta|chorizo|salami|pepperoni|lard|guanciale|gammon|speck|mortadella|pork rinds|crackling|sausages?)\b/,
  },
  {
    tags: ['red-meat', 'meat'],
    pattern: /(?<!(?:vegan|plant-based|beyond|veggie)[ -])\b(?:beef|steak|veal|lamb|mutton|goat|venison|bison|brisket|oxtail)\b/,
  },
  { tags: ['poultry', 'meat'], pattern: /(?<!(?:vegan|plant-based|veggie)[ -])\b(?:chicken|turkey|duck|goose|quail)\b/ },
  { tags: ['meat'], pattern: /\b(?:meat|meatballs?|bone broth|mince)\b/ },
  { tags: ['blood'], pattern: /\b(?:blood|black pudding)\b/ },
  { tags: ['gelatin'], pattern: /\b(?:gelatin|gelatine|jello)\b/ },
  { tags: ['honey'], pattern: /\bhoney\b(?!dew)/ },
  {
    tags: ['alcohol'],
    pattern:
      /\b(?:wine|beer|ale|lager|stout|rum|vodka|whisky|whiskey|brandy|cognac|sherry|bourbon|gin|tequila|liqueur|amaretto|kahlua|mirin|sake|marsala|vermouth|prosecco|champagne|cider|port wine|grand marnier|cointreau|kirsch)\b(?! vinegar)(?<!(?:ginger|root) beer)/,
  },
  {
    tags: ['added-sugar'],
    pattern:
      /(?<!(?:sugar-free|sugar free|no-sugar-added|monk fruit|maple-flavoured)[ -])\b(?:sugar|syrup|molasses|treacle|agave|caster|icing sugar|confectioners|jam|marmalade|chocolate chips|sweetened)\b(?! snap)(?![ -]free)/,
  },
  // Dishes and products whose name does not say what is in them.
  {
    tags: ['egg', 'dairy', 'gluten'],
    pattern: /\b(?:brioche|challah|croissants?|pain au chocolat|panettone|stollen|madeira cake|yorkshire puddings?|popovers?)\b/,
  },
  {
    tags: ['gluten'],
    pattern:
      /\b(?:ciabatta|focaccia|sourdough|rusks?|gnocchi|spätzle|spaetzle|dumplings?|wonton|gyoza|pierogi|knödel|galuska|nokedli|csipetke)\b/,
  },
  {
    tags: ['gluten', 'egg'],
    pattern: /\b(?:ladyfingers?|savoiardi|sponge fingers|spätzle|spaetzle|nokedli|galuska|csipetke|tagliatelle all'uovo|pasta all'uovo)\b/,
  },
  { tags: ['dairy', 'egg'], pattern: /\b(?:hollandaise|b[eé]arnaise|quiches?|carbonara|tiramisu)\b/ },
  { tags: ['dairy', 'gluten'], pattern: /(?<!(?:vegan|dairy-free)[ -])\bb[eé]chamel\b/ },
  { tags: ['dairy'], pattern: /(?<!(?:vegan|dairy-free)[ -])\balfredo\b/ },
  { tags: ['egg'], pattern: /\b(?:frittatas?|pavlovas?|meringues?|souffl[eé]s?|custards?)\b/ },
  { tags: ['egg', 'honey'], pattern: /\bnougat\b/ },
  { tags: ['dairy', 'tree-nut', 'gluten'], pattern: /\bbaklava\b/ },
  { tags: ['tree-nut', 'gluten'], pattern: /\bromesco\b/ },
  { tags: ['pork', 'meat'], pattern: /\b(?:lardo|carnitas|char siu|cha siu|chorizo|pancetta|prosciutto|guanciale|nduja|'nduja)\b/ },
  {
    tags: ['alcohol'],
    pattern:
      /\b(?:baileys|bailey's|pernod|amaretto|frangelico|kahlua|kahlúa|liqueurs?|mirin|sake|ouzo|absinthe|schnapps|limoncello|sambuca)\b/,
  },
  { tags: ['meat'], pattern: /(?<!(?:vegetable|veggie|vegan|mushroom|vegetarian|plant-based)[ -])\bbouillon\b(?! (?:of )?vegetables?)/ },
  {
    tags: ['gelatin'],
    pattern: /\b(?:gummy bears?|gummies|gummy sweets|marshmallows?)\b(?<!vegan (?:gummy bears?|gummies|gummy sweets|marshmallows?))/,
  },
  { tags: ['fish'], pattern: /(?<!(?:vegan|vegetarian)[ -])\bworcestershire\b/ },
  {
    tags: ['shellfish'],
    pattern:
      /\b(?:whelks?|abalone|sea urchins?|uni|crayfish|crawfish|langoustines?|scallops?|octopus|squid|cuttlefish|conch|cockles?|winkles?)\b/,
  },
  { tags: ['high-fodmap'], pattern: /(?<!(?:green|spring)[ -])\b(?:garlic|onions?|shallots?|leeks?)\b(?![ -](?:infused|greens|tops))/ },
];

/** Tags from obvious words in an ingredient's text. */
export function keywordTags(text: string): Set<DietTag> {
  const lower = text.toLowerCase();
  const tags = new Set<DietTag>();
  for (const rule of KEYWORD_RULES) if (rule.pattern.test(lower)) for (const tag of rule.tags) tags.add(tag);
  return tags;
}
