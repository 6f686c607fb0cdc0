import { describe, expect, it } from 'vitest';
import { checkFile, fileKind } from '../../client/src/features/converter/fileReaders';
import { allowedDefaults, filterPage, toggleFilter } from '../../client/src/features/converter/filterPaging';
import { generationErrorText, splitTitled } from '../../client/src/features/converter/generationErrors';
import { buildGenerateRequest, type ConverterInput, modeFor, validateRequest } from '../../client/src/features/converter/generationRequest';
import { addEntries, canAdd } from '../../client/src/features/converter/ingredientEntry';
import { localDay, offlineLedger, untilMidnight, usedToday, withinDailyLimit } from '../../client/src/features/converter/offlineQuota';
import { linkIn, unreadableLinkIn } from '../../client/src/features/converter/recipeLink';
import { counterTone, meterState, meterTone } from '../../client/src/features/converter/usageMeter';
import { autoSaveFailureToast, canSave } from '../../client/src/features/converter/useRecipeSave';
import { CONVERTER_TEXTS, LINK_TEXTS } from '../../shared/domain/converterTexts';
import { MESSAGES } from '../../shared/domain/messages';
import { availableDietaryFilters, featureAccessFor, UNLIMITED } from '../../shared/domain/plans';
import { defaultSettings, type SettingsDoc } from '../../shared/schemas/settings';

const input = (over: Partial<ConverterInput> = {}): ConverterInput => ({
  tab: 'convert',
  text: 'Pancakes\nIngredients\n- 200 g flour\n- 2 eggs\nInstructions\n1. Mix and fry.',
  filters: ['Vegan'],
  mustUse: [],
  avoid: [],
  servings: 4,
  units: 'metric',
  listsUnlocked: false,
  ...over,
});

const settings = (over: Partial<SettingsDoc> = {}): SettingsDoc => ({ ...defaultSettings('2026-01-01T00:00:00.000Z'), ...over });

describe('usage meter', () => {
  it('is green under 60 %, amber from 60 to under 85 %, red from 85 %', () => {
    expect(meterTone(59.9)).toBe('green');
    expect(meterTone(60)).toBe('amber');
    expect(meterTone(84.9)).toBe('amber');
    expect(meterTone(85)).toBe('red');
    expect(meterState(1, 3).tone).toBe('green');
    expect(meterState(2, 3).tone).toBe('amber');
    expect(meterState(3, 3).tone).toBe('red');
  });
  it('shows the remaining count from 75 % and warns from 90 %', () => {
    expect(meterState(74, 100)).toMatchObject({ remaining: null, nearLimit: false });
    expect(meterState(75, 100)).toMatchObject({ remaining: 25, nearLimit: false });
    expect(meterState(89, 100)).toMatchObject({ remaining: 11, nearLimit: false });
    expect(meterState(90, 100)).toMatchObject({ remaining: 10, nearLimit: true });
    expect(meterState(5, 3)).toMatchObject({ percent: 100, remaining: 0, tone: 'red' });
  });
  it('has no limit for unlimited plans', () => {
    expect(meterState(500, UNLIMITED)).toMatchObject({ unlimited: true, tone: 'green', remaining: null, nearLimit: false });
  });
  it('turns the character counter amber above 15,000 and red above 18,000', () => {
    expect(counterTone(15_000, 15_000, 18_000)).toBe('normal');
    expect(counterTone(15_001, 15_000, 18_000)).toBe('amber');
    expect(counterTone(18_000, 15_000, 18_000)).toBe('amber');
    expect(counterTone(18_001, 15_000, 18_000)).toBe('red');
  });
});

describe('filter picker', () => {
  it('shows 8 selectable filters per page and clamps the page', () => {
    const first = filterPage({ search: '', category: 'all', page: 0 }, 8);
    expect(first).toMatchObject({ total: 24, pageCount: 3, page: 0 });
    expect(first.items).toHaveLength(8);
    expect(first.items.some((f) => f.name === 'Halal')).toBe(false);
    expect(filterPage({ search: '', category: 'all', page: 9 }, 8).page).toBe(2);
  });
  it('searches by name and narrows by category', () => {
    expect(filterPage({ search: 'free', category: 'all', page: 0 }, 8).items.map((f) => f.name)).toEqual([
      'Gluten-Free',
      'Dairy-Free',
      'Nut-Free',
      'Sugar-Free',
    ]);
    expect(filterPage({ search: '', category: 'low-carb', page: 0 }, 8).items.map((f) => f.name)).toEqual(['Keto', 'Low-Carb']);
    expect(filterPage({ search: 'zzz', category: 'all', page: 0 }, 8)).toMatchObject({ total: 0, pageCount: 1 });
  });
  it('puts the user’s own filters first: the free plan’s four fill the start of page one', () => {
    const free = availableDietaryFilters('free');
    const first = filterPage({ search: '', category: 'all', page: 0 }, 8, free);
    expect(first.items.slice(0, 4).map((f) => f.name)).toEqual(['Vegan', 'Gluten-Free', 'Keto', 'Low-Carb']);
    expect(first.items.slice(4).every((f) => !free.includes(f.name))).toBe(true);
    const chef = availableDietaryFilters('chef');
    const pageOne = filterPage({ search: '', category: 'all', page: 0 }, 8, chef).items.map((f) => f.name);
    expect(pageOne.every((name) => chef.includes(name))).toBe(true);
    // Within a category too.
    expect(filterPage({ search: '', category: 'plant-based', page: 0 }, 8, free).items.map((f) => f.name)).toEqual([
      'Vegan',
      'Vegetarian',
      'Plant-Based',
      'Pescatarian',
    ]);
  });
  it('shows Halal and Kosher under Religious and when searched for, never an empty Religious page', () => {
    expect(filterPage({ search: '', category: 'religious', page: 0 }, 8).items.map((f) => [f.name, f.selectable])).toEqual([
      ['Halal', false],
      ['Kosher', false],
    ]);
    expect(filterPage({ search: 'kosh', category: 'all', page: 0 }, 8).items.map((f) => f.name)).toEqual(['Kosher']);
    expect(filterPage({ search: 'religious', category: 'all', page: 0 }, 8).total).toBe(2);
    expect(filterPage({ search: '', category: 'all', page: 0 }, 8).total).toBe(24);
  });
  it('lets a plan select only its filters: free 4, chef 12, master chef 24', () => {
    const free = availableDietaryFilters('free');
    expect(free).toEqual(['Vegan', 'Gluten-Free', 'Low-Carb', 'Keto']);
    expect(availableDietaryFilters('chef')).toHaveLength(12);
    expect(availableDietaryFilters('master-chef')).toHaveLength(24);
    expect(toggleFilter([], 'Paleo', free)).toEqual([]);
    expect(toggleFilter([], 'Vegan', free)).toEqual(['Vegan']);
    expect(toggleFilter(['Vegan'], 'Vegan', free)).toEqual([]);
  });
  it('pre-selects default filters only where the plan allows them', () => {
    expect(allowedDefaults(['Paleo', 'Vegan', 'Keto', 'Vegan'], availableDietaryFilters('free'))).toEqual(['Vegan', 'Keto']);
  });
});

describe('must-use and avoid entries', () => {
  it('are comma-separated, trimmed, without blanks or duplicates', () => {
    expect(addEntries(['Mushrooms'], ' spinach, , mushrooms,  kale ')).toEqual(['Mushrooms', 'spinach', 'kale']);
  });
  it('cannot be added blank', () => {
    expect(canAdd('')).toBe(false);
    expect(canAdd(' , ')).toBe(false);
    expect(canAdd('leek')).toBe(true);
  });
});

describe('request building and validation', () => {
  it('chooses the mode from the button pressed', () => {
    expect(modeFor('convert', false)).toBe('convert');
    expect(modeFor('create', false)).toBe('create');
    expect(modeFor('create', true)).toBe('surprise');
  });
  it('builds the request of signed-in §7 from the form and settings', async () => {
    const s = settings({
      healthConditions: ['Diabetes'],
      defaultDietaryFilters: ['Vegan'],
      timeZone: 'Europe/Budapest',
      personalProfile: {
        allergies: ['peanuts'],
        medicalConditions: [],
        medications: [],
        healthGoals: [{ id: 'g1', type: 'weight_loss', description: 'lose 5 kg', isActive: true }],
        weight: 70,
        weightUnit: 'kg',
        height: 175,
        heightUnit: 'cm',
      },
    });
    const request = await buildGenerateRequest(input({ servings: 6, units: 'us', mustUse: ['leek'] }), 'convert', s, true);
    expect(request).toMatchObject({
      mode: 'convert',
      filters: ['Vegan'],
      consent: true,
      stream: true,
      timeZone: 'Europe/Budapest',
      userSettings: { defaultServingSize: 6, preferredUnits: 'us', healthConditions: ['Diabetes'], defaultDietaryFilters: ['Vegan'] },
    });
    expect(request.profileContext?.healthInformation?.allergies).toEqual(['peanuts']);
    expect(request.profileContext?.physicalMetrics?.bmi).toBeCloseTo(22.9, 1);
    expect(request.goalPrompts).toEqual(['Weight loss: lose 5 kg']);
    // Lists go only where the plan unlocks them.
    expect(request.mustUseIngredients).toBeUndefined();
    const unlocked = await buildGenerateRequest(input({ mustUse: ['leek'], avoid: ['celery'], listsUnlocked: true }), 'convert', s, false);
    expect(unlocked).toMatchObject({ mustUseIngredients: ['leek'], avoidIngredients: ['celery'], consent: false });
  });
  it('asks the engine to scale only when the user changed the servings on the form', async () => {
    const s = settings();
    expect((await buildGenerateRequest(input({ servings: 6 }), 'convert', s, true)).requestedServings).toBeUndefined();
    expect((await buildGenerateRequest(input({ servings: 6, servingsAsked: true }), 'convert', s, true)).requestedServings).toBe(6);
    // A new recipe is made for the form's count anyway; nothing to scale.
    expect((await buildGenerateRequest(input({ servings: 6, servingsAsked: true }), 'create', s, true)).requestedServings).toBeUndefined();
  });
  it('sends no recipe text for a surprise', async () => {
    expect((await buildGenerateRequest(input(), 'surprise', settings(), true)).originalRecipe).toBe('');
  });
  it('gives the spec texts, on the field that failed', async () => {
    const s = settings();
    expect(validateRequest(await buildGenerateRequest(input({ tab: 'create', text: '', filters: [] }), 'create', s, true))).toEqual([
      { field: 'recipe', message: MESSAGES.createEmptyDishName },
      { field: 'filters', message: MESSAGES.createNoFilter },
    ]);
    expect(validateRequest(await buildGenerateRequest(input({ filters: [] }), 'surprise', s, true))).toEqual([
      { field: 'filters', message: MESSAGES.surpriseNoFilter },
    ]);
    expect(validateRequest(await buildGenerateRequest(input({ tab: 'create', text: 'lentil soup' }), 'create', s, true))).toEqual([]);
    expect(validateRequest(await buildGenerateRequest(input({ text: '   ' }), 'convert', s, true))).toEqual([
      { field: 'recipe', message: MESSAGES.convertEmptyRecipe },
    ]);
    expect(validateRequest(await buildGenerateRequest(input({ text: 'x'.repeat(20_001) }), 'convert', s, true))[0]?.field).toBe('recipe');
  });
});

describe('daily limit on and off the network', () => {
  it('counts offline conversions of today on top of the synced usage', () => {
    const pending = [
      { id: 'a', day: '2026-03-01' },
      { id: 'b', day: '2026-03-02' },
    ];
    expect(usedToday(1, pending, '2026-03-02')).toBe(2);
    expect(withinDailyLimit(3, 2)).toBe(true);
    expect(withinDailyLimit(3, 3)).toBe(false);
    expect(withinDailyLimit(UNLIMITED, 10_000)).toBe(true);
  });
  it('says the hours and minutes until local midnight', () => {
    expect(untilMidnight(new Date(2026, 2, 2, 16, 48, 0))).toEqual({ h: 7, m: 12 });
    expect(untilMidnight(new Date(2026, 2, 2, 23, 59, 30))).toEqual({ h: 0, m: 1 });
    expect(localDay(new Date(2026, 0, 5, 10))).toBe('2026-01-05');
  });
  it('keeps the offline ledger per user until the server has counted it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage;
    const ledger = offlineLedger('user-1', storage);
    const a = ledger.record('2026-03-02');
    ledger.record('2026-03-02');
    expect(offlineLedger('user-2', storage).pending()).toEqual([]);
    ledger.forget([a.id]);
    expect(ledger.pending()).toHaveLength(1);
    store.set('rk.offlineConversions.user-1', 'not json');
    expect(ledger.pending()).toEqual([]);
  });
});

describe('files, links and messages', () => {
  it('accepts .txt, .docx and .pdf up to 10MB with the spec texts', () => {
    expect(fileKind({ name: 'a.TXT', type: '' })).toBe('txt');
    expect(fileKind({ name: 'a.docx', type: '' })).toBe('docx');
    expect(fileKind({ name: 'a.pdf', type: '' })).toBe('pdf');
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe(CONVERTER_TEXTS.fileWrongType);
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(CONVERTER_TEXTS.fileTooLarge);
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('treats a text that is only a link as a link to read', () => {
    expect(linkIn('  https://example.com/recipe/1 ')).toBe('https://example.com/recipe/1');
    expect(linkIn('see https://example.com')).toBeNull();
    expect(linkIn('ftp://example.com')).toBeNull();
  });
  it('maps generation failures to the texts of signed-in §8', () => {
    expect(generationErrorText({ error: 'Request quota exhausted' })).toBe(MESSAGES.quotaExceeded);
    expect(generationErrorText({ error: 'TypeError: Failed to fetch' })).toBe(MESSAGES.connectionFailed);
    expect(generationErrorText({ error: MESSAGES.notAuthenticated })).toBe(MESSAGES.signInToGenerate);
    expect(generationErrorText({ error: 'Something specific' })).toBe('Something specific');
    expect(generationErrorText({ status: 502 })).toBe('HTTP error! status: 502');
    expect(generationErrorText({ success: false })).toBe(MESSAGES.conversionFailed);
    expect(splitTitled('Daily Conversion Limit Reached: Daily conversion limit reached.', MESSAGES.dailyLimitTitle)).toEqual({
      title: MESSAGES.dailyLimitTitle,
      text: 'Daily conversion limit reached.',
    });
  });
  it('enables Save only when signed in, a recipe exists, saving is not running and the plan allows it', () => {
    const access = featureAccessFor({ plan: 'free', isAdmin: false, currentRecipeCount: 2, conversionsUsedToday: 0 });
    const full = featureAccessFor({ plan: 'free', isAdmin: false, currentRecipeCount: 5, conversionsUsedToday: 0 });
    expect(canSave({ signedIn: true, hasRecipe: true, state: 'idle', access })).toBe(true);
    expect(canSave({ signedIn: false, hasRecipe: true, state: 'idle', access })).toBe(false);
    expect(canSave({ signedIn: true, hasRecipe: false, state: 'idle', access })).toBe(false);
    expect(canSave({ signedIn: true, hasRecipe: true, state: 'saving', access })).toBe(false);
    expect(canSave({ signedIn: true, hasRecipe: true, state: 'idle', access: full })).toBe(false);
    // "Already Saved" stays reachable.
    expect(canSave({ signedIn: true, hasRecipe: true, state: 'saved', access: full })).toBe(true);
    expect(autoSaveFailureToast('Recipe limit reached. Your FREE plan…').title).toBe('Auto-Save Failed - Limit Reached');
    expect(autoSaveFailureToast('disk full').title).toBe('Auto-Save Failed');
  });
});

describe('a conversion needs something to convert for', () => {
  it('asks for a filter when there is no filter, no list and no allergy; a list or an allergy is enough', async () => {
    const s = settings();
    const none = { ...s, personalProfile: { ...s.personalProfile, allergies: [] }, religiousRequirements: [] };
    expect(validateRequest(await buildGenerateRequest(input({ filters: [] }), 'convert', none, true))).toEqual([
      { field: 'filters', message: MESSAGES.createNoFilter },
    ]);
    const avoid = await buildGenerateRequest(input({ filters: [], avoid: ['celery'], listsUnlocked: true }), 'convert', none, true);
    expect(validateRequest(avoid)).toEqual([]);
    const mustUse = await buildGenerateRequest(input({ filters: [], mustUse: ['leek'], listsUnlocked: true }), 'convert', none, true);
    expect(validateRequest(mustUse)).toEqual([]);
    const allergic = { ...none, personalProfile: { ...none.personalProfile, allergies: ['peanuts'] } };
    expect(validateRequest(await buildGenerateRequest(input({ filters: [] }), 'convert', allergic, true))).toEqual([]);
  });
});

describe('links in the recipe text', () => {
  it('reads http and https links; asks for a full address for other schemes and www. without one', () => {
    expect(linkIn(' https://example.com/pie ')).toBe('https://example.com/pie');
    expect(unreadableLinkIn('https://example.com/pie')).toBeNull();
    for (const text of ['ftp://example.com/pie', 'file:///home/me/pie.txt', 'www.example.com/pie', 'WWW.Example.com']) {
      expect(unreadableLinkIn(text), text).toBe(LINK_TEXTS.invalidUrl);
    }
    for (const text of ['Pancakes\n2 eggs', 'www', 'Visit www.example.com for more: 2 eggs, 1 cup milk']) {
      expect(unreadableLinkIn(text), text).toBeNull();
    }
  });
});
