export interface AuthActionSearch {
  mode?: string;
  oobCode?: string;
}

/** The search of the e-mail action links (verify, reset, change): apart from their page so the route table checks it without loading the page. */
export function validateAuthActionSearch(search: Record<string, unknown>): AuthActionSearch {
  return {
    ...(typeof search.mode === 'string' ? { mode: search.mode } : {}),
    ...(typeof search.oobCode === 'string'
      ? { oobCode: search.oobCode }
      : typeof search.oobCode === 'number'
        ? { oobCode: String(search.oobCode) }
        : {}),
  };
}
