import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { profileContextSchema } from '../../shared/schemas/generate';

const context = profileContextSchema.parse({
  demographics: { age: 30, gender: 'female' },
  physicalMetrics: { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg', bmi: 22 },
  healthInformation: { allergies: [], medicalConditions: [] },
  lifestylePreferences: { cookingSkillLevel: 'Beginner', timeAvailableForCooking: '30 minutes', budgetPreference: 'low' },
  activeHealthGoals: [],
  dietaryRestrictions: ['Vegan'],
  religiousRequirements: [],
});

/** "Why this recipe fits" says "with no violations" only when the whole card passed its final check. */
describe('the profile sections follow the final verdict', () => {
  it.each([
    'Classic Beef Lasagna\nServes 6\nIngredients\n- 12 lasagna sheets\n- 500 g minced beef\n- 1 onion, diced\n- 700 g tomato passata\n- 500 ml whole milk\n- 50 g butter\n- 50 g plain flour\n- 100 g parmesan, grated\nInstructions\n1. Brown the beef with the onion, add the passata and simmer for 20 minutes.\n2. Melt the butter, stir in the flour, whisk in the milk and cook until thick.\n3. Layer sheets, sauce and béchamel, finish with parmesan.\n4. Bake at 190°C for 40 minutes.',
    'Soup\n\n1 l chicken stock\n2 carrots\n\nSimmer the carrots in the stock.',
    'Toast\n\n4 slices sandwich bread\n1 tomato\n\nToast the bread.',
  ])('%s', (text) => {
    const result = generateLocally({
      originalRecipe: text,
      mode: 'convert',
      filters: ['Vegan', 'Gluten-Free', 'Nut-Free'],
      avoidIngredients: [],
      profileContext: context,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const says = JSON.stringify(result.recipe);
    if (result.recipe.compliance?.compliant !== true) expect(says).not.toContain('with no violations');
  });
});
