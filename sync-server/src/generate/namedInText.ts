import type { ComplianceViolation, StructuredRecipe } from '../../../shared/schemas/structuredRecipe';
import { type TextChoices, textViolations } from './cardText';

/** Where a piece of the card is: how a violation in it is shown, and which notice names that kind of place. */
export type TextPlace = 'title or step' | 'heading or note';

export interface NamedInText {
  violations: ComplianceViolation[];
  places: Set<TextPlace>;
}

type ReadCard = Pick<StructuredRecipe, 'recipeName' | 'ingredients' | 'instructions' | 'ingredientGroups'>;

/** An ingredient line's notes: what follows its first comma, and what stands in brackets ("2 leeks, sliced, fried with …"). */
function notesOf(line: string): string[] {
  const bracketed = [...line.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '');
  const outside = line.replace(/\([^)]*\)/g, ' ');
  const comma = outside.indexOf(',');
  const after = comma >= 0 ? outside.slice(comma + 1).split(/[,;]/) : [];
  return [...after, ...bracketed].map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** The words of a line's name, before its notes ("2 leeks" of "2 leeks, sliced, fried with …"). */
function nameOf(line: string): string {
  return line.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? '';
}

export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/**
 * The words of the list's lines that fit the choices ("vegan butter", "oat milk"): a sentence that names them
 * ("melt the butter", "add the milk") means those, so they are not read as the forbidden food of the same name.
 */
function allowedWords(lines: readonly string[], choices: TextChoices): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    const name = nameOf(line);
    if (textViolations(name, choices).length === 0) for (const word of wordsOf(name)) out.add(word);
  }
  return out;
}

function withoutAllowed(text: string, allowed: ReadonlySet<string>): string {
  if (allowed.size === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (allowed.has(word.toLowerCase()) ? ' ' : word));
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The AI's words the card shows outside its checked list, read one piece at a time as the kitchen reads a line:
 * the title, each step, each part's heading, each ingredient line's notes. A forbidden food named there (a short word
 * the whole-card check passes over, "Add the ham and stir"; a note, "fried with Dijon") is a violation of its filter
 * beside that text, so the card never says "meets this filter" beside it. Each distinct text is read once.
 */
export function namedInText(recipe: ReadCard, choices: TextChoices): NamedInText {
  const out: NamedInText = { violations: [], places: new Set() };
  if (choices.filters.length === 0 && choices.avoid.length === 0) return out;
  // Worked out only when a sentence names a forbidden food (most cards have none).
  let allowed: Set<string> | undefined;
  const allowedOnce = () => {
    allowed ??= allowedWords(recipe.ingredients, choices);
    return allowed;
  };
  const read = new Map<string, ComplianceViolation[]>();
  const check = (where: string, text: string, place: TextPlace, shown = text) => {
    let found = read.get(text);
    if (!found) {
      // Named as it stands, and still when the words of the list's allowed foods are set aside.
      found = sentences(text).flatMap((sentence) =>
        textViolations(sentence, choices).length > 0 ? textViolations(withoutAllowed(sentence, allowedOnce()), choices) : [],
      );
      read.set(text, found);
    }
    const filters = new Set<string>();
    for (const v of found) {
      if (filters.has(v.filter)) continue;
      filters.add(v.filter);
      out.places.add(place);
      out.violations.push({
        ingredient: `${where}: ${shown}`.slice(0, 500),
        rule: v.rule.slice(0, 500),
        filter: v.filter,
      });
    }
  };
  check('Title', recipe.recipeName, 'title or step');
  recipe.instructions.forEach((step, i) => {
    check(`Step ${i + 1}`, step, 'title or step');
  });
  for (const group of recipe.ingredientGroups ?? []) if (group.heading) check('Ingredient heading', group.heading, 'heading or note');
  for (const line of recipe.ingredients) for (const note of notesOf(line)) check('Ingredient', note, 'heading or note', line);
  return out;
}
