import { normaliseKey } from '../knowledge/normaliseKey';
import { SEASONING_BLEND_WORDS } from '../knowledge/seasoningBlends';
import { currentLexicon } from '../knowledge/store';
import { FUNCTION_WORDS } from './functionWords';
import type { Token } from './tokens';

/** A seasoning blend named in a phrase: the words that name it, and the words that say what it is for or made of. */
export interface BlendReading {
  /** Token indexes of the blend's name, end exclusive. */
  start: number;
  end: number;
  /** "kip" of "kipkruiden", "pork" of "pork rub", "Knoblauch" of "Knoblauchgewürz": foods it may hold. */
  modifiers: string[];
}

const keys = (words: readonly string[]) => new Set(words.map(normaliseKey));
const BLENDS = keys(SEASONING_BLEND_WORDS.blends);
const HEADS = [...keys(SEASONING_BLEND_WORDS.compoundHeads)].sort((a, b) => b.length - a.length);
const PLAIN_FIRST = keys(SEASONING_BLEND_WORDS.plainFirstParts);
const AFTER_A_WORD = keys(SEASONING_BLEND_WORDS.afterAWord);
const FOR_WHAT = keys(SEASONING_BLEND_WORDS.forWhat);
const ARTICLES = keys(SEASONING_BLEND_WORDS.articles);

/** The shortest first part a compound blend has ("kip" of "kipkruiden"). */
const MIN_FIRST_PART = 3;

/** A one-word blend, alone or as a compound's last part: what stands before it, or '' when it stands alone. */
function blendWordIn(key: string): string | undefined {
  for (const blend of BLENDS) {
    if (key === blend) return '';
    if (key.endsWith(blend) && key.length - blend.length >= MIN_FIRST_PART) return key.slice(0, -blend.length);
  }
  for (const head of HEADS) {
    if (!key.endsWith(head) || key.length - head.length < MIN_FIRST_PART) continue;
    const first = key.slice(0, -head.length);
    return PLAIN_FIRST.has(first) ? undefined : first;
  }
  return undefined;
}

/** A word that describes a food but names none: a qualifying or processing word, a number, a function word. */
function describingWord(key: string, qualifying: ReadonlySet<string>): boolean {
  return /^\d/.test(key) || qualifying.has(key) || FUNCTION_WORDS.has(key) || currentLexicon()?.processing.has(key) === true;
}

/**
 * The seasoning blend a phrase names, if any: a blend word ("kryddmix", "sazonador"), a compound of a plain herb or
 * spice word ("tacokrydda", "Gyrosgewürz"), a blend word after another word ("pork rub"), or herbs, spices or a
 * mixture for something ("przyprawa do kurczaka", "mélange pour guacamole").
 */
export function seasoningBlendIn(
  tokens: readonly Token[],
  qualifying: ReadonlySet<string>,
  forWords: ReadonlySet<string>,
): BlendReading | undefined {
  const multi = [...BLENDS].filter((blend) => blend.includes(' '));
  const text = ` ${tokens.map((t) => t.key).join(' ')} `;
  for (const blend of multi) {
    const at = text.indexOf(` ${blend} `);
    if (at < 0) continue;
    const start = text
      .slice(0, at)
      .trim()
      .split(' ')
      .filter((w) => w !== '').length;
    return { start, end: start + blend.split(' ').length, modifiers: [] };
  }
  for (const [i, token] of tokens.entries()) {
    const first = blendWordIn(token.key);
    if (first !== undefined) return { start: i, end: i + 1, modifiers: first === '' ? [] : [first] };
    const before = tokens.slice(0, i).filter((t) => !describingWord(t.key, qualifying));
    if (AFTER_A_WORD.has(token.key) && before.length > 0) return { start: 0, end: i + 1, modifiers: before.map((t) => t.key) };
  }
  // Herbs or spices before a "for" whose purpose is named without an article: what the product is sold for.
  const forAt = tokens.findIndex((t, i) => i > 0 && forWords.has(t.key));
  const purpose = tokens[forAt + 1]?.key;
  const named = tokens.slice(0, Math.max(forAt, 0)).findIndex((t) => FOR_WHAT.has(t.key));
  if (forAt > 0 && named >= 0 && purpose !== undefined && !ARTICLES.has(purpose)) return { start: named, end: forAt, modifiers: [] };
  return undefined;
}
