/**
 * How many items each of a user's lists may hold: the schemas' maxItems and the sync merge's caps
 * (shared/sync/mergePolicies.ts), written once so a merged document always passes validation.
 */
export const LIST_CAPS = {
  dietaryFilters: 40,
  healthConditions: 20,
  religiousRequirements: 5,
  pantryStaples: 500,
  /** Each of a profile's allergies, medical conditions and medications. */
  profileEntries: 50,
  healthGoals: 20,
  shoppingChecked: 1000,
  shoppingExtraItems: 200,
} as const;
