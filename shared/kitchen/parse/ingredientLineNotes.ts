/** Splitting what follows the amount into the ingredient words and its preparation notes. */
import { DESCRIBING_WORDS, LISTED_DESCRIBING_WORDS, PROSE_CONNECTORS } from './document/vocabulary';

/** "of" and its forms after a unit ("2 cucchiai di olio", "2 spicchi d'aglio"): vocabulary.ts `PROSE_CONNECTORS`. */
const LEADING_CONNECTOR = new RegExp(`^\\s*(?:(?:${PROSE_CONNECTORS.join('|')})\\s+|d['’]\\s*)`, 'i');

const ADVERBS = 'finely|thinly|roughly|coarsely|freshly|lightly|firmly|loosely|very|well|thickly|evenly|gently|just|freshly|newly';

/** Preparation words moved out of the name when they lead it ("chopped onion" is onion, chopped). */
const LEADING_PREP =
  'chopped|diced|minced|sliced|grated|shredded|melted|softened|beaten|whisked|sifted|packed|peeled|cubed|crumbled|halved|quartered|julienned|mashed|pitted|seeded|deseeded|cored|trimmed|rinsed|drained|thawed|cooled|warmed|torn|zested|juiced|snipped|separated';

/**
 * Words that start a note when they follow the name ("onion finely chopped", "salt to taste").
 * "crushed", "cooked" and "ground" only count after the name: in front they name a product
 * ("crushed tomatoes", "cooked rice", "ground beef").
 */
const TRAILING_PREP = `${LEADING_PREP}|crushed|cooked|cut|toasted|roasted|at room temp(?:erature)?|room temp(?:erature)?|to taste|to serve|for (?:garnish(?:ing)?|serving|frying|dusting|greasing|brushing|drizzling|topping|decoration|decorating|the\\b.*)|plus (?:more|extra)\\b.*|optional|divided|as needed|if needed|if desired|if you like|or more\\b.*|or to taste|or as needed|such as\\b.*|preferably\\b.*|about\\b.*|approx(?:\\.|imately)?\\b.*|see note\\b.*|(?:at|from) the store`;

const LEADING_RE = new RegExp(
  `^((?:(?:${ADVERBS})\\s+)*(?:${LEADING_PREP})(?:\\s*(?:and|&|,)\\s*(?:(?:${ADVERBS})\\s+)*(?:${LEADING_PREP}))*)\\s+(?=\\S)`,
  'i',
);
const TRAILING_RE = new RegExp(`\\s+((?:(?:${ADVERBS})\\s+)*(?:${TRAILING_PREP})\\b.*)$`, 'i');

/** Amounts in words that are not numbers: "a little oil", "some parsley". */
const VAGUE_RE = /^(a little|a bit|a touch|a few|some|extra|more)(?:\s+of)?\s+(?=\S)/i;

const ONLY_DESCRIBES = new Set<string>(DESCRIBING_WORDS);
const LISTED_DESCRIPTION = new Set<string>(LISTED_DESCRIBING_WORDS);

/** Every word of the text is one of the table's (and it has one). */
function onlyWordsOf(text: string, table: ReadonlySet<string>): boolean {
  const words = text
    .toLowerCase()
    .split(' ')
    .filter((w) => w !== '');
  return words.length > 0 && words.every((w) => table.has(w));
}

/** A first comma with words before it, unless a note's word follows it ("…, to taste", "…, for serving"). */
const COMMA_AFTER_WORDS = /^\s*([^,;]+?)\s*,\s*(?=\S)(?!(?:to|for|as|if|or|plus|optional|divided|at|in|about)\b)/i;

export interface NameAndNotes {
  ingredient: string;
  notes: string[];
  /** What followed the first comma (or " - "): kept last, after notes in parentheses. */
  commaNote: string | null;
  /** Parenthesised contents, in order, to be told apart (measurement or note) by the caller. */
  parentheticals: string[];
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;.])/g, '$1')
    .replace(/^[\s,;:.*-]+|[\s,;:*-]+$/g, '')
    .trim();
}

/** Cuts "(...)" and "[...]" groups out of the text. */
function takeParentheticals(text: string): { rest: string; groups: string[] } {
  const groups: string[] = [];
  const rest = text.replace(/\(([^()]*)\)|\[([^[\]]*)\]/g, (_m, round: string | undefined, square: string | undefined) => {
    const inner = tidy(round ?? square ?? '');
    if (inner) groups.push(inner);
    return ' ';
  });
  return { rest, groups };
}

export function splitNameAndNotes(afterAmount: string): NameAndNotes {
  const { rest, groups } = takeParentheticals(afterAmount);
  // "of", and its French, Spanish and Italian forms after a unit: "2 cucchiai di olio", "2 spicchi d'aglio".
  let name = rest.replace(LEADING_CONNECTOR, '');
  const notes: string[] = [];

  let commaNote: string | null = null;
  // "2 boneless, skinless chicken breasts", "2 large, ripe avocados": a comma between the words that describe the food
  // is no notes separator; the food is after it.
  for (let lead = COMMA_AFTER_WORDS.exec(name); lead?.[1] && onlyWordsOf(lead[1], LISTED_DESCRIPTION); ) {
    name = `${lead[1]} ${name.slice(lead[0].length)}`;
    lead = COMMA_AFTER_WORDS.exec(name);
  }
  const sep = /\s*(?:,|;|\s[-–—]\s)\s*/.exec(name);
  if (sep && sep.index > 0) {
    commaNote = tidy(name.slice(sep.index + sep[0].length));
    name = name.slice(0, sep.index);
  }
  name = tidy(name);

  const vague = VAGUE_RE.exec(name);
  if (vague?.[1]) {
    notes.push(vague[1].toLowerCase());
    name = tidy(name.slice(vague[0].length));
  }
  const lead = LEADING_RE.exec(name);
  if (lead?.[1]) {
    notes.push(tidy(lead[1]));
    name = tidy(name.slice(lead[0].length));
  }
  const trail = TRAILING_RE.exec(name);
  // "lean minced beef": what would be left ("lean") only describes; the food is after it.
  const left = trail ? name.slice(0, trail.index).trim() : '';
  if (trail?.[1] && trail.index > 0 && !onlyWordsOf(left, ONLY_DESCRIBES)) {
    notes.push(tidy(trail[1]));
    name = tidy(name.slice(0, trail.index));
  }
  return { ingredient: name, notes: notes.filter((n) => n.length > 0), commaNote: commaNote || null, parentheticals: groups };
}
