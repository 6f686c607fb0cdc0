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
import { CHAT_SYSTEM_MESSAGES } from './vocabulary';

const DATE = String.raw`\d{1,4}[./-]\s?\d{1,2}[./-]\s?\d{2,4}\.?`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?`;
/** "[14/02/2026, 19:05:12] Mum: ", "14/02/2026, 19:05 - Vó: ", and a copied message's "[19:02, 28/11/2026] Mormor: ". */
const CHAT_STAMP = new RegExp(String.raw`^\s*\[?\s*(?:${DATE},?\s+${TIME}|${TIME},?\s+${DATE})\s*\]?\s*[-–]?\s*([^:]{1,40}):\s?`, 'u');

const FIGURE = /[\d½¼¾⅓⅔]/u;
const SYSTEM = new Set<string>(CHAT_SYSTEM_MESSAGES.map(fold));

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
    if (CHAT_STAMP.test(line)) stamped += 1;
    if (stamped >= 3) break;
  }
  if (stamped < 3) return { lines, chatter: [] };
  const senders = new Map<string, number>();
  const read = lines.map((line) => {
    const stamp = CHAT_STAMP.exec(line);
    if (!stamp) return { sender: undefined, message: line };
    const sender = (stamp[1] ?? '').trim();
    const message = line.slice(stamp[0].length);
    senders.set(sender, (senders.get(sender) ?? 0) + weight(message));
    return { sender, message };
  });
  const cook = [...senders.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kept: string[] = [];
  const chatter: string[] = [];
  for (const { sender, message } of read) {
    const noWords = (message.trim() !== '' && !LETTER.test(message)) || isSystemMessage(message);
    const other = sender !== undefined && sender !== cook && !FIGURE.test(message);
    if (noWords || other) chatter.push(message);
    else kept.push(message);
  }
  return { lines: kept, chatter };
}
