import { describe, expect, it } from 'vitest';
import { effectiveChoices } from '../../shared/kitchen/effectiveChoices';
import { profileSections } from '../../shared/kitchen/profile';
import { type ProfileContext, profileContextSchema } from '../../shared/schemas/generate';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function recipe(ingredients: string[]): StructuredRecipe {
  return {
    recipeName: 'Test',
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: 4,
    dietaryRequirements: [],
    ingredients,
    instructions: ['Cook.'],
    nutrition: { calories: 400, protein: 20, carbohydrates: 40, fat: 15, fiber: 5, sodium: 500 },
    tips: [],
  };
}

function ctx(allergies: string[], religiousRequirements: string[] = []): ProfileContext {
  return profileContextSchema.parse({
    demographics: {},
    physicalMetrics: {},
    healthInformation: { allergies, medicalConditions: [] },
    lifestylePreferences: {},
    activeHealthGoals: [],
    dietaryRestrictions: [],
    religiousRequirements,
  });
}

const allergyLines = (ingredients: string[], allergies: string[]) =>
  profileSections(recipe(ingredients), ctx(allergies)).healthInsights.allergyAlternatives;

describe('allergy lines of the profile sections', () => {
  it('finds shellfish in shrimp and does not find eggs in eggplant', () => {
    expect(allergyLines(['200 g shrimp', '1 eggplant, diced'], ['Shellfish', 'Eggs'])).toEqual([
      'Shellfish: named in the ingredient list — check before cooking.',
      'Eggs: not in the ingredient list.',
    ]);
  });

  it('never claims absence when an ingredient was not recognised', () => {
    const [line] = allergyLines(['2 tbsp zorblax paste'], ['Peanuts']);
    expect(line).not.toBe('Peanuts: not in the ingredient list.');
    expect(line).toContain('not recognised');
  });
});

describe('effective choices', () => {
  const request = (religiousRequirements: string[], filters: string[] = [], allergies: string[] = []) => ({
    filters,
    avoidIngredients: ['Peanuts'],
    mustUseIngredients: [],
    profileContext: ctx(allergies, religiousRequirements),
  });

  it('honours religious requirements whatever their case, under the canonical name', () => {
    expect(effectiveChoices(request(['halal', 'KOSHER ', 'Jain'])).filters).toEqual(['Halal', 'Kosher']);
    expect(effectiveChoices(request(['halal'], ['Halal', 'Vegan'])).filters).toEqual(['Halal', 'Vegan']);
  });

  it('de-duplicates the avoid list with the allergies, first spelling kept', () => {
    expect(effectiveChoices(request([], [], ['peanuts', 'Sesame'])).avoid).toEqual(['Peanuts', 'Sesame']);
  });
});
