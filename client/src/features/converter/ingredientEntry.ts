import { normaliseIngredientList } from '../../../../shared/domain/ingredientLists';

/** Adds the comma-separated entry to the list (trimmed, no blanks, no duplicates); blank input changes nothing. */
export function addEntries(list: readonly string[], input: string): string[] {
  return normaliseIngredientList([...list, input]);
}

/** The Add button is disabled while the input is blank. */
export function canAdd(input: string): boolean {
  return normaliseIngredientList(input).length > 0;
}
