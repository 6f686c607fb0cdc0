import fc from 'fast-check';

/**
 * fast-check generators for the merge property tests: a base document and two sides, each either
 * untouched (equal to the base) or edited field by field with a later updatedAt.
 */

export type Doc = Record<string, unknown>;
export interface Triple {
  base: Doc;
  local: Doc;
  remote: Doc;
}

const BASE_TIME = '2026-11-20T10:00:00.000Z';
/** Few distinct edit times, so ties between the two sides happen often. */
const editTime = fc.constantFrom('2026-11-20T11:00:00.000Z', '2026-11-20T12:00:00.000Z', '2026-11-20T12:00:00.000Z');
const word = fc.constantFrom('salt', 'oil', 'rice', 'leek', 'kale', 'fig', 'oat', 'yam', 'pea', 'soy');
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
const filterPool = ['Vegan', 'Keto', 'Halal', 'Kosher', 'Paleo', 'Nut-Free', 'Gluten-Free', 'Dairy-Free'];
const filters = fc.subarray(filterPool);

/** Edits a side from the base: every field of `edits` is applied or not; the side may also be deleted. */
function side(base: Doc, edits: fc.Arbitrary<Doc>): fc.Arbitrary<Doc> {
  return fc.oneof(
    fc.constant({ ...base }),
    fc.record({ patch: edits, at: editTime, deleted: fc.boolean() }).map(({ patch, at, deleted }) => ({
      ...base,
      ...patch,
      updatedAt: at,
      _deleted: deleted && Object.keys(patch).length === 0 ? true : base._deleted,
    })),
  );
}

function triple(base: fc.Arbitrary<Doc>, edits: (base: Doc, label: string) => fc.Arbitrary<Doc>): fc.Arbitrary<Triple> {
  return base.chain((b) => fc.record({ base: fc.constant(b), local: side(b, edits(b, 'l')), remote: side(b, edits(b, 'r')) }));
}

export const recipeTriple = triple(
  fc.record({
    id: fc.constant('r1'),
    title: text,
    convertedRecipe: text,
    dietaryFilters: filters,
    category: fc.constantFrom('main-dish', 'dessert'),
    imageUrl: fc.constant(''),
    createdAt: fc.constant(BASE_TIME),
    updatedAt: fc.constant(BASE_TIME),
    _deleted: fc.constant(false),
  }),
  () =>
    fc.record(
      {
        title: text,
        convertedRecipe: fc.oneof(
          text,
          text.map((t) => JSON.stringify({ recipeName: t })),
        ),
        dietaryFilters: filters,
        category: fc.constantFrom('main-dish', 'dessert', 'appetizer'),
      },
      { requiredKeys: [] },
    ),
);

const placement = (prefix: string) =>
  fc.record({
    id: fc.constantFrom(`${prefix}1`, `${prefix}2`, `${prefix}3`),
    recipeId: fc.constantFrom('a', 'b'),
    title: word,
    addedAt: fc.constantFrom(BASE_TIME, '2026-11-20T10:30:00.000Z'),
  });
const slotList = (prefix: string) => fc.uniqueArray(placement(prefix), { maxLength: 2, selector: (p) => p.id });
const day = (prefix: string) => fc.record({ lunch: slotList(prefix), snacks: slotList(prefix) }, { requiredKeys: [] });
const days = (prefix: string) => fc.dictionary(fc.constantFrom('2026-11-23', '2026-11-24'), day(prefix), { maxKeys: 2 });

export const mealPlanTriple = triple(
  fc.record({
    id: fc.constant('2026-11-23'),
    weekStart: fc.constant('2026-11-23'),
    mealPlan: days('b'),
    createdAt: fc.constant(BASE_TIME),
    updatedAt: fc.constant(BASE_TIME),
    _deleted: fc.constant(false),
  }),
  // Each side keeps some of the base's placements and adds its own (own ids, as crypto.randomUUID gives).
  (b, label) => fc.record({ mealPlan: editedDays(b.mealPlan as Record<string, Record<string, unknown[]>>, label) }, { requiredKeys: [] }),
);

function editedDays(base: Record<string, Record<string, unknown[]>>, label: string): fc.Arbitrary<Doc> {
  // A kept placement may be retitled (typed text both devices can change).
  const retitled = (items: unknown[]): fc.Arbitrary<unknown[]> =>
    fc.tuple(
      ...items.map((item) =>
        fc.oneof(
          fc.constant(item),
          word.map((w) => ({ ...(item as Doc), title: `${w} ${label}` })),
        ),
      ),
    );
  const slotEdit = (items: unknown[]) =>
    fc
      .record({
        kept: fc.subarray(items).chain((k) => (k.length === 0 ? fc.constant<unknown[]>([]) : retitled(k))),
        added: slotList(label),
      })
      .map(({ kept, added }) => [...kept, ...added]);
  const dayEdit = (d: Record<string, unknown[]>) => fc.record({ lunch: slotEdit(d.lunch ?? []), snacks: slotEdit(d.snacks ?? []) });
  return fc.record({ '2026-11-23': dayEdit(base['2026-11-23'] ?? {}), '2026-11-24': dayEdit(base['2026-11-24'] ?? {}) }).map((plan) => {
    const out: Doc = {};
    for (const [date, d] of Object.entries(plan)) {
      const slots = Object.fromEntries(Object.entries(d).filter(([, items]) => items.length > 0));
      if (Object.keys(slots).length > 0) out[date] = slots;
    }
    return out;
  });
}

export const checksTriple = triple(
  fc.record({
    id: fc.constant('2026-11-23'),
    weekStart: fc.constant('2026-11-23'),
    checked: fc.subarray(['eggs', 'milk', 'flour', 'rice', 'kale', 'oats']),
    updatedAt: fc.constant(BASE_TIME),
    _deleted: fc.constant(false),
  }),
  () => fc.record({ checked: fc.subarray(['eggs', 'milk', 'flour', 'rice', 'kale', 'oats', 'figs', 'salt']) }, { requiredKeys: [] }),
);

const allergyPool = ['peanuts', 'milk', 'eggs', 'soy', 'wheat', 'shellfish'];
const goal = (prefix: string) =>
  fc.record({
    id: fc.constantFrom(`${prefix}g1`, `${prefix}g2`),
    type: fc.constantFrom('weight_loss', 'lifestyle'),
    description: word,
    isActive: fc.boolean(),
  });

export const settingsTriple = triple(
  fc.record({
    id: fc.constant('settings'),
    defaultServingSize: fc.integer({ min: 1, max: 8 }),
    preferredUnits: fc.constantFrom('metric', 'us'),
    healthConditions: fc.subarray(['Diabetes', 'Hypertension']),
    defaultDietaryFilters: filters,
    religiousRequirements: fc.constant([]),
    autoSaveRecipes: fc.boolean(),
    personalProfile: fc.record({
      allergies: fc.subarray(allergyPool),
      medicalConditions: fc.constant([]),
      medications: fc.constant([]),
      healthGoals: fc.uniqueArray(goal('b'), { maxLength: 2, selector: (g) => g.id }),
    }),
    updatedAt: fc.constant(BASE_TIME),
    _deleted: fc.constant(false),
  }),
  (b, label) =>
    fc.record(
      {
        defaultServingSize: fc.integer({ min: 1, max: 8 }),
        theme: fc.constantFrom('light', 'dark'),
        defaultDietaryFilters: filters,
        displayName: word.map((w) => `Chef ${w} ${label}`),
        personalProfile: fc
          .record({
            allergies: fc.subarray(allergyPool),
            goals: fc.uniqueArray(goal(label), { maxLength: 2, selector: (g) => g.id }),
            // The base's goals, some with a description this side rewrote.
            kept: fc.tuple(
              ...((b.personalProfile as { healthGoals: Doc[] }).healthGoals.map((g) =>
                fc.oneof(
                  fc.constant(g),
                  word.map((w) => ({ ...g, description: `${w} ${label}` })),
                ),
              ) as [fc.Arbitrary<Doc>]),
            ),
          })
          .map(({ allergies, goals, kept }) => ({ ...(b.personalProfile as Doc), allergies, healthGoals: [...kept, ...goals] })),
      },
      { requiredKeys: [] },
    ),
);

export const notificationTriple = triple(
  fc.record({
    id: fc.constant('n1'),
    title: text,
    message: text,
    type: fc.constantFrom('info', 'warning'),
    isRead: fc.boolean(),
    createdAt: fc.constant(BASE_TIME),
    updatedAt: fc.constant(BASE_TIME),
    _deleted: fc.constant(false),
  }),
  () => fc.record({ title: text, message: text, isRead: fc.constant(true) }, { requiredKeys: [] }),
);
