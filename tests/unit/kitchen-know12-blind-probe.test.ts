import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion as convert, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 12), before running the engine on any of these: a food served "with" in a
 * language whose "with" the mention finder did not know (Greek "με", Bulgarian and Russian "с"/"със", Persian "با",
 * Arabic "مع", Hebrew "עם"), with short names of scripts that write no vowels; Japanese dashi, a fish stock; a
 * Cyrillic case form that reaches only names of languages that inflect so (Bulgarian "боза" is no Tatar "боз", ice);
 * ayran written in Cyrillic. Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  айрян: 'ayran written in Cyrillic is not known',
  айрана: 'ayran written in Cyrillic is not known',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

const norm = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A forbidden food's word left in what the cook reads is never called fine: a violation names the sentence. */
function expectNotSilent(recipe: StructuredRecipe, word: string) {
  const texts = [...(recipe.tips ?? []).filter((t) => !/^left out\b/i.test(t)), ...(recipe.instructions ?? [])];
  const stays = texts.filter((t) => norm(t).includes(norm(word)));
  if (stays.length === 0) return;
  expect(recipe.compliance?.compliant).toBe(false);
  const named = (recipe.compliance?.violations ?? []).map((v) => norm(`${v.ingredient} ${v.rule}`));
  expect(named.some((v) => v.includes(norm(word)))).toBe(true);
}

describe('a food served "with" in Greek, Bulgarian, Russian, Persian, Arabic or Hebrew is read', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'el ψωμί',
      'Φασολάδα\n\nΥλικά\n500 γρ. φασόλια\n2 καρότα\n1 κρεμμύδι\n\nΕκτέλεση\n1. Βράστε τα φασόλια.\n2. Προσθέστε τα λαχανικά και βράστε 40 λεπτά.\n\nΣερβίρετε με ψωμί.',
      'ψωμί',
      ['Gluten-Free'],
    ],
    [
      'el φρέσκο ψωμί',
      'Φακές\n\nΥλικά\n300 γρ. φακές\n1 κρεμμύδι\n2 σκελίδες σκόρδο\n\nΕκτέλεση\n1. Βράστε τις φακές.\n2. Προσθέστε το κρεμμύδι και το σκόρδο.\n\nΣυνοδεύστε με φρέσκο ψωμί.',
      'ψωμί',
      ['Gluten-Free'],
    ],
    [
      'bg айрян',
      'Кюфтета\n\nПродукти\n500 г кайма\n1 глава лук\n1 ч.л. сол\n\nНачин на приготвяне\n1. Омесете каймата с лука и солта.\n2. Изпечете кюфтетата.\n\nПоднесете с айрян.',
      'айрян',
      ['Dairy-Free'],
    ],
    [
      'ru айраном',
      'Плов\n\nИнгредиенты\n500 г риса\n2 моркови\n1 луковица\n\nПриготовление\n1. Обжарьте лук и морковь.\n2. Добавьте рис и воду, варите 30 минут.\n\nПодавайте с айраном.',
      'айран',
      ['Vegan'],
    ],
    [
      'bg боза',
      'Баница със спанак\n\nПродукти\n400 г спанак\n1 глава лук\n3 с.л. олио\n\nНачин на приготвяне\n1. Задушете спанака с лука.\n2. Печете 30 минути.\n\nСервирайте със студена боза.',
      'боза',
      ['Gluten-Free'],
    ],
    [
      'fa نان',
      'خورشت\n\nمواد لازم\n۳ عدد سیب زمینی\n۲ عدد پیاز\n\nطرز تهیه\n۱. پیاز را سرخ کنید.\n۲. سیب زمینی را اضافه کنید.\n\nبا نان و سبزی سرو کنید.',
      'نان',
      ['Gluten-Free'],
    ],
    [
      'fa همراه با نان',
      'املت\n\nمواد لازم\n۴ عدد گوجه فرنگی\n۱ عدد پیاز\n\nطرز تهیه\n۱. پیاز را سرخ کنید.\n۲. گوجه را اضافه کنید.\n\nهمراه با نان تازه میل کنید.',
      'نان',
      ['Gluten-Free'],
    ],
    [
      'ar مع الخبز',
      'فول مدمس\n\nالمكونات\n٢ كوب فول\n١ بصلة\n\nطريقة التحضير\n١. اسلق الفول.\n٢. أضف البصل.\n\nيقدم مع الخبز.',
      'خبز',
      ['Gluten-Free'],
    ],
    [
      'he עם לחם',
      'שקשוקה\n\nמצרכים\n4 עגבניות\n1 בצל\n2 פלפלים\n\nאופן ההכנה\n1. מטגנים את הבצל.\n2. מוסיפים את העגבניות.\n\nמגישים עם לחם.',
      'לחם',
      ['Gluten-Free'],
    ],
  ];
  for (const [name, text, word, filters] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported under ${filters.join(', ')}`, () => {
      expectNotSilent(convert(text, filters), word);
    });
  }
});

describe('Japanese dashi is a fish stock', () => {
  for (const line of ['だし汁 300ml', '出汁 2カップ', 'だし 500ml', 'かつおだし 400ml']) {
    run(line)(`"${line}" holds fish and no poultry`, () => {
      const tags = tagsOf(line, 'ja');
      expect(tags).toContain('fish');
      expect(tags).not.toContain('poultry');
    });
    run(`${line} avoid`)(`"${line}" is reported on an avoid list of fish`, () => {
      expect(flaggedFor(line, [], ['fish'])).toContain('Avoid list');
    });
  }
  run('ja ただし')('"ただし" (however) in a step names no dashi', () => {
    const recipe = convert(
      '野菜炒め\n\n材料\nキャベツ 200g\nにんじん 1本\n塩 少々\n\n作り方\n1. 野菜を切る。\n2. 強火で炒める。ただし、焦がさないこと。',
      [],
      ['fish'],
    );
    expect(recipe.compliance?.compliant).toBe(true);
  });
});

describe('a Cyrillic case form reaches only names of languages that inflect so', () => {
  for (const [phrase, tag] of [
    ['боза', 'gluten'],
    ['бозата', 'gluten'],
    ['айрян', 'dairy'],
    ['айрана', 'dairy'],
  ] as const) {
    run(phrase)(`"${phrase}" holds ${tag}`, () => {
      expect(tagsOf(phrase)).toContain(tag);
    });
  }
  for (const [line, filter] of [
    ['1 л боза', 'Gluten-Free'],
    ['500 мл айрян', 'Dairy-Free'],
    ['1 стакан айрана', 'Dairy-Free'],
  ] as const) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

describe('an allergen name whose last s is its own is read as written (Latvian, Lithuanian)', () => {
  for (const [line, term] of [
    ['200 g mencas filejas', 'zivis'],
    ['300 g lašišos', 'žuvis'],
    ['2 ančiuviai', 'žuvis'],
    ['100 g anchovies', 'zivis'],
  ] as const) {
    run(`${term} ${line}`)(`"${line}" is reported on an avoid list of "${term}"`, () => {
      expect(flaggedFor(line, [], [term])).toContain('Avoid list');
    });
  }
  for (const term of ['zivis', 'žuvis', 'zemės riešutai', 'sojų pupelės']) {
    run(term)(`"${term}" names an allergen class`, () => {
      expect(flaggedFor('1 tbsp olive oil', [], [term])).toEqual([]);
    });
  }
});
