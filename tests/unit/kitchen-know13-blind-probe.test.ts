import { describe, expect, it } from 'vitest';
import { avoidTermTags, avoidTermUnread } from '../../shared/kitchen/filters/avoidTerms';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 13), before running the engine on any of these:
 * - an avoid-list word for an allergen class or food group, in any language (the allergens taxonomy's and the
 *   ingredients taxonomy's names, with the word forms a cook types: the bare stem, the plural, the "products" phrase),
 *   is read as its class and catches a line of that class;
 * - pork by any name (and a mixed mince) is pork, for a pork-free diet and for "pork" on the avoid list;
 * - the first part of a compound that names a more specific food of the head's kind is that food;
 * - bought breads and buns are labels to check for milk, egg, soy and sesame; a few foods of Bulgarian, Romanian and
 *   Persian kitchens are read as what they are.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  '500 g gemischtes Hackfleisch':
    'a mixed mince is read as minced meat of no named animal: flagged "check the label for pork", not pork for certain',
  '2 thick slices white bread Dairy-Free':
    'a bought loaf named by its colour is not a label to check: as one it cost a held-out set a compliant case its labels call fine',
  '2 thick slices white bread avoid milk': 'as above',
  айрян: "ayran written in Cyrillic left unknown: known, the lead's serving rewrite drops the sentence and loses its other food",
  '1 чаша айрян': 'as above',
  айрана: 'as above',
  'fa نان سنگک sesame':
    "sangak as a sesame label check left out: the lead's serving rewrite then drops the whole tip and loses its other foods",
};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** An avoid word, the class (tag) it names, and a plain line of that class written in English. */
const CLASS_LINES: Record<string, string> = {
  sesame: '2 tbsp sesame seeds',
  celery: '2 celery stalks',
  gluten: '200 g wheat flour',
  'tree-nut': '100 g walnuts',
  peanut: '50 g peanuts',
  dairy: '200 ml milk',
  egg: '2 eggs',
  fish: '200 g salmon fillet',
  shellfish: '300 g mussels',
  mustard: '1 tsp Dijon mustard',
  soy: '200 g tofu',
};

const AVOID_WORDS: [string, string, string][] = [
  // Estonian
  ['et', 'seesam', 'sesame'],
  ['et', 'seller', 'celery'],
  ['et', 'piimatooted', 'dairy'],
  ['et', 'pähklid', 'tree-nut'],
  ['et', 'maapähklid', 'peanut'],
  ['et', 'sinep', 'mustard'],
  ['et', 'kala', 'fish'],
  // Slovenian, Croatian, Serbian (Latin), Bosnian
  ['sl', 'zelena', 'celery'],
  ['sl', 'gorčica', 'mustard'],
  ['sl', 'oreščki', 'tree-nut'],
  ['hr', 'celer', 'celery'],
  ['hr', 'orašasti plodovi', 'tree-nut'],
  ['hr', 'mliječni proizvodi', 'dairy'],
  ['hr', 'sezam', 'sesame'],
  ['hr', 'gorušica', 'mustard'],
  ['hr', 'kikiriki', 'peanut'],
  ['hr', 'školjke', 'shellfish'],
  // Persian
  ['fa', 'گلوتن', 'gluten'],
  ['fa', 'کنجد', 'sesame'],
  ['fa', 'بادام زمینی', 'peanut'],
  ['fa', 'لبنیات', 'dairy'],
  ['fa', 'خردل', 'mustard'],
  ['fa', 'کرفس', 'celery'],
  ['fa', 'آجیل', 'tree-nut'],
  // Arabic
  ['ar', 'مكسرات', 'tree-nut'],
  ['ar', 'سمسم', 'sesame'],
  ['ar', 'حليب', 'dairy'],
  ['ar', 'منتجات الألبان', 'dairy'],
  ['ar', 'فول سوداني', 'peanut'],
  ['ar', 'قمح', 'gluten'],
  ['ar', 'كرفس', 'celery'],
  // Greek
  ['el', 'οστρακοειδή', 'shellfish'],
  ['el', 'γαλακτοκομικά', 'dairy'],
  ['el', 'ξηροί καρποί', 'tree-nut'],
  ['el', 'σουσάμι', 'sesame'],
  ['el', 'μουστάρδα', 'mustard'],
  ['el', 'μαλάκια', 'shellfish'],
  // Bulgarian, Russian, Ukrainian, Serbian (Cyrillic)
  ['bg', 'млечни продукти', 'dairy'],
  ['bg', 'ядки', 'tree-nut'],
  ['bg', 'сусам', 'sesame'],
  ['bg', 'фъстъци', 'peanut'],
  ['bg', 'целина', 'celery'],
  ['bg', 'мекотели', 'shellfish'],
  ['ru', 'молочные продукты', 'dairy'],
  ['ru', 'орехи', 'tree-nut'],
  ['ru', 'кунжут', 'sesame'],
  ['ru', 'сельдерей', 'celery'],
  ['ru', 'моллюски', 'shellfish'],
  ['uk', 'молочні продукти', 'dairy'],
  ['uk', 'горіхи', 'tree-nut'],
  ['uk', 'гірчиця', 'mustard'],
  ['sr', 'млечни производи', 'dairy'],
  // Romanian, Turkish, Hungarian
  ['ro', 'lactate', 'dairy'],
  ['ro', 'nuci', 'tree-nut'],
  ['ro', 'susan', 'sesame'],
  ['ro', 'țelină', 'celery'],
  ['ro', 'muștar', 'mustard'],
  ['tr', 'süt ürünleri', 'dairy'],
  ['tr', 'susam', 'sesame'],
  ['tr', 'yer fıstığı', 'peanut'],
  ['tr', 'kereviz', 'celery'],
  ['tr', 'hardal', 'mustard'],
  ['hu', 'tejtermékek', 'dairy'],
  ['hu', 'diófélék', 'tree-nut'],
  ['hu', 'szezámmag', 'sesame'],
  ['hu', 'földimogyoró', 'peanut'],
  ['hu', 'puhatestűek', 'shellfish'],
  // Finnish, Lithuanian, Latvian, Slovak, Czech
  ['fi', 'maitotuotteet', 'dairy'],
  ['fi', 'pähkinät', 'tree-nut'],
  ['fi', 'seesami', 'sesame'],
  ['fi', 'selleri', 'celery'],
  ['fi', 'nilviäiset', 'shellfish'],
  ['lt', 'pieno produktai', 'dairy'],
  ['lt', 'riešutai', 'tree-nut'],
  ['lt', 'sezamas', 'sesame'],
  ['lt', 'garstyčios', 'mustard'],
  ['lv', 'piena produkti', 'dairy'],
  ['lv', 'rieksti', 'tree-nut'],
  ['lv', 'sezams', 'sesame'],
  ['lv', 'sinepes', 'mustard'],
  ['sk', 'mliečne výrobky', 'dairy'],
  ['sk', 'orechy', 'tree-nut'],
  ['sk', 'zeler', 'celery'],
  ['cs', 'mléčné výrobky', 'dairy'],
  ['cs', 'ořechy', 'tree-nut'],
  ['cs', 'měkkýši', 'shellfish'],
  // Asian scripts and others
  ['ja', '乳製品', 'dairy'],
  ['ja', 'ごま', 'sesame'],
  ['ja', '落花生', 'peanut'],
  ['ko', '유제품', 'dairy'],
  ['ko', '견과류', 'tree-nut'],
  ['ko', '참깨', 'sesame'],
  ['zh', '乳制品', 'dairy'],
  ['zh', '芝麻', 'sesame'],
  ['zh', '花生', 'peanut'],
  ['he', 'שומשום', 'sesame'],
  ['he', 'אגוזים', 'tree-nut'],
  ['he', 'בוטנים', 'peanut'],
  ['id', 'wijen', 'sesame'],
  ['id', 'kacang tanah', 'peanut'],
  ['is', 'mjólkurvörur', 'dairy'],
  ['is', 'hnetur', 'tree-nut'],
  ['is', 'sinnep', 'mustard'],
  ['sq', 'susam', 'sesame'],
  ['mt', 'ġulġlien', 'sesame'],
];

describe('an avoid-list word for an allergen class or food group is read as that class, in any language', () => {
  for (const [lang, word, tag] of AVOID_WORDS) {
    const line = CLASS_LINES[tag] ?? '';
    run(`${lang} ${word}`)(`${lang} "${word}" names ${tag} and catches "${line}"`, () => {
      expect(avoidTermUnread(word)).toBe(false);
      expect(avoidTermTags(word)).toContain(tag);
      expect(flaggedFor(line, [], [word])).toContain('Avoid list');
    });
  }
  for (const [word, line] of [
    ['seesam', '500 g carrots'],
    ['zelena', '1 green pepper'],
    ['مكسرات', '2 potatoes'],
    ['млечни продукти', '1 onion'],
  ] as const) {
    run(`${word} not ${line}`)(`"${word}" does not catch "${line}"`, () => {
      expect(flaggedFor(line, [], [word])).not.toContain('Avoid list');
    });
  }
});

describe('pork by any name is pork', () => {
  for (const [line, lang] of [
    ['500 g Schweinefleisch', 'de'],
    ['300 g Schweinebauch', 'de'],
    ['500 g gemischtes Hackfleisch', 'de'],
    ['豚肉 300g', 'ja'],
    ['豚バラ肉 200g', 'ja'],
    ['400 g fläsk', 'sv'],
    ['400 g fläskkött', 'sv'],
    ['500 g varkensvlees', 'nl'],
    ['500 g wieprzowina', 'pl'],
    ['500 г свинины', 'ru'],
    ['500 g sertéshús', 'hu'],
    ['500 g carne de cerdo', 'es'],
    ['500 g porc haché', 'fr'],
    ['돼지고기 300g', 'ko'],
    ['500 g svinekød', 'da'],
  ] as const) {
    run(line)(`"${line}" is pork: Halal and an avoid list of "pork" report it`, () => {
      expect(tagsOf(line.replace(/^[\d ]+[a-zг]*\.? |\s*\d+g$/g, ''), lang)).toContain('pork');
      expect(flaggedFor(line, ['Halal'])).toContain('Halal');
      expect(flaggedFor(line, [], ['pork'])).toContain('Avoid list');
    });
  }
  for (const [line, lang] of [
    ['500 g Rinderhackfleisch', 'de'],
    ['500 g nötfärs', 'sv'],
    ['500 g kippenvlees', 'nl'],
  ] as const) {
    run(`${line} not pork`)(`"${line}" is no pork`, () => {
      expect(tagsOf(line.replace(/^[\d ]+[a-z]*\.? /, ''), lang)).not.toContain('pork');
    });
  }
});

describe("a compound's first part that names a more specific food of its head is that food", () => {
  for (const [compound, english, lang] of [
    ['Butternut-Kürbis', 'butternut squash', 'de'],
    ['Butternutkürbis', 'butternut squash', 'de'],
    ['butternutpompoen', 'butternut squash', 'nl'],
    ['Spaghettikürbis', 'spaghetti squash', 'de'],
  ] as const) {
    run(compound)(`"${compound}" is ${english}, not the head alone`, () => {
      const food = resolveFood(compound, lang);
      const head = resolveFood(lang === 'nl' ? 'pompoen' : 'Kürbis', lang);
      const plain = resolveFood(english, 'en');
      expect(plain?.id).toBeDefined();
      expect(food?.id).toBe(plain?.id);
      expect(food?.id).not.toBe(head?.id);
    });
  }
});

describe('bought breads and buns are labels to check for what they may hold', () => {
  for (const [line, filter] of [
    ['2 thick slices white bread', 'Dairy-Free'],
    ['4 slices of sandwich bread', 'Dairy-Free'],
    ['4 soft burger buns', 'Dairy-Free'],
    ['6 brioche buns', 'Dairy-Free'],
  ] as const) {
    run(`${line} ${filter}`)(`"${line}" is flagged under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
  for (const [line, avoid] of [
    ['4 soft burger buns', 'egg'],
    ['4 hot dog buns', 'soy'],
    ['4 sesame-free burger buns', 'milk'],
    ['2 thick slices white bread', 'milk'],
  ] as const) {
    run(`${line} avoid ${avoid}`)(`"${line}" is flagged on an avoid list of ${avoid}`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
});

describe('foods of Bulgarian, Romanian and Persian kitchens', () => {
  run('bg салата')('Bulgarian "салата" (salad) is no malt', () => {
    expect(tagsOf('салата', 'bg')).not.toContain('gluten');
    expect(tagsOf('1 глава зелена салата', 'bg')).not.toContain('gluten');
  });
  for (const phrase of ['mămăligă', 'mamaliga', 'mămăliga']) {
    run(phrase)(`Romanian "${phrase}" is a cornmeal dish, known and free of gluten`, () => {
      const food = resolveFood(phrase, 'ro');
      expect(food).toBeDefined();
      expect([...(food?.tags ?? []), ...(food?.maybe ?? [])]).not.toContain('gluten');
    });
  }
  for (const phrase of ['айрян', '1 чаша айрян', 'айрана']) {
    run(phrase)(`"${phrase}" is milk`, () => {
      expect(tagsOf(phrase, 'bg')).toContain('dairy');
    });
  }
  for (const phrase of ['نان سنگک', 'نان بربری', 'نان لواش']) {
    run(phrase)(`Persian "${phrase}" is a wheat bread`, () => {
      expect(tagsOf(phrase, 'fa')).toContain('gluten');
    });
  }
  run('fa نان سنگک sesame')('Persian "نان سنگک" may hold sesame: an avoid list of sesame reports it', () => {
    expect(flaggedFor('۲ عدد نان سنگک', [], ['sesame'])).toContain('Avoid list');
  });
});

/** Added after the fixes above (not blind): the meat of one animal typed on the avoid list is that animal's class. */
describe("an avoid-list word for one animal's meat catches all of that animal", () => {
  for (const [term, line] of [
    ['Schweinefleisch', '200 g chorizo'],
    ['豚肉', '100 g bacon'],
    ['fläsk', '1 tbsp lard'],
    ['carne de cerdo', '4 salchichas Frankfurt'],
    ['خوک', '200 g ham'],
    ['لحم خنزير', '150 g pancetta'],
  ] as const) {
    it(`"${term}" catches "${line}"`, () => {
      expect(flaggedFor(line, [], [term])).toContain('Avoid list');
    });
  }
  it('"Rindfleisch" does not catch pork', () => {
    expect(flaggedFor('200 g bacon', [], ['Rindfleisch'])).not.toContain('Avoid list');
  });
});
