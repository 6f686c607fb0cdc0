/**
 * An inflected word is found by its stem only where the cut looks like an ending: a vowel swapped ("mąki",
 * "jajka"), an ending dropped ("Zwiebeln", "mjölken"), or a case ending of the data table ("slaninou", "masłem").
 * A longer tail swapped for a vowel makes another food of a plain word, and the cook sees pepper refused as a
 * mussel. Written before running the engine.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

const tagsOfLine = (line: string): string[] => [...analyseLine(line).tags];

describe('loose matches of inflected words', () => {
  it.each([
    ['poivre du moulin', 'shellfish'],
    ['sel et poivre du moulin', 'shellfish'],
    ['2 tours de moulin à poivre', 'shellfish'],
    ['4 egg whites, for whisking', 'alcohol'],
    ['a whisking of cream', 'alcohol'],
    ['3 tbsp milk, whisking it in slowly', 'alcohol'],
  ])('"%s" is not tagged %s by a word that only looks like a food', (line, tag) => {
    expect(tagsOfLine(line)).not.toContain(tag);
  });

  it.each([
    ['poivre du moulin', ['mollusques']],
    ['1 pincée de poivre du moulin', ['molluscs']],
    ['poivre noir du moulin', ['weichtiere']],
  ])('"%s" passes an avoid list of %j', (line, avoid) => {
    expect(checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: ['Kosher'], avoid })).toEqual([]);
  });

  it.each([
    ['slaninou', 'pork'],
    ['moukou', 'gluten'],
    ['smetanou', 'dairy'],
  ])('a case ending of the table still finds its food: "%s" is %s', (word, tag) => {
    expect([...(resolveFood(word)?.tags ?? [])]).toContain(tag);
  });

  it.each([
    ['Zwiebeln', 'onion'],
    ['jajka', 'egg'],
    ['mąki', 'flour'],
  ])('a dropped or swapped ending still finds its food: "%s"', (word, name) => {
    expect(resolveFood(word)?.name ?? '').toMatch(new RegExp(name, 'i'));
  });
});
