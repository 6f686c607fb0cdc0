import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSuppressed, rememberDismissal, SUPPRESS_MS } from '../../client/src/app/blockedRequests';
import { ErrorScreen } from '../../client/src/ui/ErrorScreen';
import { SHELL_TEXTS } from '../../shared/domain/shellTexts';

/** The notices of public-site-and-plans §2 and §8, checked against the spec's own wording. */
const SPEC = {
  banner: 'Connection Issues Detected',
  blocked: 'It looks like an ad blocker or network extension is blocking some requests. This may affect app functionality.',
  other: 'An unexpected error occurred. Please try refreshing the page.',
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('notices', () => {
  it('the blocked-request banner says Connection Issues Detected with Retry and Dismiss, silent for 10 minutes after Dismiss', () => {
    expect(SHELL_TEXTS.bannerTitle).toBe(SPEC.banner);
    expect(SHELL_TEXTS.blockedMessage).toBe(SPEC.blocked);
    expect([SHELL_TEXTS.bannerRetry, SHELL_TEXTS.bannerDismiss]).toEqual(['Retry', 'Dismiss']);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(SUPPRESS_MS).toBe(10 * 60_000);
    rememberDismissal(storage, 1_000_000);
    expect(isSuppressed(storage, 1_000_000 + SUPPRESS_MS - 1)).toBe(true);
    expect(isSuppressed(storage, 1_000_000 + SUPPRESS_MS)).toBe(false);
  });

  it('the error screen for a blocked or failed request is titled Connection Issue, with the §8 text, the tip, Reload Page and Try Again', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { connection: true, onTryAgain: () => undefined }));
    const shown = text(html);
    expect(html).toContain('<h1>Connection Issue</h1>');
    expect(shown).toContain(SPEC.blocked);
    expect(shown).toMatch(/Tip: temporarily disable ad blockers or browser extensions/);
    expect(html).toMatch(/<button[^>]*>Reload Page<\/button>/);
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
    expect(html).toContain('role="alert"');
  });

  it('any other error: Something went wrong, with the §8 text', () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { connection: false, onTryAgain: () => undefined }));
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(text(html)).toContain(SPEC.other);
    expect(text(html)).not.toContain('Tip:');
    expect(html).toMatch(/<button[^>]*>Reload Page<\/button>/);
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
  });
});
