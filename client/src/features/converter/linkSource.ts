/** Where a link import came from: kept on the recipe it becomes (issue 31). */
export interface LinkSource {
  url: string;
  siteName: string;
  imageUrl?: string;
}

/** The recipe with the page it was read from: its address, the site's name, and the page's picture when it has none. */
export function withLinkSource<T extends { imageUrl?: string }>(
  recipe: T,
  source: LinkSource,
): T & { sourceUrl: string; sourceName?: string } {
  return {
    ...recipe,
    sourceUrl: source.url.slice(0, 2048),
    ...(source.siteName ? { sourceName: source.siteName.slice(0, 200) } : {}),
    ...(!recipe.imageUrl && source.imageUrl ? { imageUrl: source.imageUrl } : {}),
  };
}
