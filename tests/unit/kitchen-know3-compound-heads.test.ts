import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL } from '../../shared/kitchen/compliance';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind: in head-final compound languages (Hungarian, Finnish, German, Dutch, the Scandinavian languages) a
 * compound is the food of its last part; one language's plural or stem rule never reads another language's word; a
 * near match that changes a word's letters never beats a name the knowledge holds as written.
 */
describe('a wine compound is wine, never the spice whose name it resembles', () => {
  it.each([
    ['2 dl fehérbor', 'hu'],
    ['1 dl száraz vörösbor', 'hu'],
    ['1 dl bor', 'hu'],
    ['2 dl punaviiniä', 'fi'],
    ['250 ml Rotwein', 'de'],
    ['2 dl rødvin', 'da'],
    ['1 glas rödvin', 'sv'],
  ])('"%s" (%s) holds alcohol and is named for Halal', (line, language) => {
    expect(tagsOf(line, language)).toContain('alcohol');
    expect(flaggedFor(line, ['Halal'])).toContain('Halal');
  });

  it.each([
    ['1 tk őrölt bors', 'hu'],
    ['frissen őrölt fekete bors', 'hu'],
    ['1 tl mustapippuria', 'fi'],
  ])('the pepper itself ("%s") stays pepper, no alcohol', (line, language) => {
    expect(tagsOf(line, language)).not.toContain('alcohol');
    expect(resolveFood(line, language)).toBeDefined();
  });

  it.each([
    ['1 dl vörösbor', ['szulfitok']],
    ['2 dl fehérbor', ['szulfit']],
    ['200 ml Weißwein', ['Sulfite']],
  ])('"%s" is named under the avoid list %j', (line, avoid) => {
    expect(flaggedFor(line, [], avoid)).toContain(AVOID_LIST_LABEL);
  });
});

describe('a smoked food is the food, not a pea or another word inside the adjective', () => {
  it.each([
    ['200 g geräucherte Forelle', 'fish'],
    ['150 g geräucherter Lachs', 'fish'],
    ['200 g gerookte zalm', 'fish'],
  ])('"%s" holds %s and no legume', (line, tag) => {
    const tags = tagsOf(line);
    expect(tags).toContain(tag);
    expect(tags).not.toContain('legume');
  });
});

// Finnish partitive forms ("savustettua lohta", smoked salmon) are not read yet: the knowledge has no Finnish endings.
it.todo('"100 g savustettua lohta" holds fish and no legume');

describe("a mince compound is the meat of its first part, never sheep through another language's plural", () => {
  it.each([
    ['500 g nötfärs', 'sv'],
    ['400 g fläskfärs', 'sv'],
    ['400 g rundergehakt', 'nl'],
    ['500 g naudan jauhelihaa', 'fi'],
  ])('"%s" (%s) is meat and is named for Vegetarian', (line, language) => {
    expect(tagsOf(line, language)).toContain('meat');
    expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
  });

  // Fixed in the fifth round: a word written with Nordic letters keeps its last s ("färs" is no plural of "får").
  it.each([
    ['500 g blandfärs', 'sv'],
    ['500 g oksefars', 'da'],
  ])('"%s" (%s) is meat and is named for Vegetarian', (line, language) => {
    expect(tagsOf(line, language)).toContain('meat');
    expect(flaggedFor(line, ['Vegetarian'])).toContain('Vegetarian');
  });

  it('"500 g nötfärs" is not read as lamb', () => {
    expect(resolveFood('500 g nötfärs', 'sv')?.name ?? '').not.toMatch(/lamb|sheep|mutton/i);
  });

  it.each([
    ['500 g kycklingfärs', 'sv'],
    ['400 g kalkunfars', 'da'],
  ])('"%s" is not read as lamb', (line, language) => {
    expect(resolveFood(line, language)?.name ?? '').not.toMatch(/lamb|sheep|mutton/i);
  });
});
