import { withArticleFor, withElisionsFixed } from './agreement';
import { germanAgreement } from './germanCase';
import type { LocalLanguage } from './languages';
import type { LocalQualifier } from './names/qualifiers';
import { polishAgreement } from './polishCase';
import { type Term, termsOf } from './terms';

/** A piece of a text: as written, or already said in the recipe's language (never read again). */
interface Segment {
  text: string;
  local: boolean;
}

/** What a text is localised against: the recipe's language and its own words (lowercase), which are never replaced. */
export interface LocaliseScope {
  language: LocalLanguage;
  original: string;
  originalLower: string;
}

/** A line of the list (a qualifier applies to the words up to the next comma) or a sentence (to the next word). */
type TextKind = 'line' | 'sentence';

function isWordChar(ch: string): boolean {
  return ch !== '' && (ch.toLowerCase() !== ch.toUpperCase() || (ch >= '0' && ch <= '9') || ch === '-');
}

/** Every place `want` (lowercase) stands as whole words in `lower`; none for an empty `want` (a qualifier with no food after it). */
function placesOf(lower: string, want: string): number[] {
  const out: number[] = [];
  if (want === '') return out;
  for (let at = lower.indexOf(want); at >= 0; at = lower.indexOf(want, at + 1)) {
    if (!isWordChar(lower.charAt(at - 1)) && !isWordChar(lower.charAt(at + want.length))) out.push(at);
  }
  return out;
}

/**
 * Whether a phrase cannot be found anywhere in `text`, so that reading it can be skipped (speed only). The pieces a
 * text is cut into are slices of it, and a slice lowers as the whole does, but for the Greek final sigma.
 */
function absentFrom(text: string): (english: string) => boolean {
  const lower = text.toLowerCase();
  return (english) => {
    const want = english.toLowerCase();
    return !lower.includes(want) && !want.includes('σ') && !want.includes('ς');
  };
}

/** Letters a name is looked up by among the text's (speed only). */
const NAME_KEY = 3;

/** Each list of names by its first letters, and the names found by none (short ones, or a Greek sigma that lowers otherwise). */
const NAME_INDEX = new WeakMap<readonly Term[], { byKey: Map<string, number[]>; always: number[] }>();

function nameIndex(names: readonly Term[]): { byKey: Map<string, number[]>; always: number[] } {
  let index = NAME_INDEX.get(names);
  if (!index) {
    index = { byKey: new Map(), always: [] };
    for (const [i, { english }] of names.entries()) {
      const want = english.toLowerCase();
      if (want.length < NAME_KEY || want.includes('σ') || want.includes('ς')) index.always.push(i);
      else {
        const key = want.slice(0, NAME_KEY);
        const list = index.byKey.get(key);
        if (list) list.push(i);
        else index.byKey.set(key, [i]);
      }
    }
    NAME_INDEX.set(names, index);
  }
  return index;
}

/**
 * The names `absentFrom(text)` does not rule out, in the list's order (speed only: a name the text holds begins with
 * three letters the text holds, so the rest are absent).
 */
function namesMaybeIn(names: readonly Term[], text: string): Term[] {
  const { byKey, always } = nameIndex(names);
  const lower = text.toLowerCase();
  const found = new Set<number>(always);
  for (let at = 0; at + NAME_KEY <= lower.length; at++) {
    const list = byKey.get(lower.slice(at, at + NAME_KEY));
    if (list) for (const i of list) found.add(i);
  }
  return [...found].sort((a, b) => a - b).map((i) => names[i] as Term);
}

/** The recipe's own words: a phrase it writes itself is its cook's, not the engine's. */
function ownWords(scope: LocaliseScope, phrase: string): boolean {
  return placesOf(scope.originalLower, phrase.toLowerCase()).length > 0;
}

/** The local words with the found text's leading capital (a sentence that began with the substitute). */
function withCaseOf(found: string, local: string): string {
  const first = found.charAt(0);
  if (first === first.toLowerCase() || local === '') return local;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/** Each place of `english` in the segments not yet localised, replaced by `say(found)`. */
function replaceAll(segments: Segment[], english: string, say: (found: string, before: string) => string): Segment[] {
  const want = english.toLowerCase();
  const out: Segment[] = [];
  for (const segment of segments) {
    if (segment.local) {
      out.push(segment);
      continue;
    }
    let rest = segment.text;
    let places = placesOf(rest.toLowerCase(), want);
    while (places.length > 0) {
      const at = places[0] ?? 0;
      const found = rest.slice(at, at + want.length);
      if (at > 0) out.push({ text: rest.slice(0, at), local: false });
      out.push({ text: say(found, rest.slice(0, at)), local: true });
      rest = rest.slice(at + want.length);
      places = placesOf(rest.toLowerCase(), want);
    }
    if (rest !== '') out.push({ text: rest, local: false });
  }
  return out;
}

const CORE_STOPS = new Set([',', '(', ')', ';', ':', '.', '/']);

/** The words a qualifier applies to, at the start of `text`: up to the next stop in a line, the next word in a sentence. */
function coreAt(text: string, kind: TextKind): number {
  let end = 0;
  while (text.charAt(end) === ' ') end++;
  if (kind === 'sentence') {
    while (end < text.length && isWordChar(text.charAt(end))) end++;
    return end;
  }
  while (end < text.length && !CORE_STOPS.has(text.charAt(end))) end++;
  while (end > 0 && text.charAt(end - 1) === ' ') end--;
  return end;
}

/**
 * Where a qualifier said after its food goes in a language that writes common nouns in lowercase: before a proper name
 * in the food's words ("Mascarpone Galbani" → "Mascarpone vegetale Galbani"), which names the product, not the food.
 */
function properNameAt(text: string, end: number, language: LocalLanguage, qualifier: LocalQualifier): number {
  if (qualifier.place !== 'after' || language === 'de') return end;
  let at = 0;
  while (text.charAt(at) === ' ') at++;
  while (at < end && text.charAt(at) !== ' ') at++;
  for (let i = at; i < end; i++) {
    const c = text.charAt(i);
    if (text.charAt(i - 1) === ' ' && c !== c.toLowerCase()) return i - 1;
  }
  return end;
}

/** The core as the recipe itself writes it (German nouns keep their capital), or as found. */
function asWritten(scope: LocaliseScope, core: string): string {
  const at = placesOf(scope.originalLower, core.toLowerCase())[0];
  return at === undefined ? core : scope.original.slice(at, at + core.length);
}

/** The qualifier in its language's place: "glutenfreie Nudeln", "pâtes sans gluten", "Vollkorn-Nudeln". */
export function qualified(language: LocalLanguage, qualifier: LocalQualifier, core: string): string {
  if (core === '') return qualifier.word;
  if (qualifier.place === 'after') {
    // An adjective stands right after its noun ("queso vegetal rallado", "panna vegetale da montare"); a phrase
    // ("sin gluten") after the whole food ("pan rallado sin gluten").
    const noun = core.indexOf(' ');
    if (qualifier.word.includes(' ') || noun < 0) return `${core} ${qualifier.word}`;
    return `${core.slice(0, noun)} ${qualifier.word}${core.slice(noun)}`;
  }
  if (!qualifier.word.endsWith('-')) return `${qualifier.word} ${core}`;
  // A prefix word: German keeps the hyphen and the noun's capital, the Nordic languages write one word.
  return language === 'de' ? `${qualifier.word}${core.charAt(0).toUpperCase()}${core.slice(1)}` : `${qualifier.word.slice(0, -1)}${core}`;
}

/** The text after a qualifier begins with a name kept in English ("white bread", "white breads"). */
function keptNameLeads(after: string, kept: ReadonlySet<string> | undefined): boolean {
  if (!kept || kept.size === 0) return false;
  const lower = after.trimStart().toLowerCase();
  return [...kept].some((name) => {
    const want = name.toLowerCase();
    if (!lower.startsWith(want)) return false;
    const next = lower.charAt(want.length);
    return next === '' || next === ' ' || next === 's' || next === ',';
  });
}

/** Qualifiers the engine put before a food ("gluten-free nudeln"), moved to where the recipe's language says them. */
function localiseQualifiers(
  segments: Segment[],
  scope: LocaliseScope,
  kind: TextKind,
  said: Map<string, string>,
  absent: (english: string) => boolean,
  allowed?: (english: string) => boolean,
  kept?: ReadonlySet<string>,
): Segment[] {
  let out = [...segments];
  // Stacked qualifiers are said innermost first ("dairy-free nut-free pesto": the nut-free pesto is then made vegetale),
  // so none is taken for the food of another.
  const unsaid = segments
    .filter((s) => !s.local)
    .map((s) => s.text.toLowerCase())
    .join('\n');
  const lastAt = (english: string) => unsaid.lastIndexOf(english.toLowerCase());
  const terms = [...termsOf(scope.language).qualifiers].sort((x, y) => lastAt(y.english) - lastAt(x.english));
  for (const { english, local } of terms) {
    if (absent(english) || (allowed && !allowed(english)) || ownWords(scope, english)) continue;
    const want = english.toLowerCase();
    const next: Segment[] = [];
    for (let i = 0; i < out.length; i++) {
      const segment = out[i] as Segment;
      const at = segment.local ? undefined : placesOf(segment.text.toLowerCase(), want)[0];
      if (at === undefined) {
        next.push(segment);
        continue;
      }
      const before = segment.text.slice(0, at);
      const after = segment.text.slice(at + want.length);
      const found = segment.text.slice(at, at + want.length);
      const following = out[i + 1];
      // A name kept in English keeps its English qualifier: never half of a name in each language ("glutenvrije white bread").
      if (keptNameLeads(after.trim() === '' ? (following?.text ?? '') : after, kept)) {
        next.push(segment);
        continue;
      }
      if (before !== '') next.push({ text: before, local: false });
      if (after.trim() === '' && following?.local) {
        // The food is a name already said in the language: "gluten-free " + "Semmelbrösel".
        next.push({ text: withCaseOf(found, qualified(scope.language, local, following.text)), local: true });
        said.set(english, local.word);
        i++;
        continue;
      }
      const end = properNameAt(after, coreAt(after, kind), scope.language, local);
      const core = after.slice(0, end).trim();
      const text = withCaseOf(found, qualified(scope.language, local, asWritten(scope, core)));
      said.set(english, local.word);
      if (core !== '') said.set(`${english} ${core}`.toLowerCase(), text);
      next.push({ text, local: true });
      // The rest of the segment is read again for the next qualifier of the same kind.
      const rest = after.slice(end);
      if (rest !== '') out.splice(i + 1, 0, { text: rest, local: false });
    }
    out = next;
  }
  return out;
}

/** The number just before a unit ("1", "½", "2"): one or more, for the unit's form. */
function isOne(before: string): boolean {
  const trimmed = before.trimEnd();
  let start = trimmed.length;
  while (start > 0 && trimmed.charAt(start - 1) !== ' ') start--;
  const amount = trimmed.slice(start);
  return amount === '1' || amount === '½' || amount === '¼' || amount === '¾' || amount === '⅓' || amount === '⅔';
}

/** French writes "d'" before a vowel: "6 c. à s. d'eau". */
function elided(language: LocalLanguage, text: string): string {
  if (language !== 'fr') return text;
  let out = text;
  for (const vowel of ['a', 'e', 'é', 'i', 'o', 'u', 'h', 'œ']) out = out.split(` de ${vowel}`).join(` d'${vowel}`);
  return out;
}

/**
 * A text the engine wrote into a recipe in another language, with the substitutes' names, the free-from words, the
 * joining phrases and (in a line) the units said in that language; the recipe's own words are never replaced. `said`
 * gathers each English phrase replaced and what it became, for the method to say the same.
 */
export function localiseText(
  text: string,
  scope: LocaliseScope,
  kind: TextKind,
  said: Map<string, string>,
  known: {
    allowed?: (english: string) => boolean;
    pairs?: readonly Term[];
    kept?: ReadonlySet<string>;
    /** Names said by their second local name (`Term.instead`). */
    second?: ReadonlySet<string>;
  } = {},
): string {
  const terms = termsOf(scope.language);
  const { allowed, kept, second } = known;
  const absent = absentFrom(text);
  let segments: Segment[] = [{ text, local: false }];
  // What the list already says in the language ("gluten-free nudeln" → "glutenfreie Nudeln") is said the same here.
  for (const pair of known.pairs ?? []) segments = replaceAll(segments, pair.english, (found) => withCaseOf(found, pair.local));
  for (const { english, local: first, instead } of namesMaybeIn(terms.names, text)) {
    if (absent(english) || (allowed && !allowed(english)) || ownWords(scope, english)) continue;
    const local = instead && second?.has(english) ? instead : first;
    // A name kept in English stays whole: no shorter name is read inside it.
    segments = replaceAll(segments, english, (found) => {
      if (kept?.has(english)) return found;
      said.set(english, local);
      return withCaseOf(found, local);
    });
  }
  segments = localiseQualifiers(
    segments,
    scope,
    kind,
    said,
    absent,
    (english) => !kept?.has(english) && (!allowed || allowed(english)),
    kept,
  );
  if (kind === 'line') {
    for (const { english, local } of terms.units) {
      if (absent(english) || ownWords(scope, english)) continue;
      segments = replaceAll(segments, english, (_found, before) => (isOne(before) ? local.one : local.many));
    }
    segments = withoutRepeatedLink(segments);
  }
  return withElisionsFixed(scope.language, elided(scope.language, withArticles(scope.language, segments).join('')));
}

/**
 * A unit said with its joining word ("cucchiaini di") before a food the line already joins ("tsp di pinoli"): the word
 * once ("cucchiaini di pinoli").
 */
function withoutRepeatedLink(segments: Segment[]): Segment[] {
  return segments.map((segment, i) => {
    const before = segments[i - 1];
    if (segment.local || !before?.local) return segment;
    const link = before.text.slice(before.text.lastIndexOf(' ') + 1);
    const next = segment.text.trimStart();
    const repeated = link !== '' && before.text.includes(' ') && next.startsWith(`${link} `);
    return repeated ? { ...segment, text: ` ${next.slice(link.length + 1)}` } : segment;
  });
}

/** Each name the engine put in, with the article before it re-chosen for the name's own noun. */
function withArticles(language: LocalLanguage, segments: readonly Segment[]): string[] {
  const out = segments.map((s) => s.text);
  segments.forEach((segment, i) => {
    const before = out[i - 1];
    if (!segment.local || before === undefined || segments[i - 1]?.local) return;
    if (language === 'de' || language === 'pl') {
      // German agrees in case as well: the article, its contraction and the adjectives, and the name's own adjectives;
      // Polish puts the name in the case its preposition asks.
      const agreed = (language === 'de' ? germanAgreement : polishAgreement)(before, out[i] ?? segment.text);
      out[i - 1] = agreed.before;
      out[i] = agreed.name;
      return;
    }
    out[i - 1] = withArticleFor(language, before, segment.text);
  });
  return out;
}
