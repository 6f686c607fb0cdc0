import { describe, expect, it } from 'vitest';
import { normaliseIngredientList } from '../../shared/domain/ingredientLists';
import { dailyLimitMessage, MESSAGES } from '../../shared/domain/messages';
import { generateRequestSchema, generateResponseSchema } from '../../shared/schemas/generate';

function issues(input: unknown): { path: string; message: string }[] {
  const r = generateRequestSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('generation request schema (signed-in §7)', () => {
  it('fills the spec fallback for user settings and empty lists', () => {
    const r = generateRequestSchema.parse({ originalRecipe: 'lasagna', filters: ['Vegan'] });
    expect(r.userSettings).toEqual({ defaultServingSize: 4, preferredUnits: 'metric', healthConditions: [], defaultDietaryFilters: [] });
    expect(r.mustUseIngredients).toEqual([]);
    expect(r.avoidIngredients).toEqual([]);
    expect(r.goalPrompts).toEqual([]);
    expect(r.consent).toBe(false);
  });

  it('normalises must-use and avoid entries: comma-separated, trimmed, blanks dropped, de-duplicated', () => {
    const r = generateRequestSchema.parse({
      originalRecipe: 'lasagna',
      filters: ['Vegan'],
      mustUseIngredients: ' spinach,  ,Spinach, basil ',
      avoidIngredients: ['peanuts, sesame', 'Peanuts', '  '],
    });
    expect(r.mustUseIngredients).toEqual(['spinach', 'basil']);
    expect(r.avoidIngredients).toEqual(['peanuts', 'sesame']);
    expect(normaliseIngredientList('a,,b , a,  c  d ')).toEqual(['a', 'b', 'c d']);
  });

  it('create mode with three words or fewer: exact spec messages on the right fields', () => {
    expect(issues({ originalRecipe: '   ', filters: ['Vegan'] })).toEqual([
      { path: 'originalRecipe', message: MESSAGES.createEmptyDishName },
    ]);
    expect(issues({ originalRecipe: 'pad thai', filters: [] })).toEqual([
      { path: 'filters', message: 'Please select at least one dietary filter' },
    ]);
    // Longer input is converted: it needs a filter, an avoid or a must-use list, or the profile's allergies.
    expect(issues({ originalRecipe: 'quick easy spicy pad thai', filters: [] })).toEqual([
      { path: 'filters', message: 'Please select at least one dietary filter' },
    ]);
    expect(issues({ originalRecipe: 'quick easy spicy pad thai', filters: [], avoidIngredients: 'peanuts' })).toEqual([]);
  });

  it('surprise without a filter', () => {
    expect(issues({ mode: 'surprise', filters: [] })).toEqual([
      { path: 'filters', message: 'Please select at least one dietary filter for surprise recipe generation' },
    ]);
    expect(issues({ mode: 'surprise', filters: ['Keto'] })).toEqual([]);
  });

  it('limits and unknown values are errors, not crashes', () => {
    expect(issues({ originalRecipe: 'x'.repeat(20_001), mode: 'convert', filters: ['Vegan'] })[0]?.path).toBe('originalRecipe');
    expect(issues({ originalRecipe: 'x'.repeat(20_000), mode: 'convert', filters: ['Vegan'] })).toEqual([]);
    expect(issues({ originalRecipe: 'pizza', filters: ['Vegan', 'Moon-Diet'] })).toEqual([
      { path: 'filters.1', message: 'Unknown dietary filter' },
    ]);
    expect(issues({ originalRecipe: 'pizza', filters: ['Halal'] })).toEqual([]);
    expect(issues({ originalRecipe: 'pizza', filters: ['Vegan'], mode: 'bake' })[0]?.path).toBe('mode');
    expect(issues({ originalRecipe: 'pizza', filters: ['Vegan'], timeZone: 'Mars/Olympus' })[0]?.message).toBe('Unknown time zone');
    expect(issues({ originalRecipe: 'pizza', filters: ['Vegan'], timeZone: 'Europe/Berlin' })).toEqual([]);
    expect(issues({ originalRecipe: 'pizza', filters: ['Vegan'], extra: 1 })[0]?.path).toBe('');
    expect(issues({ mode: 'convert', filters: ['Vegan'] })).toEqual([{ path: 'originalRecipe', message: MESSAGES.convertEmptyRecipe }]);
  });

  it('takes a full profile context', () => {
    const r = generateRequestSchema.parse({
      originalRecipe: 'lasagna',
      filters: ['Vegan'],
      profileContext: {
        demographics: { age: 34, gender: 'female' },
        physicalMetrics: { height: 170, heightUnit: 'cm', weight: 65, weightUnit: 'kg', bmi: 22.5 },
        healthInformation: { allergies: ['peanuts'] },
        activeHealthGoals: [{ id: 'g1', type: 'weight_loss', description: 'lose 5 kg', isActive: true }],
        religiousRequirements: ['Halal'],
        nutritionalTargets: { calories: 1800, protein: 104, carbohydrates: 200, fat: 50 },
      },
      goalPrompts: ['Weight loss: lose 5 kg'],
      consent: true,
    });
    expect(r.profileContext?.healthInformation.medications).toEqual([]);
    expect(r.profileContext?.lifestylePreferences).toEqual({});
  });

  it('response shape', () => {
    expect(generateResponseSchema.safeParse({ success: false, error: MESSAGES.quotaExceeded }).success).toBe(true);
    expect(generateResponseSchema.safeParse({ success: true, data: { recipeName: '' } }).success).toBe(false);
  });
});

describe('product messages (signed-in §6, §8)', () => {
  it('fills the daily limit template', () => {
    expect(dailyLimitMessage({ plan: 'Free', n: 3, h: 5, m: 7 })).toBe(
      'Daily conversion limit reached. Your Free plan allows 3 conversions per day. Upgrade your plan for more conversions. Your limit resets in 5h 7m.',
    );
    expect(MESSAGES.consentRequired).toBe(
      'OpenAI data sharing consent is required to generate recipes. Please accept the consent in your settings.',
    );
  });
});
