import { durationsInSentence } from './document/meta';
/** Times of a pasted recipe as the converter shows them, and the times its method names (the document reader reads its metadata lines: `document/meta.ts`). */

/** "70" → "1 hour 10 minutes": the form the converter shows. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h > 0 ? `${h} hour${h === 1 ? '' : 's'}` : '';
  const mins = m > 0 || h === 0 ? `${m} minute${m === 1 ? '' : 's'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}

/**
 * Cooking and total minutes read from the method when the recipe states no times: ranges count at their upper
 * end ("6-7 minutes" is 7), "a side" twice, hours and minutes; waiting steps (marinate, chill) count towards the
 * total only. Undefined when the method names no duration.
 */
export function minutesFromSteps(steps: readonly string[]): { cook: number; total: number } | undefined {
  let cook = 0;
  let wait = 0;
  let found = false;
  for (const step of steps) {
    for (const sentence of step.split(/(?<=[.;!?])\s+/)) {
      const { minutes, waiting, working } = durationsInSentence(sentence);
      for (const m of minutes) {
        // "Beat 5 minutes until pale": the cook's handwork is neither cooking nor waiting.
        if (working && !waiting) continue;
        if (waiting) wait += m;
        else cook += m;
        found = true;
      }
    }
  }
  return found ? { cook: Math.round(cook), total: Math.round(cook + wait) } : undefined;
}
