import { strFromU8 } from 'fflate';
import { emptyResult, type ImportFormat, type ImportResult } from './importedRecipe';
import { parseMealie } from './mealie';
import { parsePaprika } from './paprika';
import { parseSchemaOrg } from './schemaOrg';
import { parseTandoor } from './tandoor';

/** Largest import file read (Paprika exports with photos run to tens of MB). */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b;

/** Which app a file came from, by its name and first bytes. */
export function detectImportFormat(fileName: string, bytes: Uint8Array): ImportFormat | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.paprikarecipes')) return 'paprika';
  if (name.endsWith('.html') || name.endsWith('.htm')) return 'schema-org';
  if (isZip(bytes)) {
    const head = strFromU8(bytes.subarray(0, Math.min(bytes.length, 4096)), true);
    if (/recipe\.json|\.zip/.test(head) && !/recipes\//.test(head)) return 'tandoor';
    return 'mealie';
  }
  const text = strFromU8(bytes.subarray(0, Math.min(bytes.length, 200_000)));
  if (/"@type"\s*:\s*"?\[?\s*"Recipe"/i.test(text) || /application\/ld\+json/i.test(text)) return 'schema-org';
  if (/"recipeIngredient"|"recipe_ingredient"|"recipeInstructions"/.test(text)) return 'mealie';
  if (/"steps"\s*:/.test(text) && /"working_time"|"waiting_time"/.test(text)) return 'tandoor';
  return null;
}

/** Reads an import file of any supported format. */
export function readImportFile(fileName: string, bytes: Uint8Array): ImportResult {
  const format = detectImportFormat(fileName, bytes);
  switch (format) {
    case 'paprika':
      return parsePaprika(bytes);
    case 'mealie':
      return parseMealie(isZip(bytes) ? bytes : strFromU8(bytes));
    case 'tandoor':
      return parseTandoor(isZip(bytes) ? bytes : strFromU8(bytes));
    case 'schema-org':
      return parseSchemaOrg(strFromU8(bytes));
    default: {
      const result = emptyResult('schema-org');
      result.problems.push({
        label: fileName,
        message:
          'This file is not one we can import. Choose a Paprika export, a Mealie or Tandoor export, or a page or file with schema.org recipes.',
      });
      return result;
    }
  }
}
