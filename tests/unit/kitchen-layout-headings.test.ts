import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Written blind (issue 31), before running the reader on them: an ingredients heading that names its first group
 * ("Hozzávalók a leveshez", "Zutaten für den Teig"), "about" before a measured amount under it (never a yield), and a
 * one-letter word inside a food's name ("Zucchero a velo") that is "and" only in Czech and Slovak.
 */
const lines = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines);

describe('an ingredients heading naming its first group', () => {
  it.each([
    [
      'hu',
      'Gulyásleves\n\nHozzávalók a leveshez\n50 dkg marhahús\n2 fej vöröshagyma\nkb. 1,5 l víz\n\nA csipetkéhez\n10 dkg liszt\n1 tojás\n\nElkészítés\nA húst a hagymával megpirítjuk, felöntjük a vízzel és puhára főzzük.\nA lisztből és a tojásból csipetkét készítünk és belefőzzük.',
      ['Hozzávalók a leveshez', 'A csipetkéhez'],
      ['víz', 1.5, 'l'],
    ],
    [
      'de',
      'Apfelkuchen\n\nZutaten für den Teig\n250 g Mehl\n125 g Butter\nca. 3 EL Wasser\n\nFür den Belag\n500 g Äpfel\n50 g Zucker\n\nZubereitung\nMehl, Butter und Wasser verkneten und in die Form drücken.\nÄpfel darauf verteilen, zuckern und 40 Minuten backen.',
      ['Zutaten für den Teig', 'Für den Belag'],
      ['Wasser', 3, 'tbsp'],
    ],
    [
      'en',
      'Cauliflower cheese\n\nIngredients for the sauce\n2 tbsp butter\n2 tbsp flour\nabout 400 ml milk\n\nFor the bake\n1 cauliflower\n100 g cheddar\n\nMethod\nMelt the butter, stir in the flour and whisk in the milk until thick.\nPour over the cauliflower, top with cheese and bake for 25 minutes.',
      ['Ingredients for the sauce', 'For the bake'],
      ['milk', 400, 'ml'],
    ],
  ] as const)('%s', (_, text, groups, [food, quantity, unit]) => {
    const doc = parseRecipeDocument(text);
    expect(doc.ingredientGroups.map((g) => g.heading)).toEqual(groups);
    const line = lines(text).find((l) => l.foodSpan.text.includes(food));
    expect(line?.quantity).toBe(quantity);
    expect(line?.unit).toBe(unit);
    expect(doc.yieldText).toBeUndefined();
  });
});

describe('"about" and a measured amount is a food, never a yield, even without a heading', () => {
  it.each([
    [
      'hu',
      'Palacsinta\n\n20 dkg liszt\n2 tojás\nkb. 3 dl tej\n\nA hozzávalókat csomómentesre keverjük és vékony palacsintákat sütünk.',
      'tej',
      3,
    ],
    [
      'hu',
      'Nokedli\n\n50 dkg liszt\n3 tojás\nkb. 2 dl víz\n1 tk só\n\nA lisztet a tojással és a vízzel kikeverjük, és forrásban lévő vízbe szaggatjuk.',
      'víz',
      2,
    ],
    ['hu', 'Kakaó\n\nkb. 5 dl tej\n2 ek kakaópor\n2 ek cukor\n\nA tejet felforraljuk és elkeverjük a kakaóval és a cukorral.', 'tej', 5],
  ] as const)('%s: %s', (_, text, food, quantity) => {
    const doc = parseRecipeDocument(text);
    expect(doc.yieldText).toBeUndefined();
    expect(lines(text).find((l) => l.foodSpan.text === food)?.quantity).toBe(quantity);
  });
});

describe('a one-letter word inside a name', () => {
  it.each([
    ['it', '| Zucchero a velo | q.b. |', 'Zucchero a velo'],
    ['it', '| Peperoncino a scaglie | q.b. |', 'Peperoncino a scaglie'],
    ['es', '| Pimiento a tiras | al gusto |', 'Pimiento a tiras'],
  ] as const)('%s: %s stays one food', (_, row, name) => {
    const text = `Dolce\n\n| Ingrediente | Quantità |\n|---|---|\n| Farina | 200 g |\n${row}\n\nPreparazione\nMescolate tutto e servite.`;
    expect(lines(text).map((l) => l.foodSpan.text)).toEqual(['Farina', name]);
  });

  it.each([
    ['cs', 'Sůl a pepř', ['Sůl', 'pepř']],
    ['sk', 'soľ a čierne korenie', ['soľ', 'čierne korenie']],
    ['cs', 'petržel a pažitka', ['petržel', 'pažitka']],
  ] as const)('%s: "a" is "and" in "%s"', (_, item, foods) => {
    const text = `Polévka\n\nSuroviny\n500 g brambor\n1 cibule\n${item}\n\nPostup\nVše uvaříme do měkka.`;
    expect(
      lines(text)
        .map((l) => l.foodSpan.text)
        .slice(2),
    ).toEqual(foods);
  });
});
