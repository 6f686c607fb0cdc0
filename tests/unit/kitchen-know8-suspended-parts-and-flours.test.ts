import { describe, expect, it } from 'vitest';
import { findFoodMentions } from '../../shared/kitchen/resolve/findFoodMentions';
import { flaggedFor } from '../support/kitchenLineChecks';

/**
 * Written blind, issue 30, eighth round: a word cut short with a hyphen is its compound's first part, never a food of
 * its own unless the compound is one; flour sold with its raising agent is wheat flour in every market's name.
 */

describe('a suspended first part that makes no food is no mention', () => {
  it.each([
    ['Den Backofen auf 180 °C Ober-/Unterhitze vorheizen.'],
    ['Bei 200 Grad Ober- und Unterhitze 30 Minuten backen.'],
    ['Ofen auf Ober-, Unterhitze stellen.'],
  ])('"%s" names no cream', (step) => {
    expect(findFoodMentions(step).map((m) => m.key)).not.toContain('ober');
  });
  it.each([['Das Rinder- und Schweinefleisch anbraten.'], ['Rinder-/Schweinehack darin krümelig braten.']])(
    '"%s" still names the pork',
    (step) => {
      expect(findFoodMentions(step).some((m) => m.food.tags.has('pork'))).toBe(true);
    },
  );
});

describe('self-raising flour in its market names is wheat', () => {
  it.each([['250 g zelfrijzend bakmeel'], ['200 g farina autolievitante'], ['300 g harina leudante'], ['1 cup self-raising flour']])(
    '"%s" is named for Gluten-Free',
    (line) => {
      expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
    },
  );
});

describe('shellfish of the hand-kept table say which kind they are, for an avoid list of crustaceans or molluscs', () => {
  it.each([['2 tbsp oyster sauce'], ['300 g mussels'], ['200 g squid rings'], ['12 scallops']])('"%s" is a mollusc', (line) => {
    expect(flaggedFor(line, [], ['molluscs'])).toContain('Avoid list');
  });
  it.each([['1 tsp shrimp paste'], ['200 g crab meat'], ['2 tbsp red curry paste'], ['300 g crawfish tails']])(
    '"%s" is a crustacean',
    (line) => {
      expect(flaggedFor(line, [], ['crustaceans'])).toContain('Avoid list');
    },
  );
});

describe('everyday foods of Albanian, Icelandic, Welsh, Swahili and Amharic lists are read as what they are', () => {
  it.each([
    ['4 mayai', 'Vegan'],
    ['500 ml qumësht', 'Dairy-Free'],
    ['3 vezë', 'Vegan'],
    ['100 g arrë', 'Nut-Free'],
    ['500 g mish derri', 'Halal'],
    ['1 kg kuzu incik', 'Vegetarian'],
    ['4 wyau', 'Vegan'],
    ['200 g አይብ', 'Dairy-Free'],
    ['600 g ýsuna', 'Vegetarian'],
  ])('"%s" is named for %s', (line, filter) => {
    expect(flaggedFor(line, [filter])).toContain(filter);
  });
});
