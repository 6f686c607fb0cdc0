import { describe, expect, it } from 'vitest';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion as convert, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 11), before running the engine on any of these: a serving sentence naming a
 * food in a language the knowledge reads thinly (Bulgarian, Persian, Amharic); a plant version of a meat product
 * named in a tip (its make-up varies: it may hold egg or milk); bought bread and buns whose make-up varies (milk,
 * egg); inflected names (Polish and Czech genitives, Finnish partitives of compounds, Dutch plurals); Japanese
 * compound names; Finnish and Estonian butter in a step. Cases still failing at the end run as expected failures with
 * their cause.
 */
const LEFT: Record<string, string> = {
  'sv vegobullar': 'a Swedish "vego-" compound of a meat product is not read as a plant version that may hold egg or milk',
  '2 slices white bread': 'white bread is taken as vegan: its milk is not a label to check',
  '6 vajec': 'the Czech genitive plural with a fleeting vowel is not read',
  '2 lžíce hladké mouky': 'the Czech genitive of "hladká mouka" is not read',
  '4 sjalotten': 'the Dutch plural in -en is not read',
  '2 cebul': 'the Polish genitive plural with no ending is not read',
  '1 dl puuroriisiä': 'the Finnish partitive of a compound is not read',
  '1 su bardağı su': 'the Turkish "su" (water) is not read',
  '鶏もも肉 300g': 'a Japanese cut name after the animal is not read',
  '合いびき肉 250g': 'the Japanese mixed mince is not known',
  '牛こま切れ肉 200g': 'a Japanese cut name after the animal is not read',
  'fi voi': 'the Finnish "voi" in a step is not read as butter',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

const norm = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A forbidden food's word left in what the cook reads is never called fine: the recipe is then not compliant. */
function expectNotSilent(recipe: StructuredRecipe, word: string) {
  const tips = (recipe.tips ?? []).filter((t) => !/^left out\b/i.test(t));
  const stays = [...tips, ...(recipe.instructions ?? [])].some((t) => norm(t).includes(norm(word)));
  if (!stays) return;
  expect(recipe.compliance?.compliant).toBe(false);
}

describe('a serving sentence naming a food in Bulgarian, Persian or Amharic is read', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'bg кисело мляко',
      'Кюфтета\n\nПродукти\n500 г кайма\n1 глава лук\n1 ч.л. сол\n\nНачин на приготвяне\n1. Омесете каймата с лука и солта.\n2. Изпечете кюфтетата на скара.\n\nСервирайте с кисело мляко.',
      'мляко',
      ['Dairy-Free'],
    ],
    [
      'bg сирене',
      'Шопска салата\n\nПродукти\n3 домата\n2 краставици\n1 чушка\n\nНачин на приготвяне\n1. Нарежете зеленчуците.\n2. Овкусете със сол и олио.\n\nПоднесете със настъргано сирене отгоре.',
      'сирене',
      ['Vegan'],
    ],
    [
      'bg хляб',
      'Боб чорба\n\nПродукти\n300 г боб\n1 морков\n1 глава лук\n\nНачин на приготвяне\n1. Сварете боба.\n2. Добавете зеленчуците и варете 30 минути.\n\nПоднесете с пресен хляб.',
      'хляб',
      ['Gluten-Free'],
    ],
    [
      'fa ماست',
      'کباب تابه‌ای\n\nمواد لازم\n۵۰۰ گرم گوشت چرخ‌کرده\n۱ عدد پیاز\nنمک و فلفل\n\nطرز تهیه\n۱. گوشت و پیاز را ورز دهید.\n۲. در تابه سرخ کنید.\n\nبا ماست و خیار سرو کنید.',
      'ماست',
      ['Dairy-Free'],
    ],
    [
      'fa دوغ',
      'چلو کباب\n\nمواد لازم\n۵۰۰ گرم گوشت چرخ‌کرده\n۲ پیمانه برنج\n\nطرز تهیه\n۱. برنج را دم کنید.\n۲. کباب را کباب کنید.\n\nبا دوغ سرو کنید.',
      'دوغ',
      ['Vegan'],
    ],
    [
      'fa نان لواش',
      'کشک بادمجان\n\nمواد لازم\n۴ عدد بادمجان\n۲ عدد پیاز\n\nطرز تهیه\n۱. بادمجان‌ها را سرخ کنید.\n۲. با پیاز داغ مخلوط کنید.\n\nبا نان لواش سرو کنید.',
      'لواش',
      ['Gluten-Free'],
    ],
    [
      'am ቅቤ',
      'ምስር ወጥ\n\nግብዓቶች\n2 ኩባያ ምስር\n1 ሽንኩርት\n2 የሾርባ ማንኪያ በርበሬ\n\nአዘገጃጀት\n1. ሽንኩርቱን ይቁሉት።\n2. ምስሩን ጨምረው ያብስሉት።\n\nበቅቤ ያቅርቡ።',
      'ቅቤ',
      ['Vegan'],
    ],
    ['am ወተት', 'ገንፎ\n\nግብዓቶች\n2 ኩባያ ገብስ\n1 ኩባያ ውሃ\n\nአዘገጃጀት\n1. ውሃውን ያፍሉት።\n2. ገብሱን ጨምረው ያማስሉት።\n\nከወተት ጋር ያቅርቡ።', 'ወተት', ['Dairy-Free']],
    ['am እርጎ', 'ሽሮ\n\nግብዓቶች\n1 ኩባያ ሽሮ\n1 ሽንኩርት\n\nአዘገጃጀት\n1. ሽንኩርቱን ይቁሉት።\n2. ሽሮውን ጨምረው ያብስሉት።\n\nከእርጎ ጋር ያቅርቡ።', 'እርጎ', ['Vegan']],
  ];
  for (const [name, text, word, filters] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported under ${filters.join(', ')}`, () => {
      expectNotSilent(convert(text, filters), word);
    });
  }
});

describe('a plant version of a meat product named in a tip may hold egg or milk', () => {
  const cases: [string, string, string, string[], string[]][] = [
    [
      'sv vegobullar',
      'Köttbullar\n\nIngredienser\n500 g blandfärs\n1 gul lök\n1 tsk salt\n\nGör så här\n1. Blanda färsen med löken och saltet.\n2. Rulla bullar och stek dem.\n\nTips! Byt köttbullarna mot vegobullar för en vegetarisk variant.',
      'vegobullar',
      ['Keto'],
      ['ägg'],
    ],
    [
      'de vegetarische Bratwurst',
      'Currywurst\n\nZutaten\n4 Bratwürste\n200 ml Ketchup\n2 TL Currypulver\n\nZubereitung\n1. Die Würste braten.\n2. Mit Ketchup und Curry servieren.\n\nTipp: Für eine fleischlose Variante vegetarische Bratwurst nehmen.',
      'vegetarische Bratwurst',
      ['Vegan'],
      [],
    ],
    [
      'en veggie sausages',
      'Sausage traybake\n\nIngredients\n6 pork sausages\n2 red onions\n500 g potatoes\n\nMethod\n1. Put everything in a tray.\n2. Roast for 40 minutes.\n\nTip: use veggie sausages for a meat-free version.',
      'veggie sausages',
      ['Keto'],
      ['milk', 'egg'],
    ],
    [
      'nl vegaburgers',
      'Hamburgers\n\nIngrediënten\n500 g rundergehakt\n4 broodjes\n1 ui\n\nBereiding\n1. Vorm vier burgers.\n2. Bak ze 4 minuten per kant.\n\nTip: vervang de burgers door vegaburgers.',
      'vegaburgers',
      ['Dairy-Free'],
      ['ei'],
    ],
  ];
  for (const [name, text, word, filters, avoid] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported`, () => {
      expectNotSilent(convert(text, filters, avoid), word);
    });
  }
});

describe('bought bread and buns whose make-up varies are checked on the label', () => {
  for (const [line, filter] of [
    ['2 slices white bread', 'Dairy-Free'],
    ['4 Scheiben Toastbrot', 'Dairy-Free'],
    ['3 tranches de pain de mie', 'Dairy-Free'],
    ['4 hamburger buns', 'Vegan'],
    ['2 kromki chleba tostowego', 'Vegan'],
    ['2 naan breads', 'Dairy-Free'],
  ] as const) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

describe('inflected names are the food', () => {
  for (const [line, tag] of [
    ['3 jajek', 'egg'],
    ['200 g masła', 'dairy'],
    ['100 g orzechów włoskich', 'tree-nut'],
    ['6 vajec', 'egg'],
    ['200 g másla', 'dairy'],
    ['2 lžíce hladké mouky', 'gluten'],
    ['2 dl ruisjauhoja', 'gluten'],
    ['3 dl vehnäjauhoja', 'gluten'],
    ['100 g voita', 'dairy'],
    ['2 dl kermaviiliä', 'dairy'],
    ['200 g walnoten', 'tree-nut'],
    ['250 g garnalen', 'shellfish'],
    ['3 eieren', 'egg'],
  ] as const) {
    run(line)(`"${line}" holds ${tag}`, () => {
      expect(tagsOf(line)).toContain(tag);
    });
  }
  for (const phrase of ['4 sjalotten', '3 cebule', '2 cebul', '1 dl puuroriisiä', '1 su bardağı su', '3 prinsessbönor']) {
    run(phrase)(`"${phrase}" is resolved`, () => {
      expect(resolveFood(phrase)).toBeDefined();
    });
  }
});

describe('Japanese compound names are the food', () => {
  for (const [phrase, tag] of [
    ['鶏もも肉 300g', 'poultry'],
    ['豚バラ肉 200g', 'pork'],
    ['合いびき肉 250g', 'pork'],
    ['牛こま切れ肉 200g', 'red-meat'],
    ['だし汁 400ml', 'fish'],
  ] as const) {
    run(phrase)(`"${phrase}" holds ${tag}`, () => {
      expect(tagsOf(phrase, 'ja')).toContain(tag);
    });
  }
});

describe("butter named in a Finnish or Estonian step is the list's butter", () => {
  const cases: [string, string, string][] = [
    [
      'fi voi',
      'Lettuja\n\nAinekset\n3 dl vehnäjauhoja\n5 dl maitoa\n2 munaa\n50 g voita\n\nValmistus\n1. Vatkaa jauhot, maito ja munat taikinaksi.\n2. Sulata voi pannulla ja lisää taikinaan.\n3. Paista ohuet letut.',
      'voi',
    ],
    [
      'fi voin',
      'Kaurapuuro\n\nAinekset\n2 dl kaurahiutaleita\n4 dl vettä\n1 rkl voita\n\nValmistus\n1. Kiehauta vesi.\n2. Lisää hiutaleet ja keitä 5 minuuttia.\n3. Lisää voin nokare pinnalle.',
      'voin',
    ],
    [
      'et või',
      'Pannkoogid\n\nKoostisosad\n2 muna\n5 dl piima\n50 g võid\n\nValmistamine\n1. Sega munad ja piim.\n2. Sulata või pannil.\n3. Küpseta õhukesed pannkoogid.',
      'või',
    ],
  ];
  for (const [name, text, word] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported under Vegan`, () => {
      expectNotSilent(convert(text, ['Vegan']), word);
    });
  }
});
