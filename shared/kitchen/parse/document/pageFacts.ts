/**
 * What a shop's, magazine's or video's page says around a recipe, read by its words (`pageFactsData.ts`, per
 * language): a card's "Label: value" facts (price, cost, allergens, difficulty), a shop's notices and prompts, a site's
 * or section's name above the dish's, and a part marker or hashtags after the dish's name.
 */
import { unitAt } from '../ingredientLineUnit';
import { fold, foldedWords, OTHER_META, PAGE_OBJECT, PAGE_VERB, SHOP_WORD, StemSet, TIP } from './matchers';
import {
  CARD_FACT_WORDS,
  CURRENCY_SIGNS,
  CURRENCY_WORDS,
  NOTICE_STOCK_WORDS,
  PAGE_WORDS,
  PART_OF_WORDS,
  PART_WORDS,
  SHOP_NOTICE_WORDS,
  SITE_SECTION_WORDS,
} from './pageFactsData';
import { namesFood } from './pageTail';

const CARD_FACT = new StemSet(Object.values(CARD_FACT_WORDS).flat());
const NOTICE_KINDS = Object.values(SHOP_NOTICE_WORDS).map((words) => new StemSet(words));
const PRICE_KIND = new StemSet(SHOP_NOTICE_WORDS.price ?? []);
const SITE_WORD = new StemSet(SITE_SECTION_WORDS);
const PART = new Set<string>(PART_WORDS.map(fold));
const PART_OF = new Set<string>(PART_OF_WORDS.map(fold));
const PAGE = new Set<string>(PAGE_WORDS.map(fold));
const STOCK = new Set<string>(NOTICE_STOCK_WORDS);
const CURRENCY_SIGN = new Set<string>(CURRENCY_SIGNS);
const CURRENCY_WORD = new Set<string>(CURRENCY_WORDS.map(fold));

/** "Precio aproximado", "Kosten pro Portion", "Alérgenos", "Poziom trudności": a label of a card's fact (a tip's label is not). */
export function isCardFactLabel(label: string): boolean {
  const folded = fold(label);
  const words = foldedWords(folded);
  if (folded === '' || words.length > 4 || words.some((w) => TIP.is(w))) return false;
  return OTHER_META.is(folded) || words.some((w) => CARD_FACT.has(w));
}

/** "Precio aproximado: 1,12 € por ración", "Alérgenos: ver etiquetado", "Difficoltà: facile": a card's labelled fact. */
export function isCardFact(text: string): boolean {
  let colon = text.indexOf(':');
  if (colon < 0) colon = text.indexOf('：');
  if (colon < 2 || colon > 40 || text.slice(colon + 1).trim() === '') return false;
  return isCardFactLabel(text.slice(0, colon));
}

/**
 * "Prices and availability may vary by store.", "Produkty dostępne w Lidlu w tym tygodniu – sprawdź gazetkę", "Oferta
 * válida hasta agotar existencias": a text that speaks of two of a shop's things or more (prices, availability, stock,
 * a leaflet, an offer, validity, varying, stores, the week) and names no food.
 */
export function isShopNotice(folded: string, text: string, amount = false): boolean {
  const words = foldedWords(folded);
  if (words.length < 3 || words.length > 30) return false;
  const kinds = shopKinds(folded, text);
  // "Medlemspris på falukorv med ICA-kortet denna vecka": three of the shop's things outweigh the food it names. A line
  // with an amount of a food is never the shop's by its words alone (`offersListedFood` reads it against the list).
  if (amount) return false;
  if (kinds >= 3) return true;
  return kinds >= 2 && !namesFood(words.some((w) => STOCK.has(w)) ? withoutStock(text) : text);
}

/** How many of a shop's things a text speaks of (prices, availability, stock, a leaflet, an offer, a saving, the app…). */
export function shopKinds(folded: string, text: string): number {
  const words = foldedWords(folded);
  // A price written with its currency ("12,47 €") speaks of the shop as a price's word does.
  const kinds = isPriceText(text) && !words.some((w) => PRICE_KIND.has(w)) ? 1 : 0;
  const spoken = new Set<number>();
  for (const word of words) for (const kind of noticeKindsOf(word)) spoken.add(kind);
  return kinds + spoken.size;
}

/** The notice kinds a word belongs to, kept per word: every line of a paste asks for its words (speed only). */
const kindsOfWord = new Map<string, readonly number[]>();
const KEPT_WORDS = 20_000;

function noticeKindsOf(word: string): readonly number[] {
  let kinds = kindsOfWord.get(word);
  if (kinds === undefined) {
    if (kindsOfWord.size >= KEPT_WORDS) kindsOfWord.clear();
    kinds = NOTICE_KINDS.flatMap((kind, i) => (kind.has(word) ? [i] : []));
    kindsOfWord.set(word, kinds);
  }
  return kinds;
}

/** "lingonsylt 400 g", "Sahne 200 ml – 0,79 €": a figure with a unit after it somewhere in the text (an amount of a food). */
export function holdsMeasure(body: string): boolean {
  const tokens = body.split(' ');
  return tokens.some((t, i) => {
    const next = tokens[i + 1];
    return (
      next !== undefined &&
      t !== '' &&
      [...t].every((ch) => isDigit(ch) || ch === ',' || ch === '.') &&
      isDigit(t.charAt(0)) &&
      unitAt(next, 0) !== null
    );
  });
}

/** The letters two words of one food share at the start in any of its forms ("śmietana", "śmietany"; "Sahne"). */
const SAME_FOOD_START = 5;

/**
 * "Z aplikacją Moja Biedronka taniej! Śmietana 200 g", "Mit der App günstiger: Sahne 200 ml": a shop's offer (two of
 * its things) on a food the list above already holds (a word of it, its shop's words aside, starts a listed line's
 * word). An offer on a food the list lacks is no such line: it stays.
 */
export function offersListedFood(text: string, listed: readonly string[]): boolean {
  const folded = fold(text);
  if (shopKinds(folded, text) < 2) return false;
  const starts = (w: string) => w.slice(0, SAME_FOOD_START);
  const own = foldedWords(folded).filter(
    (w) => w.length >= SAME_FOOD_START && ![...w].some(isDigit) && !SHOP_WORD.has(w) && noticeKindsOf(w).length === 0,
  );
  if (own.length === 0) return false;
  const listedStarts = new Set(
    listed.flatMap((l) =>
      foldedWords(fold(l))
        .filter((w) => w.length >= SAME_FOOD_START)
        .map(starts),
    ),
  );
  return own.some((w) => listedStarts.has(starts(w)));
}

/** The text without the words that name a shop's stock ("enquanto durar o stock"): no food there. */
function withoutStock(text: string): string {
  return text
    .split(' ')
    .filter((w) => !STOCK.has(fold(w)))
    .join(' ');
}

/** "Page 1 of 2", "Seite 2 von 3", "Sida 1 av 2", "Strona 1/2": a page's number line of a printed or PDF page. */
export function isPageNumberLine(folded: string): boolean {
  const words = foldedWords(folded);
  if (words.length < 2 || words.length > 4 || !PAGE.has(words[0] as string)) return false;
  const rest = words.slice(1);
  const numbers = rest.filter((w) => w.length <= 3 && [...w].every(isDigit)).length;
  return numbers >= 1 && numbers <= 2 && rest.every((w) => PART_OF.has(w) || (w.length <= 3 && [...w].every(isDigit)));
}

/** The marks that part a site's line into its names: "·", "|", "–", "—", "•", "›", "»" with a space either side. */
const SITE_MARKS = [' · ', ' | ', ' – ', ' — ', ' • ', ' › ', ' » '];

function sitePieces(text: string): string[] {
  let pieces = [text];
  for (const mark of SITE_MARKS) pieces = pieces.flatMap((p) => p.split(mark));
  return pieces.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * "Carrefour · Recettes", "Coop – Ricette di stagione", "Lidl Kuchnia · Przepis", "REWE Rezepte": a site's, shop's or
 * magazine's name and section, read where a dish's name stands below it. Pieces parted by a mark, one holding a site's
 * word (recipes, kitchen, magazine…), each other a name of three words at most that names no food; without a mark, a
 * name of three words at most whose site's word follows the brand. `parted`: only a line of pieces parted by a mark.
 */
export function isSiteLine(text: string, parted = false): boolean {
  const pieces = sitePieces(text);
  if (pieces.length > 4 || (parted && pieces.length < 2)) return false;
  const withSiteWord = pieces.map((p) => foldedWords(fold(p)).some((w) => SITE_WORD.has(w)));
  if (!withSiteWord.some(Boolean)) return false;
  if (pieces.length === 1) {
    const words = foldedWords(fold(text));
    return words.length >= 2 && words.length <= 3 && !SITE_WORD.has(words[0] as string) && !namesFood(text);
  }
  return pieces.every((p, i) => {
    const count = foldedWords(fold(p)).length;
    return withSiteWord[i] ? count <= 5 : count <= 3 && !namesFood(p);
  });
}

/** The longest shop or site name written as one word in capitals ("ICA", "REWE", "EDEKA", "JUMBO"). */
const MAX_BRAND_LETTERS = 8;

/** The most words a blog's or site's own name takes ("Il Ricettario di Casa Mia", "[네이버 블로그] 살림하는 민지의 집밥일기"). */
const SITE_NAME_WORDS = 6;

/**
 * "Rețetele Bunicii Lenuța", "The Hungry Baker Blog", "Les Recettes de Mamie Jo": a blog's or site's own name, a few
 * words holding a site's word anywhere, without a figure, naming no food. Read only straight above a dish's name that
 * the page's byline or facts follow.
 */
export function isSiteName(text: string): boolean {
  const words = foldedWords(fold(text));
  if (words.length < 2 || words.length > SITE_NAME_WORDS || [...text].some(isDigit)) return false;
  return words.some((w) => SITE_WORD.has(w)) && !namesFood(text);
}

/** "Carrefour · Recettes", "Omas Küche", "ICA", "Kochwelt": a line of a page's header, by its site's words or a shop's capitals. */
export function isSiteHeader(text: string): boolean {
  if (isSiteLine(text) || isSiteName(text) || isBrandWord(text)) return true;
  const words = foldedWords(fold(text));
  return words.length === 1 && SITE_WORD.has(words[0] as string);
}

/** "ICA" above "Korv stroganoff med ris": a shop's name alone in capitals, no food's name. */
export function isBrandWord(text: string): boolean {
  const word = text.trim();
  if (word.length < 2 || word.length > MAX_BRAND_LETTERS || word.includes(' ')) return false;
  const letters = [...word].every((ch) => ch.toLowerCase() !== ch.toUpperCase());
  return letters && word === word.toUpperCase() && !namesFood(word);
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/** "2", "1/2", "2/3", "(1", "2)": a part's number or its count of parts, brackets and marks aside. */
function isPartNumber(token: string): boolean {
  const bare = trimMarks(token);
  const parts = bare.split('/');
  return parts.length <= 2 && parts.every((p) => p.length >= 1 && p.length <= 2 && [...p].every(isDigit));
}

const EDGE_MARKS = new Set(['(', ')', '[', ']', '.', ',', ':', '-', '–', '—', '|', '·', '!', '?']);

function trimMarks(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && EDGE_MARKS.has(token.charAt(start))) start += 1;
  while (end > start && EDGE_MARKS.has(token.charAt(end - 1))) end -= 1;
  return token.slice(start, end);
}

/**
 * A title without a video's part marker after the dish's name ("COXINHA … parte 1/2", "Käsespätzle – Teil 1", "Lasagne
 * (parte 1 di 2)", "PART 2") and without its hashtags ("#shorts"); the marks left before them go too.
 */
export function withoutPartMarker(title: string): string {
  const tokens = title.split(' ').filter((t) => t !== '' && !(t.startsWith('#') && t.length > 2));
  let end = tokens.length;
  for (let i = tokens.length - 1; i >= 1 && i >= tokens.length - 5; i -= 1) {
    const word = fold(trimMarks(tokens[i] as string));
    if (!PART.has(word)) continue;
    const after = tokens.slice(i + 1);
    const numbers = after.filter(isPartNumber).length;
    if (numbers >= 1 && numbers <= 2 && after.every((t) => isPartNumber(t) || PART_OF.has(fold(trimMarks(t))))) end = i;
    break;
  }
  let kept = tokens.slice(0, end);
  while (kept.length > 1 && trimMarks(kept.at(-1) as string) === '') kept = kept.slice(0, -1);
  const out = kept.join(' ');
  const last = out.at(-1) ?? '';
  return end < tokens.length && (last === '(' || last === '[') ? out.slice(0, -1).trim() : out;
}

/** A word that is a hashtag: "#shorts", "#kochen" (not "#1", not "#"). */
function isHashtag(token: string): boolean {
  return token.length > 2 && token.startsWith('#') && token.charAt(1).toLowerCase() !== token.charAt(1).toUpperCase();
}

/**
 * "Käsespätzle wie in Allgäu – Teil 1 #shorts #kochen": a caption's line without its hashtags, and the hashtags;
 * undefined when it holds none or nothing else.
 */
export function splitHashtags(text: string): { rest: string; tags: string[] } | undefined {
  const tokens = text.split(' ').filter((t) => t !== '');
  const tags = tokens.filter(isHashtag);
  if (tags.length === 0) return undefined;
  const rest = tokens.filter((t) => !isHashtag(t)).join(' ');
  return foldedWords(fold(rest)).length >= 2 ? { rest, tags } : undefined;
}

/** A token that is a figure, or a figure with a currency sign joined ("0,95", "1.75", "€1,60", "2,40€"). */
function isFigure(token: string): boolean {
  const bare = [...token].filter((ch) => !CURRENCY_SIGN.has(ch)).join('');
  return bare !== '' && [...bare].every((ch) => isDigit(ch) || ch === ',' || ch === '.') && [...bare].some(isDigit);
}

/**
 * "0,95 € por ración", "$1.75 per serving", "ca. 2,40 € pro Portion", "Koszt: 3 zł za porcję": a price, with a
 * currency's sign or word beside a figure, in a few words.
 */
export function isPriceText(text: string): boolean {
  const tokens = text.split(' ').filter((t) => t !== '');
  if (tokens.length > 8) return false;
  return tokens.some((t, i) => {
    if (!isFigure(t)) return false;
    if ([...t].some((ch) => CURRENCY_SIGN.has(ch))) return true;
    // "1,35 €/ud", "2,49 €/kg": the currency with what the price is per.
    const near = [tokens[i - 1], tokens[i + 1]].map((n) => (n === undefined ? '' : (n.toLowerCase().split('/')[0] as string)));
    return near.some((n) => CURRENCY_SIGN.has(n) || CURRENCY_WORD.has(fold(n)));
  });
}

/** "[In den Warenkorb]", "[Add to cart]", "[Ajouter au panier]": a shop's button copied in its brackets. */
export function isShopButton(piece: string): boolean {
  const t = piece.trim();
  return t.startsWith('[') && t.endsWith(']') && isShopPiece(t.slice(1, -1));
}

/**
 * "Lägg i varukorgen", "32,95 kr", "Medlemspris": a piece of a line set apart by wide gaps that is the shop's (a button,
 * a price, an offer's word), never a food's.
 */
export function isShopPiece(inner: string): boolean {
  if (isPriceText(inner)) return true;
  const words = foldedWords(fold(inner));
  if (inner.includes('[') || words.length === 0 || words.length > 6 || [...inner].some(isDigit)) return false;
  return words.some((w) => SHOP_WORD.has(w) || PAGE_VERB.has(w) || PAGE_OBJECT.has(w) || noticeKindsOf(w).length > 0);
}

/**
 * "0,89 €*", "$1.99", "24,90 kr": the shop's price as the line's last words, set after the food without a mark (its
 * footnote's star aside): how many tokens it takes at the end, 0 when the line does not end in one.
 */
export function trailingPriceTokens(tokens: readonly string[]): number {
  const bare = tokens.map((t) => (t.endsWith('*') ? t.slice(0, -1) : t));
  const last = bare.length - 1;
  if (last < 1) return 0;
  const end = bare[last] as string;
  // "… 1,19 €", "… 2,49 zł", "… $1.99", "… 0,89€".
  if (isFigure(end) && [...end].some((ch) => CURRENCY_SIGN.has(ch))) return 1;
  const before = bare[last - 1] as string;
  const currency = (t: string) => CURRENCY_SIGN.has(t) || CURRENCY_WORD.has(fold(t));
  if (last >= 2 && currency(end) && isFigure(before) && hasDecimals(before)) return 2;
  if (last >= 2 && currency(before) && isFigure(end) && hasDecimals(end)) return 2;
  return 0;
}

/** "0,89", "1.99": a figure with its cents, as a price is written (a plain "2" may count a food). */
function hasDecimals(figure: string): boolean {
  const mark = Math.max(figure.lastIndexOf(','), figure.lastIndexOf('.'));
  return mark > 0 && figure.length - mark === 3;
}

/**
 * "Risotto alla zucca | Ricette Coop", "Bigos – Kuchnia Lidla": a title without the site's or section's pieces after
 * the dish's name (a piece with a site's word that names no food); the title as it is when no other piece is left.
 */
export function withoutSitePieces(title: string): string {
  const pieces = sitePieces(title);
  if (pieces.length < 2 || pieces.length > 4) return title;
  // A piece with a figure may state the servings ("Rezept für 4 Personen"): never the site's.
  const site = pieces.map(
    (p) => ![...p].some(isDigit) && foldedWords(fold(p)).length <= 5 && foldedWords(fold(p)).some((w) => SITE_WORD.has(w)) && !namesFood(p),
  );
  if (!site.some(Boolean) || site.every(Boolean) || site[0]) return title;
  return pieces.filter((_, i) => !site[i]).join(' – ');
}
