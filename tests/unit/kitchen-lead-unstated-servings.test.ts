import { describe, expect, it } from 'vitest';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { LIMITS } from '../../shared/domain/limits';
import { generateLocally } from '../../shared/kitchen/engine';

/**
 * A recipe that does not say how many it serves, scaled to a count the cook asked for: the amounts are scaled as if
 * the recipe served the default, and the card says so, so that a cook whose page did name a count (one the reader
 * missed) sees the assumption instead of a silent doubling. Recipes written for this probe, before running the engine.
 */
const NO_COUNT = {
  english: `Lemon drizzle loaf
225 g self-raising flour
225 g butter, softened
225 g caster sugar
4 eggs
1 lemon, zested

Beat everything together, spoon into a lined 2 lb loaf tin and bake at 180 °C for 45 minutes.`,
  german: `Rührkuchen mit Zitrone
250 g Mehl
200 g Zucker
200 g Butter
4 Eier
1 Päckchen Backpulver

Alles verrühren, in eine Kastenform füllen und bei 175 °C etwa 50 Minuten backen.`,
  spanish: `Bizcocho de yogur
1 yogur natural
3 medidas de harina
2 medidas de azúcar
1 medida de aceite
3 huevos

Mezcla todo, vierte en un molde y hornea a 180 °C durante 35 minutos.`,
};

function convert(text: string, requestedServings?: number) {
  const r = generateLocally({ originalRecipe: text, filters: ['Vegetarian'], mode: 'convert', consent: true }, { requestedServings });
  if (!r.ok) throw new Error(r.error);
  return r.recipe;
}

describe('scaling a recipe that names no servings says what it assumed', () => {
  for (const [language, text] of Object.entries(NO_COUNT)) {
    it(`${language}: asked for 8, the card says the amounts were scaled as for ${LIMITS.defaultServings}`, () => {
      const recipe = convert(text, 8);
      expect(recipe.servings).toBe(8);
      expect(recipe.notices).toContain(CONVERTER_TEXTS.scaledFromUnstatedServings(LIMITS.defaultServings, 8));
    });

    it(`${language}: asked for the default count, the card says the amounts are as written`, () => {
      const recipe = convert(text, LIMITS.defaultServings);
      expect(recipe.notices).toContain(CONVERTER_TEXTS.scaledFromUnstatedServings(LIMITS.defaultServings, LIMITS.defaultServings));
    });

    it(`${language}: not asked, nothing is scaled and nothing is said about servings`, () => {
      const recipe = convert(text);
      const said = (recipe.notices ?? []).join(' ');
      expect(said).not.toContain(CONVERTER_TEXTS.scaledFromUnstatedServings(LIMITS.defaultServings, 8).slice(0, 30));
    });
  }

  it('a recipe that names its servings keeps the plain scaling notice', () => {
    const recipe = convert(`Serves 2\n${NO_COUNT.english}`, 6);
    expect(recipe.notices).toContain(CONVERTER_TEXTS.scaledServings(2, 6));
    expect(recipe.notices ?? []).not.toContain(CONVERTER_TEXTS.scaledFromUnstatedServings(LIMITS.defaultServings, 6));
  });
});
