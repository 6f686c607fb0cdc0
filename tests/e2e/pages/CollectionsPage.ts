import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { COLLECTION_TEXTS } from '../../../shared/domain/collectionTexts';

/** The book's collection and tag filters, the Tags & collections dialog, Manage collections and PDF downloads. */
export class CollectionsPage {
  readonly collectionFilter: Locator;
  readonly tagFilter: Locator;
  readonly manageButton: Locator;
  readonly manageDialog: Locator;
  readonly teaser: Locator;

  constructor(readonly page: Page) {
    this.collectionFilter = page.getByLabel(COLLECTION_TEXTS.collectionLabel, { exact: true });
    this.tagFilter = page.getByLabel(COLLECTION_TEXTS.tagLabel, { exact: true });
    this.manageButton = page.getByRole('button', { name: COLLECTION_TEXTS.manageCollections, exact: true });
    this.manageDialog = page.getByRole('dialog', { name: COLLECTION_TEXTS.manageCollections });
    this.teaser = page.getByRole('region', { name: COLLECTION_TEXTS.teaserTitle });
  }

  viewer(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  organiseDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: `${COLLECTION_TEXTS.organise}: ${title}` });
  }

  async openViewer(title: string): Promise<Locator> {
    await this.page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: title, exact: true }).click();
    const viewer = this.viewer(title);
    await viewer.waitFor();
    return viewer;
  }

  async openOrganise(title: string): Promise<Locator> {
    const viewer = await this.openViewer(title);
    await viewer.getByRole('button', { name: COLLECTION_TEXTS.organise, exact: true }).click();
    const dialog = this.organiseDialog(title);
    await dialog.waitFor();
    return dialog;
  }

  /** Clicks a button that downloads a file and returns the file's bytes and suggested name. */
  async download(button: Locator): Promise<{ name: string; bytes: Uint8Array }> {
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
  }
}
