/**
 * A recipe sent in a chat and pasted from the chat's export: each message opens with its date, time and sender
 * ("[14/02/2026, 19:05:12] Mum: ", "14/02/2026, 19:05 - Vó Lúcia: ", "2/14/26, 7:05 PM - Tía Rosa: "). The stamps go; the
 * messages are read as any recipe's lines.
 */
const CHAT_STAMP =
  /^\s*\[?\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AaPp]\.?\s?[Mm]\.?)?\]?\s*[-–]?\s*[^:]{1,40}:\s?/u;

/** The lines without their chat stamps, when three lines or more carry one (other texts are left as they are). */
export function withoutChatStamps(lines: readonly string[]): readonly string[] {
  let stamped = 0;
  for (const line of lines) {
    if (CHAT_STAMP.test(line)) stamped += 1;
    if (stamped >= 3) return lines.map((l) => l.replace(CHAT_STAMP, ''));
  }
  return lines;
}
