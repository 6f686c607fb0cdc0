/** The converter's act-time code (converterActions.ts), fetched on first use and from then on at once. */
export const loadConverterActions = () => import('./converterActions');
