import { describe, expect, it } from 'vitest';
import { ROLE_TABLE } from '../../shared/kitchen/filters/roles';
import { equivalenceInputs } from './kitchen-regex-equivalence';

// The role table's patterns as they were written as regular expressions (main at feb46fe), in the table's order.
const OLD_DISH = {
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

const OLD_FAMILIES: readonly { match: RegExp; stepWords: RegExp; cues: readonly RegExp[] }[] = [
  {
    match: /^(?:(?:large|medium|small|free-range|organic|whole)\s+)*eggs?\b(?!\s+(?:yolks?|whites?|noodles?|pasta))/,
    stepWords: /\beggs?\b/i,
    cues: [OLD_DISH.emulsion, OLD_DISH.glaze, OLD_DISH.breading, OLD_DISH.eggBake, OLD_DISH.eggMain, OLD_DISH.setFilling, OLD_DISH.whipped],
  },
  {
    match:
      /\b(?:(?:beef|pork|lamb|veal|turkey|chicken|meat)\s+mince|mince(?:d)?\s+(?:beef|pork|lamb|meat|veal|turkey)|ground\s+(?:beef|pork|lamb|veal|turkey|chicken|meat)|mince|hackfleisch|hach[eé]e?|carne (?:picada|molida|macinata)|darált hús)\b/,
    stepWords: /\b(?:mince|meat|beef|pork|lamb|turkey)\b/i,
    cues: [OLD_DISH.shaped, OLD_DISH.loose],
  },
  {
    match: /^(?:(?:unsalted|salted|cold|softened|melted|cubed)\s+)*butter\b/,
    stepWords: /\bbutter\b/i,
    cues: [
      OLD_DISH.baking,
      /\b(?:(?:beat|stir|swirl|whisk|fold|mount)\s+in\s+(?:the\s+)?(?:rest of the\s+|remaining\s+|last of the\s+|a knob of\s+|cold\s+)?butter|mash\w*\s+(?:\w+\s+){0,4}with\s+(?:the\s+)?butter)\b/i,
      OLD_DISH.frying,
    ],
  },
  {
    match: /^(?:(?:heavy|double|whipping|single|light|thickened|fresh)\s+)*cream\b(?!\s+cheese)/,
    stepWords: /\bcream\b/i,
    cues: [OLD_DISH.whip, OLD_DISH.savoury],
  },
  {
    match: /^(?:(?:whole|full-fat|semi-skimmed|skimmed|skim|2%|low-fat|cold|warm)\s+)*milk\b(?!\s+choc)/,
    stepWords: /\bmilk\b/i,
    cues: [OLD_DISH.savoury],
  },
  {
    match: /\b(?:parmesan|parmigiano(?:-reggiano)?|pecorino(?: romano)?|grana padano)\b/,
    stepWords: /\b(?:parmesan|parmigiano|pecorino|cheese)\b/i,
    cues: [OLD_DISH.topping, /./],
  },
  {
    match: /\b(?:mozzarella|cheddar|gruy[eè]re|emmental|fontina|monterey jack|provolone|gouda)\b/,
    stepWords: /\b(?:cheese|mozzarella|cheddar|gruy[eè]re|emmental|fontina|provolone|gouda)\b/i,
    cues: [OLD_DISH.melting],
  },
  { match: /\b(?:bread ?crumbs|panko)\b/, stepWords: /\b(?:bread ?crumbs|panko|crumbs)\b/i, cues: [OLD_DISH.shaped, /./] },
  {
    match:
      /^(?:(?:self-raising|self-rising|all-purpose|plain|bread|wholemeal|whole wheat|cake|pastry|wheat|strong white)\s+)?flour\b(?! tortillas?\b| wraps?\b)/,
    stepWords: /\bflour\b/i,
    cues: [OLD_DISH.coat, OLD_DISH.thicken],
  },
  {
    match: /\b(?:cornstarch|corn starch|cornflour|potato starch)\b/,
    stepWords: /\b(?:cornstarch|corn starch|cornflour|starch)\b/i,
    cues: [OLD_DISH.coat, /./],
  },
  {
    match: /\b(?:caster |granulated |white |brown |light brown |dark brown |demerara |muscovado )?sugar\b/,
    stepWords: /\bsugar\b/i,
    cues: [OLD_DISH.caramel],
  },
  {
    match: /\b(?:(?:red|white|dry white|dry red|rosé|rose|sweet|dessert)?\s*wine\b(?! vinegar)|marsala|sherry|port|vermouth)\b/,
    stepWords: /\b(?:wine|marsala|sherry|port|vermouth)\b/i,
    cues: [OLD_DISH.dessert, /./],
  },
];

/** Ingredient lines of each family and its neighbours: what the family match reads (lowercase). */
const INGREDIENTS = [
  ...[
    '2 large eggs',
    'eggs',
    'egg',
    'free-range eggs',
    'organic whole eggs',
    'egg yolks',
    'egg whites',
    'egg noodles',
    'egg pasta',
    'eggplant',
  ],
  ...['beef mince', 'pork mince', 'minced beef', 'mince beef', 'ground pork', 'ground chicken', 'mince', 'mincemeat', 'hackfleisch'],
  ...['haché', 'hachée', 'viande hachee', 'carne picada', 'carne molida', 'carne macinata', 'darált hús', 'minced garlic', 'ground cumin'],
  ...['butter', 'unsalted butter', 'cold cubed butter', 'peanut butter', 'butter beans', 'buttermilk', 'salted softened butter'],
  ...['cream', 'heavy cream', 'double whipping cream', 'cream cheese', 'sour cream', 'ice cream', 'cream of tartar', 'thickened cream'],
  ...['milk', 'whole milk', '2% milk', 'cold semi-skimmed milk', 'milk chocolate', 'oat milk', 'coconut milk', 'milk powder'],
  ...['parmesan', 'grated parmigiano-reggiano', 'pecorino romano', 'grana padano', 'parmesan rind'],
  ...['mozzarella', 'grated gruyère', 'gruyere', 'emmental', 'fontina', 'monterey jack', 'provolone', 'smoked gouda', 'cheddar'],
  ...['breadcrumbs', 'bread crumbs', 'panko', 'panko breadcrumbs', 'crumbs'],
  ...['flour', 'plain flour', 'self-raising flour', 'strong white flour', 'whole wheat flour', 'rice flour', 'flour tortillas'],
  ...['flour wraps', 'flour wrapped', 'cornflour', 'cornstarch', 'corn starch', 'potato starch', 'tapioca starch'],
  ...['sugar', 'caster sugar', 'light brown sugar', 'icing sugar', 'sugar snap peas', 'muscovado sugar'],
  ...['red wine', 'dry white wine', 'wine', 'rosé wine', 'wine vinegar', 'red wine vinegar', 'marsala', 'dry sherry', 'port', 'vermouth'],
  ...['portobello mushrooms', 'sherry vinegar', 'white port', 'winery'],
];

/** Titles and steps: what the cues and step words read (any case). */
const CONTEXTS = [
  'Caesar salad. Whisk the egg with the mustard, then drizzle in the oil until thick and glossy.',
  'Aïoli. Emulsify the yolks with garlic; the sauce emulsifies slowly.',
  'Chicken schnitzel. Dip each cutlet in the beaten egg, then coat in the breadcrumbs.',
  'Fish fingers. Dip the fish pieces quickly into beaten eggs; then roll in panko.',
  'Pork katsu. Dredge in flour, dip into the egg and coat with crumbs.',
  'Sausage rolls. Brush the pastry with the beaten egg and bake 25 minutes.',
  'Brioche. Glaze with the egg wash; brush the tops generously with egg.',
  'Pavlova. Whisk the whites to stiff peaks; whisking until thick and pale.',
  'Lemon bars. Bake until the filling is just set; the custard has set when it wobbles.',
  'Crème brûlée. Caramelise the sugar with a torch until it is brittle.',
  'Quiche Lorraine. Bake the frittata until set. Spanish tortilla too.',
  'Shakshuka. Crack the eggs into the sauce; poach them 6 minutes. Serve with fried eggs.',
  'Scrambled eggs on toast. Scramble slowly; an omelette or omelet would do too.',
  'Swedish meatballs. Roll the mixture into 20 balls, shape into patties.',
  'Spaghetti bolognese. Brown the mince, breaking it up with a spoon. Chilli con carne the next day.',
  "Shepherd's pie. Brown the lamb mince and top with mash.",
  'Fry the onions. Sauté the garlic, sear the meat, then sweat the leeks; melt the butter in a large frying pan.',
  'Shortbread. Rub the butter into the flour; cream the butter and sugar; bake in the oven.',
  'Risotto. Stir in the remaining butter and the parmesan. Mash the potatoes with the butter.',
  'Mashed potatoes. Mash them well with plenty of butter and beat in the cold butter.',
  'Chantilly. Whip the cream to soft peaks for the mousse.',
  'Gravy. Make a roux and thicken until it coats the back of a spoon; a béchamel or white sauce.',
  'Crispy chicken. Toss the pieces in the cornflour, then dust and coat them.',
  'Gratin. Scatter the cheese over and top with toasted crumbs until golden and crunchy.',
  'Pasta. Shave the parmesan over to serve; garnish with basil and finish with oil.',
  'Pizza. Melt the mozzarella until bubbling; mac & cheese, mac n cheese, macaroni and cheese.',
  'Pears in wine. Poach the peeled pears gently; a dessert for the trifle and the sorbet.',
  'Beef stew. Simmer the sauce for 2 hours with the soup and the curry; a savoury dish.',
  'Tiramisu. Soak the ladyfingers in coffee.',
  'Mulled wine. Warm the wine with spices.',
  'Coq au vin. Pour in the wine and simmer.',
  'Cookies. Bake 12 minutes.',
  'Salad. Toss everything.',
  'Omelete. Koftas and köfte, kofte; ragù or ragu; hachis; génoise sponge; flan.',
];

describe('the role table as phrase data finds what its regular expressions found', () => {
  it('has the same families and roles, in the same order', () => {
    expect(ROLE_TABLE.map((f) => f.roles.length)).toEqual(OLD_FAMILIES.map((f) => f.cues.length));
  });

  const ingredients = [
    ...INGREDIENTS,
    ...equivalenceInputs(INGREDIENTS, ['vinegar', 'tortillas', 'wraps', 'cheese', 'noodles', 'chocolate']),
  ];
  const words = [
    ...new Set(
      CONTEXTS.join(' ')
        .toLowerCase()
        .split(/[^\p{L}&'-]+/u),
    ),
  ];
  const contexts = [
    ...CONTEXTS,
    ...CONTEXTS.map((c) => c.toUpperCase()),
    ...CONTEXTS.flatMap((c) => c.split('. ')),
    ...words.flatMap((w) => [w, `${w}s`, `x${w}`, `${w}x`]),
  ].filter((text) => text !== ''); // roleOf reads the title before the method: never empty

  const differing: string[] = [];
  for (const [i, old] of OLD_FAMILIES.entries()) {
    const now = ROLE_TABLE[i];
    for (const text of ingredients) if (now?.match.test(text) !== old.match.test(text)) differing.push(`${now?.family}: ${text}`);
    for (const text of contexts) {
      if (now?.stepWords.test(text) !== old.stepWords.test(text)) differing.push(`${now?.family} step words: ${text}`);
      for (const [j, cue] of old.cues.entries()) {
        const role = now?.roles[j];
        if ((role?.cue === undefined || role.cue.test(text)) !== cue.test(text)) differing.push(`${now?.family} ${role?.role}: ${text}`);
      }
    }
  }

  it('reads the same family from every ingredient line, and the same step words and cues from every title and step', () => {
    expect(differing.filter((d) => !ACCENT_AT_WORD_END.test(d))).toEqual([]);
  });

  it('now also finds the words that end in an accented letter, which the old \\b missed', () => {
    expect(differing.filter((d) => ACCENT_AT_WORD_END.test(d)).length).toBeGreaterThan(0);
  });
});

/**
 * JavaScript's \\b knows only ASCII letters: "haché", "ragù" and "sauté" were missed at a word's end, and found
 * glued to the next letters ("hachéx").
 */
const ACCENT_AT_WORD_END = /hach[ée]|ragù|sauté/i;
