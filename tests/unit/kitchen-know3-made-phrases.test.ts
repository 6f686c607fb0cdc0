import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL } from '../../shared/kitchen/compliance';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import { flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind: a Romance "X de/di Y" that names a made product ("milk of coconut", "butter of peanut") is that
 * product when the knowledge holds the whole phrase: the longest known phrase wins over its head word.
 */
describe('a plant milk or nut butter "X de Y" is not dairy', () => {
  it.each([
    ['200 ml latte di mandorla', 'it'],
    ['1 lata de leche de coco', 'es'],
    ['400 ml leite de coco', 'pt'],
    ["250 ml lait d'amande", 'fr'],
    ['2 cucchiai di burro di arachidi', 'it'],
    ['2 colheres de manteiga de amendoim', 'pt'],
    ['1 c. à c. de crème de tartre', 'fr'],
  ])('"%s" (%s) holds no dairy and passes Dairy-Free', (line, language) => {
    expect(resolveFood(line, language)).toBeDefined();
    expect(tagsOf(line, language)).not.toContain('dairy');
    expect(flaggedFor(line, ['Dairy-Free'])).not.toContain('Dairy-Free');
  });

  it.each([
    ['2 cucchiai di burro di arachidi', 'it', 'peanut'],
    ['3 cucharadas de crema de cacahuete', 'es', 'peanut'],
    ["250 ml lait d'amande", 'fr', 'tree-nut'],
  ])('"%s" holds what it is made of (%s → %s)', (line, language, tag) => {
    expect(tagsOf(line, language)).toContain(tag);
  });

  it.each([
    ['200 ml latte di capra', 'it'],
    ['1 litro de leche de vaca', 'es'],
    ['50 g de beurre doux', 'fr'],
  ])('the animal product itself ("%s") stays dairy', (line, language) => {
    expect(tagsOf(line, language)).toContain('dairy');
  });
});

describe('an oat drink is no milk, and is named where oats may be', () => {
  it.each([
    ["300 ml de boisson d'avoine", 'fr'],
    ['300 ml bebida de avena', 'es'],
    ["300 ml bevanda d'avena", 'it'],
  ])('"%s" passes Dairy-Free and is named for Gluten-Free', (line, language) => {
    expect(tagsOf(line, language)).not.toContain('dairy');
    expect(flaggedFor(line, ['Dairy-Free'])).not.toContain('Dairy-Free');
    expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
  });
});

describe('an avoid word that names one nut and nuts in general is read as nuts (closed world)', () => {
  it.each([
    ['80 g nocciole tostate', 'noci'],
    ['50 g mandorle', 'noci'],
    ['100 g avellanas', 'nueces'],
    ['60 g noisettes', 'noix'],
    ['50 g amêndoas', 'nozes'],
  ])('"%s" is named under the avoid list "%s"', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });

  it.each([
    ['2 carote', 'noci'],
    ['1 cebolla', 'nueces'],
    ['200 g de farine', 'noix'],
  ])('a food with no nut ("%s") passes the avoid list "%s"', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).not.toContain(AVOID_LIST_LABEL);
  });
});
