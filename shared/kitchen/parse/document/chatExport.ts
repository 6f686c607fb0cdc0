/**
 * A recipe sent in a chat and pasted from the chat's export: each message opens with its date, time and sender
 * ("[14/02/2026, 19:05:12] Mum: ", "14/02/2026, 19:05 - Vó Lúcia: ", "2/14/26, 7:05 PM - Tía Rosa: ",
 * "[2026. 11. 28. 19:02:11] Anya: ", a copied message's "[19:02, 28/11/2026] Mormor: "). The stamps go; the messages are read as any recipe's lines.
 *
 * The recipe is the message of one sender: the one whose messages carry the most figures and sentences. What the
 * others write ("thank you!!", "ok 👍", "can you send me the recipe?") is chatter, kept only when it states an amount
 * (a figure); a message of emoji alone, or the app's own words ("<Media omitted>", "This message was deleted"), is chatter
 * whoever sends it.
 */
import { fold } from './matchers';
import { CHAT_EXPORT_HEADERS, CHAT_SYSTEM_MESSAGES } from './vocabulary';

const DATE = String.raw`\d{1,4}[./-]\s?\d{1,2}[./-]\s?\d{2,4}\.?`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?`;
/** "[14/02/2026, 19:05:12] Mum: ", "14/02/2026, 19:05 - Vó: ", and a copied message's "[19:02, 28/11/2026] Mormor: ". */
const CHAT_STAMP = new RegExp(String.raw`^\s*\[?\s*(?:${DATE},?\s+${TIME}|${TIME},?\s+${DATE})\s*\]?\s*[-–]?\s*([^:]{1,40}):\s?`, 'u');
/** LINE's export: "18:02<tab>Mama<tab>message". */
const TAB_STAMP = new RegExp(String.raw`^\s*${TIME}\t([^\t]{1,40})\t`, 'u');
/**
 * Telegram's and Viber's copies: the sender and the stamp on a line of their own ("Mama, [30.11.2026 18:02]",
 * "Баба Ана 18:02"), the message on the lines after it.
 */
const HEADER_STAMP = new RegExp(
  String.raw`^\s*([^\d[\]:\t]*\p{L}[^\d[\]:\t]*?),?\s*\[?\s*(?:${DATE},?\s+${TIME}|${TIME},?\s+${DATE}|${TIME})\s*\]?\s*$`,
  'u',
);
/** A day's line between the messages: "2026/11/30(月)", "Mon, 30/11/2026", "30.11.2026". */
const DAY_LINE = new RegExp(String.raw`^\s*(?:\p{L}{1,12}\.?,?\s+)?${DATE}\s*(?:\([^)]{1,12}\)|\p{L}{1,12})?\s*$`, 'u');
const DATE_AND_TIME = new RegExp(String.raw`${DATE},?\s+${TIME}`, 'u');

/** The sender of a stamped line, with what is left of the line (a header's message is on the lines after it). */
function stampOf(line: string): { sender: string; message: string; header: boolean } | undefined {
  const inline = CHAT_STAMP.exec(line);
  if (inline) return { sender: (inline[1] ?? '').trim(), message: line.slice(inline[0].length), header: false };
  if (!line.includes(':') || line.length > 90) return undefined;
  const tab = line.includes('\t') ? TAB_STAMP.exec(line) : null;
  if (tab) return { sender: (tab[1] ?? '').trim(), message: line.slice(tab[0].length), header: false };
  const header = HEADER_STAMP.exec(line);
  if (header) return { sender: (header[1] ?? '').trim(), message: '', header: true };
  return undefined;
}

const FIGURE = /[\d½¼¾⅓⅔]/u;
const SYSTEM = new Set<string>(CHAT_SYSTEM_MESSAGES.map(fold));
/** Words of an export's first lines ("[LINE] Chat history with Mama", "Saved on: …"), folded. */
const CHAT_HEADERS = CHAT_EXPORT_HEADERS.map(fold);

/** "<Media omitted>", "This message was deleted", "Pesan ini telah dihapus": the app's words, not the sender's. */
function isSystemMessage(message: string): boolean {
  const text = message.trim();
  return (text.startsWith('<') && text.endsWith('>')) || SYSTEM.has(fold(text));
}
const LETTER = /[\p{L}\p{N}]/u;

/** How much of the recipe a message seems to carry: a figure, or a sentence of some length. */
function weight(message: string): number {
  return (FIGURE.test(message) ? 2 : 0) + (message.length > 30 ? 1 : 0);
}

export interface ChatRead {
  /** The lines to read, stamps taken off, chatter left out. */
  lines: readonly string[];
  /** The chatter left out, as written. */
  chatter: readonly string[];
}

/** The lines without their chat stamps and chatter, when three lines or more carry a stamp (other texts are left as they are). */
export function readChatExport(lines: readonly string[]): ChatRead {
  let stamped = 0;
  for (const line of lines) {
    if (stampOf(line)) stamped += 1;
    if (stamped >= 3) break;
  }
  if (stamped < 3) return { lines, chatter: [] };
  const senders = new Map<string, number>();
  let current: string | undefined;
  let seenStamp = false;
  const read = lines.map((line) => {
    const stamp = stampOf(line);
    if (!stamp) {
      // The export's own lines: a day between the messages, and before the first message its title and date.
      const app = DAY_LINE.test(line) || (!seenStamp && (DATE_AND_TIME.test(line) || CHAT_HEADERS.some((h) => fold(line).includes(h))));
      if (app) return { sender: undefined, message: line, app: true };
      // A header's message runs on until the next stamp.
      if (current !== undefined && line.trim() !== '') senders.set(current, (senders.get(current) ?? 0) + weight(line));
      return { sender: current, message: line, app: false };
    }
    seenStamp = true;
    current = stamp.header ? stamp.sender : undefined;
    senders.set(stamp.sender, (senders.get(stamp.sender) ?? 0) + weight(stamp.message));
    return { sender: stamp.sender, message: stamp.message, app: stamp.header };
  });
  const cook = [...senders.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kept: string[] = [];
  const chatter: string[] = [];
  for (const { sender, message, app } of read) {
    if (app) {
      if (message.trim() !== '') chatter.push(message);
      continue;
    }
    const noWords = (message.trim() !== '' && !LETTER.test(message)) || isSystemMessage(message);
    const other = sender !== undefined && sender !== cook && !FIGURE.test(message);
    if (noWords || (other && message.trim() !== '')) chatter.push(message);
    else kept.push(message);
  }
  return { lines: kept, chatter };
}
