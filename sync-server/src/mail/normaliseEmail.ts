/** One spelling of an address for signing and opt-outs: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
