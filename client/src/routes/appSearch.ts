/** Search parameters /app understands: ?section= (Settings section), ?success=true / ?canceled=true after checkout. */
export interface AppSearch {
  section?: string;
  success?: string;
  canceled?: string;
}

export function validateAppSearch(search: Record<string, unknown>): AppSearch {
  const out: AppSearch = {};
  if (typeof search.section === 'string') out.section = search.section;
  if (search.success === 'true' || search.success === true) out.success = 'true';
  if (search.canceled === 'true' || search.canceled === true) out.canceled = 'true';
  return out;
}
