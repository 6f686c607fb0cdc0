import { formatAmount, tablespoons } from './amount';
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
  /** Looked for in the title and in the steps that name the ingredient (the whole method when none does). */
  cue: RegExp;
  options: readonly SubstituteOption[];
}

export interface IngredientFamilyRoles {
  family: string;
  /** The ingredient text of the family, lowercase. */
  match: RegExp;
  /** How steps name the family ("the yolks", "the whites", "the mince"). */
  stepWords: RegExp;
  /** First cue that matches decides the role; its options are tried before the general substitution rules. */
  roles: readonly RoleCue[];
}

const DISH = {
  emulsion:
    /\b(?:mayonnaise|mayo|aioli|a[iï]oli|hollandaise|b[eé]arnaise|caesar|dressing|emulsif\w*|drizzle in the oil|until thick and glossy)\b/i,
  breading:
    /\b(?:dip(?:ped|ping)?\s+(?:\w+\s+){0,4}in(?:to)?\s+(?:the\s+)?(?:beaten\s+)?eggs?|egg[- ]wash|dredge\w*|breaded|schnitzel|escalopes?|cutlets?|katsu|nuggets|goujons|fish fingers|then (?:coat|roll) (?:in|with) (?:the )?(?:bread ?crumbs|panko|crumbs))\b/i,
  glaze: /\b(?:brush\w*\s+(?:\w+\s+){0,4}(?:with|in)\s+(?:the\s+)?(?:beaten\s+)?eggs?|egg[- ]wash|glaze with (?:the )?egg)\b/i,
  whipped:
    /\b(?:soft peaks|stiff peaks|whisk\w* until (?:pale|doubled|thick and pale|tripled)|meringues?|souffl[eé]s?|sponge|g[eé]noise|angel food|mousse|pavlova|macarons?)\b/i,
  setFilling:
    /\b(?:lemon bars?|lemon squares?|curds?|custards?|flan|cr[eè]me (?:br[uû]l[eé]e|caramel)|pumpkin pie|until the (?:filling|custard|curd) (?:is |has )?(?:just )?set|filling (?:is|has) (?:just )?set)\b/i,
  eggBake: /\b(?:quiche|frittatas?|egg muffins?|strata|flan|clafoutis|tortilla espa[nñ]ola|spanish tortilla)\b/i,
  eggMain:
    /\b(?:salads?|ni[cç]oise|kedgeree|ramen|bibimbap|hard-boiled|soft-boiled|jammy|halved eggs|scrambled?|omelett?es?|shakshuka|huevos|tortilla espa[nñ]ola|spanish tortilla|egg fried rice|fried eggs?|poach\w*|boiled eggs?|devilled|deviled|egg salad|crack the eggs? into|egg muffins?)\b/i,
  shaped:
    /\b(?:meat ?balls?|meatloaf|burgers?|patt(?:y|ies)|kofta|koftas|k[oö]fte|rissoles?|fritters?|croquettes?|roll (?:\w+ )?into (?:\d+ )?balls|shape into|form into)\b/i,
  loose:
    /\b(?:bolognese|rag[uù]|chil(?:l)?i con carne|chil(?:l)?i|tacos?|cottage pie|shepherd'?s pie|lasagn[ae]|keema|sloppy joes?|brown the mince|breaking it up)\b/i,
  frying:
    /\b(?:fry|fried|frying|saut[eé]\w*|sear\w*|brown\w*|sweat|soften the onions?|melt the butter in (?:a|the) (?:\w+ )?(?:pan|skillet|frying pan|saucepan|pot|wok))\b/i,
  baking:
    /\b(?:cream (?:the )?butter|creamed|rub\w* (?:the butter )?into the flour|pastry|shortbread|cookies?|biscuits?|cakes?|muffins?|brownies?|scones?|crumble|tart|pie crust|bake\w*|oven)\b/i,
  whip: /\b(?:whip\w*|soft peaks|stiff peaks|chantilly|pavlova|mousse)\b/i,
  thicken: /\b(?:thicken\w*|roux|slurry|gravy|until (?:it )?coats the back of (?:a|the) spoon|white sauce|b[eé]chamel)\b/i,
  coat: /\b(?:dredg\w*|dust\w*|coat\w*|toss\w* (?:\w+ ){0,3}in (?:the )?(?:flour|cornstarch|cornflour|starch)|velvet\w*|crispy|crisp)\b/i,
  crunch: /\b(?:crisp\w*|crunch\w*|golden|topping|sprinkle\w* over|scatter\w* over|gratin|toasted|top with)\b/i,
  topping: /\b(?:shav\w*|grate\w* over|sprinkle\w*|scatter\w*|to serve|top with|garnish\w*|finish with)\b/i,
  melting: /\b(?:melt\w*|bubbl\w*|pizza|toastie|grilled cheese|quesadillas?|lasagn[ae]|gratin|fondue|mac(?:aroni)? (?:and|&|n) cheese)\b/i,
  caramel: /\b(?:carameli[sz]\w*|caramel|br[uû]l[eé]e|toffee|brittle|praline)\b/i,
  dessert:
    /\b(?:poach\w* (?:\w+ ){0,3}pears?|pears?|dessert|cake|tiramisu|trifle|sangria|zabaglione|sabayon|syllabub|custard|fruit|sorbet|granita|jelly|compote|punch|mulled|panna cotta|mousse|pudding|tart|cheesecake|ice cream|gelato|semifreddo|brownies?|cookies?|biscotti|crumble|cobbler)\b/i,
  savoury: /\b(?:b[eé]chamel|white sauce|sauce|soup|mash\w*|gratin|pie|chowder|curry|risotto|quiche|savoury|savory|gravy)\b/i,
} as const;

const AQUAFABA_NOTE = 'Aquafaba (the liquid from a can of chickpeas) whips and holds air as egg does: whisk it to soft peaks first.';

/**
 * The role table: per family of ingredients, the job it does in the dish (read from the title and the steps
 * that name it) and the substitutes that do that job. A family or role not listed falls back to the general
 * substitution rules, so this table only has to say where the usual first choice would fail in the pan.
 */
/** Minced beef, named as the recipe names its mince ("ground pork" → "ground beef", "pork mince" → "beef mince"). */
const BEEF_MINCE = { name: (o: string) => (/\bground\b/.test(o) ? 'ground beef' : 'beef mince') };

export const ROLE_TABLE: readonly IngredientFamilyRoles[] = [
  {
    family: 'egg',
    match: /^(?:(?:large|medium|small|free-range|organic|whole)\s+)*eggs?\b(?!\s+(?:yolks?|whites?|noodles?|pasta))/,
    stepWords: /\beggs?\b/i,
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
    match:
      /\b(?:(?:beef|pork|lamb|veal|turkey|chicken|meat)\s+mince|mince(?:d)?\s+(?:beef|pork|lamb|meat|veal|turkey)|ground\s+(?:beef|pork|lamb|veal|turkey|chicken|meat)|mince|hackfleisch|hach[eé]e?|carne (?:picada|molida|macinata)|darált hús)\b/,
    stepWords: /\b(?:mince|meat|beef|pork|lamb|turkey)\b/i,
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
    stepWords: /\bbutter\b/i,
    roles: [
      { role: 'baking-fat', cue: DISH.baking, options: [{ name: 'vegan butter' }] },
      // Butter beaten into a risotto or a mash at the end gives it body and gloss: oil would only make it greasy.
      {
        role: 'richness',
        cue: /\b(?:(?:beat|stir|swirl|whisk|fold|mount)\s+in\s+(?:the\s+)?(?:rest of the\s+|remaining\s+|last of the\s+|a knob of\s+|cold\s+)?butter|mash\w*\s+(?:\w+\s+){0,4}with\s+(?:the\s+)?butter)\b/i,
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
    stepWords: /\bcream\b/i,
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
    stepWords: /\bmilk\b/i,
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
    match: /\b(?:parmesan|parmigiano(?:-reggiano)?|pecorino(?: romano)?|grana padano)\b/,
    stepWords: /\b(?:parmesan|parmigiano|pecorino|cheese)\b/i,
    roles: [
      // Vegetarian first: the same cheese made with microbial rennet; it has dairy, so Vegan and Dairy-Free go on.
      { role: 'topping', cue: DISH.topping, options: [{ name: 'vegetarian hard cheese' }, { name: 'dairy-free parmesan' }] },
      {
        role: 'umami',
        cue: /./,
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
    match: /\b(?:mozzarella|cheddar|gruy[eè]re|emmental|fontina|monterey jack|provolone|gouda)\b/,
    stepWords: /\b(?:cheese|mozzarella|cheddar|gruy[eè]re|emmental|fontina|provolone|gouda)\b/i,
    roles: [{ role: 'melting', cue: DISH.melting, options: [{ name: (o) => `dairy-free ${o.replace(/^(?:grated|shredded)\s+/, '')}` }] }],
  },
  {
    family: 'breadcrumbs',
    match: /\b(?:bread ?crumbs|panko)\b/,
    stepWords: /\b(?:bread ?crumbs|panko|crumbs)\b/i,
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
        cue: /./,
        options: [{ name: 'gluten-free panko' }, { name: 'crushed pork rinds' }, { name: 'almond meal' }, { name: 'ground flaxseed' }],
      },
    ],
  },
  {
    family: 'wheat flour',
    match:
      /^(?:(?:self-raising|self-rising|all-purpose|plain|bread|wholemeal|whole wheat|cake|pastry|wheat|strong white)\s+)?flour\b(?! tortillas?\b| wraps?\b)/,
    stepWords: /\bflour\b/i,
    roles: [
      {
        role: 'coating',
        cue: DISH.coat,
        options: [{ name: 'rice flour' }, { name: 'gluten-free all-purpose flour blend' }, { name: 'almond flour' }],
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
    match: /\b(?:cornstarch|corn starch|cornflour|potato starch)\b/,
    stepWords: /\b(?:cornstarch|corn starch|cornflour|starch)\b/i,
    roles: [
      {
        role: 'coating',
        cue: DISH.coat,
        options: [{ name: 'almond flour', note: 'Almond flour gives a crisp coating without the starch.' }],
      },
      {
        role: 'thickening',
        cue: /./,
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
    match: /\b(?:caster |granulated |white |brown |light brown |dark brown |demerara |muscovado )?sugar\b/,
    stepWords: /\bsugar\b/i,
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
    match: /\b(?:(?:red|white|dry white|dry red|rosé|rose|sweet|dessert)?\s*wine\b(?! vinegar)|marsala|sherry|port|vermouth)\b/,
    stepWords: /\b(?:wine|marsala|sherry|port|vermouth)\b/i,
    roles: [
      {
        role: 'sweet-liquid',
        cue: DISH.dessert,
        options: [{ name: (o) => (/\bred\b/.test(o) ? 'red grape juice' : 'white grape juice') }],
      },
      {
        role: 'savoury-liquid',
        cue: /./,
        options: [
          {
            name: (o) => `vegetable stock with a splash of ${/\bred\b/.test(o) ? 'red ' : /\bwhite\b/.test(o) ? 'white ' : ''}wine vinegar`,
          },
        ],
      },
    ],
  },
];

/** The sentences of the method that name the family, or the whole method when none does. */
function sentencesNaming(method: string, words: RegExp): string {
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
  const found = family.roles.find((r) => r.cue.test(context));
  return found ? { family: family.family, role: found.role, options: found.options } : undefined;
}
