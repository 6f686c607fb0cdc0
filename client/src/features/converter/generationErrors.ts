import { httpErrorMessage, MESSAGES } from '../../../../shared/domain/messages';

/** The text to show for a failed generation (signed-in-features §8 mapping). */
export function generationErrorText(input: { status?: number; error?: unknown; success?: unknown }): string {
  const text = typeof input.error === 'string' ? input.error.trim() : '';
  if (text) {
    const lower = text.toLowerCase();
    if (lower.includes('not authenticated') || text === MESSAGES.notAuthenticated) return MESSAGES.signInToGenerate;
    if (lower.includes('quota')) return MESSAGES.quotaExceeded;
    if (lower.includes('fetch')) return MESSAGES.connectionFailed;
    return text;
  }
  if (input.status !== undefined && input.status >= 400) return httpErrorMessage(input.status);
  if (input.success === false) return MESSAGES.conversionFailed;
  return MESSAGES.generationFailed;
}

/** "Daily Conversion Limit Reached: Daily conversion limit…" → the title and the text after it. */
export function splitTitled(message: string, title: string): { title: string | null; text: string } {
  const prefix = `${title}: `;
  return message.startsWith(prefix) ? { title, text: message.slice(prefix.length) } : { title: null, text: message };
}
