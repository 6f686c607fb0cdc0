import type { Locator, Page } from 'playwright-core';
import type { MealSlot } from '../../../shared/domain/limits';
import { PLANNER_TEXTS } from '../../../shared/domain/planner/texts';

/** A draggable card is named by its visible text: the title, then kcal or tags. */
function startsWith(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
}

/** The Meal Planning view: week grid, side list, add dialog, save button. */
export class MealPlannerPage {
  readonly heading: Locator;
  readonly saveButton: Locator;
  readonly unsavedMark: Locator;
  readonly addDialog: Locator;
  readonly sideList: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: PLANNER_TEXTS.title, level: 1 });
    this.saveButton = page.getByRole('button', { name: /^(Save Plan|Saving\.\.\.|Saved)$/ });
    this.unsavedMark = page.getByRole('status').filter({ hasText: PLANNER_TEXTS.unsaved });
    this.addDialog = page.getByRole('dialog', { name: /^Add to / });
    this.sideList = page.getByRole('list', { name: 'Recipes to plan' });
  }

  slot(day: string, slot: MealSlot): Locator {
    return this.page.getByRole('region', { name: `${day} ${PLANNER_TEXTS.slotLabels[slot]}`, exact: true });
  }

  placed(day: string, slot: MealSlot, title: string): Locator {
    return this.slot(day, slot).getByRole('button', { name: startsWith(title) });
  }

  sideRecipe(title: string): Locator {
    return this.sideList.getByRole('button', { name: startsWith(title) });
  }

  toast(title: string): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });
  }

  /**
   * Drags with the mouse in small steps, as a person would (dnd-kit starts after a few pixels): waits until the drag
   * has started (its card follows) before measuring the target, and until the screen-reader announcement says the
   * card is over the target before dropping, so a busy page that lays out late cannot make the drop miss.
   */
  async mouseDrag(source: Locator, day: string, slot: MealSlot): Promise<void> {
    const target = this.slot(day, slot);
    await source.scrollIntoViewIfNeeded();
    const from = await source.boundingBox();
    if (!from) throw new Error('drag source is not visible');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await this.page.locator('.drag-card').waitFor();
    await this.nextPaint();
    const to = await target.boundingBox();
    if (!to) throw new Error('drop target is not visible');
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await this.nextPaint();
    await this.page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: `is over ${day} ${PLANNER_TEXTS.slotLabels[slot]}.` })
      .waitFor();
    await this.page.mouse.up();
  }

  /**
   * Picks up the focused draggable with Space, presses the arrow keys, waits until the screen-reader
   * announcement says it is over `target` (the page may scroll first), and drops with Space.
   */
  async keyboardDrag(source: Locator, keys: string[], target: string): Promise<void> {
    await source.focus();
    await this.page.keyboard.press('Space');
    // The drag has started once its card follows; each key is handled after the next paint, as for a person.
    await this.page.locator('.drag-card').waitFor();
    for (const key of keys) {
      await this.nextPaint();
      await this.page.keyboard.press(key);
    }
    await this.nextPaint();
    await this.page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: `is over ${target}.` })
      .waitFor();
    await this.page.keyboard.press('Space');
  }

  private nextPaint(): Promise<void> {
    return this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }

  async addWithDialog(day: string, slot: MealSlot, title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add recipe to ${day} ${PLANNER_TEXTS.slotLabels[slot]}`, exact: true }).click();
    await this.addDialog.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    await this.addDialog.waitFor({ state: 'detached' });
  }

  async save(): Promise<void> {
    await this.saveButton.filter({ hasText: PLANNER_TEXTS.save }).click();
    await this.saveButton.filter({ hasText: PLANNER_TEXTS.saved }).waitFor();
  }
}
