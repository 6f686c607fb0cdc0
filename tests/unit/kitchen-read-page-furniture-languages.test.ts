import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Issue 31, written blind: a recipe site's furniture in the languages beyond the core ones — the cookie banner, the
 * jump link, the count of votes or ratings, the comments' heading with its count, the print and save buttons, the
 * newsletter's sign-up, a shop's offer of the week — above the list or under the method, never the title, the story,
 * a step or a tip. Three phrasings per rule across et, lv, lt, sl, hr, sr, bg, ar, ms, ro, tr, el, is, sk, mt, eu.
 */
const LINES: readonly (readonly [rule: string, lang: string, line: string])[] = [
  ['cookies', 'et', 'See veebileht kasutab küpsiseid. Nõustun'],
  ['cookies', 'lv', 'Šī vietne izmanto sīkdatnes. Piekrītu'],
  ['cookies', 'lt', 'Ši svetainė naudoja slapukus. Sutinku'],
  ['cookies', 'sl', 'Ta spletna stran uporablja piškotke. Sprejmi vse'],
  ['cookies', 'hr', 'Ova stranica koristi kolačiće. Prihvati sve'],
  ['cookies', 'mt', 'Dan is-sit juża l-cookies. Aċċetta'],
  ['cookies', 'eu', 'Webgune honek cookieak erabiltzen ditu. Onartu'],
  ['cookies', 'ms', 'Laman web ini menggunakan kuki. Terima semua'],
  ['jump', 'et', 'Hüppa retsepti juurde'],
  ['jump', 'lv', 'Pāriet uz recepti'],
  ['jump', 'lt', 'Pereiti prie recepto'],
  ['jump', 'sl', 'Skoči na recept'],
  ['jump', 'hr', 'Skoči na recept'],
  ['jump', 'ro', 'Sari la rețetă'],
  ['jump', 'ms', 'Lompat ke resipi'],
  ['jump', 'tr', 'Tarife geç'],
  ['votes', 'et', '143 häält'],
  ['votes', 'lv', '87 balsis'],
  ['votes', 'lt', '212 balsų'],
  ['votes', 'sl', '56 glasov'],
  ['votes', 'sr', '98 гласова'],
  ['votes', 'ar', '٣١٢ تقييم'],
  ['votes', 'ms', '120 undian'],
  ['votes', 'ro', '74 voturi'],
  ['comments', 'et', 'Kommentaarid (12)'],
  ['comments', 'lv', 'Komentāri (8)'],
  ['comments', 'lt', 'Komentarai (23)'],
  ['comments', 'sl', 'Komentarji (5)'],
  ['comments', 'ar', 'التعليقات (14)'],
  ['comments', 'ms', 'Komen (9)'],
  ['comments', 'mt', 'Kummenti (3)'],
  ['comments', 'eu', 'Iruzkinak (6)'],
  ['print', 'et', 'Prindi retsept'],
  ['print', 'lv', 'Drukāt recepti'],
  ['print', 'lt', 'Spausdinti receptą'],
  ['print', 'sl', 'Natisni recept'],
  ['print', 'sr', 'Одштампај рецепт'],
  ['print', 'ms', 'Cetak resipi'],
  ['print', 'ro', 'Printează rețeta'],
  ['print', 'eu', 'Inprimatu errezeta'],
  ['newsletter', 'et', 'Liitu meie uudiskirjaga'],
  ['newsletter', 'lv', 'Piesakies mūsu jaunumiem'],
  ['newsletter', 'lt', 'Užsiprenumeruokite naujienlaiškį'],
  ['newsletter', 'sl', 'Prijavite se na e-novice'],
  ['newsletter', 'hr', 'Prijavite se na naš newsletter'],
  ['newsletter', 'ms', 'Langgan surat berita kami'],
  ['newsletter', 'mt', 'Abbona għan-newsletter tagħna'],
  ['offer', 'is', 'Tilboð vikunnar í Bónus'],
  ['offer', 'sk', 'Objednajte si nákup z Tesca'],
  ['offer', 'et', 'Nädala pakkumised Rimis'],
  ['offer', 'lv', 'Nedēļas piedāvājumi Maxima veikalos'],
];

function read(line: string, above: boolean): string[] {
  const body = `500 g kartulit\n1 sibul\n1 l puljongit\n\n1. Keeda 20 minutit.\n2. Püreesta.`;
  const text = above ? `Kartulisupp\n${line}\n\n${body}` : `Kartulisupp\n\n${body}\n${line}`;
  const doc = parseRecipeDocument(text);
  const probe = line.slice(0, 10);
  return [
    doc.title ?? '',
    doc.description ?? '',
    ...doc.stepGroups.flatMap((g) => g.steps),
    ...doc.tips,
    ...doc.notes,
    ...doc.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text)),
  ].filter((t) => t.includes(probe));
}

describe('a site’s furniture beyond the core languages, read blind (issue 31)', () => {
  it('covers at least 8 languages, three phrasings per rule', () => {
    expect(new Set(LINES.map(([, lang]) => lang)).size).toBeGreaterThanOrEqual(8);
    for (const rule of new Set(LINES.map(([r]) => r))) expect(LINES.filter(([r]) => r === rule).length).toBeGreaterThanOrEqual(3);
  });
  for (const [rule, lang, line] of LINES) {
    for (const [where, above] of [
      ['above the list', true],
      ['under the method', false],
    ] as const) {
      const name = `${rule} (${lang}) ${where}: ${line}`;
      it(name, () => expect(read(line, above)).toEqual([]));
    }
  }
});
