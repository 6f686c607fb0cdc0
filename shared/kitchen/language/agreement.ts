import type { LocalLanguage } from './languages';
import { ARTICLES, type ArticleForms, GENDERS, type Gender } from './names/articles';

const APOSTROPHES = ["'", '’'];

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

/** Vowels a language elides before (French counts a mute h). */
function startsWithVowel(language: LocalLanguage, word: string): boolean {
  const first = word.normalize('NFD').charAt(0).toLowerCase();
  return 'aeiouy'.includes(first) || first === 'œ' || (language === 'fr' && first === 'h');
}

/** Italian's masculine "lo" words: s + consonant, z, gn, ps, x. */
function isImpure(word: string): boolean {
  const w = word.toLowerCase();
  const [a = '', b = ''] = w;
  return (a === 's' && b !== '' && !'aeiou'.includes(b)) || a === 'z' || a === 'x' || w.startsWith('gn') || w.startsWith('ps');
}

/** A noun's gender and number as the language's rules tell it; undefined gender where they do not. */
export function genderOf(language: LocalLanguage, noun: string): { gender: Gender | undefined; plural: boolean } {
  const rules = GENDERS[language];
  const trimmed = noun.trim();
  let cut = 0;
  while (cut < trimmed.length && trimmed.charAt(cut) !== ',' && trimmed.charAt(cut).trim() !== '') cut++;
  const head = trimmed.slice(0, cut).toLowerCase();
  if (!rules || head === '') return { gender: undefined, plural: false };
  const pluralWord = rules.pluralWords?.[head];
  if (pluralWord) return { gender: pluralWord, plural: true };
  const plural = rules.pluralEndings.some((e) => head.endsWith(e) && head.length > 3);
  const said = rules.words[head] ?? (plural ? rules.words[head.slice(0, -1)] : undefined);
  if (said) return { gender: said, plural };
  const stem = plural ? head.slice(0, -1) : head;
  const ending = rules.endings.find(([e]) => stem.endsWith(e));
  return { gender: ending?.[1], plural };
}

interface Found {
  start: number;
  forms: ArticleForms;
  gender: Gender | undefined;
  /** The article found is a plural form ("le", "i", "gli"). */
  plural: boolean;
  apostrophe: string;
}

/** Every form of a row with the gender it says (undefined: either), longest first. */
function formsOf(forms: ArticleForms): { text: string; gender: Gender | undefined; plural: boolean }[] {
  // A form both numbers write ("dei" is "of the" and "some") says no number.
  const singular = new Set([forms.m, forms.f, forms.vowel, forms.fVowel, forms.mImpure]);
  const out: { text: string; gender: Gender | undefined; plural: boolean }[] = [
    { text: forms.m, gender: forms.m === forms.f ? undefined : 'm', plural: false },
    { text: forms.f, gender: forms.m === forms.f ? undefined : 'f', plural: false },
    { text: forms.mPl, gender: forms.mPl === forms.fPl ? undefined : 'm', plural: !singular.has(forms.mPl) },
    { text: forms.fPl, gender: forms.mPl === forms.fPl ? undefined : 'f', plural: !singular.has(forms.fPl) },
  ];
  if (forms.vowel) out.push({ text: forms.vowel, gender: undefined, plural: false });
  if (forms.fVowel) out.push({ text: forms.fVowel, gender: 'f', plural: false });
  if (forms.mImpure) out.push({ text: forms.mImpure, gender: 'm', plural: false });
  if (forms.mPlVowel) out.push({ text: forms.mPlVowel, gender: 'm', plural: true });
  return out.sort((a, b) => b.text.length - a.text.length);
}

/** The article `before` ends with (as "la " or "l'"), if any. */
function trailingArticle(language: LocalLanguage, before: string): Found | undefined {
  const lower = before.toLowerCase();
  let best: Found | undefined;
  let bestLength = 0;
  for (const forms of ARTICLES[language] ?? []) {
    for (const { text, gender, plural } of formsOf(forms)) {
      const elided = text.endsWith("'");
      const candidates = elided ? APOSTROPHES.map((a) => text.slice(0, -1) + a) : [`${text} `];
      for (const candidate of candidates) {
        if (!lower.endsWith(candidate) || candidate.length <= bestLength) continue;
        const start = before.length - candidate.length;
        if (isLetter(before.charAt(start - 1))) continue;
        best = { start, forms, gender, plural, apostrophe: elided ? candidate.slice(-1) : "'" };
        bestLength = candidate.length;
      }
    }
  }
  return best;
}

function chosen(language: LocalLanguage, found: Found, noun: string): string {
  const { forms } = found;
  const said = genderOf(language, noun);
  const gender = said.gender ?? found.gender ?? 'm';
  const vowel = startsWithVowel(language, noun);
  // A noun whose rules say neither gender nor number ("tagliatelle", "fettuccine") keeps the number its article had;
  // where the language tells number by the ending (French, Spanish, Portuguese "-s"), a noun without one is singular.
  const numberByEnding = (GENDERS[language]?.pluralEndings.length ?? 0) > 0;
  if (said.plural || (said.gender === undefined && found.plural && !numberByEnding))
    return gender === 'm' && vowel && forms.mPlVowel ? forms.mPlVowel : gender === 'm' ? forms.mPl : forms.fPl;
  if (vowel && gender === 'f' && forms.fVowel) return forms.fVowel;
  if (vowel && forms.vowel) return forms.vowel;
  if (gender === 'm' && language === 'it' && forms.mImpure && isImpure(noun)) return forms.mImpure;
  return gender === 'm' ? forms.m : forms.f;
}

/**
 * The text before a noun the engine put in a step, with its last article re-chosen for that noun: its gender and
 * number ("il" → "la" before "bevanda"), elided before a vowel and written out before a consonant ("d'" → "de").
 */
export function withArticleFor(language: LocalLanguage, before: string, noun: string): string {
  const found = trailingArticle(language, before);
  if (!found || noun.trim() === '' || !isLetter(noun.charAt(0))) return before;
  const was = before.slice(found.start);
  let form = chosen(language, found, noun);
  if (form.endsWith("'")) form = form.slice(0, -1) + found.apostrophe;
  if (was.charAt(0) !== was.charAt(0).toLowerCase()) form = form.charAt(0).toUpperCase() + form.slice(1);
  return `${before.slice(0, found.start)}${form}${APOSTROPHES.includes(form.slice(-1)) ? '' : ' '}`;
}

/** An article written out before a vowel where the language elides it ("de unsweetened" → "d'unsweetened"). */
function withVowelElisions(language: LocalLanguage, text: string): string {
  const rows = (ARTICLES[language] ?? []).filter((forms) => forms.vowel !== undefined);
  if (rows.length === 0) return text;
  let out = text;
  for (const forms of rows) {
    const elided = forms.vowel as string;
    for (const full of [forms.m, forms.f, forms.mImpure].filter((f): f is string => f !== undefined && f !== elided)) {
      const want = `${full} `;
      let at = out.toLowerCase().indexOf(want);
      while (at >= 0) {
        const next = out.charAt(at + want.length);
        const own = !isLetter(out.charAt(at - 1)) && 'aeiouœ'.includes(next.normalize('NFD').charAt(0).toLowerCase()) && next !== '';
        if (own) {
          const said = out.charAt(at) === out.charAt(at).toLowerCase() ? elided : elided.charAt(0).toUpperCase() + elided.slice(1);
          out = `${out.slice(0, at)}${said}${out.slice(at + want.length)}`;
        }
        at = out.toLowerCase().indexOf(want, at + 1);
      }
    }
  }
  return out;
}

/**
 * Every elision re-chosen for the word that follows it: an elided article before a consonant written out again
 * ("d’dairy-free" → "de dairy-free"), a full one before a vowel elided ("de unsweetened" → "d'unsweetened").
 */
export function withElisionsFixed(language: LocalLanguage, written: string): string {
  if (!ARTICLES[language]) return written;
  const text = withVowelElisions(language, written);
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!APOSTROPHES.includes(text.charAt(i)) || !isLetter(text.charAt(i + 1)) || startsWithVowel(language, text.slice(i + 1))) continue;
    const before = text.slice(from, i + 1);
    const fixed = withArticleFor(language, `${out}${before}`, text.slice(i + 1));
    out = fixed;
    from = i + 1;
  }
  return `${out}${text.slice(from)}`;
}
