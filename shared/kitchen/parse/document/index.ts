/**
 * `parseRecipeDocument`: the structure of a pasted recipe in any layout and language, found from the features of its
 * lines (list markers, amounts, headings in eleven languages, table cells, sentences) rather than expected from one
 * layout. Every line is placed (title, meta, ingredient, group heading, step, tip, note, nutrition), recognised as page
 * clutter, or reported in `notUnderstood`; a line naming a food is never dropped.
 */

import { findIngredient } from '../../ingredients/lookup';
import { splitCompoundLine } from '../compoundLines';
import { parseIngredientLine } from '../ingredientLine';
import { minutesFromSteps } from '../recipeTextMeta';
import { hasOutsideBrackets, splitOutsideBrackets } from '../splitOutsideBrackets';
import { asidesStart, hasChatMarks, isTalk } from './asides';
import { type CardServings, placeCardTimes, readCardFact, readFactRow } from './cardFacts';
import { readChatExport } from './chatExport';
import {
  commentMarker,
  commentOpening,
  commentsHeading,
  isAuthorBox,
  isBareCount,
  isClutter,
  isInitialledName,
  isPageTrail,
  isWritersName,
  looksLikeComment,
  withoutSignOff,
} from './clutter';
import { withoutEmailHeaders } from './emailHeaders';
import { EQUIPMENT_WORDS } from './equipmentWords';
import {
  documentLine,
  documentLineUnit,
  hasTasteMarker,
  isAmountOnly,
  isLoneHeaderWord,
  isPreparationNote,
  isTableHeader,
  leadingAmountEnd,
  nameThenAmount,
  proseLine,
  rowText,
  seasoningItems,
} from './ingredient';
import { isSentence, type Line, readLine, STEP_WORD_LINE, withoutDecorations, wordCount } from './lines';
import {
  ANY_NUTRIENT,
  fold,
  GROUP_OPENERS,
  HEADINGS,
  HOW_TO,
  LIST_CONJUNCTION,
  LIST_NOTE,
  NOTICE,
  OTHER_META,
  RATING,
  RELATED_RECIPES,
  SECTION_KINDS,
  SERVE_WITH,
  SERVING_GROUP,
  SERVING_LABEL,
  SERVING_NOUNS,
  SOURCE,
  SUGGESTION,
  TIME_KINDS,
  TIME_LABEL,
  TIP,
  YIELD_LABEL,
} from './matchers';
import {
  emptyMeta,
  isDifficulty,
  isOvenLine,
  labelledTimesInText,
  type Meta,
  mergeMeta,
  metaSegments,
  namedTimesInText,
  namesCooking,
  piecesOfYield,
  readMetaLine,
  readMetaParts,
  readMetaStrip,
  readyTimeInText,
  servingsInBrackets,
  servingsInText,
  splitTitleMeta,
  statesHeat,
  statesSize,
  timeInTitle,
} from './meta';
import { isNutritionLine, isPanelRow, readNutrition } from './nutrition';
import {
  holdsMeasure,
  isBrandWord,
  isPriceText,
  isShopButton,
  isShopNotice,
  isShopPiece,
  isSiteHeader,
  isSiteLine,
  offersListedFood,
  splitHashtags,
  trailingPriceTokens,
  withoutPartMarker,
  withoutSitePieces,
} from './pageFacts';
import { holdsPageWord, namesFood, pageTailStart, type TailLine } from './pageTail';
import { readPrintedPage } from './printedPage';
import { amountsInSentence, foodsInSentence, informalAmountsInSentence, sentencesOf } from './prose';
import { type ProseList, proseList } from './proseList';
import { withReaderDigits } from './scriptDigits';
import { sizeSaidOnce } from './sizeOnce';
import { isTinLine } from './tinLine';
import { echoesTrail, trailWords } from './trailEcho';
import { readTwoColumns } from './twoColumns';
import type {
  DocumentIngredientLine,
  DocumentTimes,
  IngredientGroup,
  RecipeDocument,
  SourceNutrition,
  StatedTime,
  StepGroup,
} from './types';
import { readVideoChapters } from './videoChapters';
import { INFORMAL_AMOUNT_UNITS, PROSE_PART_WORDS, type SectionKind, UNSPACED_RELATED_PHRASES, VESSEL_WORDS } from './vocabulary';
import { WordIndex } from './wordIndex';

export type * from './types';

type Section = SectionKind | 'none';

interface Content {
  line: Line;
  section: Section;
  /** The text to read: a table row's cells joined amount first, or the line's body. */
  text: string;
  /** An item of a list written as a sentence ("…, a big onion, 2 carrots"): a food line, never a group's heading. */
  item?: true;
}

/**
 * A section heading line ("Ingredients", "Zutaten (für 2 Portionen)", "Składniki na 4 porcje:", "📝 Ingredienti"), with
 * what follows its colon on the same line ("Ingredients: 2 avocados, 1 lime", "METHOD: Heat the oil…").
 */
type Heading = { kind: SectionKind; meta?: Meta; inline?: string; group?: string };
const HEADING_OF = new WeakMap<Line, Heading | null>();

function headingOf(line: Line): Heading | undefined {
  let known = HEADING_OF.get(line);
  if (known === undefined) {
    known = readHeading(line) ?? null;
    HEADING_OF.set(line, known);
  }
  return known ?? undefined;
}

function readHeading(line: Line): Heading | undefined {
  if (line.blank) return undefined;
  const whole = withoutDecorations(line.body);
  // The label's colon, the closing one and the bracket below are looked for only in lines that hold one.
  const hasColon = whole.includes(':') || whole.includes('：');
  const colon = hasColon ? /^([^:：|]{2,40})[:：]\s*(\S.*)$/u.exec(whole) : null;
  // "Ingredients: 50 g raisins | 2 tbsp brandy | …" is a heading with its list, not a table row.
  if (line.cells && !colon) return undefined;
  if (colon?.[1] && colon[2]) {
    // The label alone as a line (its fields written out: a spread of the line costs more than the rest of the check).
    const label: Line = {
      index: line.index,
      raw: line.raw,
      body: colon[1],
      marker: line.marker,
      emphasised: line.emphasised,
      cells: null,
      tableRule: line.tableRule,
      folded: fold(colon[1]),
      blank: line.blank,
    };
    if (line.gapped !== undefined) label.gapped = line.gapped;
    const inner = readHeading(label);
    // "Preparazione: 10 minuti" is a time, not the method; "Note : 4,7/5" a rating.
    if (inner && !inner.inline && !readMetaLine(whole) && !isClutter(line, false)) return { ...inner, inline: colon[2].trim() };
  }
  // `whole` is trimmed (`withoutDecorations`): without a colon it is the body as it is.
  // "材料（2人分）": full-width brackets are brackets.
  const plain = hasColon ? whole.replace(/[:：]\s*$/, '').trim() : whole;
  const body = plain.includes('（') ? plain.replaceAll('（', '(').replaceAll('）', ')') : plain;
  if (body.length > 60) return undefined;
  const paren = body.includes(')') ? /\s*\(([^()]*)\)\s*$/.exec(body) : null;
  const head = paren ? body.slice(0, paren.index) : body;
  const folded = fold(head);
  for (const kind of SECTION_KINDS) {
    const set = HEADINGS[kind];
    if (set.is(folded)) {
      const meta = paren?.[1] ? readMetaParts(paren[1]) : undefined;
      return { kind, ...(meta ? { meta } : {}) };
    }
    const start = set.startOf(folded);
    // "Nutrition per serving", "Nährwerte pro Portion", "Ravintosisältö / annos": the panel's heading with what it is per.
    if (start && kind === 'nutrition') {
      const per = folded.slice(start.length).trim();
      if (!/\d/.test(per) && wordCount(per) <= 4) return { kind };
    }
    if (start && kind === 'ingredients') {
      // "Składniki na 4 porcje", "Hozzávalók 6 személyre", "Ingrediënten voor 4 personen".
      const rest = head.trim().split(/\s+/).slice(start.split(' ').length).join(' ');
      const meta = readMetaLine(rest);
      if (meta) return { kind, meta };
      // "Hozzávalók a pörkölthöz", "Zutaten für den Teig", "Ingredients for the sauce": the list starts, and its first
      // group is named by the whole line.
      // "Zutaten auf die Einkaufsliste" is the shop's prompt, no heading.
      if (holdsPageWord(rest)) return undefined;
      if (!paren && rest !== '' && wordCount(rest) <= 4 && !/\d/.test(rest) && !isSentence(body)) return { kind, group: body };
    }
  }
  return undefined;
}

function tipOf(line: Line): string | undefined {
  // A tip's label ends in a colon: lines without one are not searched.
  if (!line.body.includes(':') && !line.body.includes('：')) return undefined;
  const m = /^([^:]{1,20})\s*[:：]\s*(\S.*)$/u.exec(line.body);
  // "Tip: …", and "Mein Tipp: …", "Our top tip: …", "Petit conseil : …": a tip word closes the label.
  const label = m?.[1] ? fold(m[1]).split(' ') : [];
  const tipLabel = label.length > 0 && label.length <= 3 && (TIP.is(label.join(' ')) || TIP.is(label.at(-1) ?? ''));
  if (m?.[1] && m[2] && tipLabel && !isClutter(line, false)) {
    const tip = m[2].trim();
    return tip.charAt(0).toUpperCase() + tip.slice(1);
  }
  return undefined;
}

/**
 * The parts of a paragraph that writes the list out: the sentences before it (meta such as "Für 2 Personen.", or the
 * story), the list's items and each serving group with its heading, then the sentences after it, as they stood.
 */
function addProseList(content: Content[], draft: Draft, written: ProseList, line: Line, section: Section): void {
  for (const sentence of written.before) {
    const meta = readMetaLine(sentence.replace(/[.!]+$/, ''));
    if (meta) mergeMeta(draft.meta, meta);
    else content.push({ line: readLine(sentence, line.index), section, text: sentence });
  }
  for (const group of written.groups) {
    if (group.heading) content.push({ line: readLine(`${group.heading}:`, line.index), section: 'ingredients', text: `${group.heading}:` });
    for (const item of group.items) content.push({ line: readLine(item, line.index), section: 'ingredients', text: item, item: true });
  }
  if (written.after.length > 0) {
    const rest = written.after.join(' ');
    content.push({ line: readLine(rest, line.index), section, text: rest });
  }
}

/** "Servings" then "4", "Prep time" then "15 minutes", "500 g" then "chicken breast": cells of a flattened table. */
function joinFlattened(lines: Line[]): Line[] {
  const out: Line[] = [];
  let nameFirstRun = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    const table = line.cells ? metaTable(lines, i) : undefined;
    if (table) {
      out.push(table.line);
      i = table.last;
      continue;
    }
    if (next && !line.blank && !next.blank && !line.cells && !next.cells) {
      if (isTableHeader([line.body, next.body]) && !headingOf(line) && !headingOf(next)) {
        out.push(readLine(`${line.body} | ${next.body}`, line.index));
        i += 1;
        continue;
      }
      // "Schwierigkeitsgrad" then "einfach", "Kategorie" then "Suppen": a card's other facts, label over value.
      if (OTHER_META.is(line.folded) && !/\d/.test(next.body) && wordCount(next.body) <= 3 && !headingOf(next)) {
        out.push(readLine(`${line.body}: ${next.body}`, line.index));
        i += 1;
        continue;
      }
      // "Zubereitung" then "1" (a step's number on its own line) is no time: the pair must read as one.
      if (
        /^\d/.test(next.body) &&
        isMetaLabel(line.folded) &&
        wordCount(next.body) <= 3 &&
        !(isBareNumber(next.body) && !statesMeta([`${line.body}: ${next.body}`]))
      ) {
        out.push(readLine(`${line.body}: ${next.body}`, line.index));
        i += 1;
        continue;
      }
      if (
        isAmountOnly(line.body) &&
        leadingAmountEnd(next.body) < 0 &&
        !isSentence(next.body) &&
        wordCount(next.body) <= 8 &&
        !headingOf(next)
      ) {
        out.push({ ...readLine(`${line.body} ${next.body}`, line.index), raw: `${line.raw}\n${next.raw}` });
        i += 1;
        continue;
      }
      // "Lupini in salamoia" then "400 g": the name first, its amount on the next line ("1 ciuffo" too, once the table runs so).
      const amountCell = isAmountOnly(next.body) || (nameFirstRun && leadingAmountEnd(next.body) > 0 && wordCount(next.body) <= 3);
      if (
        amountCell &&
        !nameFirstRun &&
        /^\p{L}/u.test(line.body) &&
        !/\d/.test(line.body) &&
        wordCount(line.body) <= 3 &&
        amountFirstRunToEnd(lines, i + 1)
      ) {
        // "Smet", then "3 dl" / "vetemjöl" / "6 dl" / "mjölk" to the end of the block: the cells run amount first, and
        // the line before them is the group's heading.
        out.push(line);
        continue;
      }
      if (
        amountCell &&
        leadingAmountEnd(line.body) < 0 &&
        !isSentence(line.body) &&
        wordCount(line.body) <= 6 &&
        !/[:：]$/.test(line.body) &&
        !headingOf(line) &&
        !readMetaLine(line.body) &&
        !readMetaLine(next.body)
      ) {
        out.push({ ...readLine(`${next.body} ${line.body}`, line.index), raw: `${line.raw}\n${next.raw}` });
        i += 1;
        nameFirstRun = true;
        continue;
      }
    }
    nameFirstRun = false;
    out.push(line);
  }
  return out;
}

/** How much a line's metadata states (servings, a yield, each time), -1 for a line that is none. */
function statedCount(meta: Meta | undefined): number {
  if (!meta) return -1;
  return (meta.servings !== undefined ? 1 : 0) + (meta.yieldText !== undefined ? 1 : 0) + Object.keys(meta.times).length;
}

/** "Servings", "Prep time", "Backzeit", "Porções", "Yield": a label of servings, a time or a yield alone (folded). */
function isMetaLabel(folded: string): boolean {
  return (
    SERVING_LABEL.is(folded) ||
    SERVING_NOUNS.is(folded) ||
    TIME_KINDS.some((k) => TIME_LABEL[k].is(folded)) ||
    YIELD_LABEL.is(folded) ||
    /^(?:yield|makes)$/.test(folded)
  );
}

/** The pair reads as servings, a yield or a time (and every other pair as metadata too). */
function statesMeta(pairs: readonly string[]): boolean {
  const metas = pairs.map((p) => readMetaLine(p));
  return (
    metas.every((m) => m !== undefined) &&
    metas.some((m) => m?.servings !== undefined || m?.yieldText !== undefined || Object.keys(m?.times ?? {}).length > 0)
  );
}

/**
 * A table of the recipe's metadata: labels over their values ("| Prep | Cook | Serves |" then "| 15 min | 30 min | 4 |")
 * or a label and its value on each row ("| Servings | 4 |"), as one line of labelled segments and the last row it took.
 */
function metaTable(lines: readonly Line[], i: number): { line: Line; last: number } | undefined {
  const cells = lines[i]?.cells;
  if (!cells) return undefined;
  let j = i + 1;
  while (lines[j]?.tableRule) j += 1;
  const values = lines[j]?.cells;
  if (values && values.length === cells.length && cells.every((c) => isMetaLabel(fold(c.replace(/[:：]\s*$/, ''))))) {
    const pairs = cells.map((label, k) => `${label}: ${values[k] ?? ''}`);
    if (statesMeta(pairs)) return { line: readLine(pairs.join(' · '), i), last: j };
  }
  const [label, value] = cells;
  if (cells.length === 2 && label && value && isMetaLabel(fold(label.replace(/[:：]\s*$/, ''))) && /^\d/.test(value)) {
    const pair = `${label}: ${value}`;
    if (statesMeta([pair])) return { line: readLine(pair, i), last: i };
  }
  return undefined;
}

/** From `from`, amount-only lines each followed by a name, two pairs or more, to a blank line or the end. */
function amountFirstRunToEnd(lines: readonly Line[], from: number): boolean {
  let pairs = 0;
  let i = from;
  for (;;) {
    const amount = lines[i];
    if (!amount || amount.blank) return pairs >= 2;
    const name = lines[i + 1];
    if (!name || name.blank || !isAmountOnly(amount.body) || leadingAmountEnd(name.body) >= 0 || isSentence(name.body)) return false;
    pairs += 1;
    i += 2;
  }
}

const AMOUNTS = new Map<string, boolean>();

/** The line reads as an ingredient with an amount, in any of its layouts (remembered: lines are asked many times). */
function hasAmount(text: string): boolean {
  const known = AMOUNTS.get(text);
  if (known !== undefined) return known;
  const found = /[\d½¼¾⅓⅔]|\p{L}/u.test(text) && (leadingAmountEnd(text) > 0 || nameThenAmount(text) !== undefined);
  if (AMOUNTS.size > 20_000) AMOUNTS.clear();
  AMOUNTS.set(text, found);
  return found;
}

/**
 * "Sigur! Pentru 4 persoane", "Beta poha aise banana, 2 logon ke liye": a clause stating the servings or a time beside a
 * short word to the reader (a message of a chat, a caption's aside). The meta, and the other clauses as written.
 */
function metaAmongClauses(text: string): { meta: Meta; rest: string } | undefined {
  if (wordCount(text) > 14 || !/\d/.test(text)) return undefined;
  const clauses = text.split(/(?<=[.!?,])\s+/);
  if (clauses.length < 2) return undefined;
  const at = clauses.findIndex((c) => {
    const meta = readMetaLine(c.replace(/[.!?,]+$/, ''));
    return meta !== undefined && (meta.servings !== undefined || Object.keys(meta.times).length > 0);
  });
  if (at < 0) return undefined;
  const others = clauses.filter((_, i) => i !== at);
  if (others.some((c) => /\d/.test(c) || wordCount(c) > 5)) return undefined;
  const meta = readMetaLine((clauses[at] as string).replace(/[.!?,]+$/, '')) as Meta;
  return { meta, rest: others.join(' ').replace(/,\s*$/, '') };
}

/** A dish's name in a list of links: a few words, no sentence, no heading of the recipe. */
function isListedDish(line: Line): boolean {
  return wordCount(line.body) <= 6 && !isSentence(line.body) && !line.body.includes(':') && !headingOf(line);
}

/** A method step rather than an ingredient: a sentence, a long line, or a numbered sentence. */
function looksLikeStep(c: Content): boolean {
  const text = c.text;
  // "Étape 1", "Step 2": the method starts, though "1 Étape" reads like an amount.
  if (STEP_WORD_LINE.test(text)) return true;
  if (hasAmount(text) && !isSentence(text) && wordCount(text) <= 25) return false;
  if (isSentence(text) && wordCount(text) >= 3) return true;
  return wordCount(text) > 12;
}

/** A short item without an amount that a list of ingredients holds ("Salz, Pfeffer", "pärlsocker", "Sal al gusto"). */
function isShortItem(c: Content): boolean {
  const text = c.text;
  if (hasTasteMarker(text)) return true;
  return wordCount(text) <= 10 && text.length <= 90 && !isSentence(text) && !/[:：]$/.test(text);
}

/** The label's own words end with a small number ("Stage 2", "Tag 1:"): a stage's number, never a count of a food. */
function endsWithStageNumber(text: string): boolean {
  const words = text
    .replace(/[:：]\s*$/, '')
    .trim()
    .split(/\s+/);
  const last = words.at(-1) ?? '';
  return words.length >= 2 && last.length <= 2 && [...last].every((ch) => ch >= '0' && ch <= '9') && /^\p{L}/u.test(text);
}

/**
 * "Day 1, in the evening:", "Tag 2:", "Fase 1 – biga", "Stage 2", "The night before": a short label opening a block
 * whose lines mostly lead with an amount heads that block, whatever its words say (a day or stage of the method too):
 * the block is an ingredient group by its content.
 */
function headsAmountBlock(list: readonly Content[], i: number): boolean {
  const c = list[i];
  // "- Basilikum", "🧅 Rode ui": a bulleted line is an item of the list.
  if (!c || c.line.marker !== null) return false;
  const text = withoutDecorations(c.text);
  if (text === '' || text.length > 45 || wordCount(text) > 6 || isSentence(text) || leadingAmountEnd(text) > 0) return false;
  if (hasAmount(text) && !endsWithStageNumber(text)) return false;
  const before = list[i - 1];
  // "juice of 1 lemon" then "salt and black pepper": a line in lower case straight under an item is the next item.
  if (before && !before.line.blank && (hasAmount(before.text) || startsLower(text))) return false;
  let lines = 0;
  let amountLed = 0;
  for (let j = i + 1; j < list.length && lines < 40; j += 1) {
    const n = list[j] as Content;
    if (n.line.blank) break;
    lines += 1;
    if (leadingAmountEnd(n.text) > 0 && !looksLikeStep(n)) amountLed += 1;
  }
  return lines >= 2 && amountLed * 3 >= lines * 2;
}

function startsLower(text: string): boolean {
  const first = text.charAt(0);
  return first !== first.toUpperCase();
}

const BRACKET_PAIRS: Readonly<Record<string, string>> = { '[': ']', '【': '】', '〔': '〕', '「': '」', '《': '》' };

/** "[Sauce]", "【Teig】", "[양념]": a short label wholly in brackets, its words without them (undefined for any other line). */
function bracketedLabel(text: string): string | undefined {
  const t = text.trim();
  const close = BRACKET_PAIRS[t.charAt(0)];
  if (close === undefined || !t.endsWith(close)) return undefined;
  const inner = t.slice(1, -1).trim();
  if (inner === '' || inner.length > 40 || wordCount(inner) > 5 || [...inner].some((ch) => ch >= '0' && ch <= '9')) return undefined;
  return [...inner].some((ch) => ch in BRACKET_PAIRS) ? undefined : inner;
}

/**
 * "Postopek", "Valmistamine", "Gaminimas" after a list: a short line without an amount, after a blank line, straight
 * above two step-like lines or more, heads the method whatever its language.
 */
function headsMethod(list: readonly Content[], i: number): boolean {
  const c = list[i];
  if (!c || c.line.cells || c.item || c.line.marker === 'number') return false;
  const text = withoutDecorations(c.text);
  // "COME PREPARARE IL TIRAMISÙ", "How to make the filling": the method's opening words before the dish's name.
  const howTo = HOW_TO.startOf(fold(text)) !== undefined;
  if (
    text === '' ||
    text.length > (howTo ? 60 : 40) ||
    wordCount(text) > (howTo ? 8 : 4) ||
    [...text].some((ch) => (ch >= '0' && ch <= '9') || ch === ',') ||
    isSentence(text) ||
    hasTasteMarker(text)
  )
    return false;
  if (i > 0 && !list[i - 1]?.line.blank && !howTo) return false;
  let steps = 0;
  for (let j = i + 1; j < list.length && !list[j]?.line.blank; j += 1) {
    const n = list[j] as Content;
    if (!looksLikeStep(n) && !(isSentence(n.text) && !hasAmount(n.text))) return false;
    steps += 1;
    if (steps >= 2) return true;
  }
  return false;
}

/** A short line that states the oven's heat: "Bake at 350°F (175°C).", "Cuire à 180 °C (th. 6)." */
function statesOvenHeat(text: string): boolean {
  return wordCount(text) <= 12 && statesHeat(text) && !hasAmount(text);
}

/** A group heading inside a list: "For the sponge", "Für den Teig:", "Massa", "Pensling och garnering", "**Filling**". */
function isGroupHeading(list: readonly Content[], i: number): boolean {
  const c = list[i];
  if (!c || c.line.cells || c.item) return false;
  if (headsAmountBlock(list, i)) return true;
  if (bracketedLabel(c.text) !== undefined) return list.slice(i + 1).some((n) => !n.line.blank && hasAmount(n.text) && !looksLikeStep(n));
  const text = withoutDecorations(c.text);
  const colon = /[:：]$/.test(text);
  // "a few dashes hot sauce", "une poignée de basilic": a line led by an amount in words is an item, never a heading.
  if (
    text === '' ||
    /[\d½⅓⅔¼¾⅛⅜⅝⅞]/.test(text) ||
    isSentence(text) ||
    (!colon && hasTasteMarker(text)) ||
    wordCount(text) > 5 ||
    text.length > 45
  )
    return false;
  // "Cipolle dorate ½": a name with its amount after it is an item.
  if (leadingAmountEnd(text) > 0 || hasAmount(text)) return false;
  if (/\s[—–-]\s|[—–(]/.test(text)) return false;
  const next = list.slice(i + 1).find((n) => !n.line.blank);
  const opener = GROUP_OPENERS.startOf(fold(text));
  // "Per decorare" then "Cacao amaro q.b.": a label opening as a group's does heads an item without an amount too.
  const opens = opener !== undefined && opener !== fold(text) && !/,/.test(text);
  if (!next || !hasAmount(next.text) || looksLikeStep(next))
    return (colon || opens) && next !== undefined && isShortItem(next) && (hasTasteMarker(next.text) || !looksLikeStep(next));
  if (colon || c.line.emphasised) return true;
  if (/,/.test(text)) return false;
  if (opens) return true;
  // A bare word group name is capitalised ("Massa", "Deg", "Těsto", "Turkey") and has no bullet of its own: a bulleted
  // line among bulleted ones ("• Olivenöl", "🧂 Salz") is an item of the list.
  const bulletedList = c.line.marker !== null && list.slice(i + 1).some((n) => !n.line.blank && n.line.marker === c.line.marker);
  if (isBareFoodItem(text, list, i)) return false;
  return /^\p{Lu}/u.test(text) && !bulletedList;
}

const PART_NAMES: ReadonlySet<string> = new Set(PROSE_PART_WORDS.map(fold));

/** How many lines below a bare food's name are read for it again (a group named by its food: "Turkey" above "1 turkey"). */
const GROUP_READ = 8;

/**
 * "Salt", "Pinch of salt", "Prise Salz" among lines with amounts: a food alone, or with a measure in words, is an item
 * of the list, not a group's name, unless the lines below name it again ("Turkey" above "1 whole turkey, 5 kg").
 */
function isBareFoodItem(text: string, list: readonly Content[], i: number): boolean {
  const folded = fold(text);
  // One word alone is no verb ("Salt" is the salt, not "salt the water"), and no part of the dish ("Massa", "Topping").
  const oneWord = !folded.includes(' ');
  if (oneWord ? PART_NAMES.has(folded) || !findIngredient(text) : fold(foodsInSentence(text, [])[0] ?? '') !== folded) return false;
  const key = fold(text).split(' ').pop() ?? '';
  const below = list.slice(i + 1, i + 1 + GROUP_READ).filter((n) => !n.line.blank);
  return !below.some((n) => fold(n.text).split(' ').includes(key));
}

interface Draft {
  title?: string;
  description: string[];
  meta: Meta;
  groups: IngredientGroup[];
  stepGroups: StepGroup[];
  tips: string[];
  notes: string[];
  nutrition?: SourceNutrition;
  notUnderstood: string[];
  clutter: string[];
  equipment: string[];
  /** The card's durations under labels in unknown languages, placed once the method is read. */
  cardTimes?: StatedTime[];
  /** The card's counts under labels in unknown languages or none, weighed once the list and the method are read. */
  cardServings?: CardServings[];
}

function addIngredient(draft: Draft, line: DocumentIngredientLine): void {
  let group = draft.groups[draft.groups.length - 1];
  if (!group) {
    group = { lines: [] };
    draft.groups.push(group);
  }
  group.lines.push(line);
}

function addStep(draft: Draft, step: string, joinToLast = false): void {
  let group = draft.stepGroups[draft.stepGroups.length - 1];
  if (!group) {
    group = { steps: [] };
    draft.stepGroups.push(group);
  }
  const last = group.steps.length - 1;
  if (joinToLast && last >= 0) group.steps[last] = `${group.steps[last]} ${step}`.trim();
  else group.steps.push(step);
}

/**
 * The items of a list written on one line: parts between "|", ";", "·", "•" (each an item, with an amount or not:
 * "icing sugar for dusting"), each cut again at its commas ("320 g di spaghetti, 150 g di guanciale"; not "1,5 l").
 */
function inlineItems(text: string): string[] {
  const parts = splitOutsideBrackets(text, /\s*[|;·•]\s*/).filter((p) => p !== '');
  const byComma = (part: string) => splitOutsideBrackets(part, /\s*,(?!\d)\s*/).filter((p) => p !== '');
  if (parts.length < 2) return byComma(text);
  // Between strong separators a comma cuts only amount-led parts ("2 eggs, 1 yolk"), not a note ("1 onion, chopped").
  return parts.flatMap((part) => {
    const pieces = byComma(part);
    return pieces.every((p) => leadingAmountEnd(p) > 0) ? pieces : [part];
  });
}

/**
 * "For the filling: 200g feta, 2 eggs, 1 egg yolk", "Caramel: 120 g sugar + 2 tbsp water": a group written on one
 * line, its items each led by an amount, joined by commas or "+"; a part with no amount is the note of the item before
 * it ("…, mixed into the rice"). "Flour: 200 g" and "Pâte sablée : 1 rouleau" stay one line each: a food named
 * before its amount.
 */
function inlineGroup(text: string): { heading: string; items: string[] } | undefined {
  const m = /^([^:：\d]{2,40})[:：]\s*(\S.*)$/u.exec(text);
  if (!m?.[1] || !m[2] || readMetaLine(text)) return undefined;
  // A part without an amount is a food of its own only under a label that opens as a group's heading does ("Till
  // pensling:", "For the glaze:"); "To serve: 1 lime, coriander" stays with the compound reader, which marks each item so.
  const opens = GROUP_OPENERS.startOf(fold(m[1])) !== undefined && !isServingLabel(m[1]);
  const items =
    (hasOutsideBrackets(m[2], /;/) ? semicolonItems(m[2]) : commaItems(m[2], opens)) ?? (opens ? namedItems(m[1], m[2]) : undefined);
  if (!items) return undefined;
  // Each item names its food after its amount: "Œufs : 3 + 3 blancs" is one line of eggs, not a group.
  const namesFood = (item: string) => /\p{L}{2,}/u.test(item.slice(Math.max(0, leadingAmountEnd(item))).replace(/\([^)]*\)?/g, ''));
  if (!items.every(namesFood)) return undefined;
  return { heading: m[1].trim(), items };
}

/**
 * Items between commas or "+", the first led by an amount; a part without one is the note of the item before it when
 * it says how that food is made ready ("…, finely chopped"), else a food of its own ("Till pensling: 1 ägg, pärlsocker").
 */
function commaItems(list: string, namesAlone: boolean): string[] | undefined {
  const parts = splitOutsideBrackets(list, /\s*[,;](?!\d)\s*|\s+\+\s+/).filter((p) => p !== '');
  const items: string[] = [];
  for (const part of parts) {
    const amountEnd = leadingAmountEnd(part);
    if (amountEnd > 0) items.push(part);
    else if (namesAlone && items.length > 0 && !isPreparationNote(part) && isShortName(part)) items.push(part);
    else if (items.length > 0) items[items.length - 1] = `${items[items.length - 1]}, ${part}`;
    else return undefined;
  }
  if (items.length < 2 || (parts.length !== items.length && !/\s\+\s/.test(list))) return undefined;
  return items;
}

/**
 * "Om te bestrooien: kristalsuiker, kaneel", "Zum Bestreuen: Puderzucker, Zimt": a label that opens as a group's
 * heading does ("for", "zum", "om te") before two or more short names without amounts, none of them a note.
 */
function namedItems(label: string, list: string): string[] | undefined {
  const folded = fold(label);
  const opener = GROUP_OPENERS.startOf(folded);
  if (opener === undefined || opener === folded) return undefined;
  const parts = splitOutsideBrackets(list.replace(/[.!]+\s*$/, ''), /\s*,(?!\d)\s*/).filter((p) => p.trim() !== '');
  if (parts.length < 2 || parts.length > 6 || !parts.every((p) => isShortName(p) && !isPreparationNote(p))) return undefined;
  return parts.map((p) => p.trim());
}

/** "To serve", "Zum Garnieren", "Pour servir", "For the garnish": a label of what is served beside the dish. */
function isServingLabel(label: string): boolean {
  const folded = fold(label);
  if (SERVING_GROUP.is(folded) || SERVE_WITH.startOf(folded) !== undefined) return true;
  const opener = GROUP_OPENERS.startOf(folded);
  return opener !== undefined && SERVING_GROUP.is(folded.slice(opener.length).trim());
}

/** A part that can name a food without an amount: a few words, no figure, not a sentence. */
function isShortName(part: string): boolean {
  return wordCount(part) <= 3 && !/\d/.test(part) && !isSentence(part);
}

/**
 * "2 onions, thinly sliced; 1 tbsp butter; salt": items between semicolons, each keeping its commas (its note); two or
 * more led by an amount, the others short items without one ("salt and pepper").
 */
function semicolonItems(list: string): string[] | undefined {
  const items = splitOutsideBrackets(list, /;/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const led = items.filter((p) => leadingAmountEnd(p) > 0).length;
  if (led < 2 || !items.every((p) => leadingAmountEnd(p) > 0 || (wordCount(p) <= 4 && !/\d/.test(p)))) return undefined;
  return items;
}

/** Reads the ingredient list of `items` (a section or an inferred block): groups with their headings, lines, stray text. */
function readIngredients(draft: Draft, items: readonly Content[]): void {
  // A group written on one line holds that line's items only: the lines after it go on with the part open before it.
  let resume: IngredientGroup | undefined;
  for (const [i, c] of items.entries()) {
    if (c.line.blank) continue;
    // "Teglia: 20x30 cm", "Tortownica 26 cm": the tin it is made in, never a food nor an amount to scale.
    if (isTinLine(c.text)) {
      draft.equipment.push(c.text);
      continue;
    }
    const inline = inlineGroup(c.text);
    if (inline) {
      const open = draft.groups.at(-1);
      draft.groups.push({ heading: inline.heading, lines: [] });
      for (const item of inline.items) addIngredient(draft, documentLine(item, c.line.raw));
      resume = open?.heading !== undefined ? { heading: open.heading, lines: [] } : { lines: [] };
      continue;
    }
    const heading = isGroupHeading(items, i);
    const adds = !heading && (hasAmount(c.text) || isShortItem(c) || c.line.cells !== null);
    if (resume && adds) draft.groups.push(resume);
    if (heading || adds) resume = undefined;
    if (heading) {
      draft.groups.push({
        heading:
          bracketedLabel(c.text) ??
          withoutDecorations(c.text)
            .replace(/[:：]\s*$/, '')
            .trim(),
        lines: [],
      });
      continue;
    }
    if (hasAmount(c.text)) {
      // "1 carota, 1 sedano, 1 cipolla — tritati": every comma part with its own amount is a line of its own.
      const items = leadingAmountEnd(c.text) > 0 ? splitCompoundLine(c.text) : [c.text];
      for (const item of items) addIngredient(draft, documentLine(item, c.line.raw));
      continue;
    }
    if (isShortItem(c) || c.line.cells) {
      const seasonings = seasoningItems(c.text);
      const items = seasonings.length > 1 ? seasonings : splitCompoundLine(c.text);
      for (const item of items) addIngredient(draft, documentLine(item, c.line.raw));
      continue;
    }
    draft.notUnderstood.push(c.line.body);
  }
}

/**
 * A link of the page under a section: clutter when it holds a word of the page's prompts and names no food the reader
 * knows; otherwise reported as not understood, so the cook sees it (never dropped).
 */
function placeLink(draft: Draft, text: string): void {
  if (isPriceOrCount(text) || (holdsPageWord(text) && !namesFood(text))) draft.clutter.push(text);
  else draft.notUnderstood.push(text);
}

/** "4,99 zł", "39,90 kr", "56": a shop's price naming no food, or a count alone. */
function isPriceOrCount(text: string): boolean {
  // "(1 l = 3,23 €)": a unit price in its brackets.
  const t = text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text;
  return isBareCount(t) || (wordCount(t) <= 6 && isPriceText(t) && !namesFood(t));
}

/**
 * A remark under the method: reported as not understood when it names a food or may be the cook's last words
 * (a line without a chat's marks: the cook sees it); the page's when it is clutter, one of its prompts, a person's
 * talk or a line with a chat's marks ("Odlično, radila sam za nedjelju!") naming no food the kitchen knows.
 */
function placeRemark(draft: Draft, line: Line): void {
  const talk = isClutter(line, false) || holdsPageWord(line.body) || isTalk(line.body) || hasChatMarks(line.body);
  if (talk && !namesFood(line.body)) draft.clutter.push(line.body);
  else draft.notUnderstood.push(line.body);
}

/**
 * A line under the numbered steps that is not talk whatever its marks: a tip's or a note's label ("Tip: …",
 * "Hinweis: …", a colon within its first words) or a serving sentence ("Serve with rice! 😋").
 */
function isNoteOrServing(text: string): boolean {
  const folded = fold(text);
  if (SERVE_WITH.startOf(folded) !== undefined || SUGGESTION.startOf(folded) !== undefined) return true;
  const at = text.indexOf(':');
  if (at < 2 || at > 24) return false;
  const label = fold(text.slice(0, at));
  return TIP.is(label) || NOTICE.is(label);
}

/** The text closes a sentence, a label or a list's item ('.', '!', '?', ':', ';', '…' and their full-width forms). */
function endsSentence(text: string): boolean {
  return '.!?:;…。！？：；'.includes(text.trimEnd().slice(-1));
}

/** "1", "12.", "3)": a step's number alone on its line. */
function isBareNumber(text: string): boolean {
  const t = text.trim();
  const digits = t.endsWith('.') || t.endsWith(')') ? t.slice(0, -1) : t;
  return digits.length > 0 && digits.length <= 2 && [...digits].every((ch) => ch >= '0' && ch <= '9');
}

/** Reads method lines: numbered steps (wrapped lines joined), bullets, plain lines, step group headings, trailing suggestions. */
function readSteps(draft: Draft, items: readonly Content[]): void {
  const lines = items.filter((c) => !c.line.blank);
  // "Zur Einkaufsliste hinzufügen", "Shop ingredients" under the last step: the page's links, not steps.
  const tail = pageTailStart(
    lines.map((c) => ({ text: c.text, marker: c.line.marker, priceOrCount: isPriceOrCount(c.text) })),
    2,
  );
  for (const c of lines.slice(tail)) placeLink(draft, c.text);
  // "Neki posipaju parmezanom ali to je grijeh!" under the numbered steps: the talk under the method, not a step.
  const talk = asidesStart(
    lines.slice(0, tail).map((c) => ({ text: c.text, marker: c.line.marker })),
    isNoteOrServing,
  );
  for (const c of lines.slice(talk, tail)) placeRemark(draft, c.line);
  const content = lines.slice(0, Math.min(talk, tail));
  const numbered = content.some((c) => c.line.marker === 'number');
  let lastWasNumbered = false;
  let numberNext = false;
  for (const [i, c] of content.entries()) {
    const text = c.text;
    // "Step 1" alone on its line numbers the line after it, and so does a bare "1" above a sentence (Cookidoo's cards).
    if (STEP_WORD_LINE.test(text) || (isBareNumber(text) && isSentence(content[i + 1]?.text ?? ''))) {
      numberNext = true;
      lastWasNumbered = false;
      continue;
    }
    const marker = numberNext ? 'number' : c.line.marker;
    numberNext = false;
    const isLast = i === content.length - 1 || content.slice(i + 1).every((n) => SUGGESTION.startOf(n.line.folded) !== undefined);
    if (isLast && c.line.marker === null && SUGGESTION.startOf(c.line.folded) !== undefined && i > 0) {
      draft.tips.push(text);
      continue;
    }
    const shapeHeading = i === 0 && headsMethod(content, 0);
    if (
      shapeHeading ||
      (!isSentence(text) && wordCount(text) <= 5 && (/[:：]$/.test(text) || c.line.emphasised) && c.line.marker !== 'number')
    ) {
      draft.stepGroups.push({ heading: withoutDecorations(text).replace(/[:：]\s*$/, ''), steps: [] });
      lastWasNumbered = false;
      continue;
    }
    const lowerStart = /^\p{Ll}/u.test(text);
    // "…, pa postupno umiješajte brašno i sol" then "dok ne dobijete glatku smjesu.": a plain step wrapped at the page's
    // width runs on in lower case under a line that ends no sentence.
    const lastStep = draft.stepGroups.at(-1)?.steps.at(-1);
    const runsOn = !numbered && marker === null && lowerStart && lastStep !== undefined && !endsSentence(lastStep) && i > 0;
    const wrapped = (numbered && lastWasNumbered && marker === null && lowerStart) || runsOn;
    addStep(draft, text, wrapped);
    if (marker === 'number') lastWasNumbered = true;
    else if (!wrapped) lastWasNumbered = false;
  }
}

const EMOJI_RUN = /(?:\p{Extended_Pictographic}|\ufe0f|\u200d|\u20e3)+/u;
/** A count as the page shows likes and views: "2.3万", "1,2k", "15K", "3 M". */
const COUNTER = /^[\d.,]+\s*(?:[万千kKM])?$/u;
/** Emoji that point at what follows them ("👉", "👇", "➡️", "⬇️"). */
const POINTING = /[👉👇➡⬇]/u;

/**
 * A line of pieces between emoji whose later pieces are page clutter and whose first piece is not: the line without
 * them, and what was dropped. Undefined when the line is one piece, all clutter, or opens with clutter.
 */
function withoutClutterPieces(line: Line): { line: Line; dropped: string[] } | undefined {
  if (line.blank || line.cells || !EMOJI_RUN.test(line.body)) return undefined;
  const pieces = line.body
    .split(EMOJI_RUN)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (pieces.length < 2) return undefined;
  const clutter = pieces.map((p) => isClutter(readLine(p, line.index), hasAmount(p)));
  // "❤️ 2.3万  ⭐ 收藏 8615  💬 评论 421": a bare count before the page's counters is one of them.
  if (clutter.slice(1).every(Boolean) && COUNTER.test(pieces[0] as string)) return undefined;
  if (clutter[0] || !clutter.some(Boolean)) return undefined;
  // "视频教程 👉 00:00 备料｜01:12 …", "Video 👇 …": the first piece points at the clutter after it and names it.
  const firstRun = EMOJI_RUN.exec(line.body.slice(line.body.indexOf(pieces[0] as string) + (pieces[0] as string).length))?.[0] ?? '';
  if (POINTING.test(firstRun) && clutter.slice(1).every(Boolean)) return undefined;
  const keptText = pieces.filter((_, i) => !clutter[i]).join(' ');
  return { line: { ...readLine(keptText, line.index), raw: line.raw }, dropped: pieces.filter((_, i) => clutter[i]) };
}

/**
 * A row of cells of which some state servings, times or a yield, or name the site ("Ricette Coop"), and the one other
 * is a few words without an amount (the dish's name): the facts, the site's pieces, and those words.
 */
function titleWithFacts(cells: readonly string[]): { meta: Meta; rest: string; site: string[] } | undefined {
  if (cells.length < 2 || cells.length > 5) return undefined;
  const meta = emptyMeta();
  const rest: string[] = [];
  const site: string[] = [];
  for (const cell of cells) {
    const read = readMetaLine(cell);
    if (read) mergeMeta(meta, read);
    else if (rest.length === 0 && !hasAmount(cell) && wordCount(cell) <= 8) rest.push(cell);
    else return undefined;
  }
  return rest.length === 1 && rest[0] && statedCount(meta) > 0 ? { meta, rest: rest[0], site } : undefined;
}

/** What is left of a caption's first line without its hashtags can name the dish: a few words, no sentence, no handle. */
function taggedTitle(rest: string): boolean {
  return wordCount(rest) <= 8 && !isSentence(rest) && !rest.includes('@');
}

/** A title line's own words: the first piece between emoji, without trailing servings or yield ("Sajtos pogácsa 🧀 kb. 40 db"). */
function titleCore(text: string): string {
  const first = text.split(/(?:\p{Extended_Pictographic}|\ufe0f|\u200d|\u20e3)+/u).find((p) => p.trim() !== '') ?? text;
  return splitTitleMeta(first.trim()).title;
}

/** A line that can be a title: short, no sentence, no amount (emoji and trailing meta taken away). */
function titleLike(c: Content): boolean {
  if (c.line.blank || c.line.cells) return false;
  const core = withoutPartMarker(titleCore(c.text));
  // "Strogonoff cremoso (o melhor que você vai comer!)": the aside's exclamation does not make the title a sentence.
  const open = core.endsWith(')') ? core.lastIndexOf('(') : -1;
  const words = open > 0 ? core.slice(0, open).trim() : core;
  // "Hallo Klara,", "Coucou Paul,": a letter's greeting, ending in its comma, is not the dish's name.
  return core !== '' && !isSentence(words) && core.length <= 100 && !hasAmount(core) && !core.endsWith(',');
}

/** The most lines of a page's header above the dish's name (the shop's, the site's, its section). */
const SITE_HEADER_LINES = 3;

/** The most words a shop's or site's name above the dish's takes ("Tesco Real Food", "Albert Heijn", "ICA"). */
const SHOP_NAME_WORDS = 3;

/** "ICA", "Albert Heijn", "Kroger" above "Easy Beef Tacos": a short name of no food straight above a dish's name. */
function isShopAboveDish(text: string, below: string): boolean {
  if (isBrandWord(text) || (wordCount(text) <= SHOP_NAME_WORDS && !namesFood(text) && namesFood(below))) return true;
  // "El rincón de Marta" above "TORTILLA DE PATATAS": a dish's name written in capitals as the card's headline, under a
  // blog's name written as a name (a few words, no food, no figure).
  // Its aside in brackets is written as a sentence ("TAGLIATELLE AL PESTO (come in Liguria)").
  return (
    isInCapitals(withoutAside(below)) &&
    !isInCapitals(text) &&
    wordCount(text) <= 6 &&
    !hasDigit(text) &&
    !isSentence(text) &&
    !namesFood(text)
  );
}

/** A dish's name without its aside in brackets ("Tagliatelle al pesto (come in Liguria, ma in 20 minuti)"). */
function withoutAside(text: string): string {
  const open = text.indexOf('(');
  return open > 0 ? text.slice(0, open) : text;
}

/** Every cased letter of the text is a capital, and it holds four at least ("TORTILLA DE PATATAS"). */
function isInCapitals(text: string): boolean {
  let capitals = 0;
  for (const ch of text) {
    if (ch.toLowerCase() === ch.toUpperCase()) continue;
    if (ch !== ch.toUpperCase()) return false;
    capitals += 1;
  }
  return capitals >= 4;
}

/** The title: a Markdown heading, else the first short line that is not a sentence (emoji and trailing meta taken away). */
function readTitle(draft: Draft, preamble: Content[], aboveFacts: ReadonlySet<Line>): Content[] {
  const site: number[] = [];
  const trail = trailWords(draft.clutter);
  const at = (() => {
    const heading = preamble.findIndex((c) => c.line.emphasised && /^\s*#/.test(c.line.raw));
    if (heading >= 0) return heading;
    // The title stands above the list: a short line after the first amount is an item of it ("leuștean verde").
    const firstAmount = preamble.findIndex((c) => !c.line.blank && !c.line.cells && hasAmount(c.text) && !looksLikeStep(c));
    let first = preamble.findIndex((c, i) => !(firstAmount >= 0 && i > firstAmount) && titleLike(c));
    // A button echoing the page's trail ("Spring na resep" under "Tuis › Resepte"), a few words without a figure, is
    // the page's, above the dish's name.
    const echo = (h: string) => wordCount(h) <= SHOP_NAME_WORDS + 1 && !hasDigit(h) && echoesTrail(h, trail);
    while (first >= 0 && echo((preamble[first] as Content).text)) {
      const next = preamble.findIndex((c, i) => i > first && !(firstAmount >= 0 && i > firstAmount) && titleLike(c));
      if (next < 0) break;
      site.push(first);
      first = next;
    }
    // "Carrefour · Recettes" then "Quiche aux poireaux", "Netto" then "Kochwelt" then "Grießbrei mit Zimt": up to three
    // lines of the page's header (the shop's, the site's, its section) straight above the dish's name, which the byline
    // or the card's facts follow.
    const run: number[] = [];
    for (let i = first; i >= 0 && i < preamble.length && run.length <= SITE_HEADER_LINES; i += 1) {
      if (!preamble[i]?.line.blank) run.push(i);
    }
    for (let k = 1; k < run.length; k += 1) {
      const next = run[k] as number;
      const below = preamble[next] as Content;
      if (
        (firstAmount >= 0 && next > firstAmount) ||
        !titleLike(below) ||
        wordCount(withoutAside(below.text)) > 10 ||
        !aboveFacts.has(below.line) ||
        startsLower(below.text) ||
        isSiteLine(below.text)
      )
        continue;
      const header = run.slice(0, k).map((i) => (preamble[i] as Content).text);
      const named =
        k === 1
          ? isSiteHeader(header[0] as string) || isShopAboveDish(header[0] as string, below.text)
          : header.some(isSiteHeader) &&
            header.every((h) => isSiteHeader(h) || (wordCount(h) <= SHOP_NAME_WORDS && !isSentence(h) && !hasDigit(h) && !namesFood(h)));
      if (named) {
        site.push(...run.slice(0, k));
        return next;
      }
    }
    return first;
  })();
  const first = preamble.find((c) => !c.line.blank);
  if (
    at < 0 ||
    (first &&
      preamble.indexOf(first) < at &&
      wordCount(first.text) > 12 &&
      !preamble.slice(0, at).some((c) => isSentence(c.text) && wordCount(c.text) <= 40))
  ) {
    // A paragraph from the first word: its opening clause names it ("Risotto ai funghi porcini, per 4 persone. …").
    if (first && wordCount(first.text) > 12) {
      const clause = /^([^.,:;!?]{3,60}?)(?:[,:]\s*|\s+(?=(?:\p{L}+\s+)?\d))/u.exec(first.text);
      if (clause?.[1] && wordCount(clause[1]) <= 6) {
        const { title, meta } = splitTitleMeta(clause[1].trim());
        if (meta) mergeMeta(draft.meta, meta);
        draft.title = title;
      }
    }
    if (at < 0) return preamble;
  }
  const c = preamble[at] as Content;
  const pieces = c.line.body
    .split(/(?:\p{Extended_Pictographic}|\ufe0f|\u200d|\u20e3)+/u)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let title = pieces[0] ?? withoutDecorations(c.text);
  for (const piece of pieces.slice(1)) {
    const meta = readMetaLine(piece.replace(/^\(|\)$/g, '')) ?? splitTitleMeta(`x ${piece}`).meta;
    if (meta) mergeMeta(draft.meta, meta);
    else if (!isClutter(readLine(piece, c.line.index), false)) title = `${title} ${piece}`;
  }
  const split = splitTitleMeta(withoutSitePieces(withoutPartMarker(title.trim())));
  if (split.meta) mergeMeta(draft.meta, split.meta);
  if (!draft.title) draft.title = split.title.replace(/[:：]\s*$/, '');
  draft.clutter.push(...site.map((i) => (preamble[i] as Content).text));
  // "Jumbo | Recepten", "Target Recipes | Dinner" above the title, read as a table's row: the site's name too.
  const above = preamble.filter((c, i) => i < at && !site.includes(i) && !c.line.blank && isSiteLine(c.line.body));
  draft.clutter.push(...above.map((c) => c.line.body));
  return preamble.filter((c, i) => i !== at && !site.includes(i) && !above.includes(c));
}

/**
 * Above a headed list, the card's facts under labels the parser has no words for ("Porsies: 6", "Kooktyd: 45 min",
 * "Оцена: 4,8 (167 гласова)"): read as servings and times, the rating as the page's; none is an item of the list.
 */
function withoutCardFacts(draft: Draft, rest: Content[], ingredients: readonly Content[]): Content[] {
  // Without a heading the list starts at its first two lines led by amounts.
  const ledByAmount = (c: Content | undefined) => c !== undefined && !c.line.blank && leadingAmountEnd(c.text) > 0;
  const listAt =
    ingredients.find((c) => !c.line.blank)?.line.index ?? rest.find((c, i) => ledByAmount(c) && ledByAmount(rest[i + 1]))?.line.index;
  if (listAt === undefined) return rest;
  const times: StatedTime[] = [];
  const servings: CardServings[] = [];
  const kept = rest.filter((c) => {
    if (c.line.blank || c.line.index > listAt || c.line.marker !== null) return true;
    const fact = readCardFact(c.line.body);
    const row = fact ? undefined : readFactRow(c.line.body);
    if (!fact && !row) return true;
    for (const m of row?.meta ?? []) mergeMeta(draft.meta, m);
    for (const f of fact ? [fact] : (row?.facts ?? [])) {
      if (f.kind === 'time') times.push(f.time);
      else if (f.kind === 'servings') servings.push(f);
      else draft.clutter.push(c.line.body);
    }
    return false;
  });
  draft.cardTimes = times;
  draft.cardServings = servings;
  return kept;
}

/**
 * Foods the running text names beside the amounts read ("…, salt and pepper", "mit gehackter Petersilie bestreuen"): a
 * food line is never lost. Serving sentences are left to `servedWithOf`.
 */
function foodsWithoutAmount(texts: readonly string[], phrases: readonly string[]): string[] {
  const found = [...phrases];
  const out: string[] = [];
  for (const sentence of texts.flatMap(sentencesOf)) {
    if (SERVE_WITH.startOf(fold(sentence)) !== undefined) continue;
    const foods = foodsInSentence(sentence, found);
    found.push(...foods);
    out.push(...foods);
  }
  return out;
}

/** Running text with amounts: its food phrases are the ingredients, its sentences the method. */
function readProse(draft: Draft, items: readonly Content[]): boolean {
  const paragraphs = items.filter((c) => !c.line.blank);
  const phrases = paragraphs.flatMap((c) => sentencesOf(c.text).flatMap(amountsInSentence));
  // "Brown 500 g beef in a splash of oil. Add salt and pepper.": one amount and foods named without one are a recipe too.
  const foods =
    phrases.length > 0
      ? foodsWithoutAmount(
          paragraphs.map((c) => c.text),
          phrases,
        )
      : [];
  if (phrases.length + foods.length < 2) return false;
  for (const phrase of [...phrases, ...foods]) addIngredient(draft, proseLine(phrase));
  for (const c of paragraphs) {
    for (const sentence of sentencesOf(c.text)) {
      const bare = sentence.replace(/[.!]+$/, '');
      const meta = readMetaLine(bare);
      if (meta) {
        mergeMeta(draft.meta, meta);
        continue;
      }
      if (draft.title && sentence.startsWith(draft.title)) {
        const rest = sentence.slice(draft.title.length).replace(/^[\s,:]+/, '');
        const restMeta = readMetaLine(rest.replace(/[.!:]+$/, '').split(/[:.]\s/)[0] ?? '');
        if (restMeta) {
          mergeMeta(draft.meta, restMeta);
          const after = rest.replace(/^[^:.]*[:.]\s*/, '');
          if (after && after !== rest) addStep(draft, after);
          continue;
        }
      }
      if (SUGGESTION.startOf(fold(sentence)) !== undefined && sentence === sentencesOf(c.text).at(-1)) draft.tips.push(sentence);
      else addStep(draft, sentence);
    }
  }
  return true;
}

/** The marks a shop's page sets before a line's price. */
const PRICE_MARKS = [' — ', ' – ', ' - ', ' | ', ' · '];

const hasDigit = (text: string) => [...text].some((ch) => ch >= '0' && ch <= '9');

/** The star characters a page's rating is drawn with. */
const STAR_CHARS = ['★', '☆', '⭐', '✩', '✪'];

/**
 * "4,5 ★ (1.204)   bereiden: 30 min   12 personen", "Ocena 4,6 ★ (142) · Czas pieczenia: 50 min · 8 porcji": a card's
 * row of pieces (set apart by wide gaps or a row's marks) of which some are the page's rating and the others read as
 * servings or times: the facts, and the rating's pieces.
 */
function factsBesideRating(line: Line): { meta: Meta; rating: string[] } | undefined {
  if (!STAR_CHARS.some((ch) => line.body.includes(ch))) return undefined;
  let pieces = line.gapped?.split(' | ') ?? [line.body];
  for (const mark of [' · ', ' | ', ' • ']) pieces = pieces.flatMap((p) => p.split(mark));
  if (pieces.length < 2) return undefined;
  const meta = emptyMeta();
  const rating: string[] = [];
  for (const piece of pieces) {
    const read = readMetaLine(piece.trim());
    if (read) mergeMeta(meta, read);
    else if (isClutter(readLine(piece, line.index), false)) rating.push(piece.trim());
    else return undefined;
  }
  return rating.length > 0 && statedCount(meta) > 0 ? { meta, rating } : undefined;
}

/**
 * "Fırında Mücver ★★★★★ (128 yorum)", "Mercimek Köftesi (4,8 ★ · 56 yorum)": a dish's name with the page's rating after
 * it: the line without the rating, and the rating.
 */
function withoutRatingTail(line: Line): { line: Line; rating: string } | undefined {
  const star = Math.min(...STAR_CHARS.map((ch) => line.body.indexOf(ch)).filter((i) => i > 0));
  if (!Number.isFinite(star)) return undefined;
  let head = line.body.slice(0, star).trim();
  const open = head.lastIndexOf('(');
  // The rating in brackets: "(4,8 ★ · 56 yorum)" opens before its score.
  const cut = open > 0 && !head.slice(open).includes(')') ? open : head.length;
  const rating = line.body.slice(cut).trim();
  head = head.slice(0, cut).trim();
  if (head === '' || wordCount(head) > 10 || hasAmount(head) || isSentence(head)) return undefined;
  if (!isClutter(readLine(rating.startsWith('(') && rating.endsWith(')') ? rating.slice(1, -1) : rating, line.index), false))
    return undefined;
  // The line's raw text is its head's: the stars are gone with the rating.
  return { line: readLine(head, line.index), rating };
}

/**
 * A line with a shop's price as its last piece ("… — R$ 7,99", "… | 2,49 €", "… 1,19 €* [In den Warenkorb]"): the line
 * without it, and the price with the shop's button after it.
 */
function withoutPriceTail(line: Line): { line: Line; price: string } | undefined {
  const found = priceTail(line);
  // "Get new recipes in your inbox! [Subscribe]": a line that is the page's as a whole goes whole.
  return found && !isClutter(line, hasAmount(line.body)) ? found : undefined;
}

function priceTail(line: Line): { line: Line; price: string } | undefined {
  if (line.blank || line.cells) return undefined;
  let body = line.body;
  const dropped: string[] = [];
  // "1 förpackning grön marsipan (Odense, 250 g)   Lägg i varukorgen   32,95 kr   Medlemspris": the shop's pieces after
  // the food's, set apart by wide gaps.
  const gaps = line.gapped?.split(' | ');
  if (gaps && gaps.length >= 2 && isShopPiece(gaps.at(-1) as string)) {
    let keep = gaps.length;
    while (keep > 1 && isShopPiece(gaps[keep - 1] as string)) keep -= 1;
    dropped.push(...gaps.slice(keep));
    body = gaps.slice(0, keep).join(' ');
  }
  const open = body.endsWith(']') ? body.lastIndexOf('[') : -1;
  if (open > 0 && isShopButton(body.slice(open))) {
    dropped.unshift(body.slice(open));
    body = body.slice(0, open).trim();
  }
  const done = (head: string, price: string) => ({
    line: { ...readLine(head, line.index), raw: line.raw },
    price: [price, ...dropped].join(' '),
  });
  // A price has a figure: a line without one ends in none (speed only: most lines).
  const priced = hasDigit(body);
  for (const mark of priced ? PRICE_MARKS : []) {
    const at = body.lastIndexOf(mark);
    if (at <= 0) continue;
    const price = body.slice(at + mark.length).trim();
    const head = body.slice(0, at).trim();
    if (head !== '' && price.split(' ').length <= 4 && isPriceText(price)) return done(head, price);
  }
  const tokens = priced ? body.split(' ') : [];
  const priceTokens = trailingPriceTokens(tokens);
  if (priceTokens > 0) return done(tokens.slice(0, -priceTokens).join(' '), tokens.slice(-priceTokens).join(' '));
  return dropped.length > 0 ? { line: { ...readLine(body, line.index), raw: line.raw }, price: dropped.join(' ') } : undefined;
}

/** The list's lines read so far: lines with an amount, outside the method. */
function listedTexts(content: readonly Content[]): string[] {
  return content.filter((c) => c.section !== 'method' && !c.line.blank && hasAmount(c.text)).map((c) => c.text);
}

const UNSPACED_RELATED: readonly string[] = UNSPACED_RELATED_PHRASES.map(fold);

/** The method has begun: a step under its heading, or a step's sentence after the list where no heading stands. */
function pastMethod(content: readonly Content[], section: Section, named = false): boolean {
  // Under a writer's name the method is what stands above the name.
  const filled = content.filter((c) => !c.line.blank);
  const last = filled.at(named ? -2 : -1);
  if (last === undefined) return false;
  if (section === 'method') return last.section === 'method';
  // A nutrition panel under the method: the comments under the panel are below the method too.
  if (section === 'nutrition') return content.some((c) => c.section === 'method');
  // Without a method's heading the steps stand under the list's or none: a step's look tells.
  return (section === 'none' || section === 'ingredients') && last.section === section && looksLikeStep(last) && wordCount(last.text) >= 4;
}

/**
 * "Maria Santos Sarap nito! Gagayahin ko bukas 😋" above "2d  Like  Reply": a comment copied as its writer's name and
 * words on one line, above the row of its buttons, is the comment's, not a step.
 */
function dropNamedComment(content: Content[], draft: Draft, section: Section): void {
  let k = content.length - 1;
  while (k >= 0 && content[k]?.line.blank) k -= 1;
  const last = content[k];
  if (last === undefined || last.section !== section || last.line.marker !== null) return;
  const words = last.line.body.split(' ');
  // A name and its words: two capitalised words opening a cheered line (German capitalises its nouns: "Mit Zwiebel und
  // Eiern mischen." is a step).
  const cheered = last.line.body.includes('!') || EMOJI_RUN.test(last.line.body);
  const named =
    isWritersName(last.line.body) || (cheered && words.length >= 3 && words.slice(0, 2).every((w) => w.length >= 2 && isCapitalised(w)));
  if (!named) return;
  content.splice(k, 1);
  draft.clutter.push(last.line.body);
}

/** A letter of a script written without spaces between words (Chinese, Japanese, Korean). */
function isUnspacedLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}

/**
 * "Mette: Jeg tilføjede lidt timian, lækkert!", "小美：我加了一點蒜，很好吃！", "דנה: הוספתי כמון, מעולה!": below the
 * method, a reader's name and its colon opening a cheered remark, without a comment's counter or heading above it. The
 * name is one by its shape (capitalised words as a writer's name is written, or one short word of a script without
 * capitals) and by what it is not: no label the kitchen reads (a heading's, a tip's, a warning's, a time's, a
 * serving's, a nutrient's, a rating's, a card fact's), no food.
 */
function isReadersRemark(line: Line): boolean {
  const body = line.body;
  const ascii = body.indexOf(':');
  const wide = body.indexOf('：');
  const at = ascii < 0 ? wide : wide < 0 ? ascii : Math.min(ascii, wide);
  if (at < 2 || at > 24) return false;
  const name = body.slice(0, at).trim();
  const remark = body.slice(at + 1).trim();
  if (remark === '' || !(remark.includes('!') || remark.includes('！') || EMOJI_RUN.test(remark))) return false;
  const first = name.charAt(0);
  if (first.toLowerCase() !== first.toUpperCase()) {
    // A writer opens a sentence ("Rosa: ¡Me han salido de 10!"); a label's words run on in lower case ("Truco: hay
    // quien añade un chorrito de vino…").
    const opening = [...remark].find((ch) => ch.toLowerCase() !== ch.toUpperCase());
    if (!isWritersName(name) || opening === undefined || opening === opening.toLowerCase()) return false;
  } else {
    const words = name.split(' ');
    if (words.length > 2 || [...name].some((ch) => ch >= '0' && ch <= '9')) return false;
    if (isUnspacedLetter(first) && (words.length > 1 || name.length > 4)) return false;
  }
  const folded = fold(name);
  if (folded === '' || NOTICE.is(folded) || TIP.is(folded) || isMetaLabel(folded) || OTHER_META.is(folded)) return false;
  if (ANY_NUTRIENT.is(folded) || RATING.is(folded) || SOURCE.startOf(folded) !== undefined || LIST_NOTE.startOf(folded) !== undefined)
    return false;
  if (SECTION_KINDS.some((kind) => HEADINGS[kind].is(folded)) || SERVING_GROUP.is(folded)) return false;
  return foodsInSentence(name, []).length === 0;
}

function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  const rest = word.slice(1);
  return first !== first.toLowerCase() && rest === rest.toLowerCase() && rest.toUpperCase() !== rest;
}

export function parseRecipeDocument(text: string): RecipeDocument {
  // A flattened table's header word alone on its line ("Menge", "Amount") is clutter, and must not pair with a cell.
  const headerWords: string[] = [];
  const chat = readChatExport(readTwoColumns(sizeSaidOnce(withReaderDigits(text)).replace(/\r\n?/g, '\n').split('\n')));
  const mail = withoutEmailHeaders(chat.lines);
  const page = readPrintedPage(mail.lines);
  const video = readVideoChapters(page.lines);
  const lines = joinFlattened(
    video.lines
      .map((raw, i) => readLine(raw, i))
      .filter((line) => {
        const lone = !line.blank && !line.cells && isLoneHeaderWord(line.folded) && !headingOf(line);
        if (lone) headerWords.push(line.body);
        return !lone;
      }),
  );
  const headerRows = new Set(lines.filter((line, i) => line.cells !== null && lines[i + 1]?.tableRule === true));
  const draft: Draft = {
    description: [],
    meta: emptyMeta(),
    groups: [],
    stepGroups: [],
    tips: [],
    notes: [],
    notUnderstood: [],
    clutter: [...chat.chatter, ...mail.headers, ...page.heads, ...video.chapters, ...headerWords],
    equipment: [],
  };
  const content: Content[] = [];
  let section: Section = 'none';
  let sawHeading = false;
  // A line with an amount has been read outside the method: what follows is past the list's start.
  let listSeen = false;
  let relatedList = false;
  // The line above was read as the source's nutrition: "Bielkoviny 22 g" under "Energia 620 kcal" is the panel's row.
  let panelAbove = false;

  // The lines read as tips under the open tips heading: the page's links after them are not tips.
  let tipsOfSection: (TailLine & { at: number })[] = [];
  const endTipsSection = () => {
    const links = tipsOfSection.slice(pageTailStart(tipsOfSection, 1));
    for (const link of links.reverse()) {
      draft.tips.splice(link.at, 1);
      placeLink(draft, link.text);
    }
    tipsOfSection = [];
  };
  // The loose lines straight above the card's facts (servings, times, a rating, a heading): where a dish's name stands.
  const aboveFacts = new Set<Line>();
  const markAboveFacts = () => {
    let k = content.length - 1;
    while (k >= 0 && content[k]?.line.blank) k -= 1;
    const last = content[k];
    if (last?.section === 'none' && !listBefore) aboveFacts.add(last.line);
  };
  // Whether a line with an amount was read before the line at hand.
  let listBefore = false;
  const firstLine = lines.find((line) => !line.blank);
  const lastLine = lines.findLast((line) => !line.blank);
  // The line above (not blank) went to the page's clutter: a count alone under it is its counter's ("Distribuiri", "56").
  let aboveBody: string | undefined;
  for (const whole of lines) {
    const clutterAbove = aboveBody !== undefined && draft.clutter.at(-1) === aboveBody;
    if (!whole.blank) aboveBody = whole.body;
    listBefore = listSeen;
    const panelWas = panelAbove;
    if (!whole.blank) panelAbove = false;
    if (
      // The page's trail as its first line, or under its banners only (nothing read yet): "Hasiera › Errezetak".
      ((whole === firstLine || (section === 'none' && !content.some((c) => !c.line.blank))) && isPageTrail(whole.body)) ||
      (section === 'none' && !listSeen && !/[\d:]/.test(whole.body) && isPageTrail(whole.body, 3))
    ) {
      draft.clutter.push(whole.body);
      continue;
    }
    // "einfach", "Medel" alone under a card's title: how hard it is, among the card's facts.
    if (section === 'none' && !listSeen && isDifficulty(whole.folded)) {
      draft.clutter.push(whole.body);
      continue;
    }
    // "Käsespätzle – Teil 1 #shorts #kochen" as the first words: the dish's name stays, the hashtags go.
    let tagged =
      section === 'none' && !listSeen && whole.body.includes('#') && !content.some((c) => !c.line.blank)
        ? splitHashtags(whole.body)
        : undefined;
    if (tagged && !taggedTitle(tagged.rest)) tagged = undefined;
    if (tagged) draft.clutter.push(tagged.tags.join(' '));
    // "ICA Buffé · Recept · Nr 11/2026" as the first line: the magazine's name and issue, never an item of the list.
    if (section === 'none' && !listSeen && hasAmount(whole.body) && isSiteLine(whole.body, true) && !content.some((c) => !c.line.blank)) {
      draft.clutter.push(whole.body);
      continue;
    }
    const tagless = tagged ? { ...readLine(tagged.rest, whole.index), raw: whole.raw } : whole;
    // Under the title, before the list: a card's row opening with the rating holds the servings and times.
    const rated = section === 'none' && !listSeen ? factsBesideRating(tagless) : undefined;
    if (rated) {
      draft.clutter.push(...rated.rating);
      markAboveFacts();
      mergeMeta(draft.meta, rated.meta);
      continue;
    }
    // The first words: the dish's name with the page's rating after it.
    const unrated = section === 'none' && !content.some((c) => !c.line.blank) ? withoutRatingTail(tagless) : undefined;
    if (unrated) draft.clutter.push(unrated.rating);
    const untagged = unrated?.line ?? tagless;
    // "SPICY PEANUT NOODLES 🥜🔥 save this for a busy weeknight!!": a caption's prompt goes, its title stays.
    const kept = withoutClutterPieces(untagged);
    if (kept) draft.clutter.push(...kept.dropped);
    const unpriced = kept?.line ?? untagged;
    // "1 lata de leite condensado — R$ 7,99", "Alle Zutaten in den Warenkorb – 12,47 €": a shop's price after the line.
    const priced = withoutPriceTail(unpriced);
    if (priced) draft.clutter.push(priced.price);
    const line = priced?.line ?? unpriced;
    if (line.blank) {
      content.push({ line, section, text: '' });
      continue;
    }
    // "Tip: …", "Tipp: …", "Astuce : …" is an aside for the tips wherever it stands; the section goes on after it.
    const aside = tipOf(line);
    if (aside) {
      // "Hinweis: Die Allergenkennzeichnung bezieht sich auf die verwendeten Produkte…": the shop's notice, not a tip.
      if (isShopNotice(fold(aside), aside)) draft.clutter.push(line.body);
      else draft.tips.push(aside);
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      markAboveFacts();
      endTipsSection();
      section = heading.kind;
      sawHeading = sawHeading || heading.kind === 'ingredients' || heading.kind === 'method';
      if (heading.meta) mergeMeta(draft.meta, heading.meta);
      if (heading.group) content.push({ line: readLine(heading.group, line.index), section, text: heading.group });
      if (heading.inline) {
        // "Ingredients: 2 ripe avocados, 1 lime, 1 pinch of salt": a list on one line, one item per comma part.
        // The list's closing full stop ends its last item, not a sentence ("…, sale e pepe.").
        const items = heading.kind === 'ingredients' ? inlineItems(heading.inline.replace(/\.\s*$/, '')) : [heading.inline];
        if (heading.kind === 'ingredients' || heading.kind === 'method') {
          for (const item of items) content.push({ line: readLine(item, line.index), section, text: item });
        } else if (heading.kind === 'nutrition') draft.nutrition = readNutrition(heading.inline, draft.nutrition);
        else if (heading.kind === 'equipment') draft.equipment.push(heading.inline);
        else if (heading.kind === 'comments') draft.clutter.push(line.body);
        else draft.tips.push(heading.inline);
      }
      continue;
    }
    if (section === 'equipment') {
      draft.equipment.push(line.body);
      continue;
    }
    // "Lone K." under the method, then its words: a reader's comment opens there.
    const readerNamed = listSeen && section !== 'none' && isInitialledName(line.body) && pastMethod(content, section);
    if (section === 'comments' || commentsHeading(line) || (section === 'method' && commentOpening(line)) || readerNamed) {
      section = 'comments';
      draft.clutter.push(line.body);
      continue;
    }
    // Under the title, before any heading: "1 large loaf in a 2-litre tin · 175 °C for 1 h 45 min" is the recipe's meta.
    // "4 portioner   Tillagningstid: 45 min": parts of a line set apart by wide gaps are read as its segments.
    const metaText =
      line.gapped !== undefined && statedCount(readMetaLine(line.gapped)) > statedCount(readMetaLine(line.body)) ? line.gapped : line.body;
    const strip = section === 'none' && !sawHeading && !readMetaLine(metaText) ? readMetaStrip(metaText) : undefined;
    if (strip) {
      markAboveFacts();
      mergeMeta(draft.meta, strip);
      continue;
    }
    // "Pasta e fagioli | 4 persone", "Kycklinggryta | 4 portioner | 40 min": a title's row with the card's facts.
    const titleRow = line.cells && section === 'none' && !listBefore && !readMetaLine(metaText) ? titleWithFacts(line.cells) : undefined;
    if (titleRow) {
      content.push({ line: readLine(titleRow.rest, line.index), section, text: titleRow.rest });
      draft.clutter.push(...titleRow.site);
      markAboveFacts();
      mergeMeta(draft.meta, titleRow.meta);
      continue;
    }
    const rowText_ = line.cells ? rowText(line.cells) : line.body;
    // A Markdown table's first row, above its rule ("| Ainesosa | Määrä |" then "|---|---|"), is its header: the
    // column names in any language, unless the row states an amount.
    if (line.cells && (isTableHeader(line.cells) || (headerRows.has(line) && !hasAmount(rowText_)))) {
      draft.clutter.push(line.body);
      continue;
    }
    // A line's body has its spaces collapsed (`readLine`): its words are parted by single spaces. A header has four
    // words at most: five parts are as many as `isTableHeader` needs to refuse a longer line.
    if (!line.cells && isTableHeader(line.body.split(' ', 5))) {
      draft.clutter.push(line.body);
      continue;
    }
    const amount = hasAmount(rowText_);
    // "Z aplikacją Moja Biedronka taniej! Koncentrat pomidorowy 200 g – 2,99 zł": the shop's offer on a food the list
    // already holds is the page's; an offer on a food the list lacks stays (a food line is never dropped).
    if (listSeen && !line.cells && (amount || holdsMeasure(line.body)) && offersListedFood(line.body, listedTexts(content))) {
      draft.clutter.push(unpriced.body);
      continue;
    }
    const listAbove = listSeen;
    if (amount && section !== 'method') listSeen = true;
    // "You may also like:" then "Aloo Gobi", "- Crema catalana": the names of other dishes listed under the link's words.
    if (relatedList && !amount && isListedDish(line)) {
      draft.clutter.push(line.body);
      continue;
    }
    relatedList = false;
    // A reader's remark under the method ("Mette: Jeg tilføjede lidt timian, lækkert!") is the page's.
    if (!amount && listSeen && !line.cells && (section === 'nutrition' || pastMethod(content, section)) && isReadersRemark(line)) {
      draft.clutter.push(line.body);
      continue;
    }
    // "126" closing a scanned page, "56" under a counter's word: a count alone is no food and no step.
    if (listSeen && (clutterAbove || line === lastLine) && isBareCount(line.body)) {
      draft.clutter.push(line.body);
      continue;
    }
    // "About the author: …", "Om meg: …": the author's box is the page's; one that names a food is shown as not understood.
    if (isAuthorBox(line.body)) {
      if (namesFood(line.body)) draft.notUnderstood.push(line.body);
      else draft.clutter.push(line.body);
      continue;
    }
    if (isClutter(line, amount)) {
      markAboveFacts();
      draft.clutter.push(line.body);
      relatedList = RELATED_RECIPES.within(line.folded) || (UNSPACED_RELATED.some((w) => line.folded.includes(w)) && !amount);
      // Below the method, a comment's stamp or a post's row of buttons opens the readers' comments: the lines after it
      // are theirs until a heading ("Sian — 2 ddiwrnod yn ôl", "u/tartu_kokk · 2 t tagasi", "Like · Reply · 2h").
      const above = [...content].reverse().find((c) => !c.line.blank)?.line.body;
      if (listSeen && pastMethod(content, section, above !== undefined && isWritersName(above)) && commentMarker(line, above)) {
        dropNamedComment(content, draft, section);
        section = 'comments';
      }
      continue;
    }
    if (section === 'nutrition' || isNutritionLine(line.body) || (panelWas && isPanelRow(line.body))) {
      panelAbove = true;
      // "Servings: 6 | Calories: 512kcal": a card's row that states its servings beside the nutrition.
      const rowMeta = section === 'nutrition' ? undefined : readMetaLine(line.body);
      if (rowMeta?.servings !== undefined) mergeMeta(draft.meta, { ...rowMeta, notes: [] });
      if (isNutritionLine(line.body) || /\d/.test(line.body)) draft.nutrition = readNutrition(line.body, draft.nutrition);
      // "Zur Einkaufsliste hinzufügen" under the panel: a few words that are no sentence are the page's, not a note.
      else if (!isSentence(line.body) && wordCount(line.body) <= 8) placeLink(draft, line.body);
      else draft.notes.push(line.body);
      continue;
    }
    // "Oven: 180C/160C fan/gas 4" before the method: the oven's setting, kept as written, never an ingredient.
    // "Step 1: Oven to 350 °F, line two sheets.": a numbered line is a step, with its oven.
    if (section !== 'method' && line.marker !== 'number' && isOvenLine(line.body)) {
      draft.meta.notes.push(line.body);
      continue;
    }
    // Times and servings are never ingredients ("Előkészítés: 20 perc" under an ingredients heading); a yield outside the list only.
    const clauses = section === 'none' && !readMetaLine(metaText) ? metaAmongClauses(line.body) : undefined;
    if (clauses) {
      mergeMeta(draft.meta, clauses.meta);
      content.push({ line: readLine(clauses.rest, line.index), section, text: clauses.rest });
      continue;
    }
    const meta = readMetaLine(metaText);
    const statesTimeOrServings = meta !== undefined && (meta.servings !== undefined || Object.keys(meta.times).length > 0);
    // "Makes 1 loaf, 10 thick slices", "Cuts into 8 slices." after the method: the yield, not a step.
    const yieldAfterList = meta?.yieldText !== undefined && (section === 'method' || section === 'tips');
    // "Pour 15 crêpes", "Makes 12 pancakes", "Na 50 sztuk" heading a list: a yield led by its word, never a food
    // ("12 cookies, crushed" opens with its amount, "kb. 2 liter víz" measures a food: both stay ingredients).
    const yieldLeadingList =
      meta?.yieldText !== undefined &&
      section === 'ingredients' &&
      !/^\s*[\d½¼¾⅓⅔⅛]/.test(line.body) &&
      parseIngredientLine(meta.yieldText).unit === null;
    // "Bake for 30 minutes." under the method's heading: a sentence with a cooking word and its time is a step, not a label.
    // Without headings, after the list: "Cook everything 20 minutes." is the method's step too.
    const stepSentence =
      (section === 'method' || (section === 'none' && listAbove && /[.!]$/.test(line.body.trim()))) &&
      meta?.servings === undefined &&
      meta?.yieldText === undefined &&
      isSentence(line.body) &&
      !/[:：]/.test(line.body) &&
      wordCount(line.body) >= 3;
    if (
      meta &&
      !stepSentence &&
      (section === 'none' || yieldAfterList || yieldLeadingList || (meta.yieldText === undefined && (!amount || statesTimeOrServings)))
    ) {
      markAboveFacts();
      mergeMeta(draft.meta, meta);
      continue;
    }
    if (section === 'tips') {
      tipsOfSection.push({ text: line.body, marker: line.marker, at: draft.tips.length });
      draft.tips.push(line.body);
      continue;
    }
    if (SOURCE.startOf(line.folded) !== undefined) {
      draft.notes.push(line.body);
      continue;
    }
    // "Du behöver 500 g räkor, 1 dl majonnäs … Till servering: …": a paragraph that writes the list out.
    const written = !line.cells && section !== 'method' && wordCount(line.body) > 8 ? proseList(line.body) : undefined;
    if (written) {
      addProseList(content, draft, written, line, section);
      continue;
    }
    content.push({ line, section, text: rowText_ });
  }

  endTipsSection();
  const bySection = (s: Section) => content.filter((c) => c.section === s);
  const loose = bySection('none');
  // The title and the cook's story come before the list; without headings the list and the method are found by their look.
  let rest = readTitle(draft, loose, aboveFacts);
  const ingredients = bySection('ingredients');
  const method = bySection('method');
  rest = withoutCardFacts(draft, rest, ingredients);

  if (ingredients.length > 0 || method.length > 0 || sawHeading) {
    // Lines before the first heading: description, or (captions) a list with no heading of its own.
    let firstAmount = rest.findIndex((c) => !c.line.blank && hasAmount(c.text) && !looksLikeStep(c));
    while (firstAmount > 0 && isGroupHeading(rest, firstAmount - 1)) firstAmount -= 1;
    const story = firstAmount < 0 ? rest : rest.slice(0, firstAmount);
    const listAndAfter = firstAmount < 0 ? [] : rest.slice(firstAmount);
    for (const c of story) {
      if (c.line.blank) continue;
      if (isTinLine(c.text)) draft.equipment.push(c.text);
      // "Bake at 350°F (175°C).", "Bei 180 °C backen.": the oven's setting above the list, kept as written, not the story.
      else if (statesOvenHeat(c.text)) draft.meta.notes.push(c.text);
      else draft.description.push(c.text);
    }
    const { list, after } = splitList(listAndAfter);
    readIngredients(draft, list);
    const { list: headed, after: unheadedMethod } = splitList(ingredients, true);
    readIngredients(draft, headed);
    if (method.some((c) => !c.line.blank)) {
      // A method under its own heading: lines between the list and it are neither ingredients nor steps; the cook sees them.
      for (const c of [...after, ...unheadedMethod]) if (!c.line.blank) draft.notUnderstood.push(c.text);
      readSteps(draft, method);
    } else readSteps(draft, [...after, ...unheadedMethod]);
  } else {
    const firstAmount = rest.findIndex(
      (c) => !c.line.blank && (hasAmount(c.text) || (c.line.marker !== null && isShortItem(c))) && !looksLikeStep(c),
    );
    if (firstAmount < 0) {
      // No list at all: a paragraph recipe, or text the reader cannot place.
      if (!readProse(draft, rest)) {
        for (const c of rest) {
          if (c.line.blank) continue;
          if (isSentence(c.text) || wordCount(c.text) > 8) addStep(draft, c.text);
          else draft.notUnderstood.push(c.text);
        }
      }
      rest = [];
    } else {
      // A group heading just before the first amount belongs to the list ("Deg", "Massa").
      let start = firstAmount;
      while (start > 0 && isGroupHeading(rest, start - 1)) start -= 1;
      for (const c of rest.slice(0, start)) {
        if (c.line.blank) continue;
        if (statesOvenHeat(c.text)) draft.meta.notes.push(c.text);
        else draft.description.push(c.text);
      }
      const { list, after } = splitList(rest.slice(start));
      readIngredients(draft, list);
      readSteps(draft, after);
    }
  }

  // Paragraph recipes whose "list" was a single line: the method's sentences name the foods.
  if (draft.groups.every((g) => g.lines.length === 0) && draft.stepGroups.length > 0) {
    const steps = draft.stepGroups.flatMap((g) => g.steps);
    const phrases = steps.flatMap((s) => sentencesOf(s).flatMap(amountsInSentence));
    for (const phrase of [...phrases, ...foodsWithoutAmount(steps, phrases)]) addIngredient(draft, proseLine(phrase));
  } else if (draft.stepGroups.length > 0) addStepFoods(draft);

  return finish(draft);
}

const INFORMAL_UNIT = new Set<string>(INFORMAL_AMOUNT_UNITS);
const STEP_VESSELS = new Set<string>([...EQUIPMENT_WORDS, ...VESSEL_WORDS].map(fold));
const LONG_VESSELS = [...STEP_VESSELS].filter((w) => w.length >= 4);

/** A word naming a tin, pan or dish, or a compound ending in one ("kastenform", "sütőforma"). */
function namesVessel(word: string): boolean {
  return STEP_VESSELS.has(word) || LONG_VESSELS.some((v) => word.endsWith(v));
}
const OUTPUT_UNITS = new Set<string>(['piece', 'slice']);

/** The words of a text, folded, three letters or more. */
function foodWords(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter((w) => w.length >= 3);
}

/**
 * "Whisk the flour, eggs and a pinch of salt", "Mehl, Eier und eine Prise Salz verrühren", "toss with 2 tbsp honey": a
 * food the method names with an amount (a number, or a pinch, a splash…) that no line of the list holds is a line of
 * the list too, as a prose recipe's are: nothing the cook adds is lost. A food the list holds (the same food, or all its
 * words) is never listed twice; serving sentences are left to `servedWithOf`.
 */
function addStepFoods(draft: Draft): void {
  const listed = draft.groups.flatMap((g) => g.lines);
  // The list's words, one the same as another with an ending of one or two letters ("egg", "eggs").
  const words = new WordIndex();
  for (const l of listed) for (const w of foodWords(l.text)) words.add(w);
  // The listed foods, looked up only when the method names a measured food the list's words do not hold.
  let entries: Set<unknown> | undefined;
  const listedEntries = () => {
    entries ??= new Set(listed.map((l) => findIngredient(l.foodSpan.text) ?? findIngredient(l.text)).filter((e) => e !== undefined));
    return entries;
  };
  const added: DocumentIngredientLine[] = [];
  for (const sentence of draft.stepGroups.flatMap((g) => g.steps).flatMap(sentencesOf)) {
    if (SERVE_WITH.startOf(fold(sentence)) !== undefined) continue;
    for (const phrase of [...amountsInSentence(sentence), ...informalAmountsInSentence(sentence, INFORMAL_UNIT)]) {
      // "shape 12 buns", "cut into 8 slices": a count without a measure is what the method makes, not what it adds.
      const unit = documentLineUnit(phrase);
      if (unit === null || OUTPUT_UNITS.has(unit)) continue;
      const line = proseLine(phrase);
      const food = line.foodSpan.text;
      const own = foodWords(food);
      if (own.length === 0 || own.every((w) => words.hasSame(w))) continue;
      // "Grease a 2lb loaf tin", "eine 26-cm-Springform": a tin's size is no food the method adds.
      if (own.some(namesVessel)) continue;
      const entry = findIngredient(food);
      if (entry ? listedEntries().has(entry) : !INFORMAL_UNIT.has(unit)) continue;
      if (entry) listedEntries().add(entry);
      for (const w of own) words.add(w);
      added.push(line);
    }
  }
  if (added.length === 0) return;
  // Into the list's part without a heading, or a part of their own after the headed ones.
  const open = draft.groups.find((g) => g.heading === undefined);
  if (open) open.lines.push(...added.slice(0, 20));
  else draft.groups.push({ lines: added.slice(0, 20) });
}

/** The items of the method's serving sentences ("Serve with rice and a green salad." → "rice", "a green salad"). */
function servedWithOf(steps: readonly string[]): string[] {
  const out: string[] = [];
  for (const step of steps) {
    for (const sentence of sentencesOf(step)) {
      const words = sentence.split(/\s+/);
      const folded = fold(sentence);
      const opener = SERVE_WITH.startOf(folded);
      if (opener === undefined) continue;
      const rest = words
        .slice(opener.split(' ').length)
        .join(' ')
        .replace(/[.!…]+\s*$/, '');
      for (const part of rest.split(/\s*[,;]\s*/)) {
        let item: string[] = [];
        const flush = () => {
          const text = item.join(' ').trim();
          if (text !== '' && item.length <= 5) out.push(text);
          item = [];
        };
        for (const word of part.split(/\s+/)) {
          if (LIST_CONJUNCTION.is(fold(word))) flush();
          else item.push(word);
        }
        flush();
      }
    }
  }
  return out.slice(0, 20);
}

/**
 * A list and what follows it: the list runs while lines read as ingredients (amounts, short items, group headings);
 * the first step-like line ends it. `headed`: the lines sit under an ingredients heading.
 */
function splitList(items: readonly Content[], headed = false): { list: Content[]; after: Content[] } {
  for (const [i, c] of items.entries()) {
    if (c.line.blank || c.line.cells) continue;
    if (STEP_WORD_LINE.test(c.text)) return { list: items.slice(0, i), after: items.slice(i) };
    if (hasAmount(c.text) && !looksLikeStep(c)) continue;
    if (isGroupHeading(items, i) || inlineGroup(c.text)) continue;
    if (headsMethod(items, i)) return { list: items.slice(0, i), after: items.slice(i) };
    if (isShortItem(c) && !(c.line.marker === 'number' && !headed)) continue;
    // A numbered or long sentence ends the list: the method starts without a heading.
    const moreAmounts = items.slice(i + 1).some((n) => !n.line.blank && hasAmount(n.text) && !looksLikeStep(n));
    if (headed && moreAmounts && !(c.line.marker === 'number')) continue;
    return { list: items.slice(0, i), after: items.slice(i) };
  }
  return { list: [...items], after: [] };
}

/**
 * The only time a recipe states, under a label sites use for the whole time ("Elkészítési idő: 1 óra 30 perc", "Doba
 * přípravy: 2 hodiny", "Tillagningstid 1 timme"), is its total (a working time's label stays its preparation too); beside
 * a separate cook or total time it is only the part its label names, and so beside a waiting time ("Tempo di
 * preparazione: 30 minuti · Tempo di riposo: 4 ore"). A working time alone ("Czas przygotowania: 1,5 godziny", "Prep:
 * 20 min") of a dish whose method cooks is the whole time too, and stays its preparation (a salad's or a no-bake
 * dessert's is its preparation only).
 */
function wholeTimeWhenAlone(times: DocumentTimes, steps: readonly string[]): void {
  const stated = TIME_KINDS.filter((kind) => times[kind] !== undefined);
  const only = stated.length === 1 ? stated[0] : undefined;
  const time = only ? times[only] : undefined;
  // A working time's label is kept as written beside the total it also states ("Czas przygotowania: 1,5 godz." is the
  // preparation and, alone, the whole time); a cooking word used for the whole ("Tillagningstid") is the total only.
  if (only && only !== 'total' && time?.wholeWhenAlone) {
    times.total = time;
    if (only !== 'prep') delete times[only];
  }
  const cooks = () => (minutesFromSteps([...steps])?.cook ?? 0) > 0 || steps.some(namesCooking);
  if (times.prep && !times.cook && !times.total && !times.rest && cooks()) times.total = times.prep;
  for (const kind of TIME_KINDS) {
    const t = times[kind];
    if (t?.wholeWhenAlone)
      times[kind] = { minutes: t.minutes, ...(t.maxMinutes !== undefined ? { maxMinutes: t.maxMinutes } : {}), text: t.text };
  }
}

function finish(draft: Draft): RecipeDocument {
  // "… og rødkål. Velbekomme!": the closing sign-off of the last step is clutter.
  // "… dopraw cukrem. Smacznego! Produkty dostępne w Lidlu w tym tygodniu – sprawdź gazetkę.": the shop's notice too.
  const lastGroup = draft.stepGroups.at(-1);
  for (let cut = 0; lastGroup && cut < 4; cut += 1) {
    const lastStep = lastGroup.steps.at(-1);
    if (lastStep === undefined) break;
    const { step, signOff } = withoutSignOff(lastStep);
    const sentences = signOff ? [] : sentencesOf(lastStep);
    const last = sentences.at(-1);
    const notice = sentences.length > 1 && last !== undefined && isShopNotice(fold(last), last) ? last : undefined;
    if (!signOff && !notice) break;
    draft.clutter.push((signOff ?? notice) as string);
    const kept = signOff ? step : sentences.slice(0, -1).join(' ');
    if (kept) lastGroup.steps[lastGroup.steps.length - 1] = kept;
    else lastGroup.steps.pop();
  }
  // "Zutaten: 9 · 30 Min.": a card's count that is the number of the list's lines or of the steps counts those.
  const lineCount = draft.groups.reduce((n, g) => n + g.lines.length, 0);
  const stepCount = draft.stepGroups.reduce((n, g) => n + g.steps.length, 0);
  const counted = draft.cardServings?.find((c) => c.servings !== lineCount && c.servings !== stepCount);
  if (counted && draft.cardServings?.length === 1)
    mergeMeta(draft.meta, { times: {}, notes: [], servings: counted.servings, ...(counted.max ? { servingsMax: counted.max } : {}) });
  if (draft.cardTimes?.length)
    placeCardTimes(draft.meta, draft.cardTimes, minutesFromSteps(draft.stepGroups.flatMap((g) => g.steps))?.cook);
  const times = draft.meta.times;
  const doc: RecipeDocument = {
    times,
    ingredientGroups: draft.groups.filter((g) => g.lines.length > 0 || g.heading),
    stepGroups: draft.stepGroups.filter((g) => g.steps.length > 0 || g.heading),
    tips: draft.tips,
    notes: [...draft.meta.notes, ...draft.notes],
    notUnderstood: draft.notUnderstood,
    clutter: [...draft.clutter, ...(draft.meta.credits ?? [])],
  };
  if (draft.title) doc.title = draft.title;
  const description = draft.description.filter((d) => !looksLikeComment(readLine(d, 0)));
  // "Lunchbox favourite, serves 4.", "… que da para 4 personas …": servings told in the story or the method.
  if (draft.meta.servings === undefined) {
    for (const line of [...description, ...draft.stepGroups.flatMap((g) => g.steps)]) {
      const found = servingsInText(line) ?? (description.includes(line) ? servingsInBrackets(line) : undefined);
      if (found) {
        mergeMeta(draft.meta, found);
        break;
      }
    }
  }
  for (const line of [...description, ...draft.meta.notes]) {
    for (const segment of metaSegments(line.replace(/[.!]+$/, ''))) {
      const meta = readMetaLine(segment.replace(/[.!]+$/, ''));
      if (meta && meta.yieldText === undefined) mergeMeta(draft.meta, { ...meta, notes: [] });
    }
    // "Tempo di preparazione 35 minuti per un risotto cremoso…": labelled times in the story's first sentence.
    // "Za 4 osobe. Treba ti oko 20 min za pripremu i 40 min kuhanja.": or in the sentence after the servings.
    if (Object.keys(draft.meta.times).length === 0 && line === description[0]) {
      const [first, second] = sentencesOf(line);
      const labelledTimes =
        labelledTimesInText(first ?? line) ?? (second && first && servingsInText(first) ? labelledTimesInText(second) : undefined);
      if (labelledTimes) mergeMeta(draft.meta, labelledTimes);
    }
    // "This tart takes 1 hour of preparation plus 3 hours of chilling.": named times told in the story.
    if (Object.keys(draft.meta.times).length === 0) {
      const told = namedTimesInText(line);
      if (told) mergeMeta(draft.meta, { ...told, notes: [] });
    }
    // "Sin cocción y listo en solo 15 minutos": the story states the whole time.
    if (!draft.meta.times.total) {
      const ready = readyTimeInText(line);
      if (ready) draft.meta.times.total = ready;
    }
  }
  // "15-Minute Peanut Noodles": the title states the whole time.
  if (!draft.meta.times.total && draft.title) {
    const titled = timeInTitle(draft.title);
    if (titled) draft.meta.times.total = titled;
  }
  // "Makes 24 cookies", "12 Stück", "1 Blech (ca. 24 Stück)" and no people named: each piece is a serving.
  if (draft.meta.servings === undefined && draft.meta.yieldText !== undefined) {
    // "Makes 16": a bare count of what it makes.
    const bare = draft.meta.yieldText.trim();
    const pieces = piecesOfYield(bare) ?? ([...bare].every((ch) => ch >= '0' && ch <= '9') ? Number(bare) : undefined);
    // "1 large loaf", "1 tray": one thing is not one serving.
    if (pieces !== undefined && pieces > 1) draft.meta.servings = pieces;
  }
  const servedWith = servedWithOf(doc.stepGroups.flatMap((g) => g.steps));
  if (servedWith.length > 0) doc.servedWith = servedWith;
  if (description.length > 0) doc.description = description.join(' ');
  // "Man braucht eine Springform von 26 cm.": a tin the story names and the method does not is kept as a note.
  const written = [...doc.stepGroups.flatMap((g) => g.steps), ...doc.tips, ...doc.notes].join(' ');
  for (const sentence of description.flatMap(sentencesOf)) {
    if (statesSize(sentence) && !written.includes(sentence) && !doc.notes.includes(sentence)) doc.notes.push(sentence);
  }
  wholeTimeWhenAlone(
    times,
    draft.stepGroups.flatMap((g) => g.steps),
  );
  if (draft.meta.servings !== undefined) doc.servings = draft.meta.servings;
  if (draft.meta.servingsMax !== undefined) doc.servingsMax = draft.meta.servingsMax;
  if (draft.meta.yieldText !== undefined) doc.yieldText = draft.meta.yieldText;
  if (draft.nutrition) doc.sourceNutrition = draft.nutrition;
  if (draft.equipment.length > 0) doc.equipment = draft.equipment;
  return doc;
}
