import type { StructuredRecipe } from '../../schemas/structuredRecipe';
import { fold } from '../parse/document/matchers';
import { DEGREE_WORDS as DEGREE_WORD_LIST, OVEN_WORDS } from '../parse/document/vocabulary';
import { EQUIPMENT_WORDS } from './equipmentWords';

/**
 * The oven settings and tin sizes a pasted recipe states before its method ("Plech 30 x 40 cm · trouba 180 °C",
 * "Zutaten für eine Springform (Ø 26 cm)", "Tortownica 24 cm"): never scaled, never lost. One the card does not show
 * (its line was read as a heading or as metadata) is kept as written in the description.
 */

/** Words after a number that make it a temperature (one list with the reader's, parse/document/vocabulary). */
const DEGREE_WORDS: ReadonlySet<string> = new Set(DEGREE_WORD_LIST);
/** Words before a number that make it an oven setting ("gas 4", "thermostat 6", "th. 7"). */
const SETTING_BEFORE: ReadonlySet<string> = new Set(['gas', 'mark', 'thermostat', 'th']);
/** Words after a number that make it a size ("24 cm", "9 inch", "20 x 30"). */
const SIZE_WORDS: ReadonlySet<string> = new Set(['cm', 'mm', 'inch', 'inches', 'in', '"', '″', 'x', '×']);
const LENGTH_UNITS: ReadonlySet<string> = new Set(['cm', 'mm', 'inch', 'inches']);
/** Marks that part a header line into its pieces ("Plech 30 x 40 cm · trouba 180 °C · 20 kousků"). */
const PIECE_MARKS: ReadonlySet<string> = new Set(['·', '•', '|', ',', ';', '\n']);
/** A piece longer than this is prose (a story, a comment), not a header's setting. */
const MOST_WORDS = 8;

interface Token {
  text: string;
  number: boolean;
}

function kindOf(c: string): 'digit' | 'letter' | 'space' | 'mark' {
  if (c >= '0' && c <= '9') return 'digit';
  if (c.trim() === '') return 'space';
  return c.toLowerCase() !== c.toUpperCase() ? 'letter' : 'mark';
}

/** Runs of digits, runs of letters, and single marks ("26cm" → 26, cm; "180°C" → 180, °, c). */
function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  let run = '';
  let runKind: string | undefined;
  const flush = () => {
    if (run !== '' && runKind !== 'space') out.push({ text: run.toLowerCase(), number: runKind === 'digit' });
    run = '';
  };
  for (const c of text) {
    const kind = kindOf(c);
    if (kind !== runKind || kind === 'mark') flush();
    runKind = kind;
    run += c;
  }
  flush();
  return out;
}

/**
 * What of a piece the card must show for it to be kept, each as the forms it may take: each size as number and unit
 * ("24 cm", so "24 eggs" is not it), each temperature or gas mark as its number; none when the piece states neither.
 */
function settingNumbers(piece: string): string[][] {
  const tokens = tokensOf(piece);
  // A size is a tin's only where the piece names one ("Plech 30 x 40 cm", "Ø 26 cm"), not "5 cm ginger".
  const names = tokens.some((t) => EQUIPMENT_WORDS.has(t.text) || t.text === 'ø');
  const sizes = tokens.flatMap((t, i) => {
    // "9-inch", "20-cm": the hyphen joins the number to its unit.
    const next = (tokens[i + 1]?.text === '-' ? tokens[i + 2] : tokens[i + 1])?.text ?? '';
    const before = tokens[i - 1]?.text ?? '';
    if (!names || !t.number || Number(t.text) === 0) return [];
    if (!SIZE_WORDS.has(next) && before !== 'x' && before !== '×' && before !== 'ø') return [];
    return [[LENGTH_UNITS.has(next) ? `${t.text} ${next}` : t.text]];
  });
  return [...sizes, ...ovenNumbers(tokens)];
}

/** True when a text states an oven temperature or gas mark ("Oven: 190°C / 170°C fan / Gas 5"): no amount to scale. */
export function statesOvenSetting(text: string): boolean {
  return ovenNumbers(tokensOf(text)).length > 0;
}

/** Each oven setting of the tokens as the card may show it: with its degree word ("190 °"), or its number alone. */
function ovenNumbers(tokens: readonly Token[]): string[][] {
  const oven = tokens.some((t) => OVEN_WORDS.has(fold(t.text)));
  return tokens.flatMap((t, i) => {
    if (!t.number) return [];
    const next = tokens[i + 1]?.text ?? '';
    const before = tokens[i - 1]?.text ?? '';
    const thermostat = before === '.' && tokens[i - 2]?.text === 'th';
    if (Number(t.text) >= 100 && DEGREE_WORDS.has(next))
      return [otherScale(Number(t.text), tokens.slice(i + 1, i + 4)).flatMap((n) => [`${n} ${next}`, `${n} °`])];
    return (Number(t.text) >= 100 && oven) || SETTING_BEFORE.has(before) || thermostat ? [[t.text]] : [];
  });
}

const FAHRENHEIT: ReadonlySet<string> = new Set(['f', 'fahrenheit']);
const CELSIUS: ReadonlySet<string> = new Set(['c', 'celsius']);

/**
 * A temperature as written and as the card may write it in the other scale (the engine writes °F as °C rounded as ovens
 * are set: 350 °F → 175 or 180 °C), so a converted setting is not taken for a lost one.
 */
function otherScale(degrees: number, after: readonly Token[]): number[] {
  const unit = after.find((t) => FAHRENHEIT.has(t.text) || CELSIUS.has(t.text) || !DEGREE_WORDS.has(t.text))?.text ?? '';
  const to = FAHRENHEIT.has(unit) ? ((degrees - 32) * 5) / 9 : CELSIUS.has(unit) ? (degrees * 9) / 5 + 32 : undefined;
  if (to === undefined) return [degrees];
  return [...new Set([degrees, Math.round(to), Math.round(to / 5) * 5, Math.round(to / 10) * 10, Math.round(to / 25) * 25])];
}

/**
 * The piece from its tin's word or its size on, whichever comes first ("Zutaten für eine Springform (Ø 26 cm)" →
 * "Springform (Ø 26 cm)", "For one 9-inch pie plate" → "9-inch pie plate"); a bracket it leaves open goes.
 */
function fromTinWord(piece: string): string {
  const words = piece.split(' ');
  const bare = (w: string) => [...w.toLowerCase()].filter((c) => kindOf(c) === 'letter').join('');
  const at = words.findIndex((w) => EQUIPMENT_WORDS.has(bare(w)) || [...w].some((c) => kindOf(c) === 'digit' || c === 'Ø'));
  const from = at > 0 ? words.slice(at).join(' ') : piece;
  return from.endsWith(')') && !from.includes('(') ? from.slice(0, -1).trim() : from;
}

function piecesOf(text: string): string[] {
  const out: string[] = [];
  let piece = '';
  for (const c of text) {
    if (PIECE_MARKS.has(c)) {
      out.push(piece);
      piece = '';
    } else piece += c;
  }
  out.push(piece);
  return out.map((p) => p.trim()).filter((p) => p !== '');
}

/** True when the number (with its unit, spaced or not) stands on its own in the text (not inside "1800" or "2.18"). */
function standsIn(text: string, said: string): boolean {
  const lower = text.toLowerCase();
  return [said, said.split(' ').join('')].some((form) => {
    for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1)) {
      const before = lower.charAt(at - 1);
      const after = lower.charAt(at + form.length);
      // "190 °" is in "190 °C"; "24 cm" is not in "24 cmx", nor "18" in "180".
      const endsWord = kindOf(form.charAt(form.length - 1)) === 'mark' || (kindOf(after) !== 'letter' && kindOf(after) !== 'digit');
      if (kindOf(before) !== 'digit' && before !== '.' && before !== ',' && endsWord) return true;
    }
    return false;
  });
}

function cardText(recipe: StructuredRecipe): string {
  return [
    // A list heading is not read everywhere the recipe goes (a plain list, the shopping list): it does not count.
    recipe.description ?? '',
    ...recipe.ingredients,
    ...recipe.instructions,
    ...recipe.tips,
  ].join('\n');
}

/** The short pieces of the text before its method that state a setting the card lost, as written. */
export function lostSettings(text: string, recipe: StructuredRecipe): string[] {
  const card = cardText(recipe);
  const out: string[] = [];
  for (const piece of piecesOf(text)) {
    if (piece.split(' ').length > MOST_WORDS) continue;
    const numbers = settingNumbers(piece);
    if (numbers.length === 0 || numbers.every((forms) => forms.some((n) => standsIn(card, n)))) continue;
    const said = fromTinWord(piece.endsWith(':') ? piece.slice(0, -1).trim() : piece);
    if (!out.includes(said)) out.push(said);
  }
  return out;
}

/** The recipe with the settings its text states and its card lost kept in the description. */
export function withStatedSettings(recipe: StructuredRecipe, text: string): StructuredRecipe {
  const lost = lostSettings(text, recipe);
  if (lost.length === 0) return recipe;
  const said = lost.join(' · ');
  const description = recipe.description ? `${recipe.description}\n${said}` : said;
  return { ...recipe, description: description.slice(0, 2000) };
}
