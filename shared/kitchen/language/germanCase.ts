import {
  ADJECTIVE_ENDINGS,
  CONTRACTIONS,
  DEFINITE,
  type GermanCase,
  type GermanGender,
  INDEFINITE,
  MIXED_ENDINGS,
  NOUN_GENDERS,
  PREPOSITION_CASES,
  STRONG_ENDINGS,
  TWO_WAY_PREPOSITIONS,
  WEAK_ENDINGS,
} from './names/germanCase';

interface Token {
  start: number;
  end: number;
  text: string;
}

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

/** The words of a text (runs of letters and hyphens), with where each stands. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isLetter(text.charAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && (isLetter(text.charAt(end)) || text.charAt(end) === '-')) end++;
    out.push({ start: i, end, text: text.slice(i, end) });
    i = end;
  }
  return out;
}

const CASES: readonly GermanCase[] = ['nom', 'acc', 'dat', 'gen'];

/** An adjective as a step writes it before a noun: lowercase, with one of the endings, long enough to have a stem. */
function adjectiveEnding(word: string): string | undefined {
  if (word.length < 4 || word.charAt(0) !== word.charAt(0).toLowerCase()) return undefined;
  return ADJECTIVE_ENDINGS.find((e) => word.endsWith(e));
}

/** The noun's gender by the tables: the word itself or its longest known last part ("Hafermilch" → "milch"). */
export function germanGender(noun: string): GermanGender | undefined {
  const lower = noun.toLowerCase();
  let best: string | undefined;
  for (const part of Object.keys(NOUN_GENDERS)) {
    if (lower.endsWith(part) && (best === undefined || part.length > best.length)) best = part;
  }
  return best === undefined ? undefined : NOUN_GENDERS[best];
}

type ArticleKind = 'definite' | 'indefinite' | 'contraction';

/** The cases an article form can be in, of any gender. */
function casesOf(kind: ArticleKind, article: string): GermanCase[] {
  const lower = article.toLowerCase();
  if (kind === 'contraction') return CONTRACTIONS[lower] ? [CONTRACTIONS[lower].case] : [];
  const table = kind === 'definite' ? DEFINITE : INDEFINITE;
  return CASES.filter((c) => Object.values(table[c]).includes(lower));
}

/** The case of an article with no preposition before it: an object of the step's verb, or told by its form alone. */
const CASE_WITHOUT_PREPOSITION: Readonly<Record<string, GermanCase>> = {
  die: 'acc',
  das: 'acc',
  den: 'acc',
  dem: 'dat',
  des: 'gen',
  ein: 'acc',
  eine: 'acc',
  einen: 'acc',
  einem: 'dat',
  eines: 'gen',
};

function kindOf(word: string): ArticleKind | undefined {
  const lower = word.toLowerCase();
  if (CONTRACTIONS[lower]) return 'contraction';
  if (CASES.some((c) => Object.values(DEFINITE[c]).includes(lower))) return 'definite';
  if (CASES.some((c) => Object.values(INDEFINITE[c]).includes(lower))) return 'indefinite';
  return undefined;
}

function withCaseOf(found: string, word: string): string {
  return found.charAt(0) !== found.charAt(0).toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Each adjective of `words` given the ending, in the text. */
function inflected(text: string, words: readonly Token[], ending: string): string {
  let out = text;
  for (const w of [...words].reverse()) {
    const old = adjectiveEnding(w.text) ?? '';
    out = `${out.slice(0, w.start)}${w.text.slice(0, w.text.length - old.length)}${ending}${out.slice(w.end)}`;
  }
  return out;
}

/**
 * The words before a substitute's German name and the name itself, agreeing with the name's noun: the article (or the
 * preposition's contraction with it) in the name's gender and the case the step's words ask, the adjectives before it
 * and in the name with the ending that article takes ("mit der " + "vegane Butter" → "mit der veganen Butter", "Die
 * kalte " + "Kokosöl" → "Das kalte Kokosöl"). Where the case or the gender is not known, both stay as written.
 */
export function germanAgreement(before: string, name: string): { before: string; name: string } {
  const same = { before, name };
  const nameWords = tokens(name);
  const head = nameWords[nameWords.length - 1];
  const gender = head ? germanGender(head.text) : undefined;
  if (!head || !gender) return same;
  const nameAdjectives = nameWords.slice(0, -1);
  if (nameAdjectives.some((w) => !adjectiveEnding(w.text))) return same;
  const words = tokens(before);
  if (words.length <= 1 && before.trim() !== '' && isNumber(before.trim().split(' ')[0] ?? ''))
    return listAgreement(before, name, nameAdjectives, gender);
  if (words.length === 0 || before.slice(words[words.length - 1]?.end ?? 0).trim() !== '') return same;
  // The adjectives just before the name, then the article, then the preposition.
  let i = words.length - 1;
  while (i >= 0 && adjectiveEnding((words[i] as Token).text) && !kindOf((words[i] as Token).text)) i--;
  const adjectives = words.slice(i + 1);
  const article = words[i];
  const kind = article ? kindOf(article.text) : undefined;
  const preposition = (kind ? words[i - 1] : article)?.text.toLowerCase();
  let grammaticalCase: GermanCase | undefined;
  if (kind === 'contraction') grammaticalCase = CONTRACTIONS[(article as Token).text.toLowerCase()]?.case;
  else if (kind && article) {
    const possible = casesOf(kind, article.text);
    const asked = preposition ? PREPOSITION_CASES[preposition] : undefined;
    if (asked) grammaticalCase = possible.includes(asked) ? asked : undefined;
    else if (preposition && TWO_WAY_PREPOSITIONS.has(preposition))
      grammaticalCase = (['acc', 'dat'] as const).find((c) => possible.includes(c));
    else grammaticalCase = CASE_WITHOUT_PREPOSITION[article.text.toLowerCase()];
  } else if (preposition && adjectives.length === 0) grammaticalCase = PREPOSITION_CASES[preposition];
  if (!grammaticalCase) return same;
  const table = kind === 'definite' || kind === 'contraction' ? WEAK_ENDINGS : kind === 'indefinite' ? MIXED_ENDINGS : STRONG_ENDINGS;
  const ending = table[grammaticalCase][gender];
  let said = inflected(before, adjectives, ending);
  if (kind && article) {
    const form =
      kind === 'contraction'
        ? CONTRACTIONS[article.text.toLowerCase()]?.forms[gender]
        : kind === 'definite'
          ? DEFINITE[grammaticalCase][gender]
          : gender === 'pl'
            ? undefined
            : INDEFINITE[grammaticalCase][gender];
    if (form === undefined) return same;
    said = `${said.slice(0, article.start)}${withCaseOf(article.text, form)}${said.slice(article.end)}`;
  }
  return { before: said, name: inflected(name, nameAdjectives, ending) };
}

/** An amount's number as a list line writes it ("1", "½", "1,5", "1-2"). */
function isNumber(word: string): boolean {
  return word !== '' && [...word].every((c) => (c >= '0' && c <= '9') || ',./-½¼¾⅓⅔'.includes(c));
}

/**
 * A list line's name after its amount, with no article ("1 " + "glutenfreie Brühwürfel", "200 g " + "glutenfreie
 * Mehl"): nominative, strong endings; one piece or a measure takes the noun's own gender ("1 glutenfreier
 * Brühwürfel", "200 g glutenfreies Mehl"), a count of several the plural's, as written.
 */
function listAgreement(
  before: string,
  name: string,
  nameAdjectives: readonly Token[],
  gender: GermanGender,
): { before: string; name: string } {
  const same = { before, name };
  const parts = before.trim().split(' ');
  const last = parts[parts.length - 1] ?? '';
  const amount = isNumber(last) ? last : parts.length >= 2 && isNumber(parts[parts.length - 2] ?? '') ? undefined : null;
  if (amount === null || nameAdjectives.length === 0 || !parts.slice(0, -2).every(isNumber)) return same;
  const one = amount === undefined || amount === '1' || amount === '½' || amount === '¼' || amount === '¾';
  if (!one) return same;
  return { before, name: inflected(name, nameAdjectives, STRONG_ENDINGS.nom[gender]) };
}
