/**
 * Texts of the AI path (ours: the spec shows none for these cases). None contains "quota" or "fetch": the
 * client's mapping (signed-in-features §8) turns such words into the quota and connection texts, and none of
 * these is a quota of the AI service or the user's connection.
 */
export const AI_PATH_TEXTS = {
  /** The whole generation passed its deadline (GENERATION_TIMEOUT_MS); the user's network is not the cause. */
  timedOut: (seconds: number) =>
    `The recipe service did not finish within ${seconds} seconds, so we stopped waiting. Nothing was counted; please try again.`,
  /** The provider sent more than any recipe can be. */
  replyTooLarge: (kiloBytes: number) =>
    `The recipe service sent a reply larger than any recipe (over ${kiloBytes} kB), so it was not read. Nothing was counted; please try again.`,
  /** More lines than a card holds: refused, never cut without a word. */
  replyTooLong: (ingredients: number, steps: number) =>
    `The recipe service sent more than ${ingredients} ingredients or ${steps} steps, which is not a recipe we can show. Nothing was counted; please try again.`,
  /** The provider answered 429 without naming a quota: it is busy, not out of quota. */
  providerBusy: 'The recipe service is busy right now. Nothing was counted; please try again in a minute.',
  /** Requests of this user still being written hold every remaining slot of the day. */
  slotsBusy: 'Your other recipe requests are still being written. Please wait for them to finish, then try again.',
  /** Too many requests to /api/generate in a short time (the route's rate limit). */
  tooManyRequests: 'Too many recipe requests in a short time. Please wait a minute and try again.',
  /** The server stopped while the recipe was being written. */
  shuttingDown: 'The server is restarting. Nothing was counted; please try again in a moment.',
  // Notices on the card.
  servingsUnreadable: (servings: number) =>
    `The recipe we got did not say how many servings it makes; it is shown as ${servings} servings. Check the amounts before cooking.`,
  servingsAbsurd: (claimed: number, shown: number) =>
    `The recipe we got said it makes ${claimed.toLocaleString('en-US')} servings, which its amounts do not support; it is shown as ${shown} servings. Check the portions.`,
  tipLeftOut: (filter: string) => `A tip was left out: it named something ${filter} excludes.`,
  descriptionTrimmed: (filter: string) => `Part of the description was left out: it named something ${filter} excludes.`,
  changeLeftOut: (filter: string) => `A change the AI listed was left out: its replacement does not fit ${filter}.`,
  stepFlagged: 'A step or the title still names something your choices exclude: see the filter check, and leave it out when you cook.',
  wordsAligned: 'The title or a step named something your choices exclude, and was reworded: check it before you cook.',
  reasonLeftOut: (filter: string) => `The reason given for a change was left out: it named something ${filter} excludes.`,
  partFlagged:
    "A heading of the ingredient list or an ingredient's note still names something your choices exclude: see the filter check, and leave it out when you cook.",
} as const;
