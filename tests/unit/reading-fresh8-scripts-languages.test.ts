import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Issue 31, fresh8 round (written blind, before the parser ran on them): digits of other scripts (Arabic-Indic, Persian,
 * Thai, Devanagari) are numbers, direction marks are nothing; headings, time labels, servings and units of Bulgarian,
 * Croatian, Slovenian, Estonian, Latvian, Lithuanian, Persian, Arabic, Thai and Filipino.
 */
const doc = (text: string) => parseRecipeDocument(text);
const linesOf = (text: string) => doc(text).ingredientGroups.flatMap((g) => g.lines);
const stepsOf = (text: string) => doc(text).stepGroups.flatMap((g) => g.steps);

describe('digits of other scripts are numbers', () => {
  it.each([
    [
      'Arabic-Indic',
      'شوربة عدس\n\nالمكونات:\n٢٥٠ غرام عدس أحمر\n١ بصلة\n١٫٥ لتر ماء\n\nطريقة التحضير:\n١. اغسلي العدس.\n٢. اطبخي كل شيء ٣٠ دقيقة.',
      [250, 1, 1.5],
    ],
    [
      'Persian',
      'آش رشته\n\nمواد لازم:\n۲۰۰ گرم رشته\n۱ پیمانه لوبیا\n۳ عدد پیاز\n\nطرز تهیه:\n۱. لوبیا را بپزید.\n۲. رشته را اضافه کنید.',
      [200, 1, 3],
    ],
    ['Thai', 'ต้มยำกุ้ง\n\nส่วนผสม\n๕๐๐ กรัม กุ้ง\n๒ ช้อนโต๊ะ น้ำปลา\n๑ ถ้วย น้ำ\n\nวิธีทำ\n๑. ต้มน้ำให้เดือด\n๒. ใส่กุ้ง', [500, 2, 1]],
    [
      'Devanagari',
      'Dal\n\nIngredients\n२०० g toor dal\n३ cups water\n१ tsp haldi\n\nMethod\n1. Boil the dal with the water.\n2. Add the haldi.',
      [200, 3, 1],
    ],
  ])('%s', (_, text, amounts) => {
    expect(linesOf(text).map((l) => l.quantity)).toEqual(amounts);
    expect(stepsOf(text).length).toBe(2);
  });

  it.each([
    ['\u200f٢ ملعقة كبيرة زيت زيتون\u200f', 2, 'tbsp'],
    ['۱/۲ قاشق چای‌خوری زعفران', 0.5, 'tsp'],
    ['\u200e3\u200e ملعقة صغيرة كمون', 3, 'tsp'],
  ])('"%s": the direction marks carry nothing', (line, quantity, unit) => {
    const read = linesOf(`Test\n\nIngredients\n${line}\n2 eggs\n\nMethod\n1. Mix.`)[0];
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe(unit);
  });
});

describe('headings, times and servings of more languages', () => {
  it.each([
    [
      'sl',
      'Štruklji\nŠtevilo porcij: 6\nČas priprave: 40 min\n\nSestavine:\n500 g moke\n2 jajci\n250 g skute\n\nPostopek:\n1. Zamesite testo.\n2. Kuhajte 20 minut.',
      6,
      40,
    ],
    [
      'et',
      'Kartulisalat\nPortsjonid: 4\nEttevalmistus: 30 min\n\nKoostisosad:\n6 keedetud kartulit\n2 hapukurki\n200 g hapukoort\n\nValmistamine:\n1. Lõika kõik kuubikuteks.\n2. Sega hapukoorega.',
      4,
      30,
    ],
    [
      'lv',
      'Pīrāgi\nPorcijas: 8\nSagatavošanas laiks: 45 min\n\nSastāvdaļas:\n500 g miltu\n250 ml piena\n200 g speķa\n\nPagatavošana:\n1. Samīciet mīklu.\n2. Cepiet 15 minūtes.',
      8,
      45,
    ],
    [
      'ar',
      'كبسة دجاج\nعدد الحصص: 5\nوقت التحضير: 25 دقيقة\n\nالمقادير:\n2 كوب أرز\n1 كيلو دجاج\n3 ملاعق كبيرة زيت\n\nطريقة التحضير:\n1. نقلي البصل.\n2. نضيف الأرز.',
      5,
      25,
    ],
  ])('%s', (_, text, servings, prep) => {
    const d = doc(text);
    expect(d.servings).toBe(servings);
    expect(d.times.prep?.minutes).toBe(prep);
    expect(linesOf(text).length).toBe(3);
    expect(stepsOf(text).length).toBe(2);
  });

  it.each([
    ['bg', 'Време за готвене: 1 час 10 минути', 70],
    ['hr', 'Vrijeme kuhanja: 35 minuta', 35],
    ['fa', 'زمان پخت: ۱ ساعت', 60],
    ['th', 'เวลาปรุง: 15 นาที', 15],
  ])('%s: a cooking time', (_, line, minutes) => {
    const d = doc(`Test\n${line}\n\nIngredients\n200 g rice\n1 onion\n\nMethod\n1. Cook the rice.`);
    expect(d.times.cook?.minutes ?? d.times.total?.minutes).toBe(minutes);
  });

  it.each([
    ['3 с.л. олио', 3, 'tbsp'],
    ['2 žlice maslinovog ulja', 2, 'tbsp'],
    ['1 tējkarote sāls', 1, 'tsp'],
    ['4 stroki česna', 4, 'clove'],
    ['2 ملعقة صغيرة ملح', 2, 'tsp'],
    ['3 ช้อนชา น้ำตาล', 3, 'tsp'],
  ])('"%s"', (line, quantity, unit) => {
    const read = linesOf(`Test\n\nIngredients\n${line}\n2 eggs\n\nMethod\n1. Mix.`)[0];
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe(unit);
  });
});

describe('the page around the recipe', () => {
  it.each([
    ['Meal plan week 12 › Monday\nLentil soup\n\nIngredients\n200 g red lentils\n1 onion\n\nMethod\n1. Simmer 25 minutes.', 'Lentil soup'],
    ['Početna / Recepti / Juhe\nGrah varivo\n\nSastojci\n500 g graha\n1 luk\n\nPostupak\n1. Kuhaj 2 sata.', 'Grah varivo'],
    ['الرئيسية / وصفات / شوربات\nشوربة الخضار\n\nالمكونات\n2 جزر\n1 بصلة\n\nطريقة التحضير\n1. اطبخي الخضار.', 'شوربة الخضار'],
  ])('a trail as the first line is no title: %#', (text, title) => {
    const d = doc(text);
    expect(d.title).toBe(title);
    expect(linesOf(text).length).toBe(2);
  });

  it.each([
    [
      'Kürbissuppe\n4,5 von 5 (120 Bewertungen) | Lesezeit: 3 Minuten\n\nZutaten\n1 kg Kürbis\n1 Zwiebel\n\nZubereitung\n1. Alles weich kochen.',
    ],
    ['Ćevapi\n⭐ 4,8 od 5 | Vrijeme čitanja: 2 min\n\nSastojci\n500 g mljevenog mesa\n1 luk\n\nPostupak\n1. Oblikuj ćevape.'],
    ['فلافل\n4.7 من 5 | وقت القراءة: 3 دقائق\n\nالمكونات\n2 كوب حمص\n1 بصلة\n\nطريقة التحضير\n1. اطحني الحمص.'],
  ])('a rating with the reading time is no ingredient: %#', (text) => {
    const d = doc(text);
    expect(linesOf(text).length).toBe(2);
    expect(d.times.total).toBeUndefined();
  });

  it.each([
    ['Kuhinja: dalmatinska', 'Ključna riječ: brudet, riba'],
    ['Mot-clé: soupe, poireaux', 'Plat: Entrée'],
    ['المطبخ: لبناني', 'التصنيف: مقبلات'],
  ])('a card fact "%s" is no ingredient', (a, b) => {
    const text = `Soup\n${a}\n${b}\nServings: 4\n\nIngredients\n1 kg leeks\n2 potatoes\n\nMethod\n1. Cook.`;
    expect(linesOf(text).map((l) => l.text)).toEqual(['1 kg leeks', '2 potatoes']);
  });

  it.each([
    ['Serves 6. Allow 15 minutes of preparation and 1 hour of baking.', 15, 60],
    ['Pour 6 personnes. Prévoir 25 min de préparation et 35 min de cuisson.', 25, 35],
    ['Za 6 osoba. Treba oko 30 minuta pripreme i 50 minuta pečenja.', 30, 50],
  ])('times told after their duration: "%s"', (intro, prep, cook) => {
    const d = doc(`Pie\n\n${intro}\n\nIngredients\n300 g flour\n2 eggs\n\nMethod\n1. Bake.`);
    expect(d.servings).toBe(6);
    expect(d.times.prep?.minutes).toBe(prep);
    expect(d.times.cook?.minutes).toBe(cook);
  });
});
