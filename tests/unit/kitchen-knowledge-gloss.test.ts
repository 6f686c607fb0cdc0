import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * A name the kitchen does not know, or knows only by a part of it, followed by its translation in brackets, is the
 * food the translation names ("tori momo (boneless chicken thigh)"). Written before the engine ran.
 */
describe('a bracketed translation names the food of a line the kitchen cannot read', () => {
  const glossed: [string, string, string][] = [
    ['250 g tori momo (boneless chicken thigh), bite-size pieces', 'poultry', 'pork'],
    ['2 zorblak fillets (salmon)', 'fish', 'pork'],
    ['100 g kwibbel (crispy pork belly)', 'pork', 'grain'],
    ['1 glas frobnitzka (pickled cabbage)', 'plant', 'pork'],
    ['200 g plimbo (queso fresco), desmenuzado', 'dairy', 'pork'],
  ];
  it.each(glossed)('%s is read by its translation', (line, has, hasNot) => {
    const tags = analyseLine(line).tags;
    expect(analyseLine(line).identified).toBe(true);
    expect(tags.has(has as never), [...tags].join(',')).toBe(true);
    expect(tags.has(hasNot as never), [...tags].join(',')).toBe(false);
  });

  it('one capitalised word in brackets is a maker, never the food', () => {
    for (const line of ['1,5 l zorblaxkraft (Toro)', '8 tranches de frobnitz (Harrys)', '2 ss quibble (Mills)']) {
      expect(analyseLine(line).tags.has('meat'), line).toBe(false);
      expect(analyseLine(line).identified, line).toBe(false);
    }
  });

  it('a known name keeps its own food: the bracket is a brand or a note, not a translation', () => {
    expect(analyseLine('2 tbsp shoyu (Kikkoman)').tags.has('soy')).toBe(true);
    expect(analyseLine('100 g butter (salted)').tags.has('dairy')).toBe(true);
  });

  it('an alternative or a note in brackets never makes an unknown food safe', () => {
    for (const line of ['50 g frobnitz (or butter)', '2 tbsp zorblax (see note)', '1 tsp quibble (optional)', '3 tbsp wizzle (oder Öl)']) {
      const result = generateLocally({
        originalRecipe: `Test\n\n${line}\n200 g rice\n\nCook everything.`,
        mode: 'convert',
        filters: ['Vegan'],
        avoidIngredients: [],
      });
      expect(result.ok, line).toBe(true);
      if (!result.ok) continue;
      // Either the line is flagged, or the unknown word is gone (the cook's alternative, made vegan, took its place).
      const unknown = line.split(' ')[2] as string;
      const kept = result.recipe.ingredients.some((i) => i.includes(unknown));
      if (kept) expect(result.recipe.compliance?.compliant, line).toBe(false);
    }
  });

  it('a romaji recipe with English glosses converts under Halal instead of being refused', () => {
    for (const text of [
      'Oyakodon\n\n250 g tori momo (chicken thigh)\n3 tamago (eggs)\n2 tbsp shoyu\n\nSimmer the tori momo, pour over the tamago.',
      'Karaage\n\n500 g toriniku (boneless chicken)\n2 tbsp shoyu\n1 tbsp katakuriko (potato starch)\n\nMarinate the toriniku and fry.',
      'Yakitori\n\n400 g negima no tori (chicken thigh)\n2 tbsp tare (yakitori sauce)\n\nSkewer and grill.',
    ]) {
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Halal'], avoidIngredients: [] });
      expect(result.ok, result.ok ? text : result.error).toBe(true);
    }
  });
});
