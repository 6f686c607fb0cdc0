import { describe, expect, it } from 'vitest';
import { engineConversion as convert, flaggedFor } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 9), before running the engine on any of these lines: a ripened cheese whose
 * rennet is not known is not verified under Vegetarian (closed world) while fresh acid-set cheeses stay fine; a
 * serving suggestion naming a forbidden food by a short or inflected name is reported; Dutch, German and Nordic
 * compounds are read by their meat part; nougat holds nuts; Polish genitive phrases and a bracket's kind word are read.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  '500 ml Brühe (Rind)': 'a bracket\'s one-word kind ("Rind") is not read as the stock\'s kind',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

const norm = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

describe('a ripened cheese of unknown rennet is not verified under Vegetarian', () => {
  for (const line of [
    '200 g mature cheddar, grated',
    '150 g junger Gouda, gerieben',
    '100 g Edamer w plastrach',
    '120 g provolone piccante a cubetti',
    '200 g oude kaas, geraspt',
    '150 g riven prästost',
    '250 g bryndzy',
    '100 g queijo da serra',
  ]) {
    run(line)(`"${line}" is reported under Vegetarian`, () => {
      expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
    });
  }
  for (const line of [
    '250 g ricotta',
    '200 g paneer, cubed',
    '250 g twarogu półtłustego',
    '200 g Frischkäse',
    '250 g mascarpone',
    '150 g vegetarian cheddar, grated',
  ]) {
    run(line)(`"${line}" is fine under Vegetarian`, () => {
      expect(flaggedFor(line, ['Vegetarian'])).not.toContain('Vegetarian');
    });
  }
});

describe('compound names are read by their meat part', () => {
  for (const [line, filter] of [
    ['500 g varkenshaas', 'Halal'],
    ['400 g kipdijfilet, in reepjes', 'Vegetarian'],
    ['150 g spekblokjes', 'Halal'],
    ['600 g Schweinelachs', 'Halal'],
    ['4 Putenschnitzel', 'Vegetarian'],
    ['500 g fläskfilé', 'Halal'],
    ['1 svinemørbrad', 'Halal'],
    ['2 kyllingebryst', 'Vegetarian'],
  ] as const) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
  for (const line of ['400 g vegokorv', '6 vegaworstjes', '4 vegane Bratwürste']) {
    run(`${line} gluten`)(`"${line}" (a plant sausage of unknown make-up) is not verified under Gluten-Free`, () => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    });
  }
});

describe('nougat holds nuts', () => {
  for (const line of [
    '100 g Nougat',
    '150 g torrone morbido',
    '1 tableta de turrón de Jijona',
    '100 g nougat de Montélimar',
    '200 g nugatu',
  ]) {
    run(line)(`"${line}" is reported under Nut-Free`, () => {
      expect(flaggedFor(line, ['Nut-Free'])).toContain('Nut-Free');
    });
  }
});

describe('Polish genitive phrases name their food', () => {
  for (const [line, filter] of [
    ['50 ml wódki', 'Halal'],
    ['100 ml wytrawnego białego wina', 'Halal'],
    ['2 łyżki kaszy manny', 'Gluten-Free'],
    ['3 łyżki mąki pszennej', 'Gluten-Free'],
    ['1 łyżeczka proszku do pieczenia', 'Gluten-Free'],
  ] as const) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

describe("a stock's kind written in brackets is read", () => {
  for (const [line, avoid] of [
    ['500 ml bulionu (wołowego)', 'wołowina'],
    ['500 ml Brühe (Rind)', 'Rindfleisch'],
    ['2 cups stock (beef)', 'beef'],
  ] as const) {
    run(line)(`"${line}" is reported under an avoid list of ${avoid}`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
});

describe('a serving suggestion naming a forbidden food by a short or inflected name is reported', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'pl ryż',
      'Zupa\n\nSkładniki\n1 l bulionu warzywnego\n500 g pomidorów\n\nPrzygotowanie\n1. Gotuj 20 minut.\n\nPodawaj z ryżem.',
      'ryz',
      ['Keto'],
    ],
    ['cs rýže', 'Guláš\n\nSuroviny\n500 g hovězího masa\n2 cibule\n\nPostup\n1. Duste 2 hodiny.\n\nPodávejte s rýží.', 'ryz', ['Keto']],
    [
      'fa نان',
      'کوکو\n\nمواد لازم\n6 تخم مرغ\n2 پیمانه سبزی خرد شده\n\nطرز تهیه\n1. همه را مخلوط کنید و بپزید.\n\nبا نان و ماست سرو کنید.',
      'نان',
      ['Gluten-Free'],
    ],
    [
      'fa ماست',
      'کوکو\n\nمواد لازم\n6 تخم مرغ\n2 پیمانه سبزی خرد شده\n\nطرز تهیه\n1. همه را مخلوط کنید و بپزید.\n\nبا نان و ماست سرو کنید.',
      'ماست',
      ['Vegan'],
    ],
    [
      'hu rizs',
      'Pörkölt\n\nHozzávalók\n500 g marhahús\n2 hagyma\n\nElkészítés\n1. Párold 2 órán át.\n\nRizzsel tálaljuk.',
      'rizzsel',
      ['Keto'],
    ],
    [
      'hu kolbász',
      'Lecsó\n\nHozzávalók\n4 paprika\n2 paradicsom\n1 hagyma\n\nElkészítés\n1. Párold 20 percig.\n\nKolbásszal is finom.',
      'kolbasszal',
      ['Halal'],
    ],
  ];
  for (const [name, text, word, filters] of cases) {
    run(name)(`${name}: the tip's food is left out or named under ${filters.join(', ')}`, () => {
      const recipe = convert(text, filters);
      const tips = (recipe.tips ?? []).filter((t) => !/^left out\b/i.test(t));
      const stays = [...tips, ...(recipe.instructions ?? [])].some((t) => norm(t).includes(norm(word)));
      if (!stays) return;
      expect(recipe.compliance?.compliant).toBe(false);
      expect(recipe.compliance?.violations.map((v) => norm(`${v.ingredient} ${v.rule}`)).join(' | ')).toContain(norm(word));
    });
  }
});
