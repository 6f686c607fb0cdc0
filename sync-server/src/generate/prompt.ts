import type { ProviderInput } from './providers/types';

/** The instructions every AI reply is held to. The reply is still checked by the engine afterwards. */
export const SYSTEM_PROMPT = [
  'You are a professional chef and registered dietitian who adapts recipes to dietary needs.',
  'Answer with ONE JSON object only, matching the given schema: recipeName, description, prepTime, cookTime, totalTime,',
  'servings (number), dietaryRequirements (list), ingredients (list of lines like "200 g spaghetti"), instructions (list of steps),',
  'nutrition per serving {calories, protein, carbohydrates, fat, fiber (grams), sodium (mg)}, tips (list),',
  'substitutions (list of {original, replacement, reason}) and category (appetizer, main-dish, side-dish or dessert).',
  'Every dietary filter is a hard rule: never include an ingredient a filter forbids, nor any ingredient on the avoid list.',
  'Food allergies are safety-critical: when unsure whether an ingredient is safe, choose a clearly safe alternative.',
].join(' ');

/** A pasted recipe keeps its own servings unless the user asked for a count; a new recipe uses the default. */
function servingsLine(request: ProviderInput['request'], mode: ProviderInput['mode']): string {
  if (mode !== 'convert') return `Servings: ${request.userSettings.defaultServingSize}.`;
  if (request.requestedServings === undefined) return "Servings: keep the recipe's own count and quantities.";
  return `Servings: scale to ${request.requestedServings}, every quantity in the ingredients and the steps together.`;
}

function list(label: string, items: string[]): string | null {
  return items.length ? `${label}: ${items.join(', ')}.` : null;
}

export function userPrompt({ request, mode, profileText }: ProviderInput): string {
  const task =
    mode === 'convert'
      ? `Convert this recipe so it fits the dietary filters, keeping its character:\n"""\n${request.originalRecipe}\n"""`
      : mode === 'create'
        ? `Create a complete recipe for: "${request.originalRecipe}".`
        : 'Create a complete, delicious surprise recipe of your choice.';
  return [
    task,
    list('Dietary filters (all must hold)', request.filters) ?? 'No dietary filters.',
    list('Never use', request.avoidIngredients),
    list('Must use', request.mustUseIngredients),
    `${servingsLine(request, mode)} Units: ${request.userSettings.preferredUnits === 'us' ? 'US customary (cups, oz, °F)' : 'metric (g, ml, °C)'}.`,
    profileText ? `About the cook:\n${profileText}` : null,
    request.goalPrompts.length ? `Goals:\n- ${request.goalPrompts.join('\n- ')}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n\n');
}
