import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Issue 31, fifth round: the held sets' layouts in their languages, three phrasings per rule or more — chat exports
 * (whose chatter stays out), video chapters (steps when they say what to do), rows of the page's buttons, dishes listed
 * under "You may also like", a Markdown table's header, oven lines, authors' bios, the page's stamps in a row, prompts
 * in scripts without spaces, and a servings clause beside a word to the reader.
 */
const doc = (text: string) => parseRecipeDocument(text);
const foodsOf = (text: string) => doc(text).ingredientGroups.flatMap((g) => g.lines.map((l) => l.foodSpan.text));
const stepsOf = (text: string) => doc(text).stepGroups.flatMap((g) => g.steps);
/** Every field a clutter fragment must stay out of. */
const readText = (text: string) => {
  const d = doc(text);
  return [
    d.title ?? '',
    d.description ?? '',
    ...d.ingredientGroups.flatMap((g) => [g.heading ?? '', ...g.lines.map((l) => l.text)]),
    ...d.stepGroups.flatMap((g) => [g.heading ?? '', ...g.steps]),
    ...d.tips,
    ...d.notes,
  ].join('\n');
};

describe('a chat export: the cook is the sender whose messages carry the recipe, the others chat', () => {
  it.each([
    [
      'ro',
      '[03.11.26, 09:10] Ioana: Bunico, cum faci papanașii?\n[03.11.26, 09:12] Bunica: 500 g brânză de vaci\n[03.11.26, 09:12] Bunica: 2 ouă\n[03.11.26, 09:13] Bunica: 150 g făină\n[03.11.26, 09:14] Bunica: Amesteci tot, faci bile și le prăjești în ulei încins.\n[03.11.26, 09:15] Ioana: mulțumesc!! 😘\n[03.11.26, 09:15] Ioana: 🥰🥰',
      ['brânză de vaci', 'ouă', 'făină'],
      ['mulțumesc', 'cum faci'],
    ],
    [
      'fi',
      '[2026. 11. 02. 17:40:12] Äiti: Pannukakku, 4 annosta\n[2026. 11. 02. 17:40:30] Äiti: 5 dl maitoa\n[2026. 11. 02. 17:40:41] Äiti: 2 munaa\n[2026. 11. 02. 17:40:55] Äiti: 2,5 dl vehnäjauhoja\n[2026. 11. 02. 17:41:30] Äiti: Sekoita ja paista uunissa 225 asteessa 25 minuuttia.\n[2026. 11. 02. 17:42:01] Liisa: kiitos äiti ❤️\n[2026. 11. 02. 17:42:09] Liisa: Tämä viesti poistettiin',
      ['maitoa', 'munaa', 'vehnäjauhoja'],
      ['kiitos', 'poistettiin'],
    ],
    [
      'hi',
      '02/11/2026, 7:15 pm - Nani: Suji halwa 3 logon ke liye\n02/11/2026, 7:15 pm - Nani: 1 cup suji\n02/11/2026, 7:16 pm - Nani: 1/2 cup ghee\n02/11/2026, 7:16 pm - Nani: 3/4 cup cheeni\n02/11/2026, 7:17 pm - Nani: Ghee mein suji bhuno, phir cheeni aur 2 cup paani daal ke pakao.\n02/11/2026, 7:18 pm - Aarav: ok nani 🙏\n02/11/2026, 7:18 pm - Aarav: <Media omitted>',
      ['suji', 'ghee', 'cheeni'],
      ['ok nani', 'Media omitted'],
    ],
  ])('%s: the foods are read, the chatter is not', (_, text, foods, chatter) => {
    const read = foodsOf(text);
    for (const food of foods) expect(read.some((f) => f.includes(food))).toBe(true);
    const all = readText(text);
    for (const c of chatter) expect(all).not.toContain(c);
    expect(stepsOf(text).length).toBe(1);
  });
});

describe('video chapters: a chapter that says what to do is a step, one that names a part is clutter', () => {
  it.each([
    [
      'en',
      'Masala Omelette\n\nIngredients\n3 eggs\n1 onion, chopped\n1 green chilli\n\nChapters\n0:00 Intro\n0:20 Beat the eggs with salt and turmeric\n1:05 Fry the onion and chilli for 2 minutes\n2:30 Pour in the eggs and cook both sides\n3:40 Tasting',
      3,
    ],
    [
      'ca',
      'Truita de patates\n\nIngredients\n4 ous\n3 patates\n1 ceba\n\n00:00 Presentació\n00:40 - Talleu les patates i la ceba a làmines fines.\n02:15 - Fregiu-les a foc lent 20 minuts.\n05:30 - Barregeu-les amb els ous batuts i qualleu la truita.',
      3,
    ],
    [
      'de',
      'Kaiserschmarrn\n\nZutaten\n4 Eier\n250 ml Milch\n125 g Mehl\n\nZubereitung\n(0:30) Eier trennen und das Eiweiß steif schlagen.\n(1:45) Eigelb, Milch und Mehl glatt rühren, Schnee unterheben.\n(3:10) In Butter backen und zerreißen.\n(6:00) Fazit',
      3,
    ],
  ])('%s: the steps keep their words without the time stamp', (_, text, count) => {
    const steps = stepsOf(text);
    expect(steps.length).toBe(count);
    expect(steps.some((s) => /\d{1,2}:\d{2}/.test(s))).toBe(false);
    expect(readText(text)).not.toMatch(/Intro|Presentació|Fazit|Tasting/);
  });
});

describe("a row of the page's buttons and the dishes listed under a related-recipes line are clutter", () => {
  it.each([
    [
      'ro',
      'Cozonac pufos\nSalvează | Printează | Distribuie\n\nIngrediente\n1 kg făină\n6 ouă\n300 ml lapte\n\nMod de preparare\n1. Frământă aluatul.\n2. Coace 50 de minute.\n\nRețete similare:\nPască cu brânză\nMucenici moldovenești',
      ['Salvează', 'Pască cu brânză', 'Mucenici'],
    ],
    [
      'fi',
      'Mustikkapiirakka\nTallenna · Jaa · Tulosta\n\nAinekset\n150 g voita\n2 dl sokeria\n300 g mustikoita\n\nValmistus\n1. Sekoita taikina.\n2. Paista 25 minuuttia.\n\nKatso myös\n- Korvapuustit\n- Pullapitko',
      ['Tallenna', 'Korvapuustit', 'Pullapitko'],
    ],
    [
      'nb',
      'Fiskegrateng\nLagre | Skriv ut | Del\n\nIngredienser\n400 g torsk\n3 dl melk\n2 ss smør\n\nSlik gjør du\n1. Lag en hvit saus.\n2. Stek i ovnen i 40 minutter.\n\nFlere oppskrifter:\nFiskekaker\nPlukkfisk',
      ['Lagre', 'Fiskekaker', 'Plukkfisk'],
    ],
  ])('%s', (_, text, clutter) => {
    const all = readText(text);
    for (const c of clutter) expect(all).not.toContain(c);
    expect(stepsOf(text).length).toBe(2);
  });
});

describe("a Markdown table's first row above its rule is its header, in any language", () => {
  it.each([
    ['ro', '| Ingredient | Cantitate |\n|---|---|\n| Făină | 500 g |\n| Zahăr | 100 g |', 'Cantitate'],
    ['ca', '| Ingredient | Quantitat |\n|:--|--:|\n| Farina | 250 g |\n| Llet | 200 ml |', 'Quantitat'],
    ['hi', '| Samagri | Matra |\n| --- | --- |\n| Besan | 1 cup |\n| Dahi | 2 cup |', 'Matra'],
  ])('%s', (_, table, header) => {
    const text = `Reteta\n\n${table}\n\nAmesteca totul si coace 20 de minute.`;
    expect(readText(text)).not.toContain(header);
    expect(foodsOf(text).length).toBe(2);
  });
});

describe('an oven line before the method is kept as written, never an ingredient', () => {
  it.each([
    ['en', 'Oven: 200C/180C fan/gas 6'],
    ['es', 'Horno: 190 °C'],
    ['fi', 'Uuni 225 °C'],
    ['ro', 'Cuptor: 180 °C'],
  ])('%s: "%s"', (_, oven) => {
    const text = `Test\n${oven}\n\n200 g flour\n2 eggs\n\nMix and bake 20 minutes.`;
    const d = doc(text);
    expect(d.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text)).some((l) => l.includes(oven.split(' ')[0] as string))).toBe(false);
    expect(d.notes).toContain(oven);
  });
});

describe("an author's bio and the page's stamps are clutter", () => {
  it.each([
    ["Hello, I'm Sam! I bake every weekend with my kids and share it all here.", 'Hello'],
    ['Salut, sunt Maria și gătesc de 20 de ani pentru familia mea.', 'Salut'],
    ['Hei, olen Aino ja rakastan leipomista!', 'Hei'],
    ['Gepubliceerd door Ans | 3 november 2026 | 8 reacties', 'Gepubliceerd'],
    ['Publicat de Ana | 5 noiembrie 2026 | 12 comentarii', 'Publicat'],
  ])('"%s"', (line, word) => {
    const text = `Pancakes\n${line}\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\nMix and fry.`;
    expect(readText(text)).not.toContain(word);
    expect(foodsOf(text).length).toBe(2);
  });
});

describe('prompts in scripts written without spaces are clutter', () => {
  it.each([
    ['zh', '喜欢的话记得点赞收藏哦～'],
    ['zh', '打开App，查看更多精彩内容'],
    ['ja', 'チャンネル登録よろしくお願いします！'],
  ])('%s: "%s"', (_, prompt) => {
    const text = `番茄炒蛋\n\n材料\n鸡蛋 3个\n番茄 2个\n\n做法\n1. 炒鸡蛋。\n2. 加番茄炒匀。\n\n${prompt}`;
    expect(readText(text)).not.toContain(prompt);
  });
});

describe('servings in a clause beside a word to the reader', () => {
  it.each([
    ['Sigur! Pentru 6 persoane', 6],
    ['Beta, 3 logon ke liye', 3],
    ['Klar, für 2 Personen.', 2],
  ])('"%s"', (line, servings) => {
    const text = `${line}\n200 g flour\n2 eggs\nMix everything and bake for 20 minutes.`;
    expect(doc(text).servings).toBe(servings);
  });
});

describe("the page's scroll prompts, bylines and date stamps in the held languages", () => {
  it.each([
    ['Derulează în jos pentru rețeta completă'],
    ['Vieritä alas reseptiin asti'],
    ['Faites défiler jusqu’à la recette'],
    ['Publicado por Caro | Actualizado 3 de noviembre de 2026'],
    ['Julkaissut Mari · Päivitetty 3.11.2026'],
    ['Ultima actualizare: 3 noiembrie 2026'],
    ['Tilmeld dig vores nyhedsbrev og få nye opskrifter'],
  ])('"%s"', (line) => {
    const text = `Pancakes\n${line}\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\n1. Mix and fry.\n\n${line}`;
    expect(readText(text)).not.toContain(line.slice(0, 10));
    expect(foodsOf(text).length).toBe(2);
  });
});

describe("readers' thanks and tag prompts after the method are clutter", () => {
  it.each([
    ['Tak for opskriften, den var lækker! 😍'],
    ['Super recette, merci ! 👏'],
    ['Дуже смачно, дякую! 😍'],
    ['Tag someone who needs to make this'],
    ['Oznacz kogoś, kto musi to zrobić!'],
    ['Цей сайт використовує файли cookie. Прийняти всі | Налаштування'],
  ])('"%s"', (line) => {
    const text = `Pancakes\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\n1. Mix and fry.\n2. Serve warm and enjoy!\n\n${line}`;
    expect(readText(text)).not.toContain(line.slice(0, 10));
    expect(stepsOf(text).length).toBe(2);
  });
});
