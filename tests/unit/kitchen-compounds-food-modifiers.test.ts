import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

/**
 * Written blind: a closed compound whose first part is a food ("<herring>brine", "<cheese>sauce", "<egg>noodles")
 * is a dish made with that food: it carries the modifier's allergens and diet facts as well as the head's. The same
 * for Indonesian/Malay names that put the head first ("kerupuk <fish>"). Compounds whose first part only looks like a
 * food word are not given that food.
 */
function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

/** Everything a line's food holds or may hold. */
function heldBy(phrase: string): string[] {
  const food = resolveFood(phrase);
  return food ? [...food.tags, ...food.maybe] : [];
}

describe('the modifier food of a compound counts', () => {
  it.each([
    // Swedish
    ['2 msk sillspad', 'fish'],
    ['3 dl ostsås', 'Dairy-Free'],
    ['200 g äggnudlar', 'egg'],
    ['1 msk senapssås', 'mustard'],
    ['5 dl hummersoppa', 'shellfish'],
    // Danish / Norwegian
    ['2 dl ostesauce', 'Dairy-Free'],
    ['250 g æggenudler', 'egg'],
    ['3 dl rekesaus', 'shellfish'],
    ['1 spsk sennepssauce', 'mustard'],
    ['200 g rejesalat', 'shellfish'],
    // Dutch
    ['2 dl kaassaus', 'Dairy-Free'],
    ['1 l garnalensoep', 'shellfish'],
    ['2 el mosterdsaus', 'mustard'],
    ['1 tl selderijzout', 'celery'],
    ['250 g eiernoedels', 'egg'],
    // German
    ['200 ml Käsesoße', 'Dairy-Free'],
    ['250 g Eiernudeln', 'egg'],
    ['1 Tüte Krabbenchips', 'shellfish'],
    ['2 EL Sardellenpaste', 'fish'],
    ['3 EL Senfsoße', 'mustard'],
    ['1 TL Selleriesalz', 'celery'],
    ['100 ml Erdnusssoße', 'peanut'],
  ])('"%s" is named for %s', (line, what) => {
    const flagged = what.endsWith('-Free') ? flaggedFor(line, [what]) : flaggedFor(line, [], [what]);
    expect(flagged).toContain(what.endsWith('-Free') ? what : AVOID_LIST_LABEL);
  });

  // A head nothing knows ("-soep", a soup) leaves the word unresolved: the closed world flags it for everything (above).
  it.each([['garnalensoep', 'crustacean']])('"%s" holds %s or is not resolved at all', (phrase, tag) => {
    if (resolveFood(phrase) !== undefined) expect(heldBy(phrase)).toContain(tag);
  });

  it.each([
    ['sillspad', 'fish'],
    ['ostsås', 'dairy'],
    ['äggnudlar', 'egg'],
    ['rekesaus', 'shellfish'],
    ['kaassaus', 'dairy'],
    ['Käsesoße', 'dairy'],
    ['Eiernudeln', 'egg'],
    ['Krabbenchips', 'crustacean'],
    ['Sardellenpaste', 'fish'],
  ])('"%s" holds %s', (phrase, tag) => {
    expect(heldBy(phrase)).toContain(tag);
  });
});

describe('Indonesian and Malay names put the head first; a modifier that is an allergen food counts', () => {
  it.each([
    ['1 bungkus krupuk ikan', 'fish'],
    ['200 g mie telur', 'egg'],
    ['3 sdm saus kacang', 'peanut'],
    ['10 butir bakso ikan', 'fish'],
    ['1 sdt terasi udang', 'shellfish'],
    ['2 sdm sos tiram', 'shellfish'],
    ['1 genggam rempeyek kacang', 'peanut'],
  ])('"%s" is named for %s on the avoid list', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });
});

describe('a first part that only looks like a food word adds nothing', () => {
  it.each([
    ['1 eggplant', 'egg'],
    ['1 æggeplante', 'egg'],
    ['1 butternut squash', 'dairy'],
    ['1 Butternusskürbis', 'dairy'],
    ['400 ml Kokosmilch', 'dairy'],
    ['400 ml kokosmelk', 'dairy'],
    ['2 el pindakaas', 'dairy'],
    ['1 l havremjölk', 'dairy'],
    ['1 Kopf Eisbergsalat', 'dairy'],
    ['1 Blumenkohl', 'dairy'],
    ['200 g Zuckerschoten', 'added-sugar'],
    ['1 dose Zuckermais', 'added-sugar'],
    ['2 el citroengras', 'dairy'],
  ])('"%s" holds no %s', (line, tag) => {
    const food = resolveFood(line.replace(/^[\d.,]+\s+(?:ml|l|g|el|dose|Kopf)?\s*/i, ''));
    expect(food).toBeDefined();
    expect([...(food?.tags ?? []), ...(food?.maybe ?? [])]).not.toContain(tag);
  });

  it.each(['1 eggplant', '1 Blumenkohl', '1 Kopf Eisbergsalat', '400 ml kokosmelk'])(
    '"%s" passes Dairy-Free and an egg avoid list',
    (line) => {
      expect(flaggedFor(line, ['Dairy-Free'], ['egg'])).toEqual([]);
    },
  );
});

describe('whole recipes keep the compound modifier', () => {
  it.each([
    {
      text: 'Sillsallad\n4 portioner\n\n4 kokt potatis\n2 msk sillspad\n1 rödlök\n2 dl gräddfil\n\nBlanda allt och låt stå kallt en timme.',
      avoid: ['fisk'],
      forbidden: /sillspad/i,
    },
    {
      text: 'Nudelsuppe\nFür 2 Personen\n\n150 g Eiernudeln\n1 l Wasser\n1 Karotte\n\nNudeln 6 Minuten im Wasser kochen.',
      avoid: ['Ei'],
      forbidden: /eiernudeln/i,
    },
    {
      text: 'Nasi goreng\n2 porsi\n\n300 g nasi\n1 bungkus krupuk ikan\n2 siung bawang putih\n\nGoreng nasi dengan bawang putih. Sajikan dengan krupuk.',
      avoid: ['ikan'],
      forbidden: /krupuk ikan/i,
    },
  ])('%#: never compliant with the compound still there', ({ text, avoid, forbidden }) => {
    const result = generateLocally({ originalRecipe: text, filters: [], avoidIngredients: avoid, mode: 'convert', consent: true });
    if (!result.ok) return;
    const stays = result.recipe.ingredients.some((line) => forbidden.test(line));
    expect(stays && result.recipe.compliance?.compliant === true).toBe(false);
  });
});
