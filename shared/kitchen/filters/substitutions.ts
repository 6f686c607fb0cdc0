import { formatAmount, tablespoons } from './amount';
import { withoutEssence } from './freeFromProducts';
import { type PhraseTable, phraseMatcher } from './phraseMatch';
import type { SubstituteOption, SubstitutionEntry, SubstitutionRule } from './substitutionTypes';

/** Meat and fish stocks by their animal: each with each stock word is a phrase of the meat-stock row. */
const STOCK_ANIMALS = ['beef', 'bone', 'chicken', 'duck', 'fish', 'game', 'lamb', 'pork', 'poultry', 'turkey', 'veal'];
const STOCK_WORDS = ['bouillon', 'broth', 'stock'];
const MEAT_STOCK_PHRASES = STOCK_ANIMALS.flatMap((animal) => STOCK_WORDS.map((word) => `${animal} ${word}`));
const meatStock = phraseMatcher(MEAT_STOCK_PHRASES);
/** "beef stock cube" → "vegetable stock cube": the animal gives way, the stock word and what follows stay. */
const vegetableStock = (original: string) => meatStock.replace(original, (found) => `vegetable ${found.split(' ').pop()}`);
const NON_KOSHER_FISH: PhraseTable = {
  phrases: ['catfish', 'eel(s)', 'monkfish', 'shark', 'skate', 'sturgeon', 'swordfish', 'turbot'],
};
const nonKosherFish = phraseMatcher(NON_KOSHER_FISH);
const wings = phraseMatcher(['wing(s)']);
/** "skate wings" → "cod fillets": the kosher fish in place of the other, in its usual cut. */
const kosherFish = (original: string, fish: string) => wings.replace(nonKosherFish.replace(original, fish), 'fillets');
/** Cuts a chicken has not: pork shoulder and belly braise like chicken thighs, a loin roasts like the breast. */
const CHICKEN_CUTS: readonly { cuts: PhraseTable; as: string }[] = [
  {
    cuts: {
      phrases: ['shoulder(s)', 'belly', 'bellys', 'butt(s)', 'hock(s)', 'shank(s)', 'collar(s)', 'neck(s)'].map((c) => `chicken ${c}`),
    },
    as: 'chicken thighs',
  },
  { cuts: { phrases: ['chicken loin(s)', 'chicken tenderloin(s)'] }, as: 'chicken breasts' },
  { cuts: { phrases: ['chicken chop(s)', 'chicken steak(s)', 'chicken cutlet(s)'] }, as: 'chicken breast fillets' },
  { cuts: { phrases: ['chicken rib(s)'] }, as: 'chicken wings' },
];
const chickenCuts = CHICKEN_CUTS.map(({ cuts, as }) => ({ cuts: phraseMatcher(cuts), as }));
const chickenCut = (name: string) => chickenCuts.reduce((out, { cuts, as }) => cuts.replace(out, as), name);
const pork = phraseMatcher(['pork']);
const stoutBeer = phraseMatcher(['stout', 'guinness', 'porter']);
const lagerBeer = phraseMatcher(['lager', 'pilsner']);
const BATTER = phraseMatcher(['batter']);
/** The gluten grains themselves, alone or as grains ("pearl barley", "spelt grains"). */
const GLUTEN_GRAINS = ['couscous', 'bulgur', 'bulghur', 'bulgar', 'freekeh', 'farro', 'spelt', 'wheat berries', 'barley'].flatMap(
  (grain) => [grain, `${grain} grain(s)`, `${grain} groats`, `${grain} kernels`],
);
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

const SUBSTITUTION_TABLE: readonly SubstitutionEntry[] = [
  // Nut butters and nut milks before butter and milk.
  {
    match: ['almond butter', 'cashew butter', 'hazelnut butter', 'nut butter', 'peanut butter'],
    options: [{ name: 'sunflower seed butter' }, { name: 'pumpkin seed butter' }, { name: 'tahini' }],
  },
  {
    match: ['almond milk', 'cashew milk', 'hazelnut milk', 'macadamia milk'],
    options: [{ name: 'oat milk' }, { name: 'unsweetened soy milk' }, { name: 'unsweetened coconut milk' }],
  },
  {
    match: ['almond flour', 'almond meal', 'cashew flour', 'cashew meal', 'hazelnut flour', 'hazelnut meal'],
    options: [{ name: 'sunflower seed flour' }, COCONUT_FLOUR],
  },
  {
    match: ['buttermilk'],
    options: [
      { name: 'unsweetened soy milk soured with 1 tbsp lemon juice per cup' },
      { name: 'oat milk soured with 1 tbsp lemon juice per cup' },
    ],
  },
  {
    match: ['butter', 'margarine'],
    options: [
      { name: 'vegan butter' },
      { name: 'olive oil', ratio: 0.75, note: 'Olive oil is richer in fat than butter: use three quarters of the amount.' },
      { name: 'coconut oil', ratio: 0.75 },
      { name: 'avocado oil', ratio: 0.75 },
    ],
  },
  { match: ['ghee'], options: [{ name: 'olive oil' }, { name: 'coconut oil' }] },
  {
    match: ['dripping', 'lard', 'shortening', 'suet', 'tallow'],
    options: [{ name: 'vegetable shortening' }, { name: 'olive oil', ratio: 0.75 }, { name: 'coconut oil' }],
  },
  {
    match: [
      'canola oil',
      'corn oil',
      'grapeseed oil',
      'groundnut oil',
      'peanut oil',
      'rapeseed oil',
      'seed oil',
      'sesame oil',
      'soybean oil',
      'sunflower oil',
      'vegetable oil',
    ],
    options: [{ name: 'olive oil' }, { name: 'avocado oil' }],
  },
  // Carnivore: animal fats for any cooking oil.
  { match: ['oil'], options: [{ name: 'olive oil' }, { name: 'beef tallow' }, { name: 'butter' }] },
  {
    match: ['oats'],
    options: [{ name: 'gluten-free rolled oats' }, { name: 'hemp hearts', ratio: 0.5 }, { name: 'unsweetened coconut flakes' }],
  },
  {
    match: ['condensed milk', 'evaporated milk'],
    options: [{ name: (o) => (o.includes('condensed') ? 'sweetened condensed coconut milk' : 'full-fat coconut milk') }],
  },
  // Coconut milk avoided: a plant cream keeps a curry creamy and dairy-free.
  { match: ['coconut milk'], options: [{ name: 'oat cream' }, { name: 'cashew cream' }, { name: 'unsweetened soy milk' }] },
  { match: ['cream of coconut'], options: [{ name: 'unsweetened coconut cream' }] },
  { match: ['maraschino cherries', 'maraschino cherry'], options: [{ name: 'fresh cherries' }] },
  { match: ['almond extract'], options: [{ name: 'vanilla extract' }, { name: 'vanilla powder' }] },
  // Self-raising flour has its raising agent in it: the gluten-free one does too (a plain blend would not rise).
  {
    match: {
      phrases: [
        'self-raising flour(s)',
        'self raising flour(s)',
        'self-rasing flour(s)',
        'self rasing flour(s)',
        'self-rising flour',
        'self rising flour',
      ],
    },
    options: [{ name: 'gluten-free self-raising flour' }],
  },
  {
    // "milk chocolate" is chocolate: the chocolate rules below replace it.
    match: { phrases: ['milk'], notBefore: ['choc…'] },
    options: [
      { name: 'lactose-free milk' },
      { name: 'oat milk' },
      { name: 'unsweetened soy milk' },
      { name: 'unsweetened almond milk' },
      { name: 'unsweetened coconut milk' },
      { name: 'rice milk' },
    ],
  },
  { match: ['cream cheese'], options: [{ name: 'dairy-free cream cheese' }, { name: 'cashew cream' }] },
  {
    match: ['crème fraîche', 'labneh', 'quark', 'sour cream', 'yoghurt', 'yogurt'],
    options: [{ name: 'unsweetened coconut yogurt' }, { name: 'unsweetened soy yogurt' }],
  },
  { match: ['ice cream'], options: [{ name: 'dairy-free ice cream' }] },
  {
    match: ['cream'],
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
    match: ['beaufort', 'comté', 'grana padano', 'gruyère', 'parmesan', 'parmigiano', 'pecorino', 'romano cheese'],
    options: [{ name: 'vegetarian hard cheese' }],
  },
  {
    match: ['grana padano', 'parmesan', 'parmigiano', 'pecorino'],
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
    match: [
      'brie',
      'burrata',
      'camembert',
      'cheddar',
      'cheese',
      'emmental',
      'feta',
      'gouda',
      'gruyère',
      'halloumi',
      'manchego',
      'mascarpone',
      'mozzarella',
      'paneer',
      'provolone',
      'ricotta',
      'stilton',
    ],
    options: [{ name: keep('dairy-free') }, { name: (o) => `reduced-fat ${o}` }, { name: 'nutritional yeast', ratio: 0.25 }],
  },
  // A yolk's job decides its stand-in: it emulsifies a dressing or sauce, and enriches a custard or carbonara.
  {
    match: ['yolk(s)'],
    options: [
      {
        name: 'aquafaba (chickpea water)',
        perCount: { amount: 1, unit: 'tbsp' },
        when: phraseMatcher([
          'dressing',
          'drizzle',
          'emulsify',
          'emulsified',
          'emulsifies',
          'emulsifying',
          'emulsifier(s)',
          'emulsification',
          'mayonnaise',
          'mayo',
          'aioli',
          'hollandaise',
          'béarnaise',
          'whisking until thick',
        ]),
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
    match: ['egg white(s)'],
    options: [{ name: 'aquafaba (chickpea water)', perCount: { amount: 2, unit: 'tbsp' } }],
  },
  {
    match: ['bragg aminos', "bragg' aminos", "bragg's aminos", 'braggs aminos', 'liquid aminos', 'soy aminos'],
    options: [{ name: 'coconut aminos' }],
  },
  { match: ['rémoulade', 'sauce tartare', 'tartar sauce', 'tartare sauce'], options: [{ name: 'vegan tartar sauce' }] },
  { match: ['mayo', 'mayonnaise'], options: [{ name: 'vegan mayonnaise' }, { name: 'mashed avocado' }] },
  // Eggnog is milk, cream and egg yolks: dairy-free nogs keep the yolks; spiced oat milk keeps the taste without either.
  {
    match: ['egg nog', 'egg-nog', 'eggnog'],
    options: [{ name: 'dairy-free eggnog' }, { name: 'oat milk with a pinch of nutmeg and cinnamon' }],
  },
  // Fresh pasta, tagliatelle and pappardelle are made with eggs, gluten-free ones too: they are sold egg-free, and dried pasta is.
  {
    match: [
      'egg pasta',
      'fresh egg fettuccine',
      'fresh egg lasagna sheets',
      'fresh egg lasagne sheets',
      'fresh egg spaghetti',
      'fresh fettuccine',
      'fresh lasagna sheets',
      'fresh lasagne sheets',
      'fresh pasta',
      'fresh spaghetti',
      'pappardelle',
      "pasta all'uovo",
      'tagliatelle',
    ],
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
    match: { phrases: ['egg(s)'], notBefore: ['noodle…', 'pasta…', 'tagliatelle…', 'wrap…', 'roll…'] },
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
    match: ['honey'],
    options: [{ name: 'maple syrup' }, { name: 'monk fruit syrup' }, { name: 'pitted dates, blended to a paste' }],
  },
  {
    match: ['agave', 'corn syrup', 'golden syrup', 'maple syrup', 'molasses', 'rice syrup', 'treacle'],
    options: [{ name: 'sugar-free maple-flavoured syrup' }, { name: 'monk fruit syrup' }, { name: 'pitted dates, blended to a paste' }],
  },
  {
    match: ['butterscotch chips', 'butterscotch morsels', 'caramel chips', 'caramel morsels'],
    options: [{ name: 'dairy-free dark chocolate chips' }],
  },
  // Vanilla extract is about 35% alcohol: ground vanilla pods (vanilla powder) flavour the same and are plainly another
  // food; an "alcohol-free vanilla" reads as a claim glued onto the extract, so it comes second (most vanilla pastes
  // are made with the extract).
  {
    match: [
      'vanilla bean essence',
      'vanilla bean extract',
      'vanilla bean flavoring',
      'vanilla bean flavouring',
      'vanilla essence',
      'vanilla extract',
      'vanilla flavoring',
      'vanilla flavouring',
    ],
    options: [{ name: 'vanilla powder' }, { name: 'alcohol-free vanilla' }],
  },
  {
    match: ['chocolate chips'],
    options: [{ name: 'sugar-free dark chocolate chips' }, { name: 'dairy-free dark chocolate chips' }, { name: 'cacao nibs' }],
  },
  // Icing sugar dusts and makes smooth icings: granulated erythritol would stay gritty, the powdered one dissolves.
  {
    match: ['confectioners sugar', 'confectioners’ sugar', 'confectioner’s sugar', 'icing sugar', 'powdered sugar'],
    options: [{ name: 'powdered erythritol' }, { name: 'powdered monk fruit sweetener' }, { name: 'coconut sugar, ground fine' }],
  },
  {
    match: ['sugar'],
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
    match: ['corn starch', 'cornflour', 'cornstarch'],
    options: [
      { name: 'arrowroot powder' },
      { name: 'xanthan gum', ratio: 0.25, note: 'Xanthan gum thickens far more: a quarter of the amount is enough.' },
    ],
  },
  {
    match: { phrases: ['flour'], notBefore: ['tortilla(s)', 'wrap(s)'] },
    options: [{ name: 'gluten-free flour blend' }, { name: 'almond flour' }, COCONUT_FLOUR],
  },
  {
    match: ['bread crumbs', 'breadcrumbs', 'panko'],
    options: [{ name: 'gluten-free breadcrumbs' }, { name: 'crushed pork rinds' }, { name: 'almond meal' }, { name: 'ground flaxseed' }],
  },
  {
    match: ['lasagna', 'lasagne'],
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
    match: ['egg noodles'],
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
    match: ['fettuccine', 'fusilli', 'linguine', 'macaroni', 'noodles', 'orzo', 'pasta', 'penne', 'rigatoni', 'spaghetti', 'tagliatelle'],
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
  { match: ['matzah', 'matzo', 'matzoh'], options: [{ name: 'gluten-free matzo meal' }, { name: 'gluten-free breadcrumbs' }] },
  // Semolina is durum wheat: fine polenta cooks to the same porridge, crust or pudding.
  { match: ['semolina'], options: [{ name: 'fine polenta' }] },
  { match: ['casein', 'whey'], options: [{ name: 'pea protein powder' }] },
  // Grains that are gluten themselves have no gluten-free version: a gluten-free grain takes their place.
  {
    // The grain itself, not a product made of it ("spelt bread", "spelt flour": those are sold gluten-free as bread and flour).
    match: { phrases: GLUTEN_GRAINS, atEnd: true },
    options: [{ name: 'quinoa' }, { name: 'brown rice' }, { name: 'buckwheat groats' }],
  },
  { match: ['malt vinegar'], options: [{ name: 'cider vinegar' }, { name: 'white wine vinegar' }] },
  { match: ['malt extract', 'malt syrup'], options: [{ name: 'maple syrup' }, { name: 'molasses' }] },
  {
    match: ['seitan'],
    options: [{ name: 'extra-firm tofu' }, { name: 'tempeh' }, { name: 'chestnut mushrooms' }],
  },
  {
    match: ['bulghur', 'bulgur', 'couscous', 'quinoa', 'rice'],
    options: [{ name: 'cauliflower rice', ratio: 3, cookedRatio: 1, note: 'Cauliflower rice cooks in 5 minutes: add it at the end.' }],
  },
  {
    match: ['potato', 'potatoes'],
    options: [{ name: 'cauliflower florets' }, { name: 'celeriac' }, { name: 'turnips' }],
  },
  {
    match: ['bun(s)', 'pita', 'tortilla(s)', 'wrap(s)'],
    options: [{ name: keep('gluten-free') }, { name: 'corn tortillas' }, { name: 'large lettuce leaves' }],
  },
  { match: ['bagel(s)', 'baguette', 'bread', 'brioche', 'cracker(s)', 'crouton(s)'], options: [{ name: keep('gluten-free') }] },
  { match: ['soy sauce'], options: [{ name: 'tamari' }, { name: 'low-sodium soy sauce' }, { name: 'coconut aminos' }] },
  { match: ['tamari'], options: [{ name: 'low-sodium tamari' }, { name: 'coconut aminos' }] },
  {
    match: ['fish sauce'],
    options: [{ name: 'soy sauce' }, { name: 'tamari' }, { name: 'coconut aminos with a pinch of crumbled nori seaweed' }],
  },
  { match: ['oyster sauce'], options: [{ name: 'vegan mushroom stir-fry sauce' }, { name: 'coconut aminos' }] },
  { match: ['worcestershire'], options: [{ name: 'vegan worcestershire sauce' }, { name: 'coconut aminos' }] },
  {
    match: MEAT_STOCK_PHRASES,
    // A cube stays a cube and a pot a pot ("1 beef stock cube" → "1 vegetable stock cube"); liquid stock where those do not fit.
    options: [
      { name: vegetableStock },
      { name: (o) => `low-sodium ${vegetableStock(o.replace(/^low-sodium\s+/, ''))}` },
      { name: 'vegetable stock' },
      { name: 'low-sodium vegetable stock' },
    ],
  },
  // A cube or pot named without its meat ("stock cube", "cubo de caldo de pollo", "dado di brodo"): the knowledge reads it
  // as the meat stock's cube; a vegetable one stays a cube.
  {
    match: ['bouillon cube', 'stock cube', 'stock pot'],
    options: [{ name: 'vegetable stock cube' }],
  },
  { match: ['bouillon', 'broth', 'stock'], options: [{ name: (o) => `low-sodium ${o}` }] },
  {
    match: ['popover(s)', 'yorkshire pudding(s)', 'yorkshires'],
    options: [
      { name: 'gluten-free yorkshire puddings' },
      { name: 'vegan yorkshire puddings' },
      { name: 'gluten-free vegan yorkshire puddings' },
    ],
  },
  // Shortcrust is butter pastry unless sold otherwise: vegan (also pareve) and gluten-free ones are sold ready-rolled.
  {
    match: [
      'masa quebrada',
      'mürbeteig',
      'omlós tészta',
      'pasta frolla',
      'pastry case',
      'pie crust',
      'pie dough',
      'pâte brisée',
      'pâte sablée',
      'shortcrust',
      'tart shell',
    ],
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
  { match: ['meringue(s)'], options: [{ name: 'vegan meringue nests' }, { name: 'sugar-free meringues' }] },
  { match: ['puff pastry'], options: [{ name: 'vegan puff pastry' }, { name: 'gluten-free puff pastry' }] },
  {
    match: ['madeira cake', 'pound cake', 'sponge'],
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
    match: ['chocolate spread', 'gianduja', 'hazelnut spread', 'nutella'],
    options: [{ name: 'nut-free chocolate spread' }, { name: 'sugar-free hazelnut spread' }, { name: 'dairy-free chocolate spread' }],
  },
  {
    match: ['hoisin'],
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
    match: ['gochujang'],
    options: [
      { name: 'gluten-free gochujang' },
      { name: 'harissa', note: "Harissa brings gochujang's chilli heat without its sugar; it is smokier, so taste before adding more." },
    ],
  },
  {
    match: ['kecap manis'],
    options: [
      { name: 'gluten-free kecap manis' },
      { name: 'tamari', note: "Tamari gives kecap manis's savoury depth without its sugar; the glaze will be thinner and less sweet." },
    ],
  },
  { match: ['sriracha'], options: [{ name: 'sugar-free hot sauce' }, { name: 'chilli flakes', ratio: 0.25 }] },
  { match: ['barbecue sauce', 'bbq sauce'], options: [{ name: 'sugar-free bbq sauce' }, { name: 'keto bbq sauce' }] },
  { match: ['ketchup'], options: [{ name: 'sugar-free ketchup' }, { name: 'keto ketchup' }] },
  {
    match: ['tamarind'],
    options: [
      {
        name: 'lime juice with a splash of rice vinegar',
        note: "Lime juice and rice vinegar bring tamarind's sourness without its sugar.",
      },
    ],
  },
  { match: ['gnocchi'], options: [{ name: 'gluten-free gnocchi' }, { name: 'low-carb cauliflower gnocchi' }] },
  { match: ['bagel(s)', 'crumpet(s)', 'english muffin(s)'], options: [{ name: keep('gluten-free') }, { name: 'low-carb bread rolls' }] },
  { match: ['parsnip(s)'], options: [{ name: 'celeriac' }, { name: 'turnips' }] },
  // A starchy winter squash: courgette (2 g net carbohydrates per 100 g) or pumpkin (6 g) cooks the same way.
  { match: ['butternut squash', 'butternut(s)', 'winter squash'], options: [{ name: 'courgette' }, { name: 'pumpkin' }] },
  {
    match: { phrases: ['cider'], notBefore: ['vinegar…'] },
    options: [
      { name: 'non-alcoholic cider' },
      { name: 'apple juice with a splash of cider vinegar' },
      { name: 'vegetable stock with a splash of cider vinegar' },
    ],
  },
  // Beer, cider and rice wines by their job: bubbles in a batter, body and bitterness in a braise, sweet-sour in a glaze.
  // Beer is brewed from barley (chooseSubstitute's IS_THE_ALLERGEN_WORDS): its own "gluten-free" version is no swap.
  {
    match: ['ale', 'beer', 'guinness', 'ipa', 'lager', 'pilsner', 'porter', 'stout'],
    options: [
      { name: 'ice-cold sparkling water', when: BATTER, note: 'Sparkling water keeps a batter as light as beer does.' },
      {
        name: (o) => `non-alcoholic ${stoutBeer.test(o) ? 'stout' : lagerBeer.test(o) ? 'lager' : 'beer'}`,
      },
      {
        name: 'beef stock with 1 tbsp balsamic vinegar',
        unless: BATTER,
        note: 'Stock with a little balsamic vinegar gives a braise the body and dark, bitter-sweet depth of stout.',
      },
      { name: 'vegetable stock with a splash of cider vinegar' },
    ],
  },
  {
    match: ['mirin'],
    options: [
      {
        name: 'rice vinegar with ½ tsp sugar per tbsp',
        note: 'Rice vinegar with a little sugar gives the same sweet-sour gloss in its place.',
      },
      { name: 'rice vinegar with a few drops of monk fruit syrup' },
      { name: 'rice vinegar' },
    ],
  },
  { match: ['sake'], options: [{ name: 'vegetable stock with a splash of rice vinegar' }] },
  {
    match: ['granola'],
    options: [
      { name: 'gluten-free granola' },
      { name: 'nut-free granola' },
      { name: 'sugar-free grain-free granola' },
      { name: 'toasted mixed seeds' },
    ],
  },
  {
    match: ['digestive biscuits', 'digestives', 'graham crackers', 'hobnobs', 'rich tea biscuits'],
    options: [
      { name: 'gluten-free digestive biscuits' },
      { name: 'almond flour', ratio: 0.8, note: "For the base, mix almond flour with the recipe's melted fat and press it into the tin." },
      { name: 'sunflower seed flour', ratio: 0.8 },
    ],
  },
  {
    match: ['bourbon biscuits', 'chocolate sandwich cookies', 'oreo(s)'],
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
    match: ['ladyfinger(s)', 'savoiardi', 'sponge fingers'],
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
    match: ['baguette', 'bread', 'ciabatta', 'roll(s)', 'sourdough'],
    options: [{ name: keep('gluten-free') }, { name: 'low-carb seeded bread' }],
  },
  { match: ['banana(s)'], options: [{ name: 'raspberries', perCount: { amount: 60, unit: 'g' } }] },
  {
    match: ['gravy'],
    options: [
      { name: 'gluten-free gravy' },
      { name: 'vegetarian gravy' },
      { name: 'gluten-free vegetarian gravy' },
      { name: 'vegan gravy' },
      { name: 'gluten-free vegan gravy' },
    ],
  },
  { match: ['jello', 'jelly'], options: [{ name: 'vegan jelly' }, { name: 'low-carb sugar-free jelly' }] },
  { match: ['marmite', 'vegemite', 'yeast extract'], options: [{ name: 'white miso paste' }, { name: 'tamari' }] },
  {
    match: ['marsala', 'mirin', 'port', 'sake', 'sherry', 'vermouth', 'wine'],
    options: [{ name: 'vegetable stock with a splash of cider vinegar' }, { name: 'white grape juice with a splash of vinegar' }],
  },
  // Vodka sauce is a tomato cream sauce cooked with vodka.
  { match: ['vodka sauce'], options: [{ name: 'tomato cream sauce' }, { name: 'marinara sauce' }] },
  {
    match: [
      'amaretto',
      'baileys',
      'bourbon',
      'brandy',
      'cognac',
      'cointreau',
      'frangelico',
      'gin',
      'grand marnier',
      'grappa',
      'irish cream',
      'kahlúa',
      'kirsch',
      'limoncello',
      'liqueur',
      'rum',
      'sambuca',
      'schnapps',
      'tequila',
      'tia maria',
      'vodka',
      'whiskey',
      'whisky',
    ],
    options: [
      // A coffee or cream liqueur flavours with coffee: strong coffee does that job without alcohol or sugar.
      { name: 'strong coffee', when: phraseMatcher(['tiramisu', 'coffee', 'espresso', 'mocha']) },
      { name: 'apple juice with ½ tsp vanilla powder' },
      { name: 'white grape juice' },
      { name: 'strong coffee' },
    ],
  },
  {
    match: ['gelatin', 'gelatine'],
    options: [
      {
        name: 'agar-agar powder',
        ratio: 1 / 3,
        note: 'Agar sets firmer than gelatin: a third of the amount; bring it to the boil to set.',
      },
    ],
  },
  {
    match: ['bacon', 'guanciale', 'pancetta', 'prosciutto', 'speck'],
    options: [{ name: 'turkey bacon' }, { name: 'beef bacon' }, { name: 'smoked tempeh strips' }, { name: 'smoked shiitake mushrooms' }],
  },
  { match: ['gammon', 'ham'], options: [{ name: 'smoked turkey' }, { name: 'smoked tofu' }, { name: 'smoked mushrooms' }] },
  {
    match: ['chorizo', 'pepperoni', 'salami', 'sausage(s)'],
    options: [
      {
        name: (o) => pork.replace(o, '').trim().replace(/^/, 'chicken '),
      },
      { name: 'beef sausage' },
      { name: 'vegan sausage' },
      { name: 'gluten-free vegan sausages' },
      { name: 'mushrooms' },
    ],
  },
  {
    match: ['pork'],
    options: [
      { name: (o) => chickenCut(pork.replace(o, 'chicken')) },
      { name: (o) => pork.replace(o, 'lamb') },
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'chestnut mushrooms', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  // Anchovies season rather than fill: a little capers or miso, not a fillet's weight of tofu.
  {
    match: ['anchovies', 'anchovy'],
    options: [
      { name: 'capers, finely chopped', perCount: { amount: 0.5, unit: 'tsp' }, ratio: 1 / 3 },
      { name: 'white miso paste', perCount: { amount: 0.5, unit: 'tsp' }, ratio: 1 / 3 },
    ],
  },
  // Shellfish as a seasoning, a stock or a snack: replaced by what does that job, not by a fillet of fish.
  { match: ['clam broth', 'clam juice', 'clam stock'], options: [{ name: 'fish stock' }, { name: 'vegetable stock' }] },
  {
    match: ['belacan', 'kapi', 'krill paste', 'prawn paste', 'shrimp paste', 'terasi'],
    options: [{ name: 'fish sauce' }, { name: 'white miso paste' }],
  },
  { match: ['dried prawn(s)', 'dried scallop(s)', 'dried shrimp(s)'], options: [{ name: 'dried shiitake mushrooms' }] },
  { match: ['prawn crackers', 'shrimp crackers'], options: [{ name: 'rice crackers' }] },
  {
    match: ['calamari', 'clam(s)', 'crab', 'lobster', 'mussel(s)', 'octopus', 'prawn(s)', 'scallop(s)', 'shrimp(s)', 'squid'],
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
    match: [
      'anchovies',
      'anchovy',
      'catfish',
      'cod',
      'eel(s)',
      'fish',
      'haddock',
      'halibut',
      'mackerel',
      'monkfish',
      'salmon',
      'sardine(s)',
      'sea bass',
      'shark',
      'sturgeon',
      'swordfish',
      'tilapia',
      'trout',
      'tuna',
    ],
    options: [
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'hearts of palm', perCount: { amount: 150, unit: 'g' } },
      { name: 'chickpeas', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  {
    match: [
      'beef(s)',
      'brisket(s)',
      'chicken(s)',
      'duck(s)',
      'goat(s)',
      'lamb(s)',
      'meat(s)',
      'meatball(s)',
      'mince(s)',
      'mutton(s)',
      'ribeye(s)',
      'sirloin(s)',
      'steak(s)',
      'turkey(s)',
      'veal(s)',
      'venison(s)',
    ],
    options: [
      { name: 'firm tofu', perCount: { amount: 150, unit: 'g' } },
      { name: 'tempeh', perCount: { amount: 150, unit: 'g' } },
      { name: 'cooked green lentils', perCount: { amount: 150, unit: 'g' } },
      { name: 'chestnut mushrooms', perCount: { amount: 150, unit: 'g' } },
    ],
  },
  { match: ['edamame', 'tempeh', 'tofu'], options: [{ name: 'chickpeas' }, { name: 'chestnut mushrooms' }] },
  {
    // Only where the nut is the ingredient itself ("chopped walnuts"), not a product made with it ("walnut pesto").
    match: {
      phrases: [
        'almond(s)',
        'brazil nut',
        'cashew(s)',
        'hazelnut(s)',
        'macadamia(s)',
        'nuts',
        'peanut(s)',
        'pecan(s)',
        'pine nut',
        'pistachio(s)',
        'walnut(s)',
      ],
      atEnd: true,
    },
    options: [{ name: 'sunflower seeds' }, { name: 'pumpkin seeds' }, { name: 'toasted coconut flakes' }],
  },
  { match: ['garlic granules', 'garlic powder'], options: [{ name: 'garlic-infused olive oil' }] },
  { match: ['onion granules', 'onion powder'], options: [{ name: 'chopped chives', ratio: 2 }] },
  { match: ['garlic'], options: [{ name: 'garlic-infused olive oil', perCount: { amount: 1, unit: 'tsp' } }] },
  {
    match: ['leek(s)', 'onion(s)', 'shallot(s)'],
    options: [
      { name: 'sliced green parts of scallions', perCount: { amount: 0.5, unit: 'cup' } },
      { name: 'chopped chives', perCount: { amount: 2, unit: 'tbsp' } },
    ],
  },
  {
    match: ['beans', 'chickpeas', 'lentils'],
    options: [{ name: 'diced zucchini' }, { name: 'diced mushrooms' }],
  },
  {
    match: ['corn kernels', 'frozen corn', 'peas', 'sweet corn', 'sweetcorn'],
    // A frozen mix keeps its other vegetable: "frozen peas and carrots" is green beans and carrots.
    options: [{ name: (o) => `green beans${withMixMate(o)}` }, { name: (o) => `diced zucchini${withMixMate(o)}` }],
  },
  { match: ['bean sprouts'], options: [{ name: 'shredded cabbage' }] },
  { match: ['mushroom(s)'], options: [{ name: 'oyster mushrooms' }] },
  { match: ['dashi'], options: [{ name: 'kombu vegetable stock' }] },
  // Bonito flakes are scattered over a dish for smoke and the sea: crumbled nori does that without fish.
  { match: ['bonito flakes', 'katsuobushi'], options: [{ name: 'crumbled toasted nori' }] },
  { match: ['cacao powder', 'cocoa powder'], options: [{ name: 'carob powder' }] },
  {
    match: ['chocolate'],
    options: [{ name: 'dairy-free dark chocolate' }, { name: 'sugar-free dark chocolate' }, { name: 'carob chips' }],
  },
  { match: ['coffee(s)', 'espresso'], options: [{ name: 'roasted chicory drink' }, { name: 'decaf coffee' }] },
];

export const SUBSTITUTIONS: readonly SubstitutionRule[] = SUBSTITUTION_TABLE.map(({ match, options }) => ({
  match: phraseMatcher(match),
  options,
}));
