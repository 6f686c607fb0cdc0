import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';
import { engineConversion, flaggedFor } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 16), before running the engine on any of these:
 * - Croatian, Serbian (Latin) and Slovene list lines write the genitive ("150 g brašna", "100 g masla"): the food
 *   is its dictionary form's, and a forbidden one is reported;
 * - Tagalog, Indonesian, Swahili and Amharic pantry and allergen words are known: a forbidden one is reported;
 * - a forbidden food named only in a tip or step, in Bulgarian, Persian, Greek, Turkish, Hindi, Amharic, Serbian;
 * - hidden allergens (whey, casein, albumen, lecithin, malt, semolina, spelt, surimi, Worcestershire, pesto,
 *   marzipan, nougat) in several languages, with the avoid list written in the recipe's or the user's language.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  'serve sq': 'Albanian "kos" (yogurt) is a three-letter word of a language with no short-name group',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** South Slavic genitive and instrumental list lines, and the filter that must report them. */
const SOUTH_SLAVIC: [string, string][] = [
  // Croatian
  ['150 g glatkog brašna', 'Gluten-Free'],
  ['100 g maslaca', 'Dairy-Free'],
  ['2 dl slatkog vrhnja', 'Dairy-Free'],
  ['500 g svinjskog mesa', 'Halal'],
  ['200 g mljevenih oraha', 'Nut-Free'],
  ['100 g badema', 'Nut-Free'],
  ['pospite sezamom', 'Vegan'],
  ['1 šalica mlijeka', 'Vegan'],
  // Serbian (Latin)
  ['2 kašike pavlake', 'Dairy-Free'],
  ['300 g mlevenog svinjskog mesa', 'Halal'],
  ['100 g kajmaka', 'Dairy-Free'],
  ['200 g brašna', 'Gluten-Free'],
  // Slovene
  ['200 g moke', 'Gluten-Free'],
  ['100 g masla', 'Dairy-Free'],
  ['2 dl mleka', 'Vegan'],
  ['100 g orehov', 'Nut-Free'],
  ['200 g kisle smetane', 'Dairy-Free'],
  ['150 g naribanega sira', 'Vegan'],
];

describe('South Slavic case forms are read as their food', () => {
  for (const [line, filter] of SOUTH_SLAVIC) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

/** Pantry and allergen words of Tagalog, Indonesian, Swahili and Amharic, and the filter that must report them. */
const FAR_PANTRY: [string, string][] = [
  // Tagalog
  ['3 tbsp toyo', 'Gluten-Free'],
  ['2 tbsp patis', 'Vegetarian'],
  ['1 tasa gatas', 'Dairy-Free'],
  ['2 itlog', 'Vegan'],
  ['1 tbsp bagoong alamang', 'Vegetarian'],
  // Indonesian
  ['2 sdm kecap manis', 'Gluten-Free'],
  ['1 sdt terasi', 'Vegetarian'],
  ['100 g tepung terigu', 'Gluten-Free'],
  ['50 g mentega', 'Dairy-Free'],
  ['100 g kacang tanah', 'Nut-Free'],
  ['2 butir telur', 'Vegan'],
  // Swahili
  ['vikombe 2 unga wa ngano', 'Gluten-Free'],
  ['vijiko 2 samli', 'Dairy-Free'],
  ['mayai 3', 'Vegan'],
  ['kikombe 1 maziwa', 'Dairy-Free'],
  ['gramu 100 karanga', 'Nut-Free'],
  // Amharic
  ['2 ኩባያ ወተት', 'Dairy-Free'],
  ['4 እንቁላል', 'Vegan'],
  ['100 ግራም ቅቤ', 'Dairy-Free'],
  ['200 ግራም አይብ', 'Vegan'],
];

describe('far pantry words carry their allergens', () => {
  for (const [line, filter] of FAR_PANTRY) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

/** Seasonings of those languages are kept in a conversion (never lost): the converted list still names them. */
const KEPT: [string, RegExp][] = [
  ['Pancit\n\n200 g bihon\n1 sibuyas\n3 butil bawang\nasin at paminta\n\nIgisa ang bawang at sibuyas.', /paminta|pepper/i],
  ['Sup\n\n1 l air\n2 siung bawang putih\n1 sdt merica bubuk\ngaram secukupnya\n\nRebus semua.', /merica|pepper/i],
  ['Supu\n\nlita 1 maji\nkitunguu 1\npilipili manga kijiko 1\nchumvi\n\nChemsha kila kitu.', /pilipili|pepper/i],
];

describe('far pantry seasonings are kept', () => {
  for (const [text, kept] of KEPT) {
    const title = text.split('\n')[0] ?? '';
    run(title)(`${title}: the seasoning stays in the list`, () => {
      const recipe = engineConversion(text, ['Vegan']);
      expect(recipe.ingredients.join('\n')).toMatch(kept);
    });
  }
});

describe('a forbidden food named only in a tip or step is reported', () => {
  const base = (name: string, ingredients: string[], steps: string[], tips: string[] = []): CheckedRecipe => ({
    recipeName: name,
    ingredients,
    instructions: steps,
    tips,
  });
  const CASES: [string, CheckedRecipe, string[]][] = [
    [
      'bg tip кисело мляко',
      base('Баница', ['500 г кори', '4 с.л. олио'], ['Печете 40 минути.'], ['Сервирайте с кисело мляко.']),
      ['Vegan'],
    ],
    ['bg tip сирене', base('Салата', ['3 домата', '1 краставица'], ['Нарежете.'], ['Поръсете със сирене.']), ['Dairy-Free']],
    ['fa tip ماست', base('کوکو', ['۴ عدد سیب زمینی', '۱ پیاز'], ['سرخ کنید.'], ['با ماست سرو کنید.']), ['Vegan']],
    ['el tip γιαούρτι', base('Κεφτέδες', ['500 γρ. κιμάς', '1 κρεμμύδι'], ['Τηγανίστε.'], ['Σερβίρετε με γιαούρτι.']), ['Dairy-Free']],
    ['tr tip yoğurt', base('Mercimek', ['1 su bardağı mercimek', '1 soğan'], ['Pişirin.'], ['Yoğurt ile servis edin.']), ['Vegan']],
    ['hi tip दही', base('पुलाव', ['1 कप चावल', '1 प्याज'], ['पकाएँ।'], ['दही के साथ परोसें।']), ['Dairy-Free']],
    ['sr step kajmak', base('Pljeskavica', ['500 g junećeg mesa', '1 luk'], ['Ispecite.'], ['Poslužite sa kajmakom.']), ['Dairy-Free']],
    ['hr step sir', base('Salata', ['2 rajčice', '1 krastavac'], ['Narežite.'], ['Pospite naribanim sirom.']), ['Vegan']],
  ];
  for (const [name, recipe, filters] of CASES) {
    run(name)(`${name} under ${filters.join(',')} is flagged`, () => {
      expect(checkOutput(recipe, { filters }).length).toBeGreaterThan(0);
    });
  }
});

/** Hidden allergens in products, with the avoid list in the user's language (which may not be the recipe's). */
const HIDDEN: [string, string][] = [
  ['100 g serwatki w proszku', 'mleko'],
  ['2 EL Molkenpulver', 'Milch'],
  ['1 c. à c. de caséinate de sodium', 'lait'],
  ['20 g albume in polvere', 'uova'],
  ['1 tsp dried egg albumen', 'eggs'],
  ['1 cucchiaino di lecitina di soia', 'soia'],
  ['1 EL Gerstenmalzextrakt', 'gluten'],
  ['2 tbsp malt extract', 'Gluten'],
  ['100 g semoule fine', 'gluten'],
  ['200 g griesmeel', 'gluten'],
  ['200 g farro perlato', 'glutine'],
  ['200 g Dinkelmehl', 'wheat'],
  ['150 g surimi', 'pesce'],
  ['200 g paluszków surimi', 'ryby'],
  ['1 EL Worcestersauce', 'Fisch'],
  ['2 cucchiai di pesto alla genovese', 'frutta a guscio'],
  ['2 EL Pesto', 'Nüsse'],
  ['100 g Marzipan', 'nuts'],
  ['100 g masy marcepanowej', 'orzechy'],
  ['100 g turrón blando', 'frutos secos'],
  ['50 g nougat', 'noten'],
];

describe('hidden allergens of products under the avoid list', () => {
  for (const [line, avoid] of HIDDEN) {
    run(`${line} ${avoid}`)(`"${line}" under avoid ${avoid} is reported`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
  // Sunflower lecithin holds no soy: only its soy kind is reported under a soy avoid list.
  run('sunflower lecithin fine')('"1 tsp sunflower lecithin" is fine under avoid soy', () => {
    expect(flaggedFor('1 tsp sunflower lecithin', [], ['soy'])).not.toContain('Avoid list');
  });
});

/** A serving suggestion in a tip, in one language each, and the filter its food breaks. */
const SERVE_WITH: [string, string, string][] = [
  ['ru', 'Подавайте со сметаной.', 'Dairy-Free'],
  ['uk', 'Подавати зі сметаною.', 'Vegan'],
  ['bg', 'Поднесете с кефир.', 'Dairy-Free'],
  ['sr-cyrl', 'Послужите са кајмаком.', 'Dairy-Free'],
  ['mk', 'Послужете со кисело млеко.', 'Vegan'],
  ['fa', 'با دوغ سرو کنید.', 'Dairy-Free'],
  ['ar', 'يقدم مع اللبن.', 'Dairy-Free'],
  ['ar nuts', 'يزين بالصنوبر.', 'Nut-Free'],
  ['he', 'מגישים עם שמנת חמוצה.', 'Dairy-Free'],
  ['hi ghee', 'घी के साथ परोसें।', 'Dairy-Free'],
  ['bn', 'দই দিয়ে পরিবেশন করুন।', 'Dairy-Free'],
  ['ur', 'دہی کے ساتھ پیش کریں۔', 'Dairy-Free'],
  ['th', 'เสิร์ฟพร้อมน้ำปลา', 'Vegetarian'],
  ['vi', 'Ăn kèm nước mắm.', 'Vegetarian'],
  ['ja', 'マヨネーズを添えて。', 'Vegan'],
  ['zh', '撒上花生碎。', 'Nut-Free'],
  ['id', 'Sajikan dengan kerupuk udang.', 'Vegetarian'],
  ['tl', 'Ihain kasama ang bagoong.', 'Vegetarian'],
  ['sw', 'Pakua na maziwa mala.', 'Dairy-Free'],
  ['am', 'በቅቤ ያቅርቡ።', 'Dairy-Free'],
  ['fi', 'Tarjoile kermaviilin kanssa.', 'Dairy-Free'],
  ['et', 'Serveeri hapukoorega.', 'Dairy-Free'],
  ['lv', 'Pasniedz ar skābo krējumu.', 'Dairy-Free'],
  ['lt', 'Patiekite su grietine.', 'Dairy-Free'],
  ['is', 'Berið fram með smjöri.', 'Dairy-Free'],
  ['cy', 'Gweinwch gyda hufen.', 'Dairy-Free'],
  ['sq', 'Shërbejeni me kos.', 'Dairy-Free'],
  ['ro', 'Se servește cu smântână.', 'Dairy-Free'],
  ['pt', 'Sirva com requeijão.', 'Dairy-Free'],
  ['ca', 'Serviu amb formatge ratllat.', 'Vegan'],
  ['sl', 'Postrezite s kislo smetano.', 'Dairy-Free'],
  ['sk', 'Podávajte s kyslou smotanou.', 'Dairy-Free'],
  ['cs', 'Podávejte se zakysanou smetanou.', 'Dairy-Free'],
  ['hr', 'Poslužite s vrhnjem.', 'Dairy-Free'],
  ['tr', 'Üzerine tereyağı gezdirin.', 'Dairy-Free'],
  ['el', 'Πασπαλίστε με φέτα.', 'Vegan'],
];

describe('a serving suggestion in a tip is checked in its language', () => {
  for (const [lang, tip, filter] of SERVE_WITH) {
    run(`serve ${lang}`)(`${lang} "${tip}" under ${filter} is flagged`, () => {
      const recipe: CheckedRecipe = { recipeName: 'Dish', ingredients: ['400 g rice', '1 onion'], instructions: ['Cook.'], tips: [tip] };
      expect(checkOutput(recipe, { filters: [filter] }).length).toBeGreaterThan(0);
    });
  }
});
