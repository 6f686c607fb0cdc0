import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/** Written before the reader ran on them. */
describe('a time the title states is the whole time', () => {
  const titled: [string, number][] = [
    ['15-MINUTE SPICY PEANUT NOODLES\n\n200 g noodles\n3 tbsp peanut butter\n\nCook the noodles 5 minutes. Toss with the sauce.', 15],
    ['30-Minuten-Nudeln mit Pesto\n\n250 g Nudeln\n1 Glas Pesto\n\nNudeln 10 Minuten kochen, mit Pesto mischen.', 30],
    ['Pasta al limone en 20 minutos\n\n320 g de espaguetis\n1 limón\n\nCuece la pasta 9 minutos y mezcla con el limón.', 20],
    ['Makaron z cukinią w 15 minut\n\n200 g makaronu\n1 cukinia\n\nMakaron gotować 8 minut, cukinię smażyć 5 minut.', 15],
    ['Quick 25 minute chicken curry\n\n2 chicken breasts\n1 onion\n\nFry the onion 5 minutes, add the chicken and simmer 15 minutes.', 25],
  ];
  it.each(titled)('%s', (text, minutes) => {
    expect(parseRecipeDocument(text).times.total?.minutes).toBe(minutes);
  });

  it('a stated total time still wins over the title', () => {
    const doc = parseRecipeDocument('20-minute pasta\n\nTotal time: 35 minutes\n\n200 g pasta\n\nBoil the pasta 10 minutes.');
    expect(doc.times.total?.minutes).toBe(35);
  });

  it('a title naming a number that is not a time gives no time', () => {
    expect(parseRecipeDocument('3-ingredient pancakes\n\n2 eggs\n1 banana\n\nMix and fry.').times.total).toBeUndefined();
  });
});

describe('a resting time named without a duration is left out of a sum, never read as the cooking', () => {
  const unstated: [string, number][] = [
    ['Sałatka\n\nCzas przygotowania: 40 min + chłodzenie\n\nSkładniki:\n4 marchewki\n\nPrzygotowanie:\nPokroić marchewki.', 40],
    ['Tiramisu\n\nPreparation: 30 min + chilling\n\nIngredients\n250 g mascarpone\n\nMethod\nWhisk and layer.', 30],
    ['Mousse\n\nZubereitung: 25 Min. + Kühlzeit\n\nZutaten\n200 g Schokolade\n\nZubereitung\nSchokolade schmelzen und unterheben.', 25],
    ['Panna cotta\n\nPréparation : 15 min + temps de repos\n\nIngrédients\n50 cl de crème\n\nPréparation\nChauffer la crème.', 15],
  ];
  it.each(unstated)('%s', (text, minutes) => {
    const times = parseRecipeDocument(text).times;
    expect(times.prep?.minutes ?? times.total?.minutes).toBe(minutes);
    expect(times.cook).toBeUndefined();
  });
});

describe("a caption's prompt after an emoji goes, the title before it stays", () => {
  const captions: [string, string][] = [
    ['SPICY PEANUT NOODLES 🥜🔥 save this for a busy weeknight!!\n\n200 g spaghetti\n\nCook 5 minutes.', 'SPICY PEANUT NOODLES'],
    ['Schnelle Tomatensuppe 🍅 Speicher dir das Rezept!\n\n500 g Tomaten\n\n10 Minuten kochen.', 'Schnelle Tomatensuppe'],
    ['Crêpes de la Chandeleur 🥞 Abonne-toi pour plus de recettes !\n\n250 g de farine\n\nMélanger et cuire.', 'Crêpes de la Chandeleur'],
  ];
  it.each(captions)('%s', (text, title) => {
    const doc = parseRecipeDocument(text);
    expect(doc.title).toBe(title);
  });
});
