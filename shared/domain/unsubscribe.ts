/** Unsubscribing from non-essential e-mail (newsletters, tips): the page's and the API's texts. */
export const UNSUBSCRIBE_TEXTS = {
  heading: 'Unsubscribe',
  intro:
    'Every non-essential e-mail we send ends with a personal unsubscribe link. Following it stops all such mail to that address. Account e-mails you ask for, such as verification and password resets, are still sent.',
  noLink: 'To unsubscribe, open the link at the end of the e-mail you received. It names your address, so nobody else can unsubscribe you.',
  confirm: 'Unsubscribe',
  confirmFor: (email: string) => `Stop non-essential e-mail to ${email}?`,
  done: (email: string) => `Done. We will send no more non-essential e-mail to ${email}.`,
  invalid: 'This unsubscribe link is not valid. Please use the complete link from the e-mail.',
  failed: 'We could not reach the server. Please try again.',
} as const;
