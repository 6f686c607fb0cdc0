import { describe, expect, it } from 'vitest';
import { flaggedFor } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 17, third probe), before running the engine on any of these: bought products
 * and hidden allergens as the held-out languages write them (Bulgarian, Croatian, Persian, Norwegian, Icelandic,
 * Slovak, Albanian, Welsh, Tagalog, Hindi, Swahili, Romanian, Greek, Korean, Polish, Swedish, Czech, German, Italian),
 * each with the filter or avoid-list entry it must be reported under (outright or as a label to check).
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  '1 pk Toro lasagnesaus':
    'the maker\'s name "Toro" is read as the Spanish word for a bull, over the bought sauce that follows it (a Germanic line names its food last)',
  '1 burk Felix remouladsås':
    'the Swedish compound "remouladsås" is read as tartar sauce by the table, but no made-product name holds it: its "may contain mustard" is lost',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** A line, the filters, the avoid list, and what it must be reported under. */
const LINES: [string, string[], string[], string][] = [
  // Bulgarian
  ['200 г бутер тесто', ['Vegan'], [], 'Vegan'],
  ['2 с.л. майонеза', [], ['яйца'], 'Avoid list'],
  ['1 кубче бульон', ['Gluten-Free'], [], 'Gluten-Free'],
  // Croatian
  ['200 g lisnatog tijesta', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 žlice Vegete', [], ['celer'], 'Avoid list'],
  ['100 g mljevenih lješnjaka', ['Nut-Free'], [], 'Nut-Free'],
  // Persian
  ['۲ قاشق کره بادام زمینی', ['Nut-Free'], [], 'Nut-Free'],
  ['۱ پیمانه کشک', ['Dairy-Free'], [], 'Dairy-Free'],
  ['۲ قاشق ارده', [], ['کنجد'], 'Avoid list'],
  // Norwegian
  ['1 pk Toro lasagnesaus', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 ss majones', [], ['egg'], 'Avoid list'],
  ['400 g fiskeboller', ['Vegetarian'], [], 'Vegetarian'],
  ['1 boks makrell i tomat', [], ['fisk'], 'Avoid list'],
  // Icelandic
  ['200 g rækjur', [], ['skelfiskur'], 'Avoid list'],
  ['2 msk sinnep', [], ['sinnep'], 'Avoid list'],
  // Slovak
  ['1 balíček lístkového cesta', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 lyžice horčice', [], ['horčica'], 'Avoid list'],
  ['100 g mletých orechov', ['Nut-Free'], [], 'Nut-Free'],
  // Albanian
  ['200 g petë byreku', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 lugë mustardë', [], ['mustardë'], 'Avoid list'],
  // Welsh
  ['200 g blawd plaen', ['Gluten-Free'], [], 'Gluten-Free'],
  ['100 g menyn', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 wy', [], ['wyau'], 'Avoid list'],
  // Tagalog
  ['2 kutsara bagoong', [], ['hipon'], 'Avoid list'],
  ['3 kutsara oyster sauce', [], ['shellfish'], 'Avoid list'],
  // Hindi
  ['2 बड़े चम्मच घी', ['Vegan'], [], 'Vegan'],
  ['1 कप पनीर', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 बड़े चम्मच मूंगफली', ['Nut-Free'], [], 'Nut-Free'],
  ['1 कप मैदा', ['Gluten-Free'], [], 'Gluten-Free'],
  // Swahili
  ['kijiko 1 siagi', ['Dairy-Free'], [], 'Dairy-Free'],
  ['samaki 2', ['Vegetarian'], [], 'Vegetarian'],
  // Romanian
  ['200 g foietaj', ['Vegan'], [], 'Vegan'],
  ['2 linguri muștar', [], ['muștar'], 'Avoid list'],
  ['1 cub de supă Knorr', ['Gluten-Free'], [], 'Gluten-Free'],
  ['100 g nuci măcinate', ['Nut-Free'], [], 'Nut-Free'],
  // Greek
  ['200 γρ. φύλλο κρούστας', ['Gluten-Free'], [], 'Gluten-Free'],
  ['2 κ.σ. ταχίνι', [], ['σουσάμι'], 'Avoid list'],
  ['100 γρ. κεφαλοτύρι', ['Vegan'], [], 'Vegan'],
  // Korean
  ['2 큰술 간장', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 큰술 참기름', [], ['참깨'], 'Avoid list'],
  ['100 g 새우젓', [], ['새우'], 'Avoid list'],
  // Polish
  ['1 opakowanie budyniu waniliowego', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 łyżki musztardy', [], ['gorczyca'], 'Avoid list'],
  ['1 łyżka sosu sojowego', ['Gluten-Free'], [], 'Gluten-Free'],
  // Swedish
  ['1 burk Felix remouladsås', [], ['senap'], 'Avoid list'],
  ['2 dl grädde', ['Dairy-Free'], [], 'Dairy-Free'],
  ['1 pkt ICA smördeg', ['Vegan'], [], 'Vegan'],
  // Czech
  ['1 lžíce sójové omáčky', ['Gluten-Free'], [], 'Gluten-Free'],
  ['200 g strouhanky', ['Gluten-Free'], [], 'Gluten-Free'],
  ['1 kostka masoxu', ['Vegetarian'], [], 'Vegetarian'],
  // German (Lidl and other own brands)
  ['1 Pck. Milbona Schmand', ['Dairy-Free'], [], 'Dairy-Free'],
  ['200 g Alesto Cashewkerne', ['Nut-Free'], [], 'Nut-Free'],
  ['1 EL Kania Gemüsebrühe', [], ['Sellerie'], 'Avoid list'],
  ['2 EL Remoulade', [], ['Senf'], 'Avoid list'],
  // Italian
  ['1 rotolo di pasta sfoglia', ['Dairy-Free'], [], 'Dairy-Free'],
  ['2 cucchiai di pesto', ['Vegan'], [], 'Vegan'],
  ['50 g di pecorino', ['Vegetarian'], [], 'Vegetarian'],
];

describe('a bought product or hidden allergen, by language', () => {
  for (const [line, filters, avoid, under] of LINES) {
    run(line)(`"${line}" is reported under ${under}`, () => {
      expect(flaggedFor(line, filters, avoid)).toContain(under);
    });
  }
});
