import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Issue 31, the core markets' layouts, written blind: each rule of this round in three phrasings or more, several
 * languages. The page's links under a card's last section, a step's number alone on its
 * line, an energy in kJ beside its kcal, ratings without a colon, a group opened without an amount after it.
 */
const doc = (text: string) => parseRecipeDocument(text);
const stepsOf = (text: string) => doc(text).stepGroups.flatMap((g) => g.steps);
const read = (text: string) => {
  const d = doc(text);
  return [
    d.title ?? '',
    d.description ?? '',
    ...d.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text)),
    ...stepsOf(text),
    ...d.tips,
    ...d.notes,
  ];
};

describe("the page's links under the last step are not steps", () => {
  it.each([
    [
      'Zutaten\n200 g Mehl\n2 Eier\nZubereitung\n1. Mehl und Eier verrühren.\n2. In der Pfanne backen.\nZur Einkaufsliste hinzufügen\nMehr Rezepte entdecken',
      'Einkaufsliste',
    ],
    [
      'Ingrédients\n200 g de farine\n2 œufs\nPréparation\nMélangez la farine et les œufs.\nFaites cuire à la poêle.\nAjouter au panier\nVoir les produits en promo',
      'panier',
    ],
    ['Ingredients\n200 g flour\n2 eggs\nMethod\n1. Whisk the flour and eggs.\n2. Fry in a pan.\nAdd all ingredients to basket', 'basket'],
    ['Ingredienser\n2 dl vetemjöl\n2 ägg\nGör så här\n1. Vispa mjöl och ägg.\n2. Stek i en panna.\nHandla ingredienserna', 'Handla'],
  ])('%#', (text, link) => {
    expect(read(text).some((t) => t.includes(link))).toBe(false);
    expect(stepsOf(text)).toHaveLength(2);
  });

  it.each([
    'Zutaten\n200 g Mehl\n2 Eier\nZubereitung\nMehl und Eier verrühren.\nIn der Pfanne backen.\nSofort servieren',
    'Ingredients\n200 g flour\n2 eggs\nMethod\nWhisk the flour and eggs.\nFry in a pan.\nServe at once',
    'Ingredientes\n200 g de harina\n2 huevos\nPreparación\nMezcla la harina y los huevos.\nFríe en una sartén.\nSirve enseguida',
  ])('one short last line without a word of the page stays a step: %#', (text) => {
    expect(stepsOf(text)).toHaveLength(3);
  });

  it.each([
    ['Shop fresh blueberries\nSave to My Recipes', 'blueberries'],
    ['Weeknight dinners\nSeasonal favourites', 'Weeknight dinners'],
    ['Unsere Lieblingsgerichte\nSaisonkalender', 'Saisonkalender'],
  ])('a link that names a food, or holds no word of the page, is reported, never dropped: %#', (tail, word) => {
    const text = `Ingredients\n200 g flour\n2 eggs\nMethod\n1. Whisk the flour and eggs.\n2. Fry in a pan.\n${tail}`;
    expect(doc(text).notUnderstood.join(' ')).toContain(word);
    expect(stepsOf(text)).toHaveLength(2);
  });
});

describe('a title alone stays the title', () => {
  it.each([
    [
      'Omas Gulasch\nDieses Gulasch kocht bei uns jeden Winter.\nFür 6 Personen\nZutaten\n1 kg Rindfleisch\nZubereitung\nSchmoren.',
      'Omas Gulasch',
    ],
    ['Banana Bread\nServes 8\nIngredients\n3 bananas\nMethod\nBake.', 'Banana Bread'],
    ['Tiramisù\nDosi per: 8 persone\nIngredienti\n750 g mascarpone\nPreparazione\nMontate.', 'Tiramisù'],
  ])('%#', (text, title) => {
    expect(doc(text).title).toBe(title);
  });
});

describe("a step's number alone on its line", () => {
  it.each([
    'Zutaten\n1 Zwiebel\n20 g Öl\nZubereitung\n1\nZwiebel in den Mixtopf geben, 5 Sek./Stufe 5 zerkleinern.\n2\nÖl zugeben und 3 Min./120°C/Stufe 1 dünsten.',
    'Ingrédients\n1 oignon\n20 g d’huile\nPréparation\n1\nMettre l’oignon dans le bol, 5 s/vitesse 5.\n2\nAjouter l’huile et cuire 3 min/120°C/vitesse 1.',
    'Ingredients\n1 onion\n20 g oil\nMethod\n1.\nPlace the onion in the mixing bowl and chop 5 sec/speed 5.\n2.\nAdd the oil and sauté 3 min/120°C/speed 1.',
  ])('%#', (text) => {
    const steps = stepsOf(text);
    expect(steps).toHaveLength(2);
    expect(doc(text).ingredientGroups.flatMap((g) => g.lines)).toHaveLength(2);
  });
});

describe('energy in kJ beside its kcal', () => {
  it.each([
    ['Nährwerte\nBrennwert 1724 kJ / 412 kcal\nEiweiß 24 g', 412],
    ['Nutrition per serving\nEnergy 2617kJ / 627kcal\nFat 38g', 627],
    ['Valeurs nutritionnelles\nÉnergie : 1255 kJ (300 kcal)\nProtéines : 12 g', 300],
    ['Voedingswaarde\nEnergie 2092 kJ\nEiwit 30 g', 500],
  ])('%#', (panel, kcal) => {
    expect(doc(`Soup\nIngredients\n1 onion\nMethod\nCook.\n${panel}`).sourceNutrition?.calories).toBe(kcal);
  });
});

describe('ratings without a colon or with a star word', () => {
  it.each([
    'Waardering 4,3 (212)',
    'Betyg 4,5 (230 röster)',
    '4,5 sterren (88 beoordelingen)',
    '4.8 stars (212 reviews)',
    '4,6 Sterne (57 Bewertungen)',
  ])('%s', (rating) => {
    const text = `Soup\n${rating}\nIngredients\n1 onion\nMethod\nCook the onion.`;
    expect(doc(text).clutter).toContain(rating);
  });
});

describe('a group opened as groups are, above an item without an amount', () => {
  it.each([
    ['Ingredienti\nPer la base\n300 g savoiardi\nPer decorare\nCacao amaro q.b.\nPreparazione\nBagnate i savoiardi.', 'Per decorare'],
    ['Zutaten\nFür den Teig\n300 g Mehl\nZum Bestreuen\nPuderzucker nach Belieben\nZubereitung\nBacken.', 'Zum Bestreuen'],
    ['Składniki\nNa spód\n200 g herbatników\nDo dekoracji\ncukier puder do posypania\nPrzygotowanie\nUpiecz.', 'Do dekoracji'],
  ])('%#', (text, heading) => {
    expect(doc(text).ingredientGroups.map((g) => g.heading)).toContain(heading);
  });
});
