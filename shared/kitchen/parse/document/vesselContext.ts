/**
 * A vessel word in running text ("Numa panela grande", "Foncez un moule à tarte", "fry in a pan"): several name a food
 * in another language or sense (Portuguese "panela" is a pot, Spanish panela a sugar; French "moule" a tin and a
 * mussel). In a method such a word is the vessel, never a food the recipe adds, where its place says so: after "in" and
 * an indefinite article ("in a", "dans un", "em outra"), after a contraction of the two ("numa", "im"), or before a
 * vessel's complement or size ("moule à tarte", "pan de 24 cm"). The lead words are data; the vessels are the reading's
 * VESSEL_WORDS. "Servir con un pan" stays bread: "con" is no place.
 */
import { fold } from './matchers';
import { VESSEL_WORDS } from './vocabulary';

const VESSELS: ReadonlySet<string> = new Set(VESSEL_WORDS.map(fold));

/** "in"/"into" of the method's languages. */
const IN_WORDS: ReadonlySet<string> = new Set(
  ['in', 'into', 'dans', 'en', 'em', 'no', 'na', 'nel', 'nella', 'w', 'i', 'pa', 'pae', 'op', 'auf', 'sur', 'su'].map(fold),
);
/** Indefinite articles and "another" of those languages, which may stand between "in" and the vessel. */
const INDEFINITE: ReadonlySet<string> = new Set(
  [
    ...['a', 'an', 'another', 'large', 'small', 'big', 'deep', 'wide', 'heavy'],
    ...['ein', 'eine', 'einer', 'einem', 'einen', 'andere', 'anderen', 'grosse', 'grossen'],
    ...['un', 'une', 'autre', 'grand', 'grande', 'petit', 'petite', 'una', 'uno', 'otra', 'otro', 'gran'],
    ...['uma', 'um', 'outra', 'outro', 'altra', 'altro', 'een', 'ander', 'ett', 'et', 'anden', 'andet', 'annen', 'annan'],
    ...['jeden', 'jedna', 'jedno', 'inny', 'inna', 'duzy', 'duza', 'egy', 'masik'],
  ].map(fold),
);
/** "in a" written as one word ("numa panela", "im Topf", "nella padella", "dans le" is two). */
const IN_A: ReadonlySet<string> = new Set(['numa', 'num', 'noutra', 'noutro', 'im', 'ins', 'nella', 'nello', 'nel', 'in'].map(fold));
/** Words that lead a vessel's complement ("moule à tarte", "plat à gratin", "teglia da forno"). */
const COMPLEMENT: ReadonlySet<string> = new Set(['a', 'da', 'for'].map(fold));

/** True when the word at [start, end) of the text is a vessel by its place (see the file's note). */
export function isVesselInText(text: string, start: number, end: number): boolean {
  const word = fold(text.slice(start, end));
  if (!VESSELS.has(word)) return false;
  const before = fold(text.slice(Math.max(0, start - 32), start))
    .split(' ')
    .filter(Boolean);
  const last = before[before.length - 1] ?? '';
  const second = before[before.length - 2] ?? '';
  if (IN_A.has(last)) return true;
  if (INDEFINITE.has(last) && (IN_WORDS.has(second) || IN_A.has(second) || INDEFINITE.has(second))) return true;
  const after = fold(text.slice(end, end + 24))
    .split(' ')
    .filter(Boolean);
  const next = after[0] ?? '';
  if (COMPLEMENT.has(next) && text.slice(end).trimStart().charAt(0).toLowerCase() !== 'a') return true;
  return leadsWithDigit(next) || (next === 'de' && leadsWithDigit(after[1] ?? ''));
}

function leadsWithDigit(word: string): boolean {
  const c = word.charAt(0);
  return c >= '0' && c <= '9';
}

/** Foods whose name goes before a vessel as its kind (data): "chicken pot pie" is no vessel, its chicken is food. */
const VESSEL_KINDS: ReadonlySet<string> = new Set(
  'loaf loaves cake muffin cupcake bundt tart pie bread brownie gratin souffle ramekin terrine flan quiche pizza springform'
    .split(' ')
    .map(fold),
);

/**
 * "loaf pan", "muffin tin", "cake tin", "bread-tin": a food's word right before a vessel's names the vessel's kind,
 * no food the method adds.
 */
export function namesVesselKind(text: string, start: number, end: number): boolean {
  if (!VESSEL_KINDS.has(fold(text.slice(start, end)))) return false;
  const rest = text.slice(end);
  const gap = rest.length - rest.trimStart().length;
  if (gap === 0 && rest.charAt(0) !== '-') return false;
  const next = fold(rest.slice(rest.charAt(0) === '-' ? 1 : gap).split(' ')[0] ?? '');
  let word = next;
  while (word !== '' && !isLetterOrDigit(word.charAt(word.length - 1))) word = word.slice(0, -1);
  return VESSELS.has(word) || (word.endsWith('s') && VESSELS.has(word.slice(0, -1)));
}

function isLetterOrDigit(c: string): boolean {
  return c.toLowerCase() !== c.toUpperCase() || leadsWithDigit(c);
}
