import { useEffect } from 'react';

/** Sections that start below the fold fade in as they scroll into view. */
const REVEAL_SELECTOR = '[data-reveal]';
const HIDDEN_CLASS = 'reveal--pending';

/**
 * Fade-in on scroll as a progressive enhancement: the prerendered page shows every section (no
 * JavaScript, search engines, reduced motion); after hydration only sections still below the fold are
 * hidden, and each is shown for good the first time it enters the viewport.
 */
export function useRevealOnScroll(): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const below = [...document.querySelectorAll<HTMLElement>(REVEAL_SELECTOR)].filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove(HIDDEN_CLASS);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    for (const el of below) {
      el.classList.add(HIDDEN_CLASS);
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of below) el.classList.remove(HIDDEN_CLASS);
    };
  }, []);
}
