import { resolveFood } from '../resolve/resolveFood';
import { wordsOf } from '../rewrite/index';
import { formatAmount, tablespoons } from './amount';
import { eitherOf, phraseMatcher, type TextTest } from './phraseMatch';
import type { SubstituteOption } from './substitutionTypes';

/** What an ingredient does in a dish: the substitute must do the same job. */
export type IngredientRole =
  | 'binding'
  | 'leavening'
  | 'emulsifying'
  | 'coating'
  | 'glazing'
  | 'richness'
  | 'main'
  | 'thickening'
  | 'crunch'
  | 'umami'
  | 'sweetening'
  | 'caramelising'
  | 'frying-fat'
  | 'baking-fat'
  | 'whipping'
  | 'savoury-liquid'
  | 'sweet-liquid'
  | 'shaped-mince'
  | 'loose-mince'
  | 'melting'
  | 'topping';

interface RoleCue {
  role: IngredientRole;
  /** Looked for in the title and in the steps that name the ingredient (the whole method when none does); none: always. */
  cue?: TextTest;
  options: readonly SubstituteOption[];
}

export interface IngredientFamilyRoles {
  family: string;
  /** The ingredient text of the family, lowercase. */
  match: TextTest;
  /** How steps name the family ("the yolks", "the whites", "the mince"). */
  stepWords: TextTest;
  /** First cue that matches decides the role; its options are tried before the general substitution rules. */
  roles: readonly RoleCue[];
}

/** Words of a dish or a step that say what job an ingredient does there (any case, any accent; "…" ends a word). */
const DISH_WORDS = {
  emulsion: [
    'mayonnaise',
    'mayo',
    'aïoli',
    'hollandaise',
    'béarnaise',
    'caesar',
    'dressing',
    'emulsif…',
    'drizzle in the oil',
    'until thick and glossy',
  ],
  breading: [
    'egg wash',
    'egg-wash',
    'dredge…',
    'breaded',
    'schnitzel',
    'escalope(s)',
    'cutlet(s)',
    'katsu',
    'nuggets',
    'goujons',
    'fish fingers',
    ...['then coat', 'then roll'].flatMap((verb) =>
      ['in', 'with'].flatMap((joint) =>
        ['breadcrumbs', 'bread crumbs', 'panko', 'crumbs'].flatMap((crumbs) => [
          `${verb} ${joint} ${crumbs}`,
          `${verb} ${joint} the ${crumbs}`,
        ]),
      ),
    ),
  ],
  glaze: [
    'egg wash',
    'egg-wash',
    'glaze with egg',
    'glaze with the egg',
    // A brushing verb straight before the egg, in the recipe's language (data).
    ...['badigeonner', 'badigeonnez', 'dorer', 'dorez'].flatMap((v) => [
      `${v} d'œuf`,
      `${v} à l'œuf`,
      `${v} de jaune d'œuf`,
      `${v} au jaune d'œuf`,
    ]),
    'dorure',
    ...['pintar', 'pinta', 'pintad', 'pincelar', 'pincele', 'pincela'].flatMap((v) => [`${v} con huevo`, `${v} com ovo`, `${v} com gema`]),
    ...['spennellare', 'spennellate', 'spennella'].flatMap((v) => [`${v} con l'uovo`, `${v} con uovo`, `${v} con il tuorlo`]),
    'mit Ei bestreichen',
    'mit Eigelb bestreichen',
    'mit verquirltem Ei bestreichen',
    'mit Ei bepinseln',
    ...['bestrijken', 'bestrijk', 'insmeren', 'smeer'].flatMap((v) => [`${v} met ei`, `${v} met losgeklopt ei`]),
    'pensla med ägg',
    'pensle med egg',
    'pensl med æg',
  ],
  whipped: [
    'soft peaks',
    'stiff peaks',
    ...['pale', 'doubled', 'thick and pale', 'tripled'].map((state) => `whisk… until ${state}`),
    'meringue(s)',
    'soufflé(s)',
    'sponge',
    'génoise',
    'angel food',
    'mousse',
    'pavlova',
    'macaron(s)',
  ],
  setFilling: [
    'lemon bar(s)',
    'lemon square(s)',
    'curd(s)',
    'custard(s)',
    'flan',
    'crème brûlée',
    'crème caramel',
    'pumpkin pie',
    ...['filling', 'custard', 'curd'].flatMap((part) =>
      ['', 'is ', 'has '].flatMap((verb) => [`until the ${part} ${verb}set`, `until the ${part} ${verb}just set`]),
    ),
    ...['is', 'has'].flatMap((verb) => [`filling ${verb} set`, `filling ${verb} just set`]),
  ],
  eggBake: ['quiche', 'frittata(s)', 'egg muffin(s)', 'strata', 'flan', 'clafoutis', 'tortilla española', 'spanish tortilla'],
  eggMain: [
    'salad(s)',
    'niçoise',
    'kedgeree',
    'ramen',
    'bibimbap',
    'hard-boiled',
    'soft-boiled',
    'jammy',
    'halved eggs',
    'scramble(d)',
    'omelet(t)e(s)',
    'shakshuka',
    'huevos',
    'tortilla española',
    'spanish tortilla',
    'egg fried rice',
    'fried egg(s)',
    'poach…',
    'boiled egg(s)',
    'devilled',
    'deviled',
    'egg salad',
    'crack the egg(s) into',
    'egg muffin(s)',
  ],
  shaped: [
    'meatball(s)',
    'meat ball(s)',
    'meatloaf',
    'burger(s)',
    'patty',
    'patties',
    'kofta(s)',
    'köfte',
    'rissole(s)',
    'fritter(s)',
    'croquette(s)',
    'shape into',
    'form into',
  ],
  loose: [
    'bolognese',
    'ragù',
    'chil(l)i con carne',
    'chil(l)i',
    'taco(s)',
    'cottage pie',
    "shepherd's pie",
    'shepherds pie',
    'lasagna',
    'lasagne',
    'keema',
    'sloppy joe(s)',
    'brown the mince',
    'breaking it up',
  ],
  frying: ['fry', 'fried', 'frying', 'sauté…', 'sear…', 'brown…', 'sweat', 'soften the onion(s)'],
  baking: [
    'cream butter',
    'cream the butter',
    'creamed',
    'rub… into the flour',
    'rub… the butter into the flour',
    'pastry',
    'shortbread',
    'cookie(s)',
    'biscuit(s)',
    'cake(s)',
    'muffin(s)',
    'brownie(s)',
    'scone(s)',
    'crumble',
    'tart',
    'pie crust',
    'bake…',
    'oven',
  ],
  whip: ['whip…', 'soft peaks', 'stiff peaks', 'chantilly', 'pavlova', 'mousse'],
  thicken: [
    'thicken…',
    'roux',
    'slurry',
    'gravy',
    ...['until coats', 'until it coats'].flatMap((coats) => [`${coats} the back of a spoon`, `${coats} the back of the spoon`]),
    'white sauce',
    'béchamel',
  ],
  coat: ['dredg…', 'dust…', 'coat…', 'velvet…', 'crispy', 'crisp'],
  crunch: ['crisp…', 'crunch…', 'golden', 'topping', 'sprinkle… over', 'scatter… over', 'gratin', 'toasted', 'top with'],
  topping: ['shav…', 'grate… over', 'sprinkle…', 'scatter…', 'to serve', 'top with', 'garnish…', 'finish with'],
  melting: [
    'melt…',
    'bubbl…',
    'pizza',
    'toastie',
    'grilled cheese',
    'quesadilla(s)',
    'lasagna',
    'lasagne',
    'gratin',
    'fondue',
    ...['mac', 'macaroni'].flatMap((mac) => ['and', '&', 'n'].map((and) => `${mac} ${and} cheese`)),
  ],
  caramel: ['caramelis…', 'carameliz…', 'caramel', 'brûlée', 'toffee', 'brittle', 'praline'],
  // "poach the pears" is found by "pears".
  dessert: [
    'pear(s)',
    'dessert',
    'cake',
    'tiramisu',
    'trifle',
    'sangria',
    'zabaglione',
    'sabayon',
    'syllabub',
    'custard',
    'fruit',
    'sorbet',
    'granita',
    'jelly',
    'compote',
    'punch',
    'mulled',
    'panna cotta',
    'mousse',
    'pudding',
    'tart',
    'cheesecake',
    'ice cream',
    'gelato',
    'semifreddo',
    'brownie(s)',
    'cookie(s)',
    'biscotti',
    'crumble',
    'cobbler',
  ],
  savoury: [
    'béchamel',
    'white sauce',
    'sauce',
    'soup',
    'mash…',
    'gratin',
    'pie',
    'chowder',
    'curry',
    'risotto',
    'quiche',
    'savoury',
    'savory',
    'gravy',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Steps that say more than words can: a food dipped in or brushed with egg some words later, rolled into balls. */
const DIPPED_IN_EGG = /\bdip(?:ped|ping)?\s+(?:\w+\s+){0,4}in(?:to)?\s+(?:the\s+)?(?:beaten\s+)?eggs?\b/i;
const BRUSHED_WITH_EGG = /\bbrush\w*\s+(?:\w+\s+){0,4}(?:with|in)\s+(?:the\s+)?(?:beaten\s+)?eggs?\b/i;
const ROLLED_INTO_BALLS = /\broll (?:\w+ )?into (?:\d+ )?balls\b/i;
const BUTTER_IN_A_PAN = /\bmelt the butter in (?:a|the) (?:\w+ )?(?:pan|skillet|frying pan|saucepan|pot|wok)\b/i;
const TOSSED_IN_STARCH = /\btoss\w* (?:\w+ ){0,3}in (?:the )?(?:flour|cornstarch|cornflour|starch)\b/i;
const MASHED_WITH_BUTTER = /\bmash\w*\s+(?:\w+\s+){0,4}with\s+(?:the\s+)?butter\b/i;

/**
 * Words that put something on with a brush, per language (data, lowercase, whole words): the verb in its forms a
 * recipe writes, and the brush itself ("au pinceau").
 */
const BRUSHING_WORDS: ReadonlySet<string> = new Set(
  [
    'brush brushed brushing glaze',
    'bestreichen bestreicht bestreiche bepinseln bepinselt einpinseln pinseln pinsel',
    'bestrijk bestrijken bestrijkt insmeren',
    'pensla pensle pensl penslar pensel',
    'posmaruj posmarować smaruj smarować wysmaruj pędzelkiem',
    'potřete potřít potřeme',
    'megkenjük kenjük megkenni',
    'spennellate spennellare spennella spennellando pennello',
    'pinta pintar pinte pintad pincela pincelar pincele barniza barnizar brocha',
    'pinceau dorez dorer badigeonnez badigeonner',
    'voitele voitelu sivele',
  ]
    .join(' ')
    .split(' '),
);
/** How many words may stand between the brushing word and the egg ("Bestrijk de broodjes met het losgeklopte ei"). */
const BRUSH_REACH = 6;
const CLAUSE_ENDS = new Set(['.', ',', ';', '!', '?', '\n']);

/** Each clause of a text, cut at its marks. */
function clausesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || CLAUSE_ENDS.has(text.charAt(i))) {
      if (i > from) out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  return out;
}

/** An egg brushed on in any language the knowledge reads: a brushing word and an egg within reach in one clause. */
const BRUSHED_ON_EGG: TextTest = {
  test(text: string): boolean {
    return clausesOf(text).some((clause) => {
      const words = wordsOf(clause);
      const brushing = words.flatMap((w, i) => (BRUSHING_WORDS.has(w.text.toLowerCase()) ? [i] : []));
      if (brushing.length === 0) return false;
      // Word by word: the mention finder leaves two-letter names ("Ei", "ei") to their lines; here a brush is beside them.
      const isEgg = (word: { text: string }) => {
        const food = resolveFood(word.text);
        return food !== undefined && food.span.text.length === word.text.length && food.tags.has('egg');
      };
      return brushing.some((b) => words.slice(Math.max(0, b - BRUSH_REACH), b + BRUSH_REACH + 1).some(isEgg));
    });
  },
};

const words = (key: keyof typeof DISH_WORDS) => phraseMatcher(DISH_WORDS[key]);
const DISH = {
  emulsion: words('emulsion'),
  breading: eitherOf(words('breading'), DIPPED_IN_EGG),
  glaze: eitherOf(words('glaze'), BRUSHED_WITH_EGG, BRUSHED_ON_EGG),
  whipped: words('whipped'),
  setFilling: words('setFilling'),
  eggBake: words('eggBake'),
  eggMain: words('eggMain'),
  shaped: eitherOf(words('shaped'), ROLLED_INTO_BALLS),
  loose: words('loose'),
  frying: eitherOf(words('frying'), BUTTER_IN_A_PAN),
  baking: words('baking'),
  whip: words('whip'),
  thicken: words('thicken'),
  coat: eitherOf(words('coat'), TOSSED_IN_STARCH),
  crunch: words('crunch'),
  topping: words('topping'),
  melting: words('melting'),
  caramel: words('caramel'),
  dessert: words('dessert'),
  savoury: words('savoury'),
} as const;

/** Butter beaten in at the end ("stir in the remaining butter", "mash the potatoes with the butter"). */
const BUTTER_BEATEN_IN = eitherOf(
  phraseMatcher(
    ['beat', 'stir', 'swirl', 'whisk', 'fold', 'mount'].flatMap((verb) =>
      ['', 'the '].flatMap((the) =>
        ['', 'rest of the ', 'remaining ', 'last of the ', 'a knob of ', 'cold '].map((which) => `${verb} in ${the}${which}butter`),
      ),
    ),
  ),
  MASHED_WITH_BUTTER,
);

const AQUAFABA_NOTE = 'Aquafaba (the liquid from a can of chickpeas) whips and holds air as egg does: whisk it to soft peaks first.';

/**
 * The role table: per family of ingredients, the job it does in the dish (read from the title and the steps
 * that name it) and the substitutes that do that job. A family or role not listed falls back to the general
 * substitution rules, so this table only has to say where the usual first choice would fail in the pan.
 */
/** Minced beef, named as the recipe names its mince ("ground pork" → "ground beef", "pork mince" → "beef mince"). */
const RED = phraseMatcher(['red']);
const WHEAT_FLOURS = [
  'self-raising',
  'self-rising',
  'all-purpose',
  'plain',
  'bread',
  'wholemeal',
  'whole wheat',
  'cake',
  'pastry',
  'wheat',
  'strong white',
];
const GROUND = phraseMatcher(['ground']);
const BEEF_MINCE = { name: (o: string) => (GROUND.test(o) ? 'ground beef' : 'beef mince') };

export const ROLE_TABLE: readonly IngredientFamilyRoles[] = [
  {
    family: 'egg',
    match: /^(?:(?:large|medium|small|free-range|organic|whole)\s+)*eggs?\b(?!\s+(?:yolks?|whites?|noodles?|pasta))/,
    stepWords: phraseMatcher(['egg(s)']),
    roles: [
      {
        role: 'emulsifying',
        cue: DISH.emulsion,
        options: [
          {
            name: 'aquafaba (chickpea water)',
            perCount: { amount: 3, unit: 'tbsp' },
            note: 'Aquafaba holds an emulsion as egg does: whisk it with the mustard before adding the oil.',
          },
        ],
      },
      {
        role: 'glazing',
        cue: DISH.glaze,
        options: [
          {
            name: 'unsweetened soy milk, for brushing',
            perCount: { amount: 1, unit: 'tbsp' },
            note: 'Brushed on, soy milk browns like an egg wash.',
          },
          { name: 'olive oil, for brushing', perCount: { amount: 1, unit: 'tbsp' } },
        ],
      },
      {
        role: 'coating',
        cue: DISH.breading,
        options: [
          {
            name: 'chickpea flour batter',
            countLine: (n) => `${formatAmount(2 * n)} tbsp chickpea flour whisked with ${tablespoons(3 * n)} water, for dipping`,
            note: 'A thin chickpea-flour batter holds the crumbs as beaten egg does.',
          },
          { name: 'unsweetened soy milk', perCount: { amount: 3, unit: 'tbsp' } },
        ],
      },
      {
        role: 'main',
        cue: DISH.eggBake,
        options: [
          {
            name: 'silken tofu, blended',
            perCount: { amount: 60, unit: 'g' },
            note: 'Blend silken tofu with 1 tbsp chickpea flour per 120 g and a pinch of turmeric: it sets in the oven as beaten eggs do.',
          },
        ],
      },
      {
        role: 'main',
        cue: DISH.eggMain,
        options: [
          {
            name: 'firm tofu, crumbled',
            perCount: { amount: 50, unit: 'g' },
            note: 'Crumbled firm tofu with a pinch of turmeric (and kala namak, if you have it) cooks like scrambled egg.',
          },
        ],
      },
      // Eggs that set a curd or custard filling (lemon bars, flan): flax would leave it runny; starch cooked in its liquid sets it.
      {
        role: 'thickening',
        cue: DISH.setFilling,
        options: [
          {
            name: 'cornstarch slurry',
            countLine: (n) => `${formatAmount(1.5 * n)} tbsp cornstarch mixed with ${tablespoons(3 * n)} water`,
            note: 'Cornstarch sets a curd or custard filling as eggs do once it comes to the boil or bakes through: whisk it smooth into the cold liquid first.',
          },
        ],
      },
      {
        role: 'leavening',
        cue: DISH.whipped,
        options: [{ name: 'aquafaba (chickpea water)', perCount: { amount: 3, unit: 'tbsp' }, note: AQUAFABA_NOTE }],
      },
    ],
  },
  {
    // Pork mince under Halal or Kosher is beef mince, as a cook would buy it; plant mince where no meat may stay.
    family: 'minced meat',
    match: phraseMatcher([
      'mince',
      'minced beef',
      'minced pork',
      'minced lamb',
      'minced meat',
      'minced veal',
      'minced turkey',
      ...['beef', 'pork', 'lamb', 'veal', 'turkey', 'chicken', 'meat'].map((meat) => `ground ${meat}`),
      'hackfleisch',
      'haché(e)',
      'carne picada',
      'carne molida',
      'carne macinata',
      'darált hús',
    ]),
    stepWords: phraseMatcher(['mince', 'meat', 'beef', 'pork', 'lamb', 'turkey']),
    roles: [
      {
        role: 'shaped-mince',
        cue: DISH.shaped,
        options: [
          BEEF_MINCE,
          { name: 'plant-based mince' },
          {
            name: 'cooked green lentils mashed with ground flaxseed',
            note: 'Mash the lentils roughly with 1 tbsp ground flaxseed per 250 g and chill 15 minutes so the mix holds its shape.',
          },
        ],
      },
      {
        role: 'loose-mince',
        cue: DISH.loose,
        options: [
          BEEF_MINCE,
          { name: 'plant-based mince' },
          { name: 'cooked green lentils', note: 'Cooked lentils take the place of mince in a sauce: add them with the liquid.' },
        ],
      },
    ],
  },
  {
    family: 'butter',
    match: /^(?:(?:unsalted|salted|cold|softened|melted|cubed)\s+)*butter\b/,
    stepWords: phraseMatcher(['butter']),
    roles: [
      { role: 'baking-fat', cue: DISH.baking, options: [{ name: 'vegan butter' }] },
      // Butter beaten into a risotto or a mash at the end gives it body and gloss: oil would only make it greasy.
      {
        role: 'richness',
        cue: BUTTER_BEATEN_IN,
        options: [{ name: 'vegan butter' }],
      },
      {
        role: 'frying-fat',
        cue: DISH.frying,
        options: [
          { name: 'olive oil', ratio: 0.75, note: 'Olive oil does the frying in place of the butter: use three quarters of the amount.' },
        ],
      },
    ],
  },
  {
    family: 'cream',
    match: /^(?:(?:heavy|double|whipping|single|light|thickened|fresh)\s+)*cream\b(?!\s+cheese)/,
    stepWords: phraseMatcher(['cream']),
    roles: [
      {
        role: 'whipping',
        cue: DISH.whip,
        options: [
          {
            name: 'chilled coconut cream',
            note: 'Coconut cream whips like dairy cream when it is cold: chill the can overnight and use only the solid part.',
          },
        ],
      },
      { role: 'richness', cue: DISH.savoury, options: [{ name: 'oat cream' }, { name: 'cashew cream' }, { name: 'coconut cream' }] },
    ],
  },
  {
    family: 'milk',
    match: /^(?:(?:whole|full-fat|semi-skimmed|skimmed|skim|2%|low-fat|cold|warm)\s+)*milk\b(?!\s+choc)/,
    stepWords: phraseMatcher(['milk']),
    roles: [
      {
        role: 'savoury-liquid',
        cue: DISH.savoury,
        options: [{ name: 'unsweetened soy milk' }, { name: 'unsweetened oat milk' }, { name: 'unsweetened almond milk' }],
      },
    ],
  },
  {
    family: 'hard cheese',
    match: phraseMatcher(['parmesan', 'parmigiano', 'pecorino', 'grana padano']),
    stepWords: phraseMatcher(['parmesan', 'parmigiano', 'pecorino', 'cheese']),
    roles: [
      // Vegetarian first: the same cheese made with microbial rennet; it has dairy, so Vegan and Dairy-Free go on.
      { role: 'topping', cue: DISH.topping, options: [{ name: 'vegetarian hard cheese' }, { name: 'dairy-free parmesan' }] },
      {
        role: 'umami',
        options: [
          { name: 'vegetarian hard cheese' },
          {
            name: 'nutritional yeast',
            ratio: 0.5,
            note: 'Nutritional yeast is stronger than parmesan: half the amount gives the same savoury taste.',
          },
        ],
      },
    ],
  },
  {
    family: 'melting cheese',
    match: phraseMatcher(['mozzarella', 'cheddar', 'gruyère', 'emmental', 'fontina', 'monterey jack', 'provolone', 'gouda']),
    stepWords: phraseMatcher(['cheese', 'mozzarella', 'cheddar', 'gruyère', 'emmental', 'fontina', 'provolone', 'gouda']),
    roles: [{ role: 'melting', cue: DISH.melting, options: [{ name: (o) => `dairy-free ${o.replace(/^(?:grated|shredded)\s+/, '')}` }] }],
  },
  {
    family: 'breadcrumbs',
    match: phraseMatcher(['breadcrumbs', 'bread crumbs', 'panko']),
    stepWords: phraseMatcher(['breadcrumbs', 'bread crumbs', 'panko', 'crumbs']),
    roles: [
      {
        role: 'binding',
        cue: DISH.shaped,
        options: [
          { name: 'gluten-free breadcrumbs' },
          { name: 'gluten-free rolled oats' },
          { name: 'ground flaxseed', ratio: 0.5, note: 'Ground flaxseed binds as breadcrumbs do: half the amount is enough.' },
          { name: 'almond flour' },
        ],
      },
      {
        role: 'crunch',
        options: [{ name: 'gluten-free panko' }, { name: 'crushed pork rinds' }, { name: 'almond meal' }, { name: 'ground flaxseed' }],
      },
    ],
  },
  {
    family: 'wheat flour',
    match: phraseMatcher({
      phrases: ['', ...WHEAT_FLOURS.map((kind) => `${kind} `)].map((kind) => `${kind}flour`),
      atStart: true,
      notBefore: ['tortilla(s)', 'wrap(s)'],
    }),
    stepWords: phraseMatcher(['flour']),
    roles: [
      {
        role: 'coating',
        cue: DISH.coat,
        options: [{ name: 'rice flour' }, { name: 'gluten-free flour blend' }, { name: 'almond flour' }],
      },
      {
        role: 'thickening',
        cue: DISH.thicken,
        options: [
          {
            name: 'cornflour',
            ratio: 0.5,
            note: 'Cornflour thickens twice as well as wheat flour: use half, mixed to a paste with cold water.',
          },
          {
            name: 'xanthan gum',
            ratio: 1 / 12,
            note: 'Xanthan gum thickens without carbohydrate: whisk a little at a time into the simmering liquid.',
          },
        ],
      },
    ],
  },
  {
    family: 'starch',
    match: phraseMatcher(['cornstarch', 'corn starch', 'cornflour', 'potato starch']),
    stepWords: phraseMatcher(['cornstarch', 'corn starch', 'cornflour', 'starch']),
    roles: [
      {
        role: 'coating',
        cue: DISH.coat,
        options: [{ name: 'almond flour', note: 'Almond flour gives a crisp coating without the starch.' }],
      },
      {
        role: 'thickening',
        options: [
          { name: 'arrowroot powder' },
          {
            name: 'xanthan gum',
            ratio: 1 / 6,
            note: 'Xanthan gum thickens far more than starch: sprinkle it over the simmering liquid while whisking, a pinch at a time.',
          },
        ],
      },
    ],
  },
  {
    family: 'sugar',
    match: phraseMatcher(['sugar']),
    stepWords: phraseMatcher(['sugar']),
    roles: [
      {
        role: 'caramelising',
        cue: DISH.caramel,
        options: [{ name: 'allulose', note: 'Allulose browns and caramelises as sugar does, which erythritol does not.' }],
      },
    ],
  },
  {
    family: 'wine',
    match: eitherOf(
      phraseMatcher({ phrases: ['wine'], notBefore: ['vinegar…'] }),
      phraseMatcher(['marsala', 'sherry', 'port', 'vermouth']),
    ),
    stepWords: phraseMatcher(['wine', 'marsala', 'sherry', 'port', 'vermouth']),
    roles: [
      {
        role: 'sweet-liquid',
        cue: DISH.dessert,
        options: [{ name: (o) => (RED.test(o) ? 'red grape juice' : 'white grape juice') }],
      },
      {
        role: 'savoury-liquid',
        // Not wine vinegar: a substitute is never made from the food it replaces (vinegar made from wine is not Halal
        // to every school, keeps wine's sulphites, and its name in compounding languages says the wine: "Rotweinessig").
        options: [{ name: 'vegetable stock with a splash of cider vinegar' }],
      },
    ],
  },
];

/** The sentences of the method that name the family, or the whole method when none does. */
function sentencesNaming(method: string, words: TextTest): string {
  const sentences = method.split(/(?<=[.!?;])\s+|\n+/);
  const naming = sentences.filter((s) => words.test(s));
  return naming.length > 0 ? naming.join(' ') : method;
}

/** The family of an ingredient and its role in this dish, with the substitutes for that role. */
export function roleOf(
  ingredient: string,
  title: string,
  method: string,
): { family: string; role: IngredientRole; options: readonly SubstituteOption[] } | undefined {
  const text = ingredient.toLowerCase();
  const family = ROLE_TABLE.find((f) => f.match.test(text));
  if (!family) return undefined;
  const context = `${title}. ${sentencesNaming(method, family.stepWords)}`;
  const found = family.roles.find((r) => r.cue === undefined || r.cue.test(context));
  return found ? { family: family.family, role: found.role, options: found.options } : undefined;
}
