import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { lineAlternatives } from '../../shared/kitchen/filters/alternatives';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';

const recipe = (ingredients: string[]) => ({ ingredients, instructions: ['Cook.'], servings: 4 });
const violatedFilters = (line: string, filters: string[]) => checkCompliance(recipe([line]), { filters }).map((v) => v.filter);

describe('qualifiers and alternatives in one line', () => {
  it('splits a line into every food it offers', () => {
    expect(lineAlternatives(parseIngredientLine('1 tbsp oil, or bacon fat'))).toEqual(['oil', 'bacon fat']);
    expect(lineAlternatives(parseIngredientLine('2 tbsp tamari (or soy sauce)'))).toEqual(['tamari', 'soy sauce']);
    expect(lineAlternatives(parseIngredientLine('1 cup milk/cream'))).toEqual(['milk', 'cream']);
    expect(lineAlternatives(parseIngredientLine('1/2 cup butter'))).toEqual(['butter']);
  });

  it('a qualifier covers only the food it stands before', () => {
    expect(violatedFilters('2 tbsp butter or vegan butter', ['Dairy-Free'])).toEqual(['Dairy-Free']);
    expect(violatedFilters('200 g regular or gluten-free pasta', ['Gluten-Free'])).toEqual(['Gluten-Free']);
    expect(violatedFilters('2 tbsp vegan butter and cream', ['Dairy-Free'])).toEqual(['Dairy-Free']);
    expect(violatedFilters('200 g gluten-free pasta with breadcrumbs', ['Gluten-Free'])).toEqual(['Gluten-Free']);
    expect(violatedFilters('2 tbsp vegan butter', ['Dairy-Free'])).toEqual([]);
    expect(violatedFilters('200 g gluten-free pasta', ['Gluten-Free'])).toEqual([]);
  });

  it('every named alternative must comply, the user may pick either', () => {
    expect(violatedFilters('1 tbsp oil, or bacon fat', ['Vegetarian'])).toEqual(['Vegetarian']);
    expect(violatedFilters('1 tbsp oil, or bacon fat', ['Halal'])).toEqual(['Halal']);
    expect(violatedFilters('2 tbsp tamari (or soy sauce)', ['Gluten-Free'])).toEqual(['Gluten-Free']);
    expect(violatedFilters('1 cup oat milk or almond milk', ['Nut-Free'])).toEqual(['Nut-Free']);
    expect(violatedFilters('2 tbsp tamari (or coconut aminos)', ['Gluten-Free'])).toEqual([]);
  });

  it('an avoid term is found in any alternative', () => {
    const v = checkCompliance(recipe(['100 g sunflower seeds (or cashews)']), { filters: [], avoid: ['tree nuts'] });
    expect(v.map((x) => x.filter)).toEqual(['Avoid list']);
    expect(analyseLine('100 g sunflower seeds (or cashews)').tags.has('tree-nut')).toBe(true);
  });
});
