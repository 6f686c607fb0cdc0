import { describe, expect, it } from 'vitest';
import { goalPromptsFromSettings, minutesIn, profileContextFromSettings, profileSections } from '../../shared/kitchen/profile';
import { type ProfileContext, profileContextSchema } from '../../shared/schemas/generate';
import { defaultSettings } from '../../shared/schemas/settings';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

const recipe: StructuredRecipe = {
  recipeName: 'Test Curry',
  prepTime: '15 minutes',
  cookTime: '30 minutes',
  totalTime: '45 minutes',
  servings: 4,
  dietaryRequirements: ['Vegan'],
  ingredients: ['400 g canned chickpeas', '1 onion', '400 ml coconut milk', '50 g sunflower seeds'],
  instructions: ['Cook the onion.', 'Add the rest.', 'Simmer.'],
  nutrition: { calories: 550, protein: 32, carbohydrates: 60, fat: 20, fiber: 9, sodium: 640 },
  tips: [],
  substitutions: [{ original: '50 g peanuts', replacement: '50 g sunflower seeds', reason: 'Avoid list: peanuts' }],
  compliance: { filters: ['Vegan'], compliant: true, violations: [] },
};

function ctx(overrides: Partial<ProfileContext> = {}): ProfileContext {
  return profileContextSchema.parse({
    demographics: { age: 30, gender: 'male' },
    physicalMetrics: { height: 180, heightUnit: 'cm', weight: 80, weightUnit: 'kg', bmi: 24.7 },
    healthInformation: { allergies: ['peanuts'], medicalConditions: ['Type 2 Diabetes'] },
    lifestylePreferences: { cookingSkillLevel: 'Beginner', timeAvailableForCooking: '30 minutes', budgetPreference: 'low' },
    activeHealthGoals: [
      { id: 'a', type: 'muscle_gain', description: 'build strength', isActive: true },
      { id: 'b', type: 'weight_loss', description: '', isActive: true },
    ],
    dietaryRestrictions: ['Vegan'],
    religiousRequirements: ['Halal'],
    ...overrides,
  });
}

describe('profile sections of the structured recipe', () => {
  it('states per-serving shares of the computed daily targets', () => {
    const s = profileSections(recipe, ctx());
    // 1780 x 1.55 - 300 = 2459 kcal; protein 1.6 x 80 = 128 g; fat 2459 x 0.25 / 9 = 68.3 g; carbs (2459 - 512 - 614.75) / 4 = 333 g
    expect(s.healthGoalsAlignment.nutritionalTargets).toBe(
      'One serving gives 550 kcal (22% of your 2459 kcal daily target), 32 g protein (25% of 128 g), 60 g carbohydrates (18% of 333 g) and 20 g fat (29% of 68 g).',
    );
    expect(s.healthGoalsAlignment.matchingGoals).toEqual(['Muscle gain: build strength', 'Weight loss']);
    expect(s.healthGoalsAlignment.progressSupport).toContain('32 g protein a serving toward 128 g a day');
  });

  it('explains the match, allergies, BMI, conditions, time and skill from the data', () => {
    const s = profileSections(recipe, ctx(), ['Hypertension']);
    expect(s.profileMatchExplanation).toContain('Checked against Vegan with no violations.');
    expect(s.profileMatchExplanation).toContain('Religious requirements applied: Halal.');
    expect(s.profileMatchExplanation).toContain('Your allergies (peanuts) were treated as ingredients to avoid.');
    expect(s.healthInsights.bmiConsiderations).toBe('Your BMI of 24.7 is in the healthy weight range; one serving is 550 kcal.');
    expect(s.healthInsights.medicalConditionSupport).toEqual([
      'Type 2 Diabetes: 60 g carbohydrates and 9 g fiber per serving.',
      'Hypertension: 640 mg sodium and 20 g fat per serving.',
    ]);
    expect(s.healthInsights.allergyAlternatives).toEqual([
      '50 g peanuts → 50 g sunflower seeds (Avoid list: peanuts)',
      'peanuts: swapped out above; none is left in the ingredient list.',
    ]);
    expect(s.personalizedFeatures.timeOptimization).toBe(
      'Total time 45 minutes (prep 15 minutes, cook 30 minutes). Longer than your 30 minutes; the prep can be done ahead.',
    );
    expect(s.personalizedFeatures.skillLevelAdaptation).toBe('3 steps and 4 ingredients for a beginner cook.');
  });

  it('names only the times the recipe states', () => {
    const time = (prepTime: string, cookTime: string, totalTime: string) =>
      profileSections({ ...recipe, prepTime, cookTime, totalTime }, profileContextSchema.parse({})).personalizedFeatures.timeOptimization;
    expect(time('', '45 minutes', '1 hour 35 minutes')).toBe('Total time 1 hour 35 minutes (cook 45 minutes).');
    expect(time('', '', '20 minutes')).toBe('Total time 20 minutes.');
    expect(time('10 minutes', '', '')).toBe('Time: prep 10 minutes.');
    expect(time('', '', '')).toBe('The recipe does not say how long it takes.');
  });

  it('says plainly what is missing', () => {
    const s = profileSections(recipe, profileContextSchema.parse({}));
    expect(s.healthInsights.bmiConsiderations).toBe('No height and weight in your profile, so BMI is not considered.');
    expect(s.healthGoalsAlignment.nutritionalTargets).toMatch(/Add age, height and weight in Settings/);
    expect(s.healthGoalsAlignment.progressSupport).toBe('No active health goals.');
  });

  it('is deterministic', () => {
    expect(profileSections(recipe, ctx())).toEqual(profileSections(recipe, ctx()));
  });

  it('builds the request context and goal prompts from settings', () => {
    const settings = defaultSettings('2026-01-01T00:00:00.000Z');
    settings.religiousRequirements = ['Kosher'];
    settings.personalProfile = {
      ...settings.personalProfile,
      age: 30,
      gender: 'male',
      height: 6,
      heightUnit: 'ft_in',
      weight: 200,
      weightUnit: 'lbs',
      healthGoals: [
        { id: 'g', type: 'weight_loss', description: 'lose 10 lbs', targetValue: 10, unit: 'lbs', isActive: true },
        { id: 'h', type: 'performance', description: 'old', isActive: false },
      ],
    };
    const c = profileContextFromSettings(settings);
    expect(c.physicalMetrics.bmi).toBe(27.1);
    expect(c.religiousRequirements).toEqual(['Kosher']);
    expect(c.activeHealthGoals).toHaveLength(1);
    expect(c.nutritionalTargets?.protein).toBe(145);
    expect(profileContextSchema.safeParse(c).success).toBe(true);
    expect(goalPromptsFromSettings(settings)).toEqual(['Weight loss: lose 10 lbs (target 10 lbs)']);
  });

  it('reads times in minutes and hours', () => {
    expect(minutesIn('1 hour 20 minutes')).toBe(80);
    expect(minutesIn('45 min')).toBe(45);
    expect(minutesIn('1.5 h')).toBe(90);
    expect(minutesIn('quick')).toBeUndefined();
  });
});
