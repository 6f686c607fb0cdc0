import { type GenerateRequestInput, type GenerationMode, generateRequestSchema } from '../../../../shared/schemas/generate';
import type { SettingsDoc } from '../../../../shared/schemas/settings';
import type { ConverterTab } from './generationMode';

export { type ConverterTab, modeFor } from './generationMode';

/** What the form holds when the user presses Convert, Create or Surprise Me. */
export interface ConverterInput {
  tab: ConverterTab;
  text: string;
  filters: string[];
  mustUse: string[];
  avoid: string[];
  servings: number;
  /** The user changed the servings on the form: a pasted recipe is scaled to them instead of keeping its own. */
  servingsAsked?: boolean;
  units: 'metric' | 'us';
  /** Whether the plan unlocks the must-use and avoid lists (otherwise they are not sent). */
  listsUnlocked: boolean;
}

function timeZone(settings: SettingsDoc): string | undefined {
  if (settings.timeZone) return settings.timeZone;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The request of signed-in-features §7 built from the form and the synced settings: userSettings from
 * the Recipe Preferences card, profileContext and goalPrompts from the profile, and the consent flag.
 * The profile reader (with the ingredient table its allergy terms use) is loaded when a request is made.
 */
export async function buildGenerateRequest(
  input: ConverterInput,
  mode: GenerationMode,
  settings: SettingsDoc,
  consent: boolean,
): Promise<GenerateRequestInput> {
  const { goalPromptsFromSettings, profileContextFromSettings } = await import('../../../../shared/kitchen/light');
  const request: GenerateRequestInput = {
    originalRecipe: mode === 'surprise' ? '' : input.text.trim(),
    filters: [...input.filters],
    mode,
    userSettings: {
      defaultServingSize: input.servings,
      preferredUnits: input.units,
      healthConditions: [...settings.healthConditions],
      defaultDietaryFilters: [...settings.defaultDietaryFilters],
    },
    profileContext: profileContextFromSettings(settings),
    goalPrompts: goalPromptsFromSettings(settings),
    consent,
    stream: true,
  };
  if (input.servingsAsked && mode === 'convert') request.requestedServings = input.servings;
  const zone = timeZone(settings);
  if (zone) request.timeZone = zone;
  if (input.listsUnlocked) {
    request.mustUseIngredients = [...input.mustUse];
    request.avoidIngredients = [...input.avoid];
  }
  return request;
}

export interface FieldError {
  field: 'recipe' | 'filters';
  message: string;
}

/**
 * The form's own check before anything is sent: the request schema, its failures mapped to the recipe
 * field or the filter field by the failing field name (public-site-and-plans §5).
 */
export function validateRequest(request: GenerateRequestInput): FieldError[] {
  const parsed = generateRequestSchema.safeParse(request);
  if (parsed.success) return [];
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'filters' ? 'filters' : issue.path[0] === 'originalRecipe' ? 'recipe' : null;
    if (field && !errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}
