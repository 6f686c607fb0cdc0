import {
  GENITIVE_I_STEM_ENDS,
  LEADING_PARTICIPLE_ENDS,
  type PolishCase,
  PREPOSITION_CASES,
  SOFT_STEM_ENDS,
  UNCHANGING_NOUN_ENDS,
  VOWELS,
  ZE_BEFORE,
} from './names/polishCase';

type Gender = 'm' | 'f' | 'n';

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

function isVowel(c: string): boolean {
  return VOWELS.includes(c.toLowerCase());
}

/** A noun's gender by its ending: "-a" feminine, "-o" neuter, a consonant masculine; undefined for others ("tofu"). */
function genderOf(noun: string): Gender | undefined {
  const last = noun.charAt(noun.length - 1).toLowerCase();
  if (last === 'a') return 'f';
  if (last === 'o') return 'n';
  return isLetter(last) && !isVowel(last) ? 'm' : undefined;
}

/** The noun in the case, where its form is regular; undefined where it is not (a masculine genitive: "oleju", "sera"). */
function nounIn(noun: string, gender: Gender, wanted: PolishCase): string | undefined {
  const stem = gender === 'm' ? noun : noun.slice(0, -1);
  const soft = SOFT_STEM_ENDS.includes(stem.charAt(stem.length - 1));
  if (wanted === 'ins') return gender === 'f' ? `${stem}ą` : `${stem}${soft ? 'iem' : 'em'}`;
  if (gender === 'n') return `${stem}a`;
  if (gender === 'f') {
    const end = stem.charAt(stem.length - 1);
    if (end === 'i') return stem;
    return `${stem}${GENITIVE_I_STEM_ENDS.includes(end) ? 'i' : 'y'}`;
  }
  return undefined;
}

/** An adjective (nominative: "-y"/"-i", "-a", "-e"/"-ie") in the case and the noun's gender; undefined if it is none. */
function adjectiveIn(word: string, gender: Gender, wanted: PolishCase): string | undefined {
  const lower = word.toLowerCase();
  const ending = ['ie', 'y', 'i', 'a', 'e'].find((e) => lower.endsWith(e) && lower.length > e.length + 2);
  if (!ending) return undefined;
  const stem = word.slice(0, word.length - ending.length);
  const soft = ending === 'i' || ending === 'ie' || SOFT_STEM_ENDS.includes(stem.charAt(stem.length - 1));
  if (gender === 'f') return wanted === 'ins' ? `${stem}ą` : `${stem}${soft ? 'iej' : 'ej'}`;
  return wanted === 'ins' ? `${stem}${soft ? 'im' : 'ym'}` : `${stem}${soft ? 'iego' : 'ego'}`;
}

/** "z" or "ze" before a word, as Polish writes it: "ze" before s, z, ś, ź, ż followed by a consonant. */
function withOrZe(next: string): string {
  const [a = '', b = ''] = next.toLowerCase();
  return ZE_BEFORE.includes(a) && b !== '' && !isVowel(b) ? 'ze' : 'z';
}

/**
 * The words before a substitute's Polish name and the name, in the case the preposition before it asks ("z " + "mleko
 * owsiane" → "z mlekiem owsianym", "do " + "mąka pszenna" → "do mąki pszennej"); "z" and "ze" as the name's first
 * letters ask. Where the case is not known or a form not regular, both stay as written.
 */
export function polishAgreement(before: string, name: string): { before: string; name: string } {
  const same = { before, name };
  const trimmed = before.trimEnd();
  if (trimmed.length === before.length) return same;
  let start = trimmed.length;
  while (start > 0 && isLetter(trimmed.charAt(start - 1))) start--;
  const preposition = trimmed.slice(start);
  const wanted = PREPOSITION_CASES[preposition.toLowerCase()];
  if (!wanted) return same;
  const words = name.split(' ');
  if (words.some((w) => w === '' || ![...w].every(isLetter))) return same;
  const first = (words[0] ?? '').toLowerCase();
  const nounAt = words.length > 1 && LEADING_PARTICIPLE_ENDS.some((e) => first.endsWith(e)) ? 1 : 0;
  const noun = words[nounAt] ?? '';
  const unchanging = UNCHANGING_NOUN_ENDS.some((e) => noun.toLowerCase().endsWith(e));
  const gender = unchanging ? 'n' : genderOf(noun);
  const said = unchanging ? noun : gender ? nounIn(noun, gender, wanted) : undefined;
  if (!gender || said === undefined) return same;
  const out: string[] = [];
  for (const [i, word] of words.entries()) {
    const form = i === nounAt ? said : adjectiveIn(word, gender, wanted);
    if (form === undefined) return same;
    out.push(form);
  }
  const lower = preposition.toLowerCase();
  const prep = lower === 'z' || lower === 'ze' ? withOrZe(out[0] ?? '') : lower;
  const cased = preposition.charAt(0) !== lower.charAt(0) ? prep.charAt(0).toUpperCase() + prep.slice(1) : prep;
  return { before: `${trimmed.slice(0, start)}${cased}${before.slice(trimmed.length)}`, name: out.join(' ') };
}
