import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { fold } from '../../shared/kitchen/parse/document/matchers';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';

/**
 * Issue 31, ninth round, written blind: words of scripts whose vowels are marks (Devanagari, Bengali, Tamil) stay whole;
 * servings said with "for" glued to the count or after the people; a unit before its number inside the line (Swahili);
 * household units of more languages; stars as a line's bullet; a page's trail below its first line; a seasoning line
 * in lower case under an item; a comments heading with its count; a host's greeting opening a video's chapter.
 */
const doc = (text: string) => parseRecipeDocument(text);
const linesOf = (text: string) => doc(text).ingredientGroups.flatMap((g) => g.lines);
const headingsOf = (text: string) => doc(text).ingredientGroups.map((g) => g.heading ?? '');
const stepsOf = (text: string) => doc(text).stepGroups.flatMap((g) => g.steps);
const readText = (text: string) => {
  const d = doc(text);
  return [
    d.title ?? '',
    ...d.ingredientGroups.flatMap((g) => [g.heading ?? '', ...g.lines.map((l) => l.text)]),
    ...d.stepGroups.flatMap((g) => [g.heading ?? '', ...g.steps]),
    ...d.tips,
  ].join('\n');
};

describe('a word whose vowels are marks is one word when folded', () => {
  it.each([
    ['लोगों के लिए', 3],
    ['বেগুন ভাজা', 2],
    ['தேவையான பொருட்கள்', 2],
  ])('%s', (text, words) => {
    expect(fold(text).split(' ')).toHaveLength(words);
  });
});

describe('servings with "for" glued to the count or after the people', () => {
  it.each([
    ['👥 ለ6 ሰው', 6],
    ['ለ 4 ሰው', 4],
    ['4 लोगों के लिए', 4],
    ['(6 लोगों के लिए)', 6],
    ['3 জনের জন্য', 3],
    ['5 பேருக்கு', 5],
    ['Għal 6 persuni', 6],
    ['8 pertsonentzat', 8],
    ['4 ადამიანზე', 4],
    ['За 6 особа', 6],
    ['Hidangan: 4 orang', 4],
  ])('%s', (line, servings) => {
    expect(readMetaLine(line)?.servings).toBe(servings);
  });

  it.each([
    ['सामग्री (4 लोगों के लिए):\n• आलू – 3\n• प्याज – 1\n\nविधि:\n1. आलू उबालें।\n2. प्याज भूनें।', 4],
    ['উপকরণ (৬ জনের জন্য):\n- ৫০০ গ্রাম চাল\n- ২ কাপ জল\n\nপ্রণালী:\n১. চাল ধুয়ে নিন।\n২. জল দিয়ে ফুটিয়ে নিন।', 6],
    ['Dal tadka\nሰዓት\n👥 ለ4 ሰው\n\nIngredients\n- 200 g lentils\n- 1 onion\n\nMethod\n1. Boil the lentils.\n2. Fry the onion.', 4],
  ])('a heading or line of the paste states them: %#', (text, servings) => {
    expect(doc(text).servings).toBe(servings);
  });
});

describe('a unit written before its number inside the line', () => {
  it.each([
    ['Vikombe 3 vya mchele', 3, 'cup', 'mchele'],
    ['Kilo 1 ya nyama ya mbuzi', 1, 'kg', 'nyama ya mbuzi'],
    ['Maji vikombe 4 (ya moto)', 4, 'cup', 'Maji'],
    ['Sukari kijiko 1 kikubwa', 1, 'tbsp', 'Sukari'],
    ['Chumvi kijiko 1 cha chai', 1, 'tsp', 'Chumvi'],
  ])('%s', (line, quantity, unit, food) => {
    const [read] = linesOf(`Mahitaji:\n- ${line}\n- 2 vitunguu\n\nJinsi ya kupika:\n1. Pika.`);
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe(unit);
    expect(read?.foodSpan.text).toBe(food);
  });
});

describe('household units of more languages, before or after the food', () => {
  it.each([
    ['• बेसन – 1 कप', 'cup'],
    ['• हल्दी – ½ छोटा चम्मच', 'tsp'],
    ['• तेल – 2 बड़े चम्मच', 'tbsp'],
    ['- 2 টেবিল চামচ সরষের তেল', 'tbsp'],
    ['- 1 ჩაის კოვზი მარილი', 'tsp'],
    ['- 2 mgħaref żejt', 'tbsp'],
    ['- 3 koilarakada olio', 'tbsp'],
    ['- 2 llwy fwrdd o flawd', 'tbsp'],
    ['- 1 ኩባያ ዘይት', 'cup'],
  ])('%s', (line, unit) => {
    const [read] = linesOf(`Ingredients\n${line}\n- 2 x\n\nMethod\n1. Cook.`);
    expect(read?.unit).toBe(unit);
  });
});

describe('stars opening a rating line are its bullet, and the line stays out', () => {
  it.each([
    'Placki\n⭐⭐⭐⭐⭐ 4,8 (213 ocen) | Drukuj | Zapisz\n\nSkładniki:\n- 500 g mąki\n- 2 jajka\n\nPrzygotowanie:\n1. Wymieszaj.',
    'Wali\n★★★★☆ (4.6 kutoka kura 120)\n\nMahitaji:\n- 500 g mchele\n- 1 l maji\n\nJinsi ya kupika:\n1. Pika.',
    'Cacen\n⭐⭐⭐⭐ (57)\n\nCynhwysion\n- 200 g blawd\n- 2 wy\n\nDull\n1. Cymysgwch.',
  ])('%#', (text) => {
    expect(linesOf(text)).toHaveLength(2);
    expect(readText(text)).not.toMatch(/[⭐★]|\(\d|ocen/u);
  });
});

describe("a page's trail of three pieces or more below the first line is not the title", () => {
  it.each([
    ['Kubali vidakuzi\nNyumbani / Mapishi / Wali\n\nPilau ya kuku', 'Pilau ya kuku'],
    ['Accept cookies\nHome › Recipes › Soups › Winter\n\nLeek soup', 'Leek soup'],
    ['Derbyn cwcis\nHafan » Ryseitiau » Bara\n\nBara brith', 'Bara brith'],
  ])('%#', (head, title) => {
    expect(doc(`${head}\n\nIngredients\n- 200 g flour\n- 1 egg\n\nMethod\n1. Mix.`).title).toBe(title);
  });

  it('a title in two languages stays the title', () => {
    expect(doc('Bara brith / Speckled bread\n\nIngredients\n- 200 g flour\n- 1 egg\n\nMethod\n1. Mix.').title).toBe(
      'Bara brith / Speckled bread',
    );
  });
});

describe('a seasoning line in lower case straight under an item is an item, not a heading', () => {
  it.each([
    'Ingredients\n2 onions\njuice of 1 lemon\nsalt and black pepper\n3 large eggs\n1 cup milk\n\nMethod\n1. Mix.',
    'Ingredients\n200 g rice\n1 tsp turmeric\nsalt and pepper\n2 eggs\n100 ml cream\n\nMethod\n1. Cook.',
    'Zutaten\n500 g Kartoffeln\n1 Zwiebel\nsalz und pfeffer\n2 Eier\n100 ml Milch\n\nZubereitung\n1. Kochen.',
  ])('%#', (text) => {
    expect(headingsOf(text).every((h) => h === '')).toBe(true);
    expect(linesOf(text).length).toBeGreaterThanOrEqual(5);
  });
});

describe('a comments heading with its count closes the recipe', () => {
  it.each([
    'Reader comments (74)\nPieter: Lekker! I add a grated apple too.',
    'Kommentare unserer Leser (12)\nAnna: Super lecker, ich nehme mehr Zimt.',
    'Comentarios de lectores (5)\nLuis: Quedó buenísimo, le puse más ajo.',
  ])('%#', (tail) => {
    const text = `Soup\n\nIngredients\n- 1 l stock\n- 2 leeks\n\nMethod\n1. Cook.\n2. Blend.\n\n${tail}`;
    const d = doc(text);
    expect([...d.tips, ...d.notes, ...d.stepGroups.flatMap((g) => g.steps)].join(' ')).not.toMatch(/apple|Zimt|ajo/);
  });
});

describe("a host's greeting opening a video's chapter is not a step", () => {
  it.each([
    '[0:00] Hello everyone! Today we make a quick dal.\n[0:10] Rinse 200 g lentils and boil them.\n[0:40] Fry 1 onion in 2 tbsp ghee.',
    '[0:00] Hola a todos! Hoy hacemos una tortilla.\n[0:12] Bate 4 huevos con sal.\n[0:35] Fríe 2 patatas en aceite.',
    '[0:00] Habari zenu wapendwa! Leo tunapika chapati.\n[0:09] Changanya 500 g unga na maji.\n[0:30] Kanda unga kwa dakika 10.',
  ])('%#', (text) => {
    const steps = stepsOf(text).join(' ');
    expect(steps).not.toMatch(/Hello|Hola|Habari/);
    expect(steps.length).toBeGreaterThan(20);
  });
});

describe("a page's stamp row in more languages", () => {
  it.each([
    'Imechapishwa: 26 Novemba 2026 · na Mama Amani · Maoni 47',
    'Cyhoeddwyd: 3 Tachwedd 2026 · gan Siân · 12 sylw',
    'Publikuar më 12 nëntor 2026 · nga Ana',
  ])('%s', (stamp) => {
    const text = `Dish\n${stamp}\n\nIngredients\n- 200 g flour\n- 1 egg\n\nMethod\n1. Mix.`;
    expect(linesOf(text)).toHaveLength(2);
  });
});

describe("an app's row of icons, each with what it did, is clutter", () => {
  it.each([
    '✅ Lagt til handleliste · 🛒 Bestill varene fra Oda · 💾 Lagret i Notion',
    '📌 Saved to your board · 🛒 Added to the list · 📤 Shared with the family',
    '⭐ Zu Favoriten hinzugefügt · 🛒 Auf die Einkaufsliste · 📤 Mit Freunden teilen',
  ])('%s', (row) => {
    const text = `Suppe\n\nZutaten\n- 1 l Brühe\n- 2 Karotten\n\nZubereitung\n1. Brühe aufkochen.\n2. Karotten zugeben und 10 Minuten kochen.\n\n${row}`;
    expect(readText(text)).not.toMatch(/Notion|board|Favoriten/);
  });

  it('a row of foods with their icons stays', () => {
    const text = 'Dip\n\nIngredients\n- 200 g yoghurt\n🧂 Salt · 🌶 Chilli flakes · 🌿 Fresh mint leaves\n\nMethod\n1. Stir.';
    expect(readText(text)).toMatch(/Salt/);
  });
});

describe("a byline's credit beside the servings and time", () => {
  it.each([
    ['Por María López | Raciones: 4 | Tiempo: 30 min', 4],
    ['von Oma Liesl · 4 Personen · 1 Stunde', 4],
    ['door Oma Truus | 4 personen | 45 min', 4],
  ])('%s', (line, servings) => {
    const d = doc(`Dish\n${line}\n\nIngredients\n- 200 g flour\n- 1 egg\n\nMethod\n1. Mix.`);
    expect(d.servings).toBe(servings);
    expect(d.ingredientGroups.flatMap((g) => g.lines)).toHaveLength(2);
  });
});

describe('a unit of three letters or fewer without a number in a step is no amount', () => {
  it.each([
    "Arrotolate la cialda dal basso verso l'alto e friggete.",
    'Tagliate le verdure dal lato lungo.',
    "Versate l'impasto dal centro verso i bordi.",
  ])('%s', (step) => {
    const text = `Dolce\n\nIngredienti\n- 250 g ricotta\n- 100 g zucchero\n\nProcedimento\n1. Mescolate.\n2. ${step}`;
    expect(linesOf(text)).toHaveLength(2);
  });
});
