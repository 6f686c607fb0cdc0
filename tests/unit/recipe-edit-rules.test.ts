import { describe, expect, it } from 'vitest';
import { RECIPE_BOOK_TEXTS } from '../../shared/domain/recipeBookTexts';
import { emptyStructuredRecipe, readRecipeContent } from '../../shared/domain/recipeContent';
import {
  formFromRecipe,
  newRecipeForm,
  newRow,
  nutritionNumber,
  parseTimeText,
  recipeFieldsFromForm,
  servingsValue,
  timeToText,
  validateRecipeForm,
} from '../../shared/domain/recipeEditRules';
import type { RecipeDoc } from '../../shared/schemas/recipe';

const AT = '2026-11-20T10:00:00.000Z';
function structuredDoc(overrides: Partial<ReturnType<typeof emptyStructuredRecipe>> = {}): RecipeDoc {
  const recipe = {
    ...emptyStructuredRecipe('Dal'),
    prepTime: '15 minutes',
    cookTime: '1 hr',
    servings: 4,
    ingredients: ['1 cup lentils', '2 cups water'],
    instructions: ['Rinse.', 'Simmer.'],
    tips: ['Temper spices.'],
    profileMatchExplanation: 'Fits your goals.',
    ...overrides,
  };
  return {
    id: 'r1',
    title: 'Dal',
    convertedRecipe: JSON.stringify(recipe),
    dietaryFilters: ['Vegan'],
    category: 'main-dish',
    imageUrl: '',
    createdAt: AT,
    updatedAt: AT,
  };
}

describe('time fields (§5)', () => {
  it('reads times from text: minute, min, hour, hr, h; minutes by default', () => {
    expect(parseTimeText('15 minutes')).toEqual({ amount: '15', unit: 'min' });
    expect(parseTimeText('20 min')).toEqual({ amount: '20', unit: 'min' });
    expect(parseTimeText('1 hour')).toEqual({ amount: '1', unit: 'hrs' });
    expect(parseTimeText('2 hrs')).toEqual({ amount: '2', unit: 'hrs' });
    expect(parseTimeText('1.5h')).toEqual({ amount: '1.5', unit: 'hrs' });
    expect(parseTimeText('45')).toEqual({ amount: '45', unit: 'min' });
    expect(parseTimeText('1 hour 30 minutes')).toEqual({ amount: '90', unit: 'min' });
    expect(parseTimeText('')).toEqual({ amount: '', unit: 'min' });
  });
  it('saves 0 as empty text, non-numbers as 0 (empty), and never below 0', () => {
    expect(timeToText({ amount: '0', unit: 'min' })).toBe('');
    expect(timeToText({ amount: 'soon', unit: 'min' })).toBe('');
    expect(timeToText({ amount: '-5', unit: 'min' })).toBe('');
    expect(timeToText({ amount: '25', unit: 'min' })).toBe('25 min');
    expect(timeToText({ amount: '1', unit: 'hrs' })).toBe('1 hr');
    expect(timeToText({ amount: '2.5', unit: 'hrs' })).toBe('2.5 hrs');
  });
});

describe('number fields (§5)', () => {
  it('nutrition: whole numbers, minimum 0, invalid becomes 0', () => {
    expect(nutritionNumber('12.6')).toBe(13);
    expect(nutritionNumber('-3')).toBe(0);
    expect(nutritionNumber('lots')).toBe(0);
  });
  it('servings: numeric-looking text is stored as a number', () => {
    expect(servingsValue(' 6 ')).toBe(6);
    expect(servingsValue('4-6 people')).toBe('4-6 people');
  });
});

describe('edit validation (§5)', () => {
  it('asks for a title, an ingredient and an instruction, with the spec texts', () => {
    const form = { ...newRecipeForm(), title: '  ' };
    expect(validateRecipeForm(form)).toEqual([
      'Recipe title is required.',
      'At least one ingredient is required.',
      'At least one instruction is required.',
    ]);
    expect(validateRecipeForm({ ...form, title: 'Soup', ingredients: [newRow('water')], instructions: [newRow('Boil.')] })).toEqual([]);
  });
});

describe('saving the form', () => {
  it('drops blank rows, keeps sections the form does not show, and replaces the dietary requirements', () => {
    const doc = structuredDoc();
    const form = formFromRecipe(doc);
    expect(form.prep).toEqual({ amount: '15', unit: 'min' });
    expect(form.cook).toEqual({ amount: '1', unit: 'hrs' });
    const edited = {
      ...form,
      title: 'Red lentil dal ',
      ingredients: [...form.ingredients, newRow('  ')],
      instructions: [newRow(''), ...form.instructions],
      dietary: ['Vegan', 'Gluten-Free'],
      servings: '6',
      nutrition: { ...form.nutrition, calories: '310.4', protein: 'x' },
    };
    const fields = recipeFieldsFromForm(edited, doc);
    expect(fields.title).toBe('Red lentil dal');
    expect(fields.dietaryFilters).toEqual(['Vegan', 'Gluten-Free']);
    const saved = readRecipeContent(fields.convertedRecipe);
    expect(saved.format).toBe('structured');
    expect(saved.recipe).toMatchObject({
      recipeName: 'Red lentil dal',
      servings: 6,
      ingredients: ['1 cup lentils', '2 cups water'],
      instructions: ['Rinse.', 'Simmer.'],
      dietaryRequirements: ['Vegan', 'Gluten-Free'],
      profileMatchExplanation: 'Fits your goals.',
      prepTime: '15 minutes',
      cookTime: '1 hr',
    });
    expect(saved.recipe.nutrition).toMatchObject({ calories: 310, protein: 0 });
  });

  it('keeps the stored text of an unchanged recipe byte for byte (a title-only edit does not touch it)', () => {
    const doc = structuredDoc();
    const fields = recipeFieldsFromForm(formFromRecipe(doc), doc);
    expect(fields.convertedRecipe).toBe(doc.convertedRecipe);
  });

  it('writes an older text recipe back as text, with its tips as free text', () => {
    const text =
      '**Recipe Name:** Stew\n**Prep Time:** 10 min\n\n**Ingredients:**\n- 2 onions\n\n**Instructions:**\n1. Chop.\n\n**Tips:**\nUse a big pot.';
    const doc = { ...structuredDoc(), title: 'Stew', convertedRecipe: text };
    const form = formFromRecipe(doc);
    expect(form.format).toBe('legacy');
    expect(form.tipsText).toBe('Use a big pot.');
    const fields = recipeFieldsFromForm(
      { ...form, tipsText: 'Use a big pot.\nSalt late.', ingredients: [...form.ingredients, newRow('1 leek')] },
      doc,
    );
    expect(fields.convertedRecipe).toContain('- 1 leek');
    expect(fields.convertedRecipe).toContain('Salt late.');
    expect(readRecipeContent(fields.convertedRecipe).recipe.ingredients).toEqual(['2 onions', '1 leek']);
  });
});

describe('numbers the recipe could not hold', () => {
  it('are refused with a message naming the field, instead of a save that leaves the recipe unreadable', () => {
    const form = newRecipeForm();
    const filledForm = {
      ...form,
      title: 'Stew',
      ingredients: [{ id: 'a', text: '1 onion' }],
      instructions: [{ id: 'b', text: 'Cook.' }],
    };
    expect(validateRecipeForm(filledForm)).toEqual([]);
    expect(validateRecipeForm({ ...filledForm, nutrition: { ...filledForm.nutrition, protein: '1e9' } })).toEqual([
      RECIPE_BOOK_TEXTS.nutritionTooLarge('Protein', 10_000, 'g'),
    ]);
    expect(validateRecipeForm({ ...filledForm, servings: '-3' })).toEqual([RECIPE_BOOK_TEXTS.servingsOutOfRange]);
    expect(validateRecipeForm({ ...filledForm, servings: '0' })).toEqual([RECIPE_BOOK_TEXTS.servingsOutOfRange]);
    expect(validateRecipeForm({ ...filledForm, servings: '4-6' })).toEqual([]);
    expect(validateRecipeForm({ ...filledForm, servings: '6' })).toEqual([]);
  });
});

describe('a recipe typed in by hand', () => {
  it('starts from the cook’s default servings, with nutrition empty (saved as 0, shown as not entered)', () => {
    const form = newRecipeForm(6);
    expect(form.servings).toBe('6');
    expect(Object.values(form.nutrition)).toEqual(['', '', '', '', '', '']);
    expect(validateRecipeForm({ ...form, title: 'Soup', ingredients: [newRow('water')], instructions: [newRow('Boil.')] })).toEqual([]);
  });
});
