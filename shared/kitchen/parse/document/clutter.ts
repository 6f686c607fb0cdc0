/** Page clutter copied with a recipe: buttons, ratings, ads, social and newsletter prompts, hashtags, video chapters. */
import { unitAt } from '../ingredientLineUnit';
import { hasEmoji, type Line } from './lines';
import {
  CART_WORD,
  CLUTTER_LINE,
  CLUTTER_PHRASE,
  COMMENT_VERB,
  CONSENT,
  COOKIE,
  fold,
  foldedWords,
  GREETING,
  HEADINGS,
  MONTHS,
  OTHER_META,
  PAGE_OBJECT,
  PAGE_PLACE,
  PAGE_VERB,
  RATING,
  SELF_INTRODUCTION,
  SIGN_OFF,
  STAMP_WORD,
  STAR_WORD,
  THANKS,
  UNSPACED_CLUTTER_WORDS,
  UNSPACED_THANKS,
} from './matchers';
import { holdsMeasure, isCardFact, isPageNumberLine, isShopNotice } from './pageFacts';
import { namesFood } from './pageTail';
import {
  PAGE_ABOUT_WORDS,
  PAGE_AUTHOR_LABELS,
  PAGE_CHAPTER_WORDS,
  PAGE_COUNTER_WORDS,
  PAGE_HOME_WORDS,
  PAGE_SECTION_WORDS,
} from './pageWordsByLanguage';
import {
  AGO_WORDS,
  COUNT_LINK_WORDS,
  COUNTED_COMMENT_WORDS,
  ENGAGEMENT_WORDS,
  LINK_DOMAINS,
  SCORE_OUT_OF,
  THOUSANDS_WORDS,
  UNIT_SYSTEM_WORDS,
} from './vocabulary';

const UNIT_SYSTEMS = new Set<string>(UNIT_SYSTEM_WORDS);
const DOMAINS = new Set<string>(LINK_DOMAINS);

/** A recipe card's scaling and unit toggles: "1x2x3x", "US Customary - Metric". */
function isToggleRow(body: string): boolean {
  const plain = body.toLowerCase().replaceAll(' ', '');
  const scales = plain.length >= 4 && plain.length % 2 === 0 && [...plain].every((ch, i) => (i % 2 === 0 ? isDigit(ch) : ch === 'x'));
  if (scales) return true;
  const pieces = body
    .toLowerCase()
    .replaceAll('|', '-')
    .replaceAll('/', '-')
    .split('-')
    .map((p) => p.trim().split(' ').filter(Boolean).join(' '));
  return pieces.length >= 2 && pieces.every((p) => UNIT_SYSTEMS.has(p));
}

const isNameChar = (ch: string) => (ch >= 'a' && ch <= 'z') || isDigit(ch) || ch === '-';

/** A link: "https://…", "www.…", or a short one of a known domain ("amzn.to/3xK9pQ", "t.me/kanal"). */
function hasLink(body: string): boolean {
  const lower = body.toLowerCase();
  if (lower.includes('http://') || lower.includes('https://') || lower.includes('www.')) return true;
  for (let slash = lower.indexOf('/'); slash > 0; slash = lower.indexOf('/', slash + 1)) {
    if (lower.charAt(slash + 1).trim() === '') continue;
    const dot = lower.lastIndexOf('.', slash);
    if (dot > 0 && DOMAINS.has(lower.slice(dot + 1, slash)) && isNameChar(lower.charAt(dot - 1))) return true;
  }
  return false;
}

const STARS = /[★☆⭐✩✪]/u;
/** Letters of scripts written without spaces between words (Chinese, Japanese, Thai). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const HANDLE = /(?:^|\s)@[\p{L}\p{N}_.]{2,}/u;
const TIMESTAMPS = /\b\d{1,2}:\d{2}\b/g;
const HASHTAG = /(?:^|\s)#[\p{L}\p{N}_]{2,}/gu;
/** "Watch: how to fold the dough (2:13)": a video's title with its length at the end. */
const VIDEO_LENGTH = /\(\d{1,2}:\d{2}(?::\d{2})?\)\s*$/;
/** "0:42 Making the batter", "12:05 - taste test". */
const TIMESTAMP = /^\(?\d{1,2}:\d{2}(?::\d{2})?\)?\s*[-–—]?\s*\p{L}/u;
/** "Home » Dinner » Creamy Tuscan Chicken", "Start > Rezepte > Kuchen": the page's trail. */
const BREADCRUMB = /^[^\d»›>]{1,40}\s[»›>]\s[^\d»›>]{1,40}\s[»›>]\s/u;

const CHAPTER = new Set<string>(PAGE_CHAPTER_WORDS.map((w) => fold(w)));

/** "KAPITEL 3: SUPPEN", "Chapter 4 – Soups": a printed book's chapter, its number and a few words of its name. */
function isChapterLine(folded: string): boolean {
  const words = foldedWords(folded);
  const number = words[1] ?? '';
  return words.length <= 5 && CHAPTER.has(words[0] ?? '') && number.length <= 2 && number !== '' && [...number].every(isDigit);
}

const TRAIL_HOME = new Set<string>(PAGE_HOME_WORDS.map((w) => fold(w)));
const TRAIL_SECTION = new Set<string>(PAGE_SECTION_WORDS.map((w) => fold(w)));

/** The marks that part a page's trail: "›", "»", ">", or a slash with a space either side. */
export const TRAIL_MARK = /\s+[»›>/]\s+/u;

/**
 * "Ukesmeny uke 48 › Torsdag", "خانه / آشپزی ایرانی / غذاهای سنتی", "Start > Backen": the trail of the page or app the
 * recipe was copied from, as its first line: two to five short pieces, none opening with a figure (an amount). Further
 * down the page's head it takes three ("Pasta / Pâtes" is a title in two languages).
 */
export function isPageTrail(body: string, fewest = 2): boolean {
  if (!TRAIL_MARK.test(body)) return false;
  const pieces = body.split(TRAIL_MARK).map((p) => p.trim());
  // "Bara brith / Speckled bread": two pieces parted by a slash are a title in two languages.
  const slashesOnly = !body.includes('›') && !body.includes('»') && !body.includes('>');
  // "Forsíða / Uppskriftir", "Nyumbani / Mapishi": two pieces are a trail when the first is the site's home or the
  // second its recipes' section (a page word of `pageWordsByLanguage.ts`).
  const homeFirst =
    fewest <= 2 && pieces.length === 2 && (TRAIL_HOME.has(fold(pieces[0] ?? '')) || TRAIL_SECTION.has(fold(pieces[1] ?? '')));
  if (pieces.length < (slashesOnly && !homeFirst ? Math.max(fewest, 3) : fewest) || pieces.length > 5) return false;
  return pieces.every((p) => p !== '' && !/^\d/.test(p) && foldedWords(fold(p)).length <= 4);
}

/**
 * A line that asks something of the reader rather than the cook (vocabulary.ts `PAGE_VERBS`): a verb of the page with
 * an object of the page ("Love this recipe? Leave a 5-star rating", "Gillar du receptet? Dela det med dina vänner!"),
 * or a social network, shop or subscription named ("hier bei Amazon", "Unsubscribe").
 */
function asksOfTheReader(folded: string): boolean {
  if (PAGE_PLACE.within(folded)) return true;
  const words = foldedWords(folded);
  if (words.length > 30) return false;
  const verbs = new Set(words.filter((w) => PAGE_VERB.has(w)));
  return verbs.size > 0 && words.some((w) => PAGE_OBJECT.has(w));
}

/**
 * A line that opens or stamps a reader's comment: a date told from now ("2 days ago", "u/tartu_kokk · 2 t tagasi"),
 * a comment's date stamp, "Maria K. says", or a row of a post's buttons with its age ("Like · Reply · 2h"). Below the
 * recipe, the lines after it are the comment's.
 */
export function commentMarker(line: Line, above?: string): boolean {
  if (line.blank) return false;
  if (isToldFromNow(line.folded, line.body) || commentOpening(line) || isCounterRow(line) || isWriterWithAge(line)) return true;
  // "Anna M." then "3. November 2026 um 14:12": a date stamps a comment under its writer's name (a page's own stamp,
  // "Updated Oct 3, 2026", stands alone).
  if (stampWithName(line)) return true;
  return above !== undefined && dateStamp(line.folded, line.body) && isWritersName(above);
}

/** "adobo_andy · 4h", "Kersti Tamm · 2 t": a comment's writer (an account's handle or a name) and its short age. */
function isWriterWithAge(line: Line): boolean {
  const pieces = rowPieces(line);
  const age = pieces[1] ?? '';
  // An age has its letters ("4h", "2 t"): a bare figure beside a name is a table's row ("| Pepino | 1 |").
  if (pieces.length !== 2 || !isShortAge(age) || firstLetter(age) === age.length) return false;
  const writer = pieces[0] as string;
  // A name of two words or more beside an age that could be no measure ("Frische Hefe · 2 g" is a row of the list).
  const named = isWritersName(writer) && writer.includes(' ') && unitAt(age.slice(firstLetter(age)), 0) === null;
  return ACCOUNT_NAME.test(writer) || named;
}

/** "Anna M.", "Jean-Pierre", "Thomas K.": one to three capitalised words, without figures or a sentence's end. */
export function isWritersName(text: string): boolean {
  const words = text.trim().split(' ');
  if (words.length > 3 || [...text].some((ch) => isDigit(ch) || '!?:,;'.includes(ch))) return false;
  return words.every((w) => {
    // An initial keeps its full stop ("M."); a word with one ends a sentence ("Servieren.").
    const bare = w.endsWith('.') && w.length <= 3 ? w.slice(0, -1) : w;
    const first = bare.charAt(0);
    return (
      first !== '' && first !== first.toLowerCase() && [...bare].every((ch) => ch.toLowerCase() !== ch.toUpperCase() || "-'’".includes(ch))
    );
  });
}

/** "Lone K.", "Cláudia R.", "Deb R.": a reader's name with the initial of the last, alone on its line. */
export function isInitialledName(body: string): boolean {
  const text = body.trim();
  const words = text.split(' ');
  const last = words.at(-1) ?? '';
  return words.length >= 2 && words.length <= 3 && last.length === 2 && last.endsWith('.') && isWritersName(text);
}

/** "52 Comments", "Kommentare (23)", "Comments (12)". */
function isCommentsHeading(folded: string, body = ''): boolean {
  if (isCommentCount(folded)) return true;
  if (folded.length > 40 || !HEADINGS.comments.within(folded)) return false;
  const words = foldedWords(folded).filter((w) => !/^\d+$/.test(w));
  if (words.length === 0 || words.length > 3) return false;
  // "Reader comments (74)", "Comentarios de lectores (12)": a comments word with their count in brackets after it.
  return HEADINGS.comments.is(words.join(' ')) || countInBrackets(body);
}

const COUNTED_COMMENTS = new Set<string>(COUNTED_COMMENT_WORDS);
const COUNT_LINKS = new Set<string>(COUNT_LINK_WORDS);

/** "64 de comentarii", "9 komentarzy", "1 Kommentar": the comments' count with its noun alone on the line. */
function isCommentCount(folded: string): boolean {
  const words = foldedWords(folded);
  const count = words[0] ?? '';
  if (words.length < 2 || words.length > 3 || count === '' || ![...count].every(isDigit)) return false;
  if (words.length === 3 && !COUNT_LINKS.has(words[1] as string)) return false;
  const noun = words.at(-1) as string;
  return COUNTED_COMMENTS.has(noun) || HEADINGS.comments.is(noun);
}

/** "(74)", "(1.204)": a count in brackets closing the text. */
function countInBrackets(body: string): boolean {
  const text = body.trimEnd();
  const open = text.lastIndexOf('(');
  const count = text.slice(open + 1, -1).trim();
  return open > 0 && text.endsWith(')') && count !== '' && [...count].every((ch) => isDigit(ch) || ch === '.' || ch === ',');
}

export function commentsHeading(line: Line): boolean {
  // "4,9 (2.315 avaliações)": a score with its count of reviews is a rating, not the comments' heading.
  return !line.blank && isCommentsHeading(line.folded, line.body) && !isScoreWithCount(line.body);
}

/** "4,8 von 5", "4.6 out of 5", "4,7/5", "4,5 av 5": a score out of five. */
const OUT_OF = SCORE_OUT_OF.join('|');
const SCORE = new RegExp(`\\d(?:[.,]\\d)?\\s*(?:\\/|${OUT_OF})\\s*5\\b`, 'iu');
/** A score right after a rating label: "4,7/5", "4,9 (210 voti)", "4.5 out of 5", "4,5". */
const LABELLED_SCORE = new RegExp(`^\\d(?:[.,]\\d)?\\s*(?:\\/|\\(|$|${OUT_OF}|out)`, 'iu');

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/**
 * "4,8 (128 hodnocení)", "4.9 (2.315 avaliações)", "4,6 (57 reviews)": a score with one decimal and the count of its
 * raters in brackets, alone on its line ("1,5 (300 g)" measures a food).
 */
function isScoreWithCount(body: string): boolean {
  const open = body.indexOf('(');
  const score = body.slice(0, open).trim();
  // "5 (342 avis)": a whole score of one to five with its count too.
  const whole = score.length === 1 && score >= '1' && score <= '5';
  if (open < 0 || !body.endsWith(')') || !(whole || (score.length === 3 && isDigit(score.charAt(0)) && isDigit(score.charAt(2)))))
    return false;
  if (!whole && score.charAt(1) !== ',' && score.charAt(1) !== '.') return false;
  if (!LABELLED_SCORE.test(body)) return false;
  const inner = body.slice(open + 1, -1).trim();
  const space = inner.indexOf(' ');
  const count = inner.slice(0, space);
  const words = inner.slice(space + 1).trim();
  return space > 0 && [...count].every((ch) => isDigit(ch) || ch === '.' || ch === ',') && words !== '' && unitAt(words, 0) === null;
}

/**
 * "Published by Ju on 12/03/2026 · Updated 2 days ago", "Last edited Nov 28 · Shared with: family": a row of the page's
 * stamps, set apart by "·" or "|", one of them a date (day, month and year in figures, or a month named with its day).
 */
function isStampRow(line: Line): boolean {
  const body = line.body;
  if (!body.includes('·') && !body.includes('|')) return false;
  const words = foldedWords(line.folded);
  if (words.length > 16) return false;
  const dayNumber = (w: string | undefined) => w !== undefined && w.length <= 2 && [...w].every(isDigit);
  if (words.some((w, i) => MONTHS.is(w) && (dayNumber(words[i - 1]) || dayNumber(words[i + 1])))) return true;
  // "Publicado em 4 de novembro de 2026 por Ana | 54 comentários": a year with a piece counting the page's comments or
  // votes, whatever words the date is written in.
  if (
    words.some((w) => isYear(w) || isBuddhistYear(w)) &&
    rowPieces(line).some((p) => isDigit(p.charAt(0)) && isCounted(p.slice(firstLetter(p))))
  )
    return true;
  return body.split(' ').some((token) => {
    const parts = token.replaceAll('.', '/').replaceAll('-', '/').split('/');
    const [d, m, y] = parts;
    return parts.length === 3 && dayNumber(d) && dayNumber(m) && (y?.length === 2 || y?.length === 4) && [...(y ?? '')].every(isDigit);
  });
}

/** "Tento web používá soubory cookies. Souhlasím", "We use cookies … Accept all": a consent banner, in any language. */
function isCookieBanner(folded: string): boolean {
  return COOKIE.within(folded) && CONSENT.within(folded);
}

function starCount(raw: string): number {
  return [...raw].filter((ch) => STARS.test(ch)).length;
}

/** A rating line: stars, a score out of five, or a rating label with a score ("Note : 4,7/5 (86 avis)", "Betyg: 4,5 av 5"). */
function isRating(line: Line): boolean {
  // Stars taken as the line's bullet ("⭐⭐⭐⭐⭐ (4.8 kutoka kura 902)") rate when they are a row or a figure follows;
  // one star before words is a bullet ("★ Warishita").
  const starred = STARS.test(line.body) || (STARS.test(line.raw) && (starCount(line.raw) >= 2 || /\d/.test(line.body)));
  if (starred && foldedWords(line.folded).length <= 12) return true;
  // A score ends in "5", a label in ":": lines without them are not searched.
  if (line.body.includes('5') && SCORE.test(line.body) && foldedWords(line.folded).length <= 12) return true;
  if (isScoreWithCount(line.body)) return true;
  // "Waardering 4,3 (212)", "Betyg 4,5 (230 röster)": the label without its colon; "4,5 sterren (88 beoordelingen)":
  // the star word between the score and its count.
  const space = line.body.indexOf(' ');
  if (space > 0 && RATING.is(fold(line.body.slice(0, space))) && LABELLED_SCORE.test(line.body.slice(space + 1).trim())) return true;
  const open = line.body.indexOf('(');
  if (space > 0 && open > space) {
    const between = fold(line.body.slice(space, open));
    if (STAR_WORD.is(between) && isScoreWithCount(`${line.body.slice(0, space)} ${line.body.slice(open)}`)) return true;
  }
  if (!line.body.includes(':')) return false;
  const rated = /^([^:]{2,20}):\s*(.*)$/.exec(line.body);
  // "Note : 4,7/5", "Valutazione: 4,9 (210 voti)": a score follows the label ("Note: buttermilk can be…" is a note).
  return rated?.[1] !== undefined && RATING.is(fold(rated[1])) && LABELLED_SCORE.test(rated[2] ?? '');
}

/** A row's parting marks, as characters. */
const ROW_CHARS = ['|', '·', '•'];

/** The marks that part a row of the page's buttons or of a recipe card's facts. */
const ROW_MARK = /\s*[|·•｜／]\s*|\s+\/\s+/u;

/**
 * "Imprimer | Partager | Enregistrer", "Tallenna · Tulosta · Jaa", "保存する ｜ 印刷する ｜ シェア": a row of the page's
 * buttons — two pieces or more of a word or two, without figures, one of them a known button — is clutter whole.
 */
function isButtonRow(line: Line): boolean {
  if (!ROW_MARK.test(line.body)) return false;
  const pieces = line.raw
    .split(ROW_MARK)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.length < 2 || pieces.some((p) => /\d/.test(p))) return false;
  const words = pieces.map((p) => foldedWords(fold(p)).length);
  if (words.every((n) => n <= 3) && pieces.some((p) => CLUTTER_LINE.is(fold(p)))) return true;
  // "✅ Lagt til handleliste · 🛒 Bestill varene fra Oda · 💾 Lagret i Notion": an app's row of icons with what each does
  // (a row of foods names each in a word or two).
  return pieces.length >= 3 && words.every((n) => n >= 3 && n <= 6) && pieces.filter((p) => hasEmoji(p.slice(0, 2))).length >= 2;
}

/** "Distribuiri", "Páči sa mi to", "공감": what a page's counter counts, or a button of the page, alone on its line (folded). */
export function isCounterLabel(folded: string): boolean {
  return ENGAGEMENT.has(folded) || CLUTTER_LINE.is(folded);
}

/** "56", "1.204", "12 345": a count alone (figures and their thousands marks, nothing else). */
export function isBareCount(text: string): boolean {
  const t = text.trim();
  return (
    t.length > 0 && t.length <= 9 && isDigit(t.charAt(0)) && [...t].every((ch) => isDigit(ch) || ch === '.' || ch === ',' || ch === ' ')
  );
}

const AUTHOR_LABELS = new Set<string>(PAGE_AUTHOR_LABELS.map(fold));
const ABOUT_WORDS = new Set<string>(PAGE_ABOUT_WORDS.map(fold));

/**
 * "About the author: …", "Om meg: Jeg heter Kari…", "Kuhusu mwandishi: …", "About Jenna: …": the author's box, its label
 * before a colon (or "about" and the author's name, in the languages that write their nouns in lower case).
 */
export function isAuthorBox(body: string): boolean {
  let colon = body.indexOf(':');
  if (colon < 0) colon = body.indexOf('：');
  if (colon < 2 || colon > 40) return false;
  const label = body.slice(0, colon).trim();
  const folded = fold(label);
  if (AUTHOR_LABELS.has(folded)) return true;
  const words = folded.split(' ');
  for (let n = 1; n <= 3 && n < words.length; n += 1) {
    if (!ABOUT_WORDS.has(words.slice(0, n).join(' '))) continue;
    const name = label.split(' ').slice(n).join(' ');
    return isWritersName(name);
  }
  return false;
}

/** "Dodaj do koszyka", "Zutaten in den Warenkorb", "Lägg alla i varukorgen": a shop's button, a few words naming its cart and no food. */
function isCartButton(body: string, folded: string): boolean {
  const words = foldedWords(folded);
  return words.length <= 6 && !isDigit(body.charAt(0)) && CART_WORD.within(folded) && !namesFood(body);
}

/** "Eure Brigitte", "Love, Sarah", "Bisous, Claire": a letter's closing, then a name of one or two capitalised words. */
function isClosingWithName(body: string, folded: string): boolean {
  const words = foldedWords(folded);
  if (words.length < 2 || words.length > 4 || /\d/.test(body)) return false;
  const written = body.replace(/[,!.]/g, ' ').trim().split(/\s+/);
  for (let n = 1; n <= 2 && n < words.length; n += 1) {
    const name = written.slice(n);
    if (SIGN_OFF.is(words.slice(0, n).join(' ')) && name.length <= 2 && name.every((w) => /^\p{Lu}/u.test(w))) return true;
  }
  return false;
}

/** A count as posts show it: "342", "1.2k", "3,4k", "15K", "2 M", "1.2万". */
const POST_COUNT = /^[\d.,]+\s*[kKmM万千]?\+?$/u;
const ENGAGEMENT = new Set<string>([...ENGAGEMENT_WORDS, ...PAGE_COUNTER_WORDS].map(fold));
const THOUSANDS = new Set<string>(THOUSANDS_WORDS.map(fold));

/**
 * "1.2k upvotes", "212 Kommentare", "♥ 342", "💬 28": a post's counter, a count with what it counts or a count beside
 * a symbol alone on its line (a bare figure without one may be a table's cell).
 */
function isEngagementCount(line: Line): boolean {
  const body = withoutSymbols(line.body.trim());
  if (body.length > 40 || !/^[\d.,]/.test(body)) return false;
  const space = body.search(/\s\p{L}/u);
  const count = space < 0 ? body : body.slice(0, space);
  if (!POST_COUNT.test(count.trim()) && !POST_COUNT.test(count.replaceAll(' ', ''))) return false;
  const besideSymbol = () => line.marker === 'emoji' || /[^\p{L}\p{N}\s.,+\-*•|#]/u.test(line.raw.replace(body, ''));
  if (space < 0) return besideSymbol();
  // "👍❤️ 1,2 mil", "♥ 3 тыс.": a count with its thousands word beside a symbol.
  const after = body.slice(space);
  return isCounted(after) || (THOUSANDS.has(fold(after)) && besideSymbol());
}

/** Arrows, dingbats and shapes, emoji halves and their variation selector, spaces. */
const isSymbol = (code: number) =>
  code <= 0x20 ||
  (code >= 0x2190 && code <= 0x21ff) ||
  (code >= 0x25a0 && code <= 0x27bf) ||
  (code >= 0xd800 && code <= 0xdfff) ||
  code === 0xfe0f;

/** "↑ 1.2k ↓" → "1.2k": the text without the arrows and hearts around it. */
function withoutSymbols(text: string): string {
  const kept = (ch: string) => !isSymbol(ch.charCodeAt(0));
  let start = 0;
  let end = text.length;
  while (start < end && !kept(text.charAt(start))) start += 1;
  while (end > start && !kept(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** What a count counts, after a thousands word ("хил. харесвания", "tūkst. peržiūrų"): one of the page's counters. */
function isCounted(after: string): boolean {
  const words = foldedWords(fold(after));
  const rest = THOUSANDS.has(words[0] ?? '') ? words.slice(1) : words;
  return ENGAGEMENT.has(rest.join(' '));
}

/**
 * "1 245 patīk · 87 komentāri", "142 poolthäält · 23 kommentaari · Jaga · Salvesta", "Všeč mi je · Odgovori · 2 h",
 * "2d  Like  Reply": a row of a post's counters and buttons — each piece a count of what it counts, a button, a bare
 * count or a short age ("2 h", "3d") — with a counter or a button among them.
 */
export function isCounterRow(line: Line): boolean {
  const pieces = rowPieces(line);
  if (pieces.length < 2) return false;
  let named = 0;
  for (const piece of pieces) {
    const folded = fold(piece);
    // "Like", "Comment": a counter's word alone is its button.
    if (CLUTTER_LINE.is(folded) || ENGAGEMENT.has(folded)) named += 1;
    else if (isDigit(piece.charAt(0)) && isCounted(piece.slice(firstLetter(piece)))) named += 1;
    else if (!isShortAge(piece) && !isToldFromNow(fold(piece), piece)) return false;
  }
  return named > 0;
}

/** A row's pieces: parted by "·", "|", "•", or by a run of spaces in the line as copied. */
function rowPieces(line: Line): string[] {
  const byMark = line.raw.split(ROW_MARK);
  const pieces = byMark.length > 1 ? byMark : line.raw.split('  ');
  return pieces.map((p) => p.trim()).filter((p) => p !== '');
}

function firstLetter(text: string): number {
  for (let i = 0; i < text.length; i += 1) if (isLetter(text.charAt(i))) return i;
  return text.length;
}

const isLetter = (ch: string) => ch.toLowerCase() !== ch.toUpperCase() || ch.charCodeAt(0) > 0x5ff;

/** A bare count or a post's short age: "12", "2 h", "3d", "1 t", "5 min", "2 g." — figures and at most three letters. */
function isShortAge(piece: string): boolean {
  const text = piece.replaceAll(' ', '').replaceAll('.', '');
  let i = 0;
  while (i < text.length && isDigit(text.charAt(i))) i += 1;
  return i > 0 && text.length - i <= 3 && [...text.slice(i)].every(isLetter);
}

/** An account's handle: words joined by dots or underscores ("omas_rezepte.at"), or a name run into its digits ("kevo254"). */
const ACCOUNT_NAME = /^@?(?:[\p{L}\d]+(?:[._][\p{L}\d]+)+|\p{L}+\d{2,})$/u;
/** A count with its thousands letter joined ("12.3K", "4,1K", "2M"), opening a row of the post's counters. */
const SUFFIXED_COUNT = /^[\d.,]+[kKmM万](?=$|\s|\p{Extended_Pictographic})/u;
const AGO = AGO_WORDS.map(fold);

/**
 * A post's furniture: an account's handle alone ("@grandmas.kitchen_42") or opening a comment ("lena_backt Die mache
 * ich…", "koch.max: Mit Apfelmus…"), a sound's credit ("♬ original sound - …"), a date told from now ("2 days ago",
 * "vor 3 Tagen", "hace 5 días") and a row of counters ("12.3K · 💬 210 · ↪ Share").
 */
function isPostFurniture(line: Line, hasAmount: boolean): boolean {
  const body = line.body.trim();
  if (/^[♪♫♬🎵🎶]/u.test(line.raw.trim())) return true;
  if (isToldFromNow(line.folded, body)) return true;
  if (hasAmount && !SUFFIXED_COUNT.test(body)) return false;
  const first = body.split(/[\s:]/, 1)[0] ?? '';
  // "u/tartu_kokk · 2 t tagasi", "r/Eesti • Postitas…": a forum's user or board.
  if ((first.startsWith('u/') || first.startsWith('r/')) && first.length >= 4) return true;
  if (first.length >= 4 && ACCOUNT_NAME.test(first) && /\p{L}/u.test(first) && !/^\d/.test(first)) return true;
  return SUFFIXED_COUNT.test(body);
}

/** "2 days ago", "vor 3 Tagen", "il y a 3 jours", "2 ditë më parë": a figure and a word of "ago" opening or closing a short line. */
function isToldFromNow(folded: string, body: string): boolean {
  if (!/\d/.test(body) || foldedWords(folded).length > 5) return false;
  return AGO.some((ago) => folded.startsWith(`${ago} `) || folded.endsWith(` ${ago}`) || (UNSPACED.test(ago) && folded.endsWith(ago)));
}

/** A line of page clutter. `hasAmount` tells whether the line reads as an ingredient with an amount (never clutter). */
export function isClutter(line: Line, hasAmount: boolean): boolean {
  if (line.blank) return false;
  const folded = line.folded;
  if (CLUTTER_LINE.is(folded) || SIGN_OFF.is(folded) || isToggleRow(line.body.trim())) return true;
  if (isClosingWithName(line.body, folded) || isEngagementCount(line) || isPostFurniture(line, hasAmount)) return true;
  if (isButtonRow(line) || isCounterRow(line) || isWriterWithAge(line)) return true;
  if (!hasAmount && !line.body.endsWith('.') && isCartButton(line.body, folded)) return true;
  // "© 2026 Salma's Kitchen. All rights reserved": the page's copyright line.
  if (line.raw.includes('©')) return true;
  // The expressions below that need a colon (labels, times of a video), an "@", a trail's mark or a "#" are tried
  // only on lines that hold one: most lines hold none.
  const body = line.body;
  const colon = body.includes(':');
  // Card metadata: "Cuisine: British", "Course: Main", "Author: Sam", "Difficoltà: facile".
  const label = colon ? /^([^:]{2,30}):\s*\S/.exec(body)?.[1] : undefined;
  if (label !== undefined && OTHER_META.is(fold(label)) && !/[|·•]/.test(body)) return true;
  // "Vizualizări: 12.345", "Shares: 56": a counter's word and its count.
  if (label !== undefined && ENGAGEMENT.has(fold(label)) && isBareCount(body.slice(body.indexOf(':') + 1))) return true;
  // Ratings, video chapters and social or newsletter prompts carry numbers but never name an amount of food.
  if (isRating(line) || (colon && TIMESTAMP.test(body)) || CLUTTER_PHRASE.within(folded)) return true;
  if (colon && (body.match(TIMESTAMPS)?.length ?? 0) >= 2) return true;
  if (isCommentsHeading(folded, body)) return true;
  // "Geplaatst door Lies | 14 oktober 2026 | 23 reacties": the page's stamps, though a row's figures read as an amount.
  if (isStampRow(line) || dateStamp(folded, body)) return true;
  // "Precio aproximado: 1,12 € por ración", "Alérgenos: ver etiquetado": a card's fact (a row of facts is read as meta).
  if (colon && isCardFact(body) && !ROW_CHARS.some((ch) => body.includes(ch))) return true;
  // "I prezzi e la disponibilità dei prodotti possono variare…", "Sprawdź aktualną gazetkę promocyjną!": the shop's.
  if (isShopNotice(folded, body, hasAmount || holdsMeasure(body))) return true;
  if (isPageNumberLine(folded) || isChapterLine(folded)) return true;
  if (hasAmount) return false;
  if (isCookieBanner(folded)) return true;
  // "喜欢的话记得点赞关注哦～": a script without spaces holds its prompts inside its one long word.
  if (UNSPACED.test(body) && UNSPACED_CLUTTER_WORDS.some((w) => folded.includes(w))) return true;
  // "Hi, I'm Priya! I cook the food I grew up eating…": the author's bio.
  if (SELF_INTRODUCTION.startOf(folded) !== undefined || isGreeting(line.body, folded)) return true;
  const trail = body.includes('»') || body.includes('›') || body.includes('>');
  if ((body.includes('@') && HANDLE.test(body)) || hasLink(body) || (trail && BREADCRUMB.test(body)) || (colon && VIDEO_LENGTH.test(body)))
    return true;
  if (asksOfTheReader(folded)) return true;
  // "Sarah M. — Made this last night, 5 stars!!": a reader's comment with its cheer.
  const cheers = ['!', '！', '★', '⭐'].some((cheer) => line.body.includes(cheer)) || hasEmoji(line.body);
  if (looksLikeComment(line) && cheers) return true;
  // "I-like at i-share kung nagustuhan ninyo! 🙏", "Like and share!": two of the page's verbs, exclaimed, in a short line.
  if (cheers && foldedWords(folded).length <= 10 && new Set(foldedWords(folded).filter((w) => PAGE_VERB.has(w))).size >= 2) return true;
  // "Tak for opskriften, den var lækker! 😍", "とても美味しかったです！🙏": a reader's thanks with its cheer.
  if (cheers && foldedWords(folded).length <= 15 && (THANKS.within(folded) || UNSPACED_THANKS.some((w) => folded.includes(w)))) return true;
  if (commentOpening(line)) return true;
  const hashtags = body.includes('#') ? (body.match(HASHTAG)?.length ?? 0) : 0;
  return hashtags >= 2 || (hashtags === 1 && line.body.trim().startsWith('#'));
}

/** "Hello mga ka-lutong bahay!", "Hola a todos!", "नमस्ते दोस्तों!": a greeting to the audience, short and exclaimed. */
export function isGreeting(body: string, folded: string): boolean {
  return body.trimEnd().endsWith('!') && foldedWords(folded).length <= 6 && GREETING.startOf(folded) !== undefined;
}

/** "Maria K. says", "Petra schreibt:", "Julie a dit :": a reader's name opening a comment. */
export function commentOpening(line: Line): boolean {
  const words = foldedWords(line.folded);
  if (words.length > 5 || !/^\p{Lu}/u.test(line.body)) return false;
  for (const n of [1, 2]) if (words.length > n && COMMENT_VERB.is(words.slice(-n).join(' '))) return true;
  return false;
}

/**
 * "March 4, 2026 at 9:12 am", "4. März 2026 um 18:30": the date stamp of a comment; "Päivitetty 12.11.2026",
 * "Ultima actualizare: 20 noiembrie 2026": the page's, with its word.
 */
function dateStamp(folded: string, body?: string): boolean {
  const words = foldedWords(folded);
  if (words.length <= 8 && words.some(isYear) && words.some((w) => MONTHS.is(w))) return true;
  // "Juliana S. 10/03/2025 às 20:14", "Petra N. 24. 12. 2024 18:05": a year and a clock's time, in figures.
  if (body !== undefined && words.length <= 10 && words.some(isYear) && hasClockTime(body)) return true;
  return words.length <= 10 && words.some(isYear) && STAMP_WORD.within(folded);
}

/** "18:40", "09h15": two figures on either side of a colon or an "h" (a clock's time). */
function hasClockTime(body: string): boolean {
  for (let i = 1; i + 2 < body.length; i += 1) {
    const ch = body.charAt(i);
    if ((ch === ':' || ch === 'h') && isDigit(body.charAt(i - 1)) && isDigit(body.charAt(i + 1)) && isDigit(body.charAt(i + 2)))
      return true;
  }
  return false;
}

/**
 * "Gabi am 3. Dezember 2024 um 14:12", "Sophie le 12 juin 2024 à 09h15", "Juliana S. 10/03/2025 às 20:14": a comment's
 * stamp opened by its writer's name (the capitalised words before the first figure, none a month or a stamp's word).
 */
function stampWithName(line: Line): boolean {
  const body = line.body;
  let end = 0;
  while (end < body.length && !isDigit(body.charAt(end))) end += 1;
  if (end === 0 || end === body.length || !dateStamp(line.folded, body) || STAMP_WORD.within(line.folded)) return false;
  const names: string[] = [];
  for (const word of body.slice(0, end).split(' ')) {
    const w = word.trim();
    if (w === '' || '·—–-|,'.includes(w)) continue;
    const first = w.charAt(0);
    if (first === first.toLowerCase() || names.length === 3) break;
    names.push(w);
  }
  return names.length > 0 && isWritersName(names.join(' ')) && !names.some((w) => MONTHS.is(fold(w)));
}

function isYear(word: string): boolean {
  return word.length === 4 && word.startsWith('20') && Number.isInteger(Number(word));
}

/** "2569": a year of the Thai calendar (543 years ahead), only beside the page's counters. */
function isBuddhistYear(word: string): boolean {
  return word.length === 4 && word.startsWith('25') && Number.isInteger(Number(word));
}

/** A reader's comment: "Sarah M. — Made this last night", "Petra S. — Super lecker!", "Lisa — Så god!". */
export function looksLikeComment(line: Line): boolean {
  return /^[\p{Lu}][\p{L}]+(?:\s[\p{Lu}][\p{L}]*\.?)?\s*[—–-]\s+\S/u.test(line.body) && !/\d/.test(line.body.split(/[—–-]/)[0] ?? '');
}

/** A step without its closing sign-off ("Server med … rødkål. Velbekomme!" → "Server med … rødkål."), and the sign-off. */
export function withoutSignOff(step: string): { step: string; signOff?: string } {
  const sentences = step.split(/(?<=[.!?])\s+/);
  const last = sentences.at(-1) ?? '';
  const words = fold(last).split(' ');
  for (let n = words.length; n > 0; n -= 1) {
    if (SIGN_OFF.is(words.slice(0, n).join(' ')) && n >= words.length - 2) {
      return { step: sentences.slice(0, -1).join(' '), signOff: last };
    }
  }
  return { step };
}
