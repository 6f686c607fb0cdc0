import { describe, expect, it } from 'vitest';
import { flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind, issue 30, eighth round: a meat named by an adjective and a noun in a case (genitive after an amount,
 * as Slavic and Baltic lists write it), with a word for how it is kept or which cut it is, is that meat: pork is
 * named under Halal, never left "not verified" only. Three phrasings or more per language.
 */

const porkLines: Record<string, readonly string[]> = {
  pl: ['500 g łopatki wieprzowej', '200 g boczku wędzonego', '300 g wędzonej słoniny', '1 kg szynki wieprzowej gotowanej'],
  cs: ['500 g vepřové plece', '200 g uzené slaniny', '300 g vepřového masa'],
  sk: ['200 g údenej slaniny', '500 g bravčového pliecka', '300 g bravčového mäsa'],
  ru: ['500 г свиной шейки', '200 г копчёного бекона', '300 г свинины', '4 свиные отбивные'],
  bg: ['500 г свинска плешка', '200 г пушена сланина', '300 г свинско месо'],
  sh: ['500 g svinjskog vrata', '200 g dimljene slanine', '300 g svinjetine'],
  lt: ['500 g kiaulienos sprandinės', '200 g rūkytos šoninės', '300 g kiaulienos'],
};

describe('pork in a case form, with a kept-how or cut word, is named under Halal', () => {
  for (const [language, lines] of Object.entries(porkLines))
    it.each(lines.map((line) => [line]))(`${language}: "%s"`, (line) => {
      expect(tagsOf(line.replace(/^[\d\s]+(?:g|г|kg)\s+/, ''))).toContain('pork');
    });
});

describe('a word for how a food is kept is no unknown word beside the food', () => {
  it.each([
    ['wędzonego łososia', 'fish'],
    ['mrożonych krewetek', 'shellfish'],
    ['suszonych grzybów', 'plant'],
    ['сушёных грибов', 'plant'],
    ['uzeného lososa', 'fish'],
    ['dimljenog lososa', 'fish'],
  ])('"%s" holds %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('Lithuanian genitives after an amount are read', () => {
  it.each([
    ['200 g sviesto', 'Dairy-Free'],
    ['100 g sūrio', 'Dairy-Free'],
    ['300 g kvietinių miltų', 'Gluten-Free'],
  ])('"%s" is named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });
});
