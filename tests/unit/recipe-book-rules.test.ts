import { describe, expect, it } from 'vitest';
import {
  dietaryBadges,
  healthFilterApplies,
  limitBanner,
  matchedCategories,
  matchedHealthConditions,
  pageCount,
  paginationItems,
} from '../../shared/domain/recipeBookRules';
import { recipeCountText } from '../../shared/domain/recipeBookTexts';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContent';
import { recipeCopyText } from '../../shared/domain/recipeCopyText';

describe('recipe book pagination (§9: page size 8; first, last, current ± 2, ellipses)', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts ellipses where pages are left out', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
  });
  it('counts pages of 8', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
    expect(pageCount(5000)).toBe(625);
  });
});

describe('cards and header', () => {
  it('cuts the first two dietary badges at 8 characters and counts the rest', () => {
    expect(dietaryBadges(['Vegan', 'Gluten-Free', 'Keto', 'Paleo'])).toEqual({ badges: ['Vegan', 'Gluten-F…'], more: 2 });
    expect(dietaryBadges([])).toEqual({ badges: [], more: 0 });
  });
  it('shows the count over the limit, ∞ when unlimited', () => {
    expect(recipeCountText(4, 5, 999_999)).toBe('4 / 5');
    expect(recipeCountText(12, 999_999, 999_999)).toBe('12 / ∞');
  });
});

describe('limit banners (§4)', () => {
  it('warns from 80 % of the limit and says when the limit is reached', () => {
    expect(limitBanner({ canSave: true, count: 3, limit: 5, planName: 'Free' })).toBeNull();
    expect(limitBanner({ canSave: true, count: 4, limit: 5, planName: 'Free' })).toEqual({ kind: 'nearly', count: 4, limit: 5 });
    expect(limitBanner({ canSave: false, count: 5, limit: 5, planName: 'Free' })).toEqual({ kind: 'reached', plan: 'FREE', limit: 5 });
    expect(limitBanner({ canSave: true, count: 900_000, limit: 999_999, planName: 'Enterprise' })).toBeNull();
  });
});

describe('health-condition and category filters (§5 keyword rules)', () => {
  it('matches health conditions by keywords in the recipe text', () => {
    expect(matchedHealthConditions('gluten-free pancakes with low-sodium butter')).toEqual(
      expect.arrayContaining(['celiac disease', 'hypertension', 'kidney disease']),
    );
    expect(matchedHealthConditions('chocolate cake')).toEqual([]);
  });
  it('applies only for a condition the user lists and the plan allows', () => {
    expect(healthFilterApplies('diabetes', ['Diabetes'], true)).toBe(true);
    expect(healthFilterApplies('diabetes', ['Diabetes'], false)).toBe(false);
    expect(healthFilterApplies('diabetes', [], true)).toBe(false);
    expect(healthFilterApplies('gout', ['gout'], true)).toBe(false);
  });
  it('matches categories by the category field and by keywords', () => {
    expect(matchedCategories('main-dish', 'lentil stew')).toEqual(['main-dish']);
    expect(matchedCategories('main-dish', 'chocolate cake')).toEqual(['main-dish', 'dessert']);
  });
});

describe('copy format (§3)', () => {
  it('writes a structured recipe as readable text', () => {
    const recipe = {
      ...emptyStructuredRecipe('Lentil soup'),
      description: 'Warming.',
      prepTime: '10 min',
      servings: 4,
      dietaryRequirements: ['Vegan'],
      ingredients: ['1 cup lentils', '1 onion'],
      instructions: ['Chop.', 'Simmer.'],
      tips: ['Add lemon.'],
      nutrition: { calories: 320, protein: 18, carbohydrates: 40, fat: 6, fiber: 12, sodium: 300 },
    };
    expect(recipeCopyText('Lentil soup', JSON.stringify(recipe))).toBe(
      [
        'Lentil soup',
        '',
        'Warming.',
        '',
        'Prep Time: 10 min',
        'Servings: 4',
        'Dietary: Vegan',
        '',
        'Ingredients:',
        '- 1 cup lentils',
        '- 1 onion',
        '',
        'Instructions:',
        '1. Chop.',
        '2. Simmer.',
        '',
        'Nutrition (per serving):',
        'Calories: 320',
        'Protein: 18g',
        'Carbs: 40g',
        'Fat: 6g',
        'Fiber: 12g',
        'Sodium: 300mg',
        '',
        'Tips:',
        '- Add lemon.',
        '',
      ].join('\n'),
    );
  });
  it('copies an older text recipe as it is, under its title', () => {
    expect(recipeCopyText('Stew', '**Ingredients:**\n- beans')).toBe('Stew\n\n**Ingredients:**\n- beans\n');
  });
});
