/** Set on #root by the prerender step: the path whose HTML it holds (main.tsx hydrates only on that path). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
