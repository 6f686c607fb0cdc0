import { describe, expect, it } from 'vitest';
import { CONVERTER_TEXTS } from '../../shared/domain/converterTexts';
import { generateLocally } from '../../shared/kitchen/engine';
import { qualifiedLookup } from '../../shared/kitchen/filters/qualifiedLookup';
import { nutritionOfLines } from '../../shared/kitchen/nutrition';
import { servingsAsked } from '../../shared/kitchen/parse/servingsAsked';
import { scaleStepAmounts } from '../../shared/kitchen/scale/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

const STEAK_SALAD = `Seared Tuna Salad
Serves 2
Prep: 10 minutes | Cook: 6-7 minutes

INGREDIENTS
- 2 tuna steaks
- 4 anchovy fillets
- 3 tbsp olive oil
- 40g (1.5 oz) parmesan, grated
- ½ cup croutons

1. Sear the tuna in 1 tbsp oil, 3 minutes a side.
2. Mash the 4 anchovies with the remaining 2 tbsp oil and 40g parmesan in a 20 cm bowl; rest 5 minutes at 20°C.`;

function convert(
  text: string,
  filters: string[],
  options: { requestedServings?: number; defaultServingSize?: number } = {},
): StructuredRecipe {
  const r = generateLocally(
    {
      originalRecipe: text,
      filters,
      mode: 'convert',
      consent: true,
      userSettings: {
        defaultServingSize: options.defaultServingSize ?? 4,
        preferredUnits: 'metric',
        healthConditions: [],
        defaultDietaryFilters: [],
      },
    },
    { requestedServings: options.requestedServings },
  );
  if (!r.ok) throw new Error(r.error);
  return r.recipe;
}

describe('servings stay as the user wrote them unless another count is asked for', () => {
  it('a recipe for 2 stays for 2 although the settings default is 4; no scaling line', () => {
    const r = convert(STEAK_SALAD, ['Dairy-Free'], { defaultServingSize: 4 });
    expect(r.servings).toBe(2);
    expect(r.ingredients[2]).toBe('3 tbsp olive oil');
    expect(r.instructions[1]).toMatch(/^Mash the 4 anchovies with the remaining 2 tbsp oil/);
    expect(r.notices ?? []).not.toContain(CONVERTER_TEXTS.scaledServings(2, 4));
  });

  it('a request that carries requestedServings (sent when the user changed the form) scales like the option', () => {
    const r = generateLocally({
      originalRecipe: STEAK_SALAD,
      filters: ['Dairy-Free'],
      mode: 'convert',
      consent: true,
      requestedServings: 4,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.recipe.servings).toBe(4);
    expect(r.recipe.ingredients).toContain('8 anchovy fillets');
    expect(r.recipe.notices).toContain(CONVERTER_TEXTS.scaledServings(2, 4));
  });

  it('asked for 4: list and steps scale together, the card says so, "What changed" quotes the line as written', () => {
    const r = convert(STEAK_SALAD, ['Dairy-Free'], { requestedServings: 4 });
    expect(r.servings).toBe(4);
    expect(r.ingredients).toContain('4 tuna steaks');
    expect(r.ingredients).toContain('8 anchovy fillets');
    expect(r.ingredients).toContain('6 tbsp olive oil');
    expect(r.instructions[0]).toBe('Sear the tuna in 2 tbsp oil, 3 minutes a side.');
    // Amounts change; times, temperatures and the bowl's size do not.
    expect(r.instructions[1]).toMatch(
      /^Mash the 8 anchovies with the remaining 4 tbsp oil and the .+ in a 20 cm bowl; rest 5 minutes at 20°C\.$/,
    );
    expect(r.notices).toContain(CONVERTER_TEXTS.scaledServings(2, 4));
    const cheese = r.substitutions?.find((s) => /parmesan/.test(s.original));
    expect(cheese?.original).toBe('40g (1.5 oz) parmesan, grated');
  });

  it('a request written in the pasted text counts as asked, and does not become a step', () => {
    const r = convert(`${STEAK_SALAD}\n\nPlease make this for 6 people.`, ['Dairy-Free']);
    expect(r.servings).toBe(6);
    expect(r.ingredients).toContain('9 tbsp olive oil');
    expect(r.instructions.join(' ')).not.toMatch(/6 people/);
    expect(r.notices).toContain(CONVERTER_TEXTS.scaledServings(2, 6));
    const doubled = convert(`${STEAK_SALAD}\nDouble the recipe, please.`, ['Dairy-Free']);
    expect(doubled.servings).toBe(4);
  });

  it('the request reader tells an ask from the recipe\'s own "Serves 4"', () => {
    expect(servingsAsked('Soup\nServes 4\n1 onion').servings).toBeUndefined();
    expect(servingsAsked('Soup\n1 onion\nScale to 8 servings').servings).toBe(8);
    expect(servingsAsked('Soup\n1 onion\nHalve it.').factor).toBe(0.5);
  });
});

describe('amounts in steps', () => {
  it('only weights and volumes scale; times, temperatures, sizes, tins and step numbers stay', () => {
    expect(scaleStepAmounts('Add 200 g (7 oz) spinach and 1½ cups stock; cook 10 minutes at 180°C in a 23 cm tin.', 2)).toBe(
      'Add 400 g (14 oz) spinach and 3 cups stock; cook 10 minutes at 180°C in a 23 cm tin.',
    );
    expect(scaleStepAmounts('Tip in the 400 ml tin of tomatoes and 2-3 tbsp water.', 2)).toBe(
      'Tip in the 400 ml tin of tomatoes and 4-6 tbsp water.',
    );
    expect(scaleStepAmounts('Crack in the 3 eggs.', 2, ['3 eggs'])).toBe('Crack in the 6 eggs.');
    expect(scaleStepAmounts('Repeat 3 times.', 2, ['3 eggs'])).toBe('Repeat 3 times.');
  });
});

describe('times read from the text, or honestly unknown', () => {
  it('ranges, "a side", hours and minutes', () => {
    const r = convert(
      'Lamb Chops\nServes 2\n4 lamb chops\n1 tbsp olive oil\n\nSear the chops 3-4 minutes a side, then roast for 1 hour 15 minutes. Rest 10 minutes.',
      ['Halal'],
    );
    expect(r.cookTime).toMatch(/^1 hour/);
    const told = convert(STEAK_SALAD, ['Dairy-Free']);
    expect(told.prepTime).toBe('10 minutes');
    expect(told.cookTime).toMatch(/7 minutes/);
  });

  it('no time in the text leaves the fields empty rather than guessed', () => {
    const r = convert('Green Salad\nServes 2\n1 lettuce\n30 g parmesan\nToss everything together.', ['Dairy-Free']);
    expect(r.prepTime).toBe('');
    expect(r.cookTime).toBe('');
  });
});

describe('nutrition is the ingredient table per serving', () => {
  it("the card's figures are the sum of its own lines divided by its servings", () => {
    for (const requestedServings of [undefined, 4]) {
      const r = convert(STEAK_SALAD, ['Dairy-Free'], { requestedServings });
      const { perServing } = nutritionOfLines(r.ingredients, Number(r.servings), qualifiedLookup);
      expect(r.nutrition.calories).toBe(perServing.calories);
      expect(r.nutrition.protein).toBe(perServing.protein);
    }
  });
});
