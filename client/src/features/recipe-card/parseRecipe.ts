import { type StructuredRecipe, structuredRecipeSchema } from '../../../../shared/schemas/structuredRecipe';

const LENIENT = structuredRecipeSchema.strip();

export type ParsedRecipe =
  | { kind: 'structured'; recipe: StructuredRecipe }
  | { kind: 'legacy'; text: string }
  | { kind: 'error'; debug: string };

function looksLikeJson(text: string): boolean {
  const t = text.trim();
  return t.startsWith('{') || t.startsWith('[');
}

/**
 * What a card shows for a recipe: a structured recipe (object or the JSON text of a saved recipe's
 * convertedRecipe), an older text recipe, or the parse-error state with what failed.
 */
export function parseRecipe(value: StructuredRecipe | string | unknown): ParsedRecipe {
  let candidate: unknown = value;
  if (typeof value === 'string') {
    if (!looksLikeJson(value)) return value.trim() ? { kind: 'legacy', text: value } : { kind: 'error', debug: 'Empty recipe text' };
    try {
      candidate = JSON.parse(value);
    } catch (error) {
      return { kind: 'error', debug: `${(error as Error).message}\n\n${value.slice(0, 2000)}` };
    }
  }
  // Fields a newer version of the app may add are set aside rather than failing the whole card.
  const parsed = LENIENT.safeParse(candidate);
  if (parsed.success) return { kind: 'structured', recipe: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
  let shown = '';
  try {
    shown = JSON.stringify(candidate, null, 2)?.slice(0, 2000) ?? String(candidate);
  } catch {
    shown = String(candidate);
  }
  return { kind: 'error', debug: `${issues}\n\n${shown}` };
}
