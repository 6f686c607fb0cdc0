import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { normaliseKey } from '../../shared/kitchen/knowledge/normaliseKey';
import { currentLexicon } from '../../shared/kitchen/knowledge/store';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { lexiconText } from '../../sync-server/src/lexiconBuild/writeLexicon';

const LEXICON = join(import.meta.dirname, '../../shared/kitchen/knowledge/lexicon.json');
const DATA = join(import.meta.dirname, '../../../shared/data/openfoodfacts');

function tagsOf(phrase: string): string[] {
  const food = resolveFood(phrase);
  expect(food, `"${phrase}" resolves`).toBeDefined();
  return [...(food?.tags ?? [])];
}

describe('the lexicon', () => {
  it('is installed, carries its ODbL notice and knows thousands of foods', () => {
    const lexicon = currentLexicon();
    expect(lexicon).toBeDefined();
    expect(lexicon?.entries.length).toBeGreaterThan(4000);
    expect(JSON.parse(readFileSync(LEXICON, 'utf8')).licence).toMatch(/Open Database License/);
  });

  it.skipIf(!existsSync(join(DATA, 'ingredients.txt')))('is what the build script makes of the taxonomy files (npm run lexicon)', () => {
    expect(lexiconText(DATA) === readFileSync(LEXICON, 'utf8'), 'lexicon.json is stale: run npm run lexicon').toBe(true);
  });

  it('normalises accents, letters without accents and plurals the same way on both sides', () => {
    expect(normaliseKey('Crème Fraîche')).toBe('creme fraiche');
    expect(normaliseKey('TEREYAĞI')).toBe(normaliseKey('tereyağı'));
    expect(normaliseKey('Süßkartoffeln')).toBe('susskartoffeln');
    expect(normaliseKey('Eggs')).toBe('egg');
  });
});

describe('resolveFood: names in other languages', () => {
  it.each([
    ['200 g roomboter', 'dairy'],
    ['125 g Butter, weich', 'dairy'],
    ['80 g máslo', 'dairy'],
    ['50 g smør', 'dairy'],
    ['3 œufs', 'egg'],
    ['4 vejce', 'egg'],
    ['2 Eier', 'egg'],
    ['300 g farina di frumento', 'gluten'],
    ['250 g harina de trigo', 'gluten'],
    ['1 kg Weizenmehl Type 405', 'gluten'],
    ['100 g noisettes', 'tree-nut'],
    ['50 g Haselnüsse', 'tree-nut'],
    ['2 tbsp sésamo', 'sesame'],
    ['1 c. à soupe de moutarde', 'mustard'],
    ['2 EL mittelscharfer Senf', 'mustard'],
    ['1 branche de céleri', 'celery'],
    ['400 ml latte intero', 'dairy'],
    ['200 g gamberi', 'shellfish'],
    ['500 g Schweinefleisch', 'pork'],
    ['100 ml vino bianco secco', 'alcohol'],
  ])('%s → %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('resolveFood: the food is the phrase the amount applies to, never a word of the note', () => {
  it.each([
    ['3 tbsp miso, whisked into the milk', 'dairy'],
    ['1 cup breadcrumbs, soaked in milk', 'dairy'],
    ['2 tbsp sesame oil (or butter)', 'dairy'],
  ])('%s is not named by its note (%s)', (phrase, notTag) => {
    expect(tagsOf(phrase)).not.toContain(notTag);
  });

  it.each([
    ['2 tbsp honey, warmed with butter', 'honey'],
    ['1 cup grated Gruyère, mixed with the flour', 'dairy'],
    ['200 g prawns, tossed in the oil', 'shellfish'],
  ])('%s is the food before the comma', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });
});

describe('resolveFood: properties derived through the ontology', () => {
  it.each([
    ['celeriac', 'celery'],
    ['1 small celery root, peeled', 'celery'],
    ['lupin beans', 'lupin'],
    ['2 tbsp squid ink', 'mollusc'],
    ['500 g mussels', 'mollusc'],
    ['300 g crayfish tails', 'crustacean'],
    ['4 slices prosciutto', 'pork'],
    ['2 tbsp dry sherry', 'alcohol'],
    ['1 tbsp anchovy paste', 'fish'],
  ])('%s carries %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });

  it('does not take what the taxonomy gets wrong for a cook', () => {
    expect(tagsOf('200 g teff flour')).not.toContain('gluten');
    expect(tagsOf('1 tbsp grated horseradish')).not.toContain('mustard');
    expect(tagsOf('400 ml coconut milk')).not.toContain('dairy');
    expect(tagsOf('2 tbsp peanut butter')).not.toContain('dairy');
  });
});

describe('resolveFood: made products and brands are composites whose label must be read', () => {
  it.each([
    ['2 Oxo cubes', 'celery'],
    ['1 Knorr stock pot', 'gluten'],
    ['1 Brühwürfel', 'celery'],
    ['2 tbsp mayonnaise', 'mustard'],
    ['100 g dark chocolate, chopped', 'dairy'],
    ['50 g raisins', 'sulphites'],
    ['1 tbsp curry powder', 'mustard'],
    ['3 pork sausages', 'gluten'],
  ])('%s may contain %s', (phrase, tag) => {
    const food = resolveFood(phrase);
    expect(food?.maybe.has(tag as never) || food?.tags.has(tag as never)).toBe(true);
    expect(food?.composite).toBeTruthy();
  });

  it('a brand names what it is made of for certain', () => {
    expect(tagsOf('2 tbsp Nutella')).toEqual(expect.arrayContaining(['tree-nut', 'dairy']));
    expect(tagsOf("1 tbsp Hellmann's")).toContain('egg');
    expect(tagsOf('1 tsp Marmite')).toContain('gluten');
  });
});

describe('names in languages the taxonomy covers thinly (the overlay adds them)', () => {
  it.each([
    ['150 g kacang tanah, disangrai', 'peanut'],
    ['200 g tepung terigu', 'gluten'],
    ['1 cup komugiko', 'gluten'],
    ['3 butir telur', 'egg'],
    ['200 ml santan', 'plant'],
    ['2 sdm kecap asin', 'soy'],
    ['3 yumurta', 'egg'],
    ['1 su bardağı süt', 'dairy'],
    ['2 tbsp goma', 'sesame'],
  ])('%s → %s', (phrase, tag) => {
    expect(tagsOf(phrase)).toContain(tag);
  });

  it.each([
    ['4 tbsp kinako, mixed into the milk', 'dairy'],
    ['2 tbsp shiro miso, stirred into the stock', 'meat'],
    ['1 tbsp sesame seeds, sprinkled over the cheese', 'dairy'],
  ])('%s: a food the note names with "the" is another line\'s (%s is not this one)', (line, tag) => {
    expect([...analyseLine(line).tags]).not.toContain(tag);
  });
});

describe('resolveFood: unknown words stay unknown', () => {
  it.each(['2 tbsp zorblax', '1 packet Froobly Mix', 'qwertyuiop'])('%s is not resolved', (phrase) => {
    expect(resolveFood(phrase)).toBeUndefined();
  });
});
