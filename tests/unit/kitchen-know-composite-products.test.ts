import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion as convert, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, composite-products round), before running the engine on any of these: a ready-made product
 * whose make-up is not known is never called fine; the food of a line is its head noun phrase, never a container or
 * measure word; a food named only in another line's note still counts; a wine named by its appellation, grape or style
 * is alcohol and sulphites; earlier misreadings, each as a class in several languages. Cases the engine still fails
 * run as expected failures, each with its cause.
 */

const LEFT: Record<string, string> = {
  '1 dado per brodo di carne veg': 'the made phrase "dado per brodo di carne" is read whole as a stock of no named kind, not meat',
  '100 g reszelt sajt': 'a cheese of no named kind is not flagged for animal rennet',
  '500 ml bulionu (wołowego) broth': "a bracket's word is read as the line's food",
  '500 ml bulionu (drobiowego) broth': "a bracket's word is read as the line's food",
  '100 g Sukker (til æblemos og rasp) note':
    "a note's food is looked for only among the list's foods: here the crumbs are named in the note alone, in no line",
  '100 g socker (till äppelmos och ströbröd) note':
    "a note's food is looked for only among the list's foods: here the crumbs are named in the note alone, in no line",
  '50 g suiker (voor de appelmoes en het paneermeel) note':
    "a note's food is looked for only among the list's foods: here the crumbs are named in the note alone, in no line",
  wódki: 'an inflected or compound name is not read as its food',
  kipdijfilet: 'an inflected or compound name is not read as its food',
  spekblokjes: 'an inflected or compound name is not read as its food',
  varkenshaas: 'an inflected or compound name is not read as its food',
  '1 ui, gesnipperd': 'Dutch "ui" is not read as onion',
  '1 łyżeczka proszku do pieczenia': 'an inflected baking powder is not read',
};

function run(name: string) {
  return name in LEFT ? it.fails : it;
}

const norm = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every field the user reads, as lines. */
function readLines(recipe: StructuredRecipe): string[] {
  const r = recipe as StructuredRecipe & { tips?: string[]; notes?: string[] };
  return [
    r.recipeName ?? '',
    ...(r.ingredients ?? []),
    ...(r.instructions ?? []),
    ...(r.tips ?? []),
    ...(r.notes ?? []),
    r.description ?? '',
  ];
}

/** A forbidden word the user still reads must be named by a violation, and the recipe must not be called fine. */
function keptUnnamed(recipe: StructuredRecipe, word: string): string | null {
  const w = norm(word);
  // A tip that says the engine left the food out ("Left out Rioja (a serving suggestion)…") is not the food kept.
  const stays = readLines(recipe).some((line) => !/^left out\b/i.test(line) && norm(line).includes(w));
  if (!stays) return null;
  const compliance = recipe.compliance;
  if (!compliance || compliance.compliant) return 'stays and the recipe is called compliant';
  const named = compliance.violations.some((v) => norm(`${v.ingredient} ${v.rule}`).includes(w));
  return named ? null : 'stays without a violation naming it';
}

const RECIPE = (lines: string[], steps: string[]) =>
  `Test\n\nIngredients\n${lines.join('\n')}\n\nMethod\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`;

describe('ready-made doughs and pastry are wheat (and may hold lard or butter)', () => {
  for (const line of [
    '2 láminas de masa para empanadillas La Cocinera',
    '1 Rolle Blätterteig aus dem Kühlregal',
    '1 Packung Pizzateig (Tante Fanny)',
    '1 rouleau de pâte brisée Herta',
    '1 pâte feuilletée prête à dérouler',
    '1 rotolo di pasta sfoglia Buitoni',
    '1 opakowanie ciasta francuskiego',
    '1 rol kruimeldeeg',
    '1 paket smördeg',
    '1 balení listového těsta',
    '1 csomag leveles tészta',
    '1 embalagem de massa folhada',
    '1 sheet ready-rolled shortcrust pastry',
    '1 tube refrigerated pizza dough',
  ]) {
    run(line)(`"${line}" is reported under Gluten-Free`, () => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    });
  }
});

describe("ready-made dressings and sauces hold sugar (Keto) and their makers' eggs and milk", () => {
  for (const line of [
    '1/3 cup Hidden Valley Ranch',
    '3 tbsp ranch dressing',
    '100 ml Thousand Island dressing',
    '3 EL Cocktailsauce',
    '3 cucharadas de salsa barbacoa',
    '2 c. à s. de sauce barbecue',
    '2 łyżki sosu słodko-kwaśnego',
    '3 tbsp teriyaki sauce',
    '2 EL Ketchup',
  ]) {
    run(line)(`"${line}" is reported under Keto`, () => {
      expect(flaggedFor(line, ['Keto'])).toContain('Keto');
    });
  }
  for (const line of ['4 EL Caesar-Dressing', '3 tbsp Caesar dressing', '3 c. à s. de sauce César', '1/4 cup ranch dressing']) {
    run(`${line} egg`)(`"${line}" is reported under an avoid list of egg`, () => {
      expect(flaggedFor(line, [], ['egg'])).toContain('Avoid list');
    });
  }
});

describe('spice pastes, stock cubes and bouillon are not verified for what they may hold', () => {
  for (const line of [
    '3 TL Gemüse-Gewürzpaste',
    '2 EL Gemüsebrühe-Paste',
    '1 Gemüsebrühwürfel',
    '1 kostka rosołowa warzywna',
    '1 cube de bouillon de légumes',
    '1 dado di brodo vegetale',
    '1 pastilla de caldo de verduras',
    '1 grönsaksbuljongtärning',
    '1 groentebouillonblokje',
    '1 vegetable stock cube',
  ]) {
    run(line)(`"${line}" is reported under an avoid list of celery`, () => {
      expect(flaggedFor(line, [], ['celery'])).toContain('Avoid list');
    });
  }
  for (const line of [
    '1 kostka rosołowa',
    '2 kostki rosołowe drobiowe',
    '1 Hühnerbrühwürfel',
    '1 cube de bouillon de volaille',
    '1 dado per brodo di carne',
    '1 tablete de caldo de galinha',
    '1 chicken stock cube',
    '1 hönsbuljongtärning',
    '1 kostka bujónu',
  ]) {
    run(`${line} veg`)(`"${line}" is reported under Vegetarian`, () => {
      expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
    });
  }
});

describe('ready-cooked meats may hold soy and wheat in their seasoning', () => {
  for (const line of [
    '2 cups shredded rotisserie chicken',
    '1 Grillhähnchen vom Markt',
    '1 poulet rôti du commerce',
    '1 pollo asado de supermercado',
    '1 pollo allo spiedo',
    '1 grillad kyckling',
    '1 kurczak z rożna',
  ]) {
    run(line)(`"${line}" is reported under an avoid list of soy`, () => {
      expect(flaggedFor(line, [], ['soy'])).toContain('Avoid list');
    });
  }
});

describe('a cheese of no named kind, or a kind made with animal rennet, is not verified under Vegetarian', () => {
  for (const line of [
    '100 g cheese, grated',
    '170 g shredded sharp cheddar cheese',
    '150 g geriebener Käse',
    '100 g de fromage râpé',
    '100 g de queso rallado',
    '100 g formaggio grattugiato',
    '100 g geraspte kaas',
    '100 g startego sera',
    '100 g riven ost',
    '100 g reszelt sajt',
    '100 g strouhaného sýra',
  ]) {
    run(line)(`"${line}" is reported under Vegetarian`, () => {
      expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
    });
  }
});

describe('a container or measure word never names the food', () => {
  for (const [line, filters, reported] of [
    ['1 kostka masła', ['Vegan'], 'Vegan'],
    ['1 balení slaniny', ['Halal'], 'Halal'],
    ['1 balení smetany ke šlehání', ['Dairy-Free'], 'Dairy-Free'],
    ['1 doboz tejföl', ['Dairy-Free'], 'Dairy-Free'],
    ['1 opakowanie boczku', ['Halal'], 'Halal'],
    ['1 puszka tuńczyka', ['Vegetarian'], 'Vegetarian'],
    ['1 doboz kukorica', ['Vegan'], null],
    ['2 puszki ciecierzycy', ['Vegetarian'], null],
    ['1 plechovka rajčat', ['Vegan'], null],
  ] as const) {
    run(line)(`"${line}"`, () => {
      const flagged = flaggedFor(line, [...filters]);
      if (reported) expect(flagged).toContain(reported);
      else expect(flagged).toEqual([]);
    });
  }

  for (const [line, step] of [
    ['1 kostka rosołowa', 'Kostkę rozpuść w 500 ml wrzątku.'],
    ['1 Brühwürfel', 'Den Würfel in 500 ml Wasser auflösen.'],
    ['1 cube de bouillon de bœuf', 'Dissoudre le cube dans 50 cl d’eau.'],
  ] as const) {
    run(`${line} cube`)(`"${line}" under Vegetarian is swapped for a stock, never tofu`, () => {
      const recipe = convert(RECIPE(['500 g kapusty', line], [step]), ['Vegetarian']);
      const swapped = (recipe.substitutions ?? []).map((s) => norm(s.replacement ?? '')).join(' ');
      expect(swapped).not.toContain('tofu');
    });
  }

  for (const line of ['500 ml bulionu (wołowego)', '500 ml bulionu (drobiowego)', '1 l Brühe (Rind)']) {
    run(`${line} broth`)(`"${line}" under Vegetarian becomes a broth`, () => {
      const recipe = convert(RECIPE(['300 g ryżu', line], ['Gotuj ryż w bulionie.']), ['Vegetarian']);
      const swapped = (recipe.substitutions ?? []).map((s) => norm(s.replacement ?? '')).join(' ');
      expect(swapped).toMatch(/broth|stock|bulion|bruhe|bouillon/);
    });
  }
});

describe('a food named only in the note of another line still counts', () => {
  for (const [line, word] of [
    ['100 g Sukker (til æblemos og rasp)', 'rasp'],
    ['100 g Zucker (für Apfelmus und Semmelbrösel)', 'Semmelbrösel'],
    ['100 g socker (till äppelmos och ströbröd)', 'ströbröd'],
    ['50 g suiker (voor de appelmoes en het paneermeel)', 'paneermeel'],
    ['2 tbsp butter (for the tin and the breadcrumbs)', 'breadcrumbs'],
  ] as const) {
    run(`${line} note`)(`"${word}" of "${line}" is reported under Gluten-Free`, () => {
      const recipe = convert(RECIPE(['500 g æbler', line], ['Bland det hele.']), ['Gluten-Free']);
      expect(keptUnnamed(recipe, word)).toBeNull();
    });
  }
});

describe('a wine named by appellation, grape or style is alcohol and sulphites', () => {
  const DISH = ['400 g riso', '1 cipolla', '1 l brodo vegetale'];
  for (const [serve, word] of [
    ['Abbinamento consigliato: un Lambrusco fresco.', 'Lambrusco'],
    ['Servire con un bicchiere di Barolo.', 'Barolo'],
    ['Acompañar con un buen Rioja.', 'Rioja'],
    ['Marida con un Albariño bien frío.', 'Albariño'],
    ['Servir avec un verre de Chablis.', 'Chablis'],
    ['Accord mets-vin : un Beaujolais léger.', 'Beaujolais'],
    ['Dazu passt ein trockener Riesling.', 'Riesling'],
    ['Serve with a glass of Prosecco.', 'Prosecco'],
    ['Pair with a chilled Sauvignon Blanc.', 'Sauvignon'],
    ['Sirva com um cálice de Porto.', 'Porto'],
    ['Lekker met een glas Chardonnay.', 'Chardonnay'],
  ] as const) {
    run(`${serve} halal`)(`"${serve}" under Halal`, () => {
      const recipe = convert(RECIPE(DISH, ['Cuocere il riso nel brodo.', serve]), ['Halal']);
      expect(keptUnnamed(recipe, word)).toBeNull();
    });
    run(`${serve} sulphites`)(`"${serve}" under an avoid list of sulphites`, () => {
      const recipe = convert(RECIPE(DISH, ['Cuocere il riso nel brodo.', serve]), [], ['sulphites']);
      expect(keptUnnamed(recipe, word)).toBeNull();
    });
  }
});

describe('earlier misreadings, each a class', () => {
  for (const [phrase, tag] of [
    ['konjak', 'alcohol'],
    ['Cognac', 'alcohol'],
    ['rumu', 'alcohol'],
    ['wódki', 'alcohol'],
    ['sýra', 'dairy'],
    ['sýrem', 'dairy'],
    ['másla', 'dairy'],
    ['kolbásszal', 'pork'],
    ['szalonnával', 'pork'],
    ['sajttal', 'dairy'],
    ['tejföllel', 'dairy'],
    ['kipdijfilet', 'meat'],
    ['spekblokjes', 'pork'],
    ['varkenshaas', 'pork'],
    ['zalmfilet', 'fish'],
    ['majonnäs', 'egg'],
    ['majonez', 'egg'],
    ['majonéz', 'egg'],
    ['mayonesa', 'egg'],
    ['maionese', 'egg'],
    ['mayonaise', 'egg'],
    ['Nougat', 'tree-nuts'],
    ['torrone', 'tree-nuts'],
    ['turrón', 'tree-nuts'],
    ['nugat', 'tree-nuts'],
  ] as const) {
    run(phrase)(`"${phrase}" holds ${tag}`, () => {
      const tags = tagsOf(phrase);
      if (tag === 'tree-nuts') expect(tags.some((t) => /nut/.test(t))).toBe(true);
      else expect(tags.join(' ')).toContain(tag);
    });
  }

  for (const line of ['2 msk konjak', '4 cl konjak', '1 dl konjak']) {
    run(`${line} halal`)(`"${line}" is never konjac`, () => {
      expect(flaggedFor(line, ['Halal'])).toContain('Halal');
    });
  }

  for (const phrase of ['majonnäs', 'majonéza', 'Mayonnaise', 'mayonaise']) {
    run(`${phrase} mustard`)(`"2 msk ${phrase}" is not verified under an avoid list of mustard`, () => {
      expect(flaggedFor(`2 msk ${phrase}`, [], ['mustard'])).toContain('Avoid list');
    });
  }

  for (const line of ['1 ui, gesnipperd', '2 uien, fijngehakt', '1 rode ui, in ringen']) {
    run(line)(`"${line}" is an onion: no filter reports it`, () => {
      expect(flaggedFor(line, ['Vegan', 'Gluten-Free', 'Halal', 'Nut-Free'])).toEqual([]);
    });
  }

  for (const line of ['1 łyżeczka proszku do pieczenia', '1 TL Backpulver', '1 cuillère à café de levure chimique']) {
    run(line)(`"${line}" is baking powder: read, and fine under Vegan and Halal`, () => {
      expect(flaggedFor(line, ['Vegan', 'Halal'])).toEqual([]);
    });
  }

  it.each([
    ['1 TL Vegeta', 'celery'],
    ['1 łyżka Vegety', 'celery'],
    ['8 Lotus Biscoff biscuits', 'gluten'],
  ])('a one-product brand names its food: "%s" holds %s', (line, tag) => {
    const avoid = tag === 'gluten' ? [] : [tag];
    const filters = tag === 'gluten' ? ['Gluten-Free'] : [];
    expect(flaggedFor(line, filters, avoid).length).toBeGreaterThan(0);
  });

  it.each([['1 TL Knorr Gemüsebrühe'], ['2 Würfel Maggi Gemüsebrühe'], ['1 Päckchen Dr. Oetker Vanillezucker']])(
    'a many-product brand says nothing of the food: "%s" is read by its food',
    (line) => {
      const food = line.replace(/^[\d\s]+(TL|Würfel|Päckchen)\s+/, '');
      expect(tagsOf(food).length + 1).toBeGreaterThan(0);
      expect(flaggedFor(line, ['Halal'])).toEqual([]);
    },
  );
});
