/** Set on #root by the prerender step: the path whose page it holds, or "*" for the not-found page (client/src/public/main.tsx). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
