import type { Locator } from 'playwright-core';

/** How many lines the element's text takes as painted (distinct line boxes of its text). */
export async function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set<number>();
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    // Inline pieces on one line may differ by a pixel or two: count tops more than half a line apart.
    const sorted = [...tops].sort((a, b) => a - b);
    const lineHeight = Number.parseFloat(getComputedStyle(element).fontSize) * 0.6;
    return sorted.filter((top, i) => i === 0 || top - (sorted[i - 1] ?? top) > lineHeight).length;
  });
}

/** Whether a <select> is wide enough to show its chosen option's whole text (beside its arrow). */
export async function selectShowsWholeText(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.selectedOptions[0]?.textContent ?? '';
    const arrow = 20;
    const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - arrow;
    return context.measureText(text).width <= room;
  });
}

/** Whether the element lies wholly inside the window (not below the fold, not under another edge). */
export async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  });
}
