import { formatAmount, tablespoons } from './amount';
import { withoutEssence } from './freeFromProducts';
import type { SubstituteOption, SubstitutionRule } from './substitutionTypes';

const MEAT_STOCK = /\b(?:chicken|beef|turkey|pork|lamb|fish|bone)\s+(stock|broth|bouillon)\b/;
const NON_KOSHER_FISH = /\b(?:catfish|eels?|swordfish|monkfish|shark|sturgeon|skate|turbot)\b/;
/** "skate wings" → "cod fillets": the kosher fish in place of the other, in its usual cut. */
const kosherFish = (original: string, fish: string) => original.replace(NON_KOSHER_FISH, fish).replace(/\bwings?\b/, 'fillets');
/** Cuts a chicken has not: pork shoulder and belly braise like chicken thighs, a loin roasts like the breast. */
const chickenCut = (name: string) =>
  name
    .replace(/\bchicken (?:shoulder|belly|butt|hock|shank|collar|neck)s?\b/, 'chicken thighs')
    .replace(/\bchicken (?:loin|tenderloin)s?\b/, 'chicken breasts')
    .replace(/\bchicken (?:chops?|steaks?|cutlets?)\b/, 'chicken breast fillets')
    .replace(/\bchicken ribs?\b/, 'chicken wings');
/** In place of nut flours and of wheat flour alike. */
const COCONUT_FLOUR: SubstituteOption = {
  name: 'coconut flour',
  ratio: 0.25,
  note: 'Coconut flour soaks up liquid: use a quarter of the amount and add one extra egg (or 3 tbsp liquid) per ¼ cup.',
};
const plural = (n: number, word: string) => (n <= 1 ? word : `${word}s`);
/** The same product sold free-from; words that are the allergen itself go ("rye crackers" → "gluten-free crackers"). */
const keep = (prefix: string) => (original: string) =>
  `${prefix} ${withoutEssence(original.replace(/^(?:gluten-free|dairy-free|sugar-free)\s+/, ''), prefix)}`;

/**
 * Substitutions, most specific first. For a line that breaks a rule, adapt takes the first matching rule's
 * first option whose result breaks no active filter and nothing on the avoid list; so the order of options
 * is the order of preference (tamari before coconut aminos: coconut aminos only when soy is out too).
 */
/** The vegetable a frozen mix is sold with that stays (" and carrots" of "frozen peas and carrots"), or nothing. */
function withMixMate(original: string): string {
  const mate = /\b(?:and|&)\s+((?:diced\s+|sliced\s+)?(?:carrots?|onions?|peppers?|green beans))\b/i.exec(original);
  return mate?.[1] ? ` and ${mate[1].toLowerCase()}` : '';
}

export const SUBSTITUTIONS: readonly SubstitutionRule[] = [
  // Nut butters and nut milks before butter and milk.
  {
    match: /\b(?:peanut|almond|cashew|hazelnut|nut) butter\b/,
    options: [{ name: 'sunflower seed butter' }, { name: 'pumpkin seed butter' }, { name: 'tahini' }],
  },
  {
    match: /\b(?:almond|cashew|hazelnut|macadamia) milk\b/,
    options: [{ name: 'oat milk' }, { name: 'unsweetened soy milk' }, { name: 'unsweetened coconut milk' }],
  },
  {
    match: /\b(?:almond|cashew|hazelnut) (?:flour|meal)\b/,
    options: [{ name: 'sunflower seed flour' }, COCONUT_FLOUR],
  },
  {
    match: /\bbuttermilk\b/,
    options: [
      { name: 'unsweetened soy milk soured with 1 tbsp lemon juice per cup' },
      { name: 'oat milk soured with 1 tbsp lemon juice per cup' },
    ],
  },
  {
    match: /\b(?:butter|margarine)\b/,
    options: [
      { name: 'vegan butter' },
      { name: 'olive oil', ratio: 0.75, note: 'Olive oil is richer in fat than butter: use three quarters of the amount.' },
      { name: 'coconut oil', ratio: 0.75 },
      { name: 'avocado oil', ratio: 0.75 },
    ],
  },
  { match: /\bghee\b/, options: [{ name: 'olive oil' }, { name: 'coconut oil' }] },
  {
    match: /\b(?:lard|shortening|tallow|suet|dripping)\b/,
    options: [{ name: 'vegetable shortening' }, { name: 'olive oil', ratio: 0.75 }, { name: 'coconut oil' }],
  },
  {
    match: /\b(?:vegetable|canola|sunflower|corn|rapeseed|soybean|seed|sesame|peanut|groundnut|grapeseed) oil\b/,
    options: [{ name: 'olive oil' }, { name: 'avocado oil' }],
  },
  // Carnivore: animal fats for any cooking oil.
  { match: /\boil\b/, options: [{ name: 'olive oil' }, { name: 'beef tallow' }, { name: 'butter' }] },
  {
    match: /\b(?:rolled |porridge |old-fashioned |quick |steel-cut )?oats\b/,
    options: [{ name: 'gluten-free rolled oats' }, { name: 'hemp hearts', ratio: 0.5 }, { name: 'unsweetened coconut flakes' }],
  },
  {
    match: /\b(?:condensed|evaporated) milk\b/,
    options: [{ name: (o) => (o.includes('condensed') ? 'sweetened condensed coconut milk' : 'full-fat coconut milk') }],
  },
  // Coconut milk avoided: a plant cream keeps a curry creamy and dairy-free.
  { match: /\bcoconut milk\b/, options: [{ name: 'oat cream' }, { name: 'cashew cream' }, { name: 'unsweetened soy milk' }] },
  { match: /\bcream of coconut\b/, options: [{ name: 'unsweetened coconut cream' }] },
  { match: /\bmaraschino cherr(?:y|ies)\b/, options: [{ name: 'fresh cherries' }] },
  { match: /\balmond extract\b/, options: [{ name: 'vanilla extract' }, { name: 'alcohol-free vanilla' }] },
  // Self-raising flour has its raising agent in it: the gluten-free one does too (a plain blend would not rise).
  { match: /\bself[- ]ra(?:is|s)ing flour|self[- ]rising flour\b/, options: [{ name: 'gluten-free self-raising flour' }] },
  {
    // "milk chocolate" is chocolate: the chocolate rules below replace it.
    match: /\bmilk\b(?!\s+choc)/,
    options: [
      { name: 'lactose-free milk' },
      { name: 'oat milk' },
      { name: 'unsweetened soy milk' },
      { name: 'unsweetened almond milk' },
      { name: 'unsweetened coconut milk' },
      { name: 'rice milk' },
    ],
  },
  { match: /\bcream cheese\b/, options: [{ name: 'dairy-free cream cheese' }, { name: 'cashew cream' }] },
  {
    match: /\b(?:sour cream|cr[eè]me fra[iî]che|yog(?:h)?urt|greek yog(?:h)?urt|labneh|quark)\b/,
    options: [{ name: 'unsweetened coconut yogurt' }, { name: 'unsweetened soy yogurt' }],
  },
  { match: /\bice cream\b/, options: [{ name: 'dairy-free ice cream' }] },
  {
    match: /\bcream\b/,
    options: [
      { name: 'lactose-free cream' },
      { name: 'coconut cream' },
      { name: 'cashew cream' },
      { name: 'oat cream' },
      { name: 'low-fat evaporated milk' },
    ],
  },
  // Hard cheeses made with calf rennet: the vegetarian hard cheese sold beside them (Vegetarian); other filters fall through.
  {
    match: /\b(?:parmesan|parmigiano(?:[- ]reggiano)?|grana padano|pecorino|romano cheese|gruy[eè]re|comt[eé]|beaufort)\b/,
    options: [{ name: 'vegetarian hard cheese' }],
  },
  {
    match: /\b(?:parmesan|parmigiano(?:-reggiano)?|pecorino(?: romano)?|grana padano)\b/,
    options: [
      {
        name: 'nutritional yeast',
        ratio: 0.5,
        note: 'Nutritional yeast is stronger than parmesan: half the amount gives the same savoury taste.',
      },
      { name: 'dairy-free parmesan' },
    ],
  },
  {
    match:
      /\b(?:cheese|cheddar|mozzarella|ricotta|feta|brie|camembert|gouda|gruy[eè]re|emmental|mascarpone|halloumi|paneer|provolone|burrata|stilton|manchego)\b/,
    options: [{ name: keep('dairy-free') }, { name: (o) => `reduced-fat ${o}` }, { name: 'nutritional yeast', ratio: 0.25 }],
  },
  // A yolk's job decides its stand-in: it emulsifies a dressing or sauce, and enriches a custard or carbonara.
  {
    match: /\b(?:egg )?yolks?\b/,
    options: [
      {
        name: 'aquafaba (chickpea water)',
        perCount: { amount: 1, unit: 'tbsp' },
        when: /\b(?:dressing|drizzle|emulsif\w*|mayonnaise|mayo|aioli|hollandaise|b[eé]arnaise|whisking until thick)\b/i,
        note: 'Aquafaba (the liquid from a can of chickpeas) holds an emulsion as a yolk does: whisk it with the mustard before adding the oil.',
      },
      {
        name: 'silken tofu, blended',
        perCount: { amount: 1, unit: 'tbsp' },
        note: 'Blended silken tofu gives the richness and body of a yolk.',
      },
      { name: 'dairy-free cream', perCount: { amount: 1, unit: 'tbsp' } },
    ],
  },
  {
    match: /\begg whites?\b/,
    options: [{ name: 'aquafaba (chickpea water)', perCount: { amount: 2, unit: 'tbsp' } }],
  },
  { match: /\b(?:liquid|soy|bragg'?s?) aminos\b/, options: [{ name: 'coconut aminos' }] },
  { match: /\b(?:tartare? sauce|sauce tartare|r[eé]moulade)\b/, options: [{ name: 'vegan tartar sauce' }] },
  { match: /\b(?:mayonnaise|mayo)\b/, options: [{ name: 'vegan mayonnaise' }, { name: 'mashed avocado' }] },
  // Eggnog is milk, cream and egg yolks: dairy-free nogs keep the yolks; spiced oat milk keeps the taste without either.
  { match: /\begg[- ]?nog\b/, options: [{ name: 'dairy-free eggnog' }, { name: 'oat milk with a pinch of nutmeg and cinnamon' }] },
  // Fresh pasta, tagliatelle and pappardelle are made with eggs, gluten-free ones too: they are sold egg-free, and dried pasta is.
  {
    match:
      /\b(?:fresh (?:egg )?(?:pasta|tagliatelle|fettuccine|pappardelle|spaghetti|lasagn[ae] sheets)|egg (?:pasta|tagliatelle)|(?:pasta|tagliatelle|pappardelle) all'uovo|tagliatelle|pappardelle)\b/,
    options: [
      { name: keep('gluten-free') },
      { name: keep('egg-free') },
      { name: 'dried pasta', note: 'Most dried pasta is made from durum wheat and water, without egg: check the label.' },
      { name: 'gluten-free dried pasta', note: 'Most dried gluten-free pasta (rice, corn) has no egg: check the label.' },
      {
        name: 'zucchini noodles',
        ratio: 3,
        cookedRatio: 1,
        note: 'About one medium zucchini replaces 60 g (2 oz) of dry pasta; cook the noodles for 2 minutes only.',
      },
    ],
  },
  {
    // Egg noodles and egg pasta are pasta: the pasta rule below replaces them.
    match: /\beggs?\b(?!\s+(?:noodles?|pasta|tagliatelle|wraps?|rolls?))/,
    options: [
      {
        name: 'flax egg',
        countLine: (n) =>
          `${formatAmount(n)} tbsp ground flaxseed mixed with ${tablespoons(3 * n)} water (${formatAmount(n)} ${plural(n, 'flax egg')})`,
        note: 'For each egg, stir 1 tbsp ground flaxseed into 3 tbsp water and leave 5 minutes to thicken.',
      },
      {
        name: 'chia egg',
        countLine: (n) =>
          `${formatAmount(n)} tbsp chia seeds mixed with ${tablespoons(3 * n)} water (${formatAmount(n)} ${plural(n, 'chia egg')})`,
      },
      { name: 'unsweetened applesauce', perCount: { amount: 0.25, unit: 'cup' } },
    ],
  },
  {
    match: /\bhoney\b/,
    options: [{ name: 'maple syrup' }, { name: 'monk fruit syrup' }, { name: 'pitted dates, blended to a paste' }],
  },
  {
    match: /\b(?:maple syrup|agave(?: syrup| nectar)?|golden syrup|corn syrup|rice syrup|molasses|treacle)\b/,
    options: [{ name: 'sugar-free maple-flavoured syrup' }, { name: 'monk fruit syrup' }, { name: 'pitted dates, blended to a paste' }],
  },
  { match: /\b(?:butterscotch|caramel) (?:chips|morsels)\b/, options: [{ name: 'dairy-free dark chocolate chips' }] },
  // Vanilla extract is about 35% alcohol: vanilla bean paste and alcohol-free vanilla flavour the same.
  {
    match: /\bvanilla (?:bean )?(?:extract|essence|flavou?ring)\b/,
    options: [{ name: 'alcohol-free vanilla' }, { name: 'vanilla bean paste' }],
  },
  {
    match: /\bchocolate chips\b/,
    options: [{ name: 'sugar-free dark chocolate chips' }, { name: 'dairy-free dark chocolate chips' }, { name: 'cacao nibs' }],
  },
  // Icing sugar dusts and makes smooth icings: granulated erythritol would stay gritty, the powdered one dissolves.
  {
    match: /\b(?:powdered|icing|confectioners['’]?|confectioner['’]s) sugar\b/,
    options: [{ name: 'powdered erythritol' }, { name: 'powdered monk fruit sweetener' }, { name: 'coconut sugar, ground fine' }],
  },
  {
    match: /\bsugar\b/,
    options: [
      { name: 'erythritol' },
      { name: 'monk fruit sweetener' },
      { name: 'coconut sugar' },
      { name: 'honey', ratio: 0.75 },
      { name: 'maple syrup', ratio: 0.75 },
      {
        name: 'pitted dates, blended to a paste',
        note: 'Dates sweeten with whole fruit: soak them, then blend with a little of their water.',
      },
    ],
  },
  {
    match: /\b(?:cornstarch|corn starch|cornflour)\b/,
    options: [
      { name: 'arrowroot powder' },
      { name: 'xanthan gum', ratio: 0.25, note: 'Xanthan gum thickens far more: a quarter of the amount is enough.' },
    ],
  },
  {
    match:
      /\b(?:self-raising |all-purpose |plain |bread |wholemeal |whole wheat |cake |pastry |wheat |spelt |rye )?flour\b(?! tortillas?\b| wraps?\b)/,
    options: [{ name: 'gluten-free all-purpose flour blend' }, { name: 'almond flour' }, COCONUT_FLOUR],
  },
  {
    match: /\b(?:bread ?crumbs|panko)\b/,
    options: [{ name: 'gluten-free breadcrumbs' }, { name: 'crushed pork rinds' }, { name: 'almond meal' }, { name: 'ground flaxseed' }],
  },
  {
    match: /\b(?:lasagn[ae] sheets|lasagn[ae])\b/,
    options: [
      { name: 'gluten-free lasagne sheets' },
      {
        name: 'zucchini, sliced thinly lengthwise',
        perCount: { amount: 40, unit: 'g' },
        ratio: 2,
        note: 'Salt the zucchini slices for 10 minutes and pat dry so the layers do not go watery.',
      },
    ],
  },
  // Egg noodles are wheat and egg: rice noodles are neither and go into the same stir-fries, soups and stroganoffs.
  {
    match: /\begg noodles\b/,
    options: [
      { name: keep('gluten-free') },
      { name: 'rice noodles' },
      {
        name: 'zucchini noodles',
        ratio: 3,
        cookedRatio: 1,
        note: 'About one medium zucchini replaces 60 g (2 oz) of dry noodles; cook them for 2 minutes only.',
      },
      { name: 'shirataki noodles', ratio: 3 },
    ],
  },
  {
    match: /\b(?:spaghetti|penne|fusilli|linguine|fettuccine|tagliatelle|macaroni|rigatoni|pasta|noodles|orzo)\b/,
    options: [
      { name: keep('gluten-free') },
      {
        name: 'zucchini noodles',
        ratio: 3,
        cookedRatio: 1,
        note: 'About one medium zucchini replaces 60 g (2 oz) of dry pasta; cook the noodles for 2 minutes only.',
      },
      { name: 'shirataki noodles', ratio: 3 },
    ],
  },
  // Gluten-free matzo (potato and tapioca) is sold for Passover; its meal binds and coats like the wheat one.
  { match: /\bmatz(?:o|ah|oh)(?: meal| crackers)?\b/, options: [{ name: 'gluten-free matzo meal' }, { name: 'gluten-free breadcrumbs' }] },
  // Semolina is durum wheat: fine polenta cooks to the same porridge, crust or pudding.
  { match: /\bsemolina\b/, options: [{ name: 'fine polenta' }] },
  { match: /\b(?:whey|casein)(?: protein)?(?: powder| isolate)?\b/, options: [{ name: 'pea protein powder' }] },
  // Grains that are gluten themselves have no gluten-free version: a gluten-free grain takes their place.
  {
    // The grain itself, not a product made of it ("spelt bread", "spelt flour": those are sold gluten-free as bread and flour).
    match: /\b(?:couscous|bulgur|bulghur|bulgar|freekeh|farro|spelt|wheat berries|pearl barley|barley)(?:\s+(?:grains?|groats|kernels))?$/,
    options: [{ name: 'quinoa' }, { name: 'brown rice' }, { name: 'buckwheat groats' }],
  },
  { match: /\bmalt vinegar\b/, options: [{ name: 'cider vinegar' }, { name: 'white wine vinegar' }] },
  { match: /\b(?:barley )?malt (?:syrup|extract)\b/, options: [{ name: 'maple syrup' }, { name: 'molasses' }] },
  {
    match: /\bseitan\b/,
    options: [{ name: 'extra-firm tofu' }, { name: 'tempeh' }, { name: 'chestnut mushrooms' }],
  },
  {
    match: /\b(?:couscous|bulgur|bulghur|quinoa|rice)\b/,
    options: [{ name: 'cauliflower rice', ratio: 3, cookedRatio: 1, note: 'Cauliflower rice cooks in 5 minutes: add it at the end.' }],
  },
  {
    match: /\b(?:potato(?:es)?|sweet potato(?:es)?)\b/,
    options: [{ name: 'cauliflower florets' }, { name: 'celeriac' }, { name: 'turnips' }],
  },
  {
    match: /\b(?:tortillas?|wraps?|pita|buns?)\b/,
    options: [{ name: keep('gluten-free') }, { name: 'corn tortillas' }, { name: 'large lettuce leaves' }],
  },
  { match: /\b(?:bread|baguette|brioche|bagels?|crackers?|croutons?)\b/, options: [{ name: keep('gluten-free') }] },
  { match: /\bsoy sauce\b/, options: [{ name: 'tamari' }, { name: 'low-sodium soy sauce' }, { name: 'coconut aminos' }] },
  { match: /\btamari\b/, options: [{ name: 'low-sodium tamari' }, { name: 'coconut aminos' }] },
  {
    match: /\bfish sauce\b/,
    options: [{ name: 'soy sauce' }, { name: 'tamari' }, { name: 'coconut aminos with a pinch of crumbled nori seaweed' }],
  },
  { match: /\boyster sauce\b/, options: [{ name: 'vegan mushroom stir-fry sauce' }, { name: 'coconut aminos' }] },
  { match: /\bworcestershire\b/, options: [{ name: 'vegan worcestershire sauce' }, { name: 'coconut aminos' }] },
  {
    match: /\b(?:chicken|beef|turkey|pork|lamb|fish|bone) (?:stock|broth|bouillon)\b/,
    // A cube stays a cube and a pot a pot ("1 beef stock cube" → "1 vegetable stock cube"); liquid stock where those do not fit.
    options: [
      { name: (o) => o.replace(MEAT_STOCK, 'vegetable $1') },
      { name: (o) => `low-sodium ${o.replace(/^low-sodium\s+/, '').replace(MEAT_STOCK, 'vegetable $1')}` },
      { name: 'vegetable stock' },
      { name: 'low-sodium vegetable stock' },
    ],
  },
  { match: /\b(?:stock|broth|bouillon)\b/, options: [{ name: (o) => `low-sodium ${o}` }] },
  {
    match: /\b(?:yorkshire puddings?|yorkshires|popovers?)\b/,
    options: [
      { name: 'gluten-free yorkshire puddings' },
      { name: 'vegan yorkshire puddings' },
      { name: 'gluten-free vegan yorkshire puddings' },
    ],
  },
  // Shortcrust is butter pastry unless sold otherwise: vegan (also pareve) and gluten-free ones are sold ready-rolled.
  {
    match:
      /\b(?:shortcrust(?: pastry)?|pie crust|pie dough|pastry case|tart shell|p[aâ]te bris[eé]e|p[aâ]te sabl[eé]e|m[uü]rbeteig|pasta frolla|masa quebrada|omlós tészta)\b/,
    options: [
      { name: 'vegan shortcrust pastry' },
      { name: 'gluten-free shortcrust pastry' },
      { name: 'gluten-free vegan shortcrust pastry' },
      {
        name: 'almond-flour base, pressed into the tin',
        perCount: { amount: 150, unit: 'g' },
        note: 'For a low-carb case, mix almond flour with melted butter (or coconut oil) and an egg, press it into the tin and blind-bake 12 minutes.',
      },
    ],
  },
  // Meringue is egg white and sugar: shops sell vegan (aquafaba) meringues.
  { match: /\bmeringues?(?: nests?| shells?| kisses)?\b/, options: [{ name: 'vegan meringue nests' }, { name: 'sugar-free meringues' }] },
  { match: /\bpuff pastry\b/, options: [{ name: 'vegan puff pastry' }, { name: 'gluten-free puff pastry' }] },
  {
    match: /\b(?:madeira cake|sponge cake|pound cake|victoria sponge|sponge)\b/,
    options: [
      { name: 'gluten-free sponge cake' },
      { name: 'vegan sponge cake' },
      {
        name: 'almond-flour sponge, baked at home',
        note: 'Bake a plain almond-flour sponge sweetened with erythritol to stand in for the shop-bought cake.',
      },
    ],
  },
  {
    match: /\b(?:nutella|hazelnut spread|chocolate spread|gianduja)\b/,
    options: [{ name: 'nut-free chocolate spread' }, { name: 'sugar-free hazelnut spread' }, { name: 'dairy-free chocolate spread' }],
  },
  {
    match: /\bhoisin\b/,
    options: [
      { name: 'gluten-free hoisin sauce' },
      {
        name: 'tamari with a pinch of five-spice',
        note: "Tamari with a pinch of Chinese five-spice gives hoisin's salty, spiced depth without its sugar.",
      },
      { name: 'coconut aminos with a pinch of five-spice' },
    ],
  },
  {
    match: /\bgochujang\b/,
    options: [
      { name: 'gluten-free gochujang' },
      { name: 'harissa', note: "Harissa brings gochujang's chilli heat without its sugar; it is smokier, so taste before adding more." },
    ],
  },
  {
    match: /\bkecap manis\b/,
    options: [
      { name: 'gluten-free kecap manis' },
      { name: 'tamari', note: "Tamari gives kecap manis's savoury depth without its sugar; the glaze will be thinner and less sweet." },
    ],
  },
  { match: /\bsriracha\b/, options: [{ name: 'sugar-free hot sauce' }, { name: 'chilli flakes', ratio: 0.25 }] },
  { match: /\b(?:bbq|barbecue) sauce\b/, options: [{ name: 'sugar-free bbq sauce' }, { name: 'keto bbq sauce' }] },
  { match: /\bketchup\b/, options: [{ name: 'sugar-free ketchup' }, { name: 'keto ketchup' }] },
  {
    match: /\btamarind(?: paste| concentrate| pulp)?\b/,
    options: [
      {
        name: 'lime juice with a splash of rice vinegar',
        note: "Lime juice and rice vinegar bring tamarind's sourness without its sugar.",
      },
    ],
  },
  { match: /\bgnocchi\b/, options: [{ name: 'gluten-free gnocchi' }, { name: 'low-carb cauliflower gnocchi' }] },
  { match: /\b(?:english muffins?|crumpets?|bagels?)\b/, options: [{ name: keep('gluten-free') }, { name: 'low-carb bread rolls' }] },
  { match: /\bparsnips?\b/, options: [{ name: 'celeriac' }, { name: 'turnips' }] },
  {
    match: /\b(?:dry |hard |sweet )?cider\b(?! vinegar)/,
    options: [
      { name: 'non-alcoholic cider' },
      { name: 'apple juice with a splash of cider vinegar' },
      { name: 'vegetable stock with a splash of cider vinegar' },
    ],
  },
  // Beer, cider and rice wines by their job: bubbles in a batter, body and bitterness in a braise, sweet-sour in a glaze.
  {
    match: /\b(?:beer|lager|stout|ale|porter|guinness|pilsner|ipa)\b/,
    options: [
      { name: 'gluten-free beer' },
      { name: 'ice-cold sparkling water', when: /\bbatter\b/i, note: 'Sparkling water keeps a batter as light as beer does.' },
      {
        name: (o) => `non-alcoholic ${/\bstout|guinness|porter\b/.test(o) ? 'stout' : /\blager|pilsner\b/.test(o) ? 'lager' : 'beer'}`,
      },
      {
        name: 'beef stock with 1 tbsp balsamic vinegar',
        unless: /\bbatter\b/i,
        note: 'Stock with a little balsamic vinegar gives a braise the body and dark, bitter-sweet depth of stout.',
      },
      { name: 'vegetable stock with a splash of cider vinegar' },
    ],
  },
  {
    match: /\bmirin\b/,
    options: [
      {
        name: 'rice vinegar with ½ tsp sugar per tbsp',
        note: 'Rice vinegar with a little sugar gives the same sweet-sour gloss in its place.',
      },
      { name: 'rice vinegar with a few drops of monk fruit syrup' },
      { name: 'rice vinegar' },
    ],
  },
  { match: /\bsake\b/, options: [{ name: 'vegetable stock with a splash of rice vinegar' }] },
  {
    match: /\bgranola\b/,
    options: [
      { name: 'gluten-free granola' },
      { name: 'nut-free granola' },
      { name: 'sugar-free grain-free granola' },
      { name: 'toasted mixed seeds' },
    ],
  },
  {
    match: /\b(?:digestive biscuits|digestives|graham crackers|rich tea biscuits|hobnobs)\b/,
    options: [
      { name: 'gluten-free digestive biscuits' },
      { name: 'almond flour', ratio: 0.8, note: "For the base, mix almond flour with the recipe's melted fat and press it into the tin." },
      { name: 'sunflower seed flour', ratio: 0.8 },
    ],
  },
  {
    match: /\b(?:oreos?|oreo cookies|chocolate sandwich cookies|bourbon biscuits)\b/,
    options: [
      { name: 'gluten-free chocolate sandwich cookies' },
      {
        name: 'almond flour mixed with cocoa powder',
        perCount: { amount: 9, unit: 'g' },
        ratio: 0.8,
        note: 'Almond flour with a spoon of cocoa makes a dark, crumbly base without the biscuits.',
      },
    ],
  },
  {
    match: /\b(?:ladyfingers?|savoiardi|sponge fingers)\b/,
    options: [
      { name: 'gluten-free ladyfingers' },
      {
        name: 'almond-flour fingers, baked at home',
        perCount: { amount: 10, unit: 'g' },
        note: 'Bake a thin almond-flour sponge, cut it into fingers and dip them quickly, as the method says.',
      },
    ],
  },
  {
    match: /\b(?:crusty |white |french |sourdough |ciabatta )?(?:bread|baguette|ciabatta|sourdough|rolls?)\b/,
    options: [{ name: keep('gluten-free') }, { name: 'low-carb seeded bread' }],
  },
  { match: /\bbananas?\b/, options: [{ name: 'raspberries', perCount: { amount: 60, unit: 'g' } }] },
  {
    match: /\bgravy\b/,
    options: [
      { name: 'gluten-free gravy' },
      { name: 'vegetarian gravy' },
      { name: 'gluten-free vegetarian gravy' },
      { name: 'vegan gravy' },
      { name: 'gluten-free vegan gravy' },
    ],
  },
  { match: /\b(?:jelly|jello)\b/, options: [{ name: 'vegan jelly' }, { name: 'low-carb sugar-free jelly' }] },
  { match: /\b(?:marmite|vegemite|yeast extract)\b/, options: [{ name: 'white miso paste' }, { name: 'tamari' }] },
  {
    match: /\b(?:wine|sherry|marsala|vermouth|mirin|sake|port)\b/,
    options: [{ name: 'vegetable stock with a splash of wine vinegar' }, { name: 'white grape juice with a splash of vinegar' }],
  },
  // Vodka sauce is a tomato cream sauce cooked with vodka.
  { match: /\bvodka sauce\b/, options: [{ name: 'tomato cream sauce' }, { name: 'marinara sauce' }] },
  {
    match:
      /\b(?:rum|brandy|cognac|bourbon|whisk(?:e)?y|vodka|liqueur|amaretto|kahlua|kahlúa|tia maria|baileys|irish cream|grand marnier|cointreau|kirsch|frangelico|limoncello|sambuca|grappa|schnapps|gin|tequila)\b/,
    options: [
      // A coffee or cream liqueur flavours with coffee: strong coffee does that job without alcohol or sugar.
      { name: 'strong coffee', when: /\b(?:tiramisu|coffee|espresso|mocha)\b/i },
      { name: 'apple juice with ½ tsp alcohol-free vanilla' },
      { name: 'white grape juice' },
      { name: 'strong coffee' },
    ],
  },
  {
    match: /\bgelatine?\b/,
    options: [
      {
        name: 'agar-agar powder',
        ratio: 1 / 3,
        note: 'Agar sets firmer than gelatin: a third of the amount; bring it to the boil to set.',
      },
    ],
  },
  {
    match: /\b(?:bacon|pancetta|guanciale|prosciutto|speck)\b/,
    options: [{ name: 'turkey bacon' }, { name: 'beef bacon' }, { name: 'smoked tempeh strips' }, { name: 'smoked shiitake mushrooms' }],
  },
  { match: /\b(?:ham|gammon)\b/, options: [{ name: 'smoked turkey' }, { name: 'smoked tofu' }, { name: 'smoked mushrooms' }] },
  {
    match: /\b(?:chorizo|salami|pepperoni|sausages?)\b/,
    options: [
      {
        name: (o) =>
          o
            .replace(/\bpork\b/, '')
            .trim()
            .replace(/^/, 'chicken '),
      },
      { name: 'beef sausage' },
      { name: 'vegan sausage' },
      { name: 'gluten-free vegan sausages' },
      { name: 'mushrooms' },
    ],
  },
  {
    match: /\bpork\b/,
    options: [
      { name: (o) => chickenCut(o.replace(/\bpork\b/, 'chicken')) },
      { name: (o) => o.replace(/\bpork\b/, 'lamb') },
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'chestnut mushrooms', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  // Anchovies season rather than fill: a little capers or miso, not a fillet's weight of tofu.
  {
    match: /\banchov(?:y|ies)\b/,
    options: [
      { name: 'capers, finely chopped', perCount: { amount: 0.5, unit: 'tsp' }, ratio: 1 / 3 },
      { name: 'white miso paste', perCount: { amount: 0.5, unit: 'tsp' }, ratio: 1 / 3 },
    ],
  },
  // Shellfish as a seasoning, a stock or a snack: replaced by what does that job, not by a fillet of fish.
  { match: /\bclam (?:juice|broth|stock)\b/, options: [{ name: 'fish stock' }, { name: 'vegetable stock' }] },
  {
    match: /\b(?:(?:shrimp|prawn|krill) paste|belacan|kapi|terasi)\b/,
    options: [{ name: 'fish sauce' }, { name: 'white miso paste' }],
  },
  { match: /\bdried (?:shrimps?|prawns?|scallops?)\b/, options: [{ name: 'dried shiitake mushrooms' }] },
  { match: /\b(?:prawn|shrimp) crackers\b/, options: [{ name: 'rice crackers' }] },
  {
    match: /\b(?:shrimps?|prawns?|scallops?|crab|lobster|mussels?|clams?|squid|calamari|octopus)\b/,
    // Counted shellfish ("12 mussels") become a weight of fish: about 15 g of meat each.
    options: [
      { name: 'firm white fish (cod)', perCount: { amount: 15, unit: 'g' } },
      { name: 'king oyster mushrooms', perCount: { amount: 15, unit: 'g' } },
      { name: 'hearts of palm', perCount: { amount: 15, unit: 'g' } },
    ],
  },
  // Kosher: fish without fins and scales become a fish with them.
  {
    match: NON_KOSHER_FISH,
    options: [{ name: (o) => kosherFish(o, 'cod') }, { name: (o) => kosherFish(o, 'halibut') }],
  },
  {
    match:
      /\b(?:salmon|tuna|cod|haddock|halibut|tilapia|trout|sea bass|mackerel|sardines?|anchov(?:y|ies)|fish|catfish|eels?|swordfish|monkfish|shark|sturgeon)\b/,
    options: [
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'hearts of palm', perCount: { amount: 150, unit: 'g' } },
      { name: 'chickpeas', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  {
    match: /\b(?:chicken|beef|steak|veal|lamb|mutton|goat|turkey|duck|venison|mince|meat|meatball|ribeye|sirloin|brisket)s?\b/,
    options: [
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'tempeh', perCount: { amount: 150, unit: 'g' } },
      { name: 'cooked green lentils', perCount: { amount: 150, unit: 'g' } },
      { name: 'chestnut mushrooms', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  { match: /\b(?:tofu|tempeh|edamame)\b/, options: [{ name: 'chickpeas' }, { name: 'chestnut mushrooms' }] },
  {
    // Only where the nut is the ingredient itself ("chopped walnuts"), not a product made with it ("walnut pesto").
    match: /\b(?:almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|peanuts?|nuts)$/,
    options: [{ name: 'sunflower seeds' }, { name: 'pumpkin seeds' }, { name: 'toasted coconut flakes' }],
  },
  { match: /\bgarlic (?:powder|granules)\b/, options: [{ name: 'garlic-infused olive oil' }] },
  { match: /\bonion (?:powder|granules)\b/, options: [{ name: 'chopped chives', ratio: 2 }] },
  { match: /\bgarlic\b/, options: [{ name: 'garlic-infused olive oil', perCount: { amount: 1, unit: 'tsp' } }] },
  {
    match: /\b(?:onions?|shallots?|leeks?)\b/,
    options: [
      { name: 'sliced green parts of scallions', perCount: { amount: 0.5, unit: 'cup' } },
      { name: 'chopped chives', perCount: { amount: 2, unit: 'tbsp' } },
    ],
  },
  {
    match: /\b(?:black |kidney |pinto |cannellini |white |navy |baked )?beans\b|\b(?:chickpeas|lentils)\b/,
    options: [{ name: 'diced zucchini' }, { name: 'diced mushrooms' }],
  },
  {
    match: /\b(?:frozen |green |garden )?peas\b|\b(?:sweet ?corn|corn kernels|frozen corn)\b/,
    // A frozen mix keeps its other vegetable: "frozen peas and carrots" is green beans and carrots.
    options: [{ name: (o) => `green beans${withMixMate(o)}` }, { name: (o) => `diced zucchini${withMixMate(o)}` }],
  },
  { match: /\bbean sprouts\b/, options: [{ name: 'shredded cabbage' }] },
  { match: /\b(?:button |chestnut |cremini |portobello |shiitake |white )?mushrooms?\b/, options: [{ name: 'oyster mushrooms' }] },
  { match: /\bdashi\b/, options: [{ name: 'kombu vegetable stock' }] },
  // Bonito flakes are scattered over a dish for smoke and the sea: crumbled nori does that without fish.
  { match: /\b(?:bonito flakes|katsuobushi)\b/, options: [{ name: 'crumbled toasted nori' }] },
  { match: /\b(?:cocoa|cacao) powder\b/, options: [{ name: 'carob powder' }] },
  {
    match: /\b(?:dark |milk |white )?chocolate(?: chips)?\b/,
    options: [{ name: 'dairy-free dark chocolate' }, { name: 'sugar-free dark chocolate' }, { name: 'carob chips' }],
  },
  { match: /\bcoffee|espresso\b/, options: [{ name: 'roasted chicory drink' }, { name: 'decaf coffee' }] },
];
