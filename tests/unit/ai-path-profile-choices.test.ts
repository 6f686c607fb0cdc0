import { describe, expect, it } from 'vitest';
import { DIET_FILTERS } from '../../shared/domain/dietFilters';
import { HEALTH_CONDITION_RULES, healthConditionRules } from '../../shared/domain/healthConditionFilters';
import { HEALTH_CONDITIONS } from '../../shared/domain/limits';
import { effectiveChoices } from '../../shared/kitchen/effectiveChoices';
import { generateLocally } from '../../shared/kitchen/index';
import { type GenerateRequestInput, generateRequestSchema } from '../../shared/schemas/generate';

/** Issue 33 case 3: the profile's restrictions, allergies and health conditions are filters of every generation. */

function request(
  input: Partial<GenerateRequestInput> & { restrictions?: string[]; conditions?: string[]; medical?: string[]; allergies?: string[] },
) {
  const { restrictions = [], conditions = [], medical = [], allergies = [], ...rest } = input;
  return generateRequestSchema.parse({
    originalRecipe: 'pancakes',
    mode: 'convert',
    filters: [],
    userSettings: { defaultServingSize: 4, preferredUnits: 'metric', healthConditions: conditions, defaultDietaryFilters: [] },
    profileContext: {
      healthInformation: { allergies, medicalConditions: medical, medications: [] },
      dietaryRestrictions: restrictions,
    },
    ...rest,
  });
}

describe('effective choices from the profile', () => {
  it('dietary restrictions become filters, in any case, beside those chosen and without duplicates', () => {
    const choices = effectiveChoices(request({ filters: ['Dairy-Free', 'Vegetarian'], restrictions: ['Vegetarian', 'nut-free'] }));
    expect(choices.filters).toEqual(['Dairy-Free', 'Vegetarian', 'Nut-Free']);
  });

  it('a restriction that names no filter is kept apart (told to an AI, not checked)', () => {
    const choices = effectiveChoices(request({ restrictions: ['no coriander please', 'Pescatarian'] }));
    expect(choices.filters).toEqual(['Pescatarian']);
    expect(choices.unmatchedRestrictions).toEqual(['no coriander please']);
  });

  it('every health condition of the settings list imposes its filters', () => {
    for (const condition of HEALTH_CONDITIONS) {
      const rules = healthConditionRules(condition);
      expect(rules.length, condition).toBeGreaterThan(0);
      const choices = effectiveChoices(request({ conditions: [condition] }));
      for (const rule of rules) for (const filter of rule.filters) expect(choices.filters).toContain(filter);
      expect(choices.healthConditions).toContain(condition);
    }
    expect(effectiveChoices(request({ conditions: ['Celiac Disease'] })).filters).toEqual(['Gluten-Free']);
  });

  it('medical conditions written freely, in several languages and phrasings, are read by the same table', () => {
    const cases: [string, string][] = [
      ['coeliac', 'Gluten-Free'],
      ['Zöliakie seit 2019', 'Gluten-Free'],
      ['enfermedad celíaca (celiaquía)', 'Gluten-Free'],
      ['type 2 diabetes', 'Diabetic-Friendly'],
      ['High blood pressure', 'Low-Sodium'],
      ['lactose intolerant', 'Dairy-Free'],
      ['IBS', 'FODMAP-Friendly'],
    ];
    for (const [text, filter] of cases) expect(effectiveChoices(request({ medical: [text] })).filters, text).toContain(filter);
    // Words that merely contain a name are not it.
    expect(effectiveChoices(request({ medical: ['ribs injury'], avoidIngredients: ['celery'] })).filters).toEqual([]);
  });

  it('every filter the table imposes is one the kitchen has rules for', () => {
    const known = new Set(DIET_FILTERS.map((f) => f.name));
    for (const rule of HEALTH_CONDITION_RULES) for (const filter of rule.filters) expect(known.has(filter), filter).toBe(true);
  });

  it('a conversion for a profile with restrictions or health conditions alone has something to convert for', () => {
    expect(() => request({ conditions: ['Celiac Disease'] })).not.toThrow();
    expect(() => request({ restrictions: ['Vegetarian'] })).not.toThrow();
    expect(() => request({ medical: ['coeliac'] })).not.toThrow();
    expect(() => request({ medical: ['ribs injury'] })).toThrow();
  });

  it('allergies join the avoid list', () => {
    expect(effectiveChoices(request({ avoidIngredients: ['celery'], allergies: ['Peanuts', 'celery'] })).avoid).toEqual([
      'celery',
      'Peanuts',
    ]);
  });

  it('the built-in engine applies them: wheat pancakes for a coeliac with a Vegetarian, Nut-Free profile come back gluten-free', () => {
    const result = generateLocally({
      originalRecipe:
        'Pancakes\nServes 4\nIngredients\n- 200 g wheat flour\n- 2 eggs\n- 300 ml milk\n- 30 g chopped cashews\nInstructions\n1. Whisk the flour, eggs and milk.\n2. Fold in the cashews and fry ladlefuls in a pan.',
      filters: [],
      mode: 'convert',
      userSettings: { defaultServingSize: 4, preferredUnits: 'metric', healthConditions: ['Celiac Disease'], defaultDietaryFilters: [] },
      profileContext: { dietaryRestrictions: ['Vegetarian', 'Nut-Free'] },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.dietaryRequirements).toEqual(expect.arrayContaining(['Vegetarian', 'Nut-Free', 'Gluten-Free']));
    expect(result.recipe.compliance?.filters).toEqual(expect.arrayContaining(['Vegetarian', 'Nut-Free', 'Gluten-Free']));
    const text = result.recipe.ingredients.join(' ').toLowerCase();
    expect(text).not.toMatch(/\bwheat flour\b|cashew/);
    expect(result.recipe.healthConditions).toContain('Celiac Disease');
  });
});
