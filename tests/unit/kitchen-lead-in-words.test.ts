import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** What a food is stirred into, soaked or packed in is never the line's food (written before running the engine). */
function convert(title: string, heading: string, line: string, filters: string[]) {
  const recipe = [title, '', heading, line, '', 'Method', 'Bring to the boil and thicken.'].join('\n');
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) return { refused: true as const };
  return { refused: false as const, lines: result.recipe.ingredients.join('\n'), compliant: result.recipe.compliance?.compliant };
}

describe('a food "in" something is that food', () => {
  it.each([
    ['Soße', 'Zutaten', '2 EL Mehl in etwas Wasser aufgelöst'],
    ['Sås', 'Ingredienser', '1 msk vetemjöl utrört i lite vatten'],
    ['Sauce', 'Ingredients', '1 tbsp flour dissolved in a little cold water'],
    ['Sos', 'Składniki', '2 łyżki mąki rozpuszczonej w wodzie'],
    ['Sauce', 'Ingrédients', "1 c. à s. de farine délayée dans un peu d'eau"],
  ])('%s (%s): "%s" keeps no wheat flour under Gluten-Free', (title, heading, line) => {
    const out = convert(title, heading, line, ['Gluten-Free']);
    // A refusal keeps nothing; a kept line must not be called compliant.
    expect(!out.refused && out.lines.includes(line) && out.compliant === true).toBe(false);
  });

  it.each([
    ['Salat', 'Zutaten', '1 Dose Thunfisch in Öl'],
    ['Salad', 'Ingredients', '1 can tuna in olive oil'],
    ['Insalata', 'Ingredienti', '160 g di tonno in scatola'],
  ])('%s (%s): "%s" is fish under Vegetarian', (title, heading, line) => {
    const out = convert(title, heading, line, ['Vegetarian']);
    // A refusal keeps nothing; a kept line must not be called compliant.
    expect(!out.refused && out.lines.includes(line) && out.compliant === true).toBe(false);
  });

  it('a chicken marinated in soy sauce carries the soy sauce under Gluten-Free', () => {
    const out = convert('Chicken', 'Ingredients', '500 g chicken thighs marinated in soy sauce', ['Gluten-Free']);
    expect(!out.refused && out.lines.includes('marinated in soy sauce') && out.compliant === true).toBe(false);
  });
});
