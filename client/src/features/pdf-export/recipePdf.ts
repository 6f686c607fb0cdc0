import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import { ingredientGroupsOf } from '../../../../shared/domain/ingredientGroups';
import { nutritionRows } from '../../../../shared/domain/nutritionRows';
import { toWinAnsi, wrapText } from '../../../../shared/domain/pdfText';
import { readRecipeContent } from '../../../../shared/domain/recipeContent';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import regularFontUrl from './fonts/DejaVuSans.ttf?url';
import boldFontUrl from './fonts/DejaVuSans-Bold.ttf?url';
import { embedRecipeImage, type ImageAddress } from './pdfImage';

/** A4 in points, with 2 cm margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 } as const;
const TEXT = rgb(0.11, 0.14, 0.12);
const MUTED = rgb(0.3, 0.35, 0.32);
const ACCENT = rgb(0.18, 0.42, 0.23);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** What a text must pass through before this font can draw it (identity for the embedded Unicode font). */
  prepare(text: string): string;
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  return response.arrayBuffer();
}

/**
 * The embedded DejaVu Sans subset (Latin, Latin Extended, fractions and kitchen signs: ½, é, ő…).
 * If it cannot be loaded (offline: neither fontkit nor the font files are precached), Helvetica with the WinAnsi mapping
 * of shared/domain/pdfText: the export still works and nothing crashes on a character.
 */
async function loadFonts(pdf: PDFDocument): Promise<Fonts> {
  try {
    // fontkit is large and left out of the offline precache: offline, the fallback below is used.
    const [fontkit, regular, bold] = await Promise.all([import('@pdf-lib/fontkit'), fetchBytes(regularFontUrl), fetchBytes(boldFontUrl)]);
    pdf.registerFontkit(fontkit.default);
    return {
      regular: await pdf.embedFont(regular, { subset: true }),
      bold: await pdf.embedFont(bold, { subset: true }),
      prepare: (text) => text.replace(/[\t\r\u200b]/g, ' '),
    };
  } catch {
    return {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      prepare: toWinAnsi,
    };
  }
}

/** Draws text top-down over as many pages as it needs. */
class Writer {
  page: PDFPage;
  y: number;
  readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  text(
    content: string,
    options: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number; prefix?: string },
  ): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = options.size * 1.35;
    const indent = options.indent ?? 0;
    const lines = wrapText(this.fonts.prepare(content), this.width - indent, (s) => font.widthOfTextAtSize(s, options.size));
    lines.forEach((line, i) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (i === 0 && options.prefix) {
        const prefix = this.fonts.prepare(options.prefix);
        this.page.drawText(prefix, {
          x: PAGE.margin + indent - font.widthOfTextAtSize(prefix, options.size) - 4,
          y: this.y,
          size: options.size,
          font,
          color: ACCENT,
        });
      }
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size: options.size, font, color: options.color ?? TEXT });
    });
    this.y -= options.gap ?? 0;
  }
}

function metaLine(recipe: ReturnType<typeof readRecipeContent>['recipe']): string {
  const parts: string[] = [];
  if (recipe.servings !== '' && recipe.servings !== 0) parts.push(`Servings: ${recipe.servings}`);
  if (recipe.prepTime) parts.push(`Prep: ${recipe.prepTime}`);
  if (recipe.cookTime) parts.push(`Cook: ${recipe.cookTime}`);
  if (recipe.totalTime) parts.push(`Total: ${recipe.totalTime}`);
  return parts.join('   ·   ');
}

/** Nutrition per serving as the card shows it: one line of figures and the estimate disclaimer. */
function drawNutrition(w: Writer, recipe: ReturnType<typeof readRecipeContent>['recipe']): void {
  const rows = nutritionRows(recipe.nutrition);
  if (!rows) return;
  w.ensure(60);
  w.text(CARD_TEXTS.nutritionHeading, { size: 15, bold: true, gap: 4 });
  w.text(rows.map((r) => `${r.label} ${r.value} ${r.unit}`).join('   ·   '), { size: 11, gap: 3 });
  w.text(CARD_TEXTS.nutritionDisclaimer, { size: 9, color: MUTED, gap: 6 });
  w.y -= 6;
}

async function drawRecipe(pdf: PDFDocument, w: Writer, doc: RecipeDoc, imageAddress: ImageAddress): Promise<void> {
  const { recipe } = readRecipeContent(doc.convertedRecipe);
  w.text(doc.title, { size: 22, bold: true, gap: 6 });
  const meta = metaLine(recipe);
  if (meta) w.text(meta, { size: 11, color: MUTED, gap: 4 });
  const diets = [...new Set([...doc.dietaryFilters, ...recipe.dietaryRequirements])];
  if (diets.length) w.text(diets.join(', '), { size: 10, color: MUTED, gap: 4 });
  const image = await embedRecipeImage(pdf, doc.imageUrl || recipe.imageUrl || '', imageAddress);
  if (image) {
    const scale = Math.min(w.width / image.width, 260 / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    w.ensure(height + 12);
    w.y -= height + 8;
    w.page.drawImage(image, { x: PAGE.margin, y: w.y, width, height });
    w.y -= 8;
  }
  if (recipe.description) w.text(recipe.description, { size: 11, gap: 6 });
  drawNutrition(w, recipe);
  if (recipe.ingredients.length) {
    w.ensure(60);
    w.text('Ingredients', { size: 15, bold: true, gap: 4 });
    for (const part of ingredientGroupsOf(recipe)) {
      // A part's heading stays with its first lines on the page.
      if (part.heading) {
        w.ensure(36);
        w.y -= 2;
        w.text(part.heading, { size: 12, bold: true, gap: 2 });
      }
      for (const line of part.ingredients) w.text(line, { size: 11, indent: 14, prefix: '•', gap: 2 });
    }
    w.y -= 8;
  }
  if (recipe.instructions.length) {
    w.ensure(60);
    w.text('Instructions', { size: 15, bold: true, gap: 4 });
    for (const [i, step] of recipe.instructions.entries()) w.text(step, { size: 11, indent: 22, prefix: `${i + 1}.`, gap: 5 });
    w.y -= 8;
  }
  if (recipe.tips.length) {
    w.ensure(60);
    w.text("Chef's Tips", { size: 15, bold: true, gap: 4 });
    for (const tip of recipe.tips) w.text(tip, { size: 11, indent: 14, prefix: '•', gap: 2 });
  }
}

/**
 * A PDF of one recipe or of several (a collection): each recipe starts on a new page; pages are
 * numbered in the footer. Made entirely in the browser.
 */
export async function buildRecipesPdf(
  recipes: readonly RecipeDoc[],
  title: string,
  imageAddress: ImageAddress = async (url) => url,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Recipe Kitchen');
  pdf.setProducer('Recipe Kitchen (pdf-lib)');
  const fonts = await loadFonts(pdf);
  const w = new Writer(pdf, fonts);
  if (recipes.length > 1) w.text(title, { size: 13, color: MUTED, gap: 10 });
  for (const [i, recipe] of recipes.entries()) {
    if (i > 0) w.newPage();
    await drawRecipe(pdf, w, recipe, imageAddress);
  }
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = fonts.prepare(`${title} · ${i + 1} / ${pages.length}`);
    page.drawText(label, { x: PAGE.margin, y: PAGE.margin / 2, size: 9, font: fonts.regular, color: MUTED });
  });
  return pdf.save();
}
