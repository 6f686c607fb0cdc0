import { describe, expect, it } from 'vitest';
import { withoutUnlisted } from '../../shared/kitchen/rewrite/unlisted';

/**
 * Written blind (before running the engine on them): a serving sentence loses only its forbidden part: a "with" part
 * of one suggested food ("Pommes mit Pommesgewürz", "fries with seasoning salt") goes alone, the food before it stays.
 */

describe('a serving sentence loses only the forbidden "with" part of a suggestion', () => {
  it.each([
    ['Dazu passen Pommes mit Pommesgewürz.', ['celery', 'mustard'], /Pommes(?!gewürz)/, /Pommesgewürz/],
    ['Serve with rice with a splash of Worcestershire sauce.', ['fish'], /rice/, /Worcestershire/],
    ['Servir con arroz con salsa Worcestershire.', ['fish'], /arroz/, /Worcestershire/],
  ])('"%s"', (sentence, forbidden, kept, gone) => {
    const { sentence: said } = withoutUnlisted(sentence, { listed: ['500 g Bratwurst'], forbidden: new Set(forbidden as never[]) });
    expect(said).toBeDefined();
    expect(said).toMatch(kept);
    expect(said).not.toMatch(gone);
  });
});
