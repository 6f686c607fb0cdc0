import { keyWords, normaliseKey } from '../knowledge/normaliseKey';
import { SEASONING_BLEND_WORDS } from '../knowledge/seasoningBlends';
import { currentLexicon } from '../knowledge/store';
import { FUNCTION_WORDS } from './functionWords';
import { overlayIndex } from './overlayIndex';
import { resolveFood } from './resolveFood';

/**
 * A line's food phrase read through its bracketed translation ("tori momo (boneless chicken thigh)", "kasu (crispy
 * pork belly)"): when the phrase does not read as one food on its own (nothing known, two foods side by side, or
 * only an inflected or compound form), and the first part of the note names a food,
 * the note is what the cook means. Undefined when the phrase reads well, or the note is an alternative ("or butter"),
 * an amount or a remark.
 */
export function glossedPhrase(phrase: string, notes: string | null | undefined): string | undefined {
  const gloss = notes?.split(/[,;]/)[0]?.trim();
  if (!gloss || /\d/.test(gloss)) return undefined;
  const first = keyWords(gloss)[0];
  if (first === undefined || FUNCTION_WORDS.has(first)) return undefined;
  // One capitalised word in brackets is most often the maker ("fiskekraft (Toro)", "pain de mie (Harrys)"). Herbs or
  // spices by their generic word from a maker ("kruiden (Verstegen)") are that maker's blend, of unknown make-up.
  if (/^\p{Lu}[\p{Ll}'’-]*$/u.test(gloss)) return makersBlend(phrase, gloss);
  if (readsAsOneFood(phrase)) return undefined;
  return resolveFood(gloss) ? gloss : undefined;
}

const GENERIC_SEASONINGS: ReadonlySet<string> = new Set(SEASONING_BLEND_WORDS.generic.map(normaliseKey));

/** "kruiden (Verstegen)", "spices (Flavorvale)": generic herbs or spices and a maker no food is named by, read as a blend. */
function makersBlend(phrase: string, maker: string): string | undefined {
  const words = keyWords(phrase).filter((word) => !FUNCTION_WORDS.has(word));
  if (words.length === 0 || !words.every((word) => GENERIC_SEASONINGS.has(word)) || resolveFood(maker)) return undefined;
  return `${phrase} ${MAKERS_BLEND}`;
}

/** The words a maker's herbs or spices are read with: the seasoning blend's own name. */
const MAKERS_BLEND = 'seasoning mix';

function readsAsOneFood(phrase: string): boolean {
  const own = resolveFood(phrase);
  if (!own) return false;
  const spanKey = normaliseKey(own.span.text);
  if (!overlayIndex().entries.has(spanKey) && currentLexicon()?.foodOfKey(spanKey) === undefined) return false;
  const outside = keyWords(`${phrase.slice(0, own.span.start)} ${phrase.slice(own.span.end)}`);
  return !outside.some((word) => resolveFood(word) !== undefined);
}
