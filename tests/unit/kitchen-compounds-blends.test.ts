import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';

/**
 * Written blind: seasoning blends named as a compound ("<dish>kruiden", "<dish>gewürz", "<dish>krydda"), with a
 * blend word ("przyprawa do …", "mélange d'épices pour …", "… seasoning", "… rub") or sold in a branded sachet. A
 * blend is a made product of unknown make-up (wheat flour, mustard, celery, milk powder, sesame, soy are common in
 * them): never plain herbs, never called fine under Gluten-Free or an avoid list of mustard or celery. The plain
 * word for herbs or spices stays plain.
 */
function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

const BLENDS: readonly string[] = [
  // Dutch
  '2 tl nasikruiden',
  '1 el shoarmakruiden',
  '1 zakje gehaktbalkruiden',
  '1 theelepel pastakruiden',
  // German
  '1 EL Hähnchengewürz',
  '2 TL Gyrosgewürz',
  '1 Pck. Grillwürzmischung',
  '1 TL Bratkartoffelgewürz',
  // Swedish
  '1 msk tacokrydda',
  '2 tsk grillkrydda',
  '1 påse kycklingkrydda',
  '1 tsk kryddmix',
  // Danish / Norwegian
  '1 spsk grillkrydderi',
  '2 tsk kyllingekrydderi',
  '1 ts tacokrydder',
  // Polish
  '1 łyżka przyprawy do kurczaka',
  '2 łyżeczki przyprawa do gulaszu',
  '1 opakowanie przyprawy do pieczeni',
  // French
  "1 c. à soupe de mélange d'épices pour poulet",
  "2 c. à café d'assaisonnement pour fajitas",
  '1 sachet de mélange pour guacamole',
  // English
  '1 tbsp pork rub',
  '2 tsp lemon pepper seasoning',
  '1 tbsp everything bagel seasoning',
  '2 tbsp smoky barbecue rub',
  // Spanish / Italian
  '1 sobre de sazonador para fajitas',
  '1 cucchiaino di insaporitore per arrosti',
  // a branded sachet
  '1 zakje kruiden (Zwolsma)',
  '1 sachet of spices (Flavorvale)',
  '1 Päckchen Gewürz (Würzhaus)',
];

describe('a seasoning blend is a made product of unknown make-up', () => {
  it.each(BLENDS)('"%s" is not called fine under Gluten-Free', (line) => {
    expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
  });

  it.each(BLENDS)('"%s" is named with mustard on the avoid list', (line) => {
    expect(flaggedFor(line, [], ['mustard'])).toContain(AVOID_LIST_LABEL);
  });

  it.each(BLENDS)('"%s" is named with celery on the avoid list', (line) => {
    expect(flaggedFor(line, [], ['celery'])).toContain(AVOID_LIST_LABEL);
  });

  it.each([
    ['2 TL Currygewürz', ['Senf']],
    ['1 msk grillkrydda', ['senap']],
    ['1 el kipkruidenmix', ['mosterd']],
    ['1 łyżka przyprawy do ryb', ['gorczyca']],
  ])('"%s" is named with %j (the avoid list in its own language)', (line, avoid) => {
    expect(flaggedFor(line, [], avoid)).toContain(AVOID_LIST_LABEL);
  });
});

describe('the plain word for herbs or spices, and single spices, stay plain', () => {
  it.each([
    '2 el verse kruiden',
    '1 handvol gemengde kruiden',
    '2 EL frische Kräuter',
    '1 TL Gewürze nach Wahl',
    '2 msk färska örter',
    '1 tsk torkade kryddor',
    '1 håndfuld friske krydderurter',
    '1 łyżka świeżych ziół',
    '2 c. à soupe de fines herbes',
    '2 tbsp fresh herbs',
    '1 tsp dried oregano',
    '1 TL Paprikapulver',
    '1 tsk kanel',
    '1 el kruidnagel',
    '3 Gewürznelken',
    '1 tsk kryddpeppar',
    '1 tl nootmuskaat',
  ])('"%s" is not flagged under Gluten-Free', (line) => {
    expect(flaggedFor(line, ['Gluten-Free'])).toEqual([]);
  });

  it.each(['2 Gewürzgurken', '4 kruidnagels', '1 tsk kryddnejlikor'])(
    '"%s" is no seasoning blend: not flagged under Gluten-Free',
    (line) => {
      expect(flaggedFor(line, ['Gluten-Free'])).toEqual([]);
    },
  );
});

describe('whole recipes with a blend are never called compliant while the blend stays', () => {
  const recipes = [
    {
      text: 'Kip uit de oven\n4 personen\n\n600 g kippendijen\n2 el olijfolie\n1 zakje kipkruidenmix\n1 ui\n\nMeng de olie met de kruidenmix, wrijf de kip in en bak 35 minuten op 200 graden.',
      filters: ['Gluten-Free'],
      avoid: [],
      blend: /kruidenmix/i,
    },
    {
      text: 'Grillspett\n4 portioner\n\n500 g fläskfilé\n2 msk olja\n2 msk grillkrydda\n1 paprika\n\nSkär köttet i bitar, vänd med olja och krydda och grilla i 10 minuter.',
      filters: [],
      avoid: ['senap'],
      blend: /grillkrydda/i,
    },
    {
      text: 'Schnelle Gyros-Pfanne\nFür 2 Personen\n\n400 g Schweinegeschnetzeltes\n2 EL Gyrosgewürz\n1 Zwiebel\n1 EL Öl\n\nFleisch mit Gewürz mischen und in Öl 8 Minuten braten.',
      filters: [],
      avoid: ['Sellerie'],
      blend: /gyrosgewürz/i,
    },
    {
      text: 'Pulled pork\nServes 6\n\n1.5 kg pork shoulder\n3 tbsp smoky brown sugar rub\n250 ml cider vinegar\n\nRub the pork all over and roast low at 150C for 5 hours.',
      filters: ['Gluten-Free'],
      avoid: [],
      blend: /\brub\b/i,
    },
  ];
  it.each(recipes)('%#: the blend is swapped or the recipe is not called compliant', ({ text, filters, avoid, blend }) => {
    const result = generateLocally({ originalRecipe: text, filters, avoidIngredients: avoid, mode: 'convert', consent: true });
    if (!result.ok) return; // a refusal is not unsafe
    const stays = result.recipe.ingredients.some((line) => blend.test(line));
    expect(stays && result.recipe.compliance?.compliant === true).toBe(false);
  });
});
