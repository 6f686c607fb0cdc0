import type { Locator, Page } from 'playwright-core';

/** The picture parts of the app: the editor's image field, card and viewer pictures, the avatar. */
export class RecipeImagesPage {
  readonly editor: Locator;
  readonly uploadImage: Locator;
  readonly removeImage: Locator;
  readonly viewer: Locator;
  readonly viewerImage: Locator;
  readonly avatarPicture: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole('dialog', { name: /^(New Recipe|Edit Recipe)$/ });
    this.uploadImage = this.editor.getByLabel('Upload image', { exact: true });
    this.removeImage = this.editor.getByRole('button', { name: 'Remove image', exact: true });
    this.viewer = page.locator('.recipe-card').first();
    this.viewerImage = page.locator('img.recipe-card__image');
    this.avatarPicture = page.locator('.user-menu__trigger img.avatar--picture');
  }

  card(title: string): Locator {
    return this.page
      .getByRole('list', { name: 'Saved recipes' })
      .locator(':scope > li')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  cardImage(title: string): Locator {
    return this.card(title).locator('img.book-card__image');
  }

  toast(title: string): Locator {
    return this.page.locator('.toast').filter({ hasText: title });
  }

  /** Waits until the picture has really been drawn (loaded and decoded), not only put in the page. */
  async waitForLoaded(image: Locator, timeout = 15_000): Promise<void> {
    await image.waitFor({ timeout });
    // No named helpers inside: the function is sent to the page as text (tsx would add a __name call).
    await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise<void>((resolve, reject) => {
          if (img.complete) {
            if (img.naturalWidth > 0) resolve();
            else reject(new Error(`image failed: ${img.src}`));
            return;
          }
          img.addEventListener('load', () => resolve());
          img.addEventListener('error', () => reject(new Error(`image failed: ${img.src}`)));
        }),
    );
  }
}
