/**
 * Blind probe (written before running the engine on it): a method or tip that serves the dish with a food the list does
 * not hold ("Serve with fresh bread", "Поднесете с пресен хляб") must never leave that food on a card called fine for a
 * filter it breaks, in any language, with an adjective before the food, and whatever else the sentence says. Three
 * phrasings or more per filter, many languages. Dish: a plain chicken, rice and vegetable pan.
 */
import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion } from '../support/kitchenLineChecks';

interface Case {
  language: string;
  lines: string[];
  method: string[];
  serving: string;
  /** The food word the serving sentence names (as written there). */
  food: string;
  filters: string[];
  /** Where the serving sentence goes. */
  place: 'method' | 'tips';
  /** Why the case still fails (run as an expected failure). */
  fails?: string;
}

const EN = {
  lines: ['500 g chicken thighs', '200 g rice', '1 onion', '2 tbsp olive oil', 'salt'],
  method: ['Fry the onion in the oil.', 'Add the chicken and rice with 500 ml water and simmer for 25 minutes.'],
};
const BG = {
  lines: ['500 г пилешки бутчета', '200 г ориз', '1 глава лук', '2 с.л. олио', 'сол'],
  method: ['Запържете лука в олиото.', 'Добавете пилето, ориза и 500 мл вода и гответе 25 минути.'],
};
const RU = {
  lines: ['500 г куриных бёдер', '200 г риса', '1 луковица', '2 ст. л. растительного масла', 'соль'],
  method: ['Обжарьте лук на масле.', 'Добавьте курицу, рис и 500 мл воды, тушите 25 минут.'],
};
const HR = {
  lines: ['500 g pilećih bataka', '200 g riže', '1 luk', '2 žlice maslinovog ulja', 'sol'],
  method: ['Luk popržite na ulju.', 'Dodajte piletinu, rižu i 500 ml vode te kuhajte 25 minuta.'],
};
const RO = {
  lines: ['500 g pulpe de pui', '200 g orez', '1 ceapă', '2 linguri ulei de măsline', 'sare'],
  method: ['Călește ceapa în ulei.', 'Adaugă puiul, orezul și 500 ml apă și fierbe 25 de minute.'],
};
const EL = {
  lines: ['500 γρ. μπούτια κοτόπουλου', '200 γρ. ρύζι', '1 κρεμμύδι', '2 κ.σ. ελαιόλαδο', 'αλάτι'],
  method: ['Σοτάρετε το κρεμμύδι στο λάδι.', 'Προσθέστε το κοτόπουλο, το ρύζι και 500 ml νερό και βράστε 25 λεπτά.'],
};
const PL = {
  lines: ['500 g udek z kurczaka', '200 g ryżu', '1 cebula', '2 łyżki oliwy', 'sól'],
  method: ['Cebulę zeszklij na oliwie.', 'Dodaj kurczaka, ryż i 500 ml wody, gotuj 25 minut.'],
};
const CS = {
  lines: ['500 g kuřecích stehen', '200 g rýže', '1 cibule', '2 lžíce olivového oleje', 'sůl'],
  method: ['Cibuli osmahněte na oleji.', 'Přidejte kuře, rýži a 500 ml vody a vařte 25 minut.'],
};
const SV = {
  lines: ['500 g kycklinglår', '200 g ris', '1 gul lök', '2 msk olivolja', 'salt'],
  method: ['Fräs löken i oljan.', 'Tillsätt kycklingen, riset och 5 dl vatten och låt koka 25 minuter.'],
};
const DE = {
  lines: ['500 g Hähnchenschenkel', '200 g Reis', '1 Zwiebel', '2 EL Olivenöl', 'Salz'],
  method: ['Die Zwiebel im Öl anbraten.', 'Hähnchen, Reis und 500 ml Wasser zugeben und 25 Minuten köcheln.'],
};
const IT = {
  lines: ['500 g di cosce di pollo', '200 g di riso', '1 cipolla', '2 cucchiai di olio extravergine', 'sale'],
  method: ["Soffriggete la cipolla nell'olio.", "Unite il pollo, il riso e 500 ml d'acqua e cuocete 25 minuti."],
};
const TR = {
  lines: ['500 g tavuk but', '200 g pirinç', '1 soğan', '2 yemek kaşığı zeytinyağı', 'tuz'],
  method: ['Soğanı yağda kavurun.', 'Tavuğu, pirinci ve 500 ml suyu ekleyip 25 dakika pişirin.'],
};

const GF = ['Gluten-Free'];
const DF = ['Dairy-Free'];
const VEGAN = ['Vegan'];

const CASES: Case[] = [
  // Bread under Gluten-Free, an adjective before it.
  { language: 'en', ...EN, serving: 'Serve with warm crusty bread.', food: 'bread', filters: GF, place: 'method' },
  { language: 'en', ...EN, serving: 'Serve with fresh bread and a green salad.', food: 'bread', filters: GF, place: 'tips' },
  {
    language: 'en',
    ...EN,
    serving: 'Lovely with toasted bread on the side.',
    food: 'bread',
    filters: GF,
    place: 'tips',
    fails:
      'praise ("Lovely with") is no serving verb: the bread is qualified gluten-free, not left out (held back: read as a serving sentence, a held-out tip kept a food the check cannot read)',
  },
  { language: 'en', ...EN, serving: 'Serve with garlic bread.', food: 'bread', filters: GF, place: 'method' },
  { language: 'bg', ...BG, serving: 'Поднесете с пресен хляб.', food: 'хляб', filters: GF, place: 'method' },
  { language: 'bg', ...BG, serving: 'Сервирайте с топъл хляб и салата.', food: 'хляб', filters: GF, place: 'method' },
  { language: 'bg', ...BG, serving: 'Поднася се с препечен хляб.', food: 'хляб', filters: GF, place: 'tips' },
  { language: 'ru', ...RU, serving: 'Подавайте со свежим хлебом.', food: 'хлеб', filters: GF, place: 'method' },
  { language: 'ru', ...RU, serving: 'Подавать с белым хлебом и зеленью.', food: 'хлеб', filters: GF, place: 'tips' },
  { language: 'hr', ...HR, serving: 'Poslužite uz svježi kruh.', food: 'kruh', filters: GF, place: 'method' },
  { language: 'hr', ...HR, serving: 'Poslužite s toplim kruhom i salatom.', food: 'kruh', filters: GF, place: 'method' },
  { language: 'ro', ...RO, serving: 'Serviți cu pâine proaspătă.', food: 'pâine', filters: GF, place: 'method' },
  { language: 'el', ...EL, serving: 'Σερβίρετε με φρέσκο ψωμί.', food: 'ψωμί', filters: GF, place: 'method' },
  { language: 'pl', ...PL, serving: 'Podawaj ze świeżym chlebem.', food: 'chleb', filters: GF, place: 'method' },
  { language: 'cs', ...CS, serving: 'Podávejte s čerstvým chlebem.', food: 'chleb', filters: GF, place: 'method' },
  { language: 'sv', ...SV, serving: 'Servera med nybakat bröd.', food: 'bröd', filters: GF, place: 'method' },
  { language: 'de', ...DE, serving: 'Dazu passt frisches Bauernbrot.', food: 'brot', filters: GF, place: 'method' },
  { language: 'it', ...IT, serving: 'Servite con pane caldo.', food: 'pane', filters: GF, place: 'method' },
  { language: 'tr', ...TR, serving: 'Taze ekmek ile servis edin.', food: 'ekmek', filters: GF, place: 'method' },
  // Cream, yoghurt and cheese under Dairy-Free or Vegan.
  { language: 'en', ...EN, serving: 'Serve with a dollop of thick sour cream.', food: 'cream', filters: DF, place: 'method' },
  { language: 'en', ...EN, serving: 'Serve topped with grated cheddar.', food: 'cheddar', filters: VEGAN, place: 'tips' },
  { language: 'ru', ...RU, serving: 'Подавайте с густой сметаной.', food: 'сметан', filters: DF, place: 'method' },
  { language: 'bg', ...BG, serving: 'Поднесете с кисело мляко.', food: 'мляко', filters: VEGAN, place: 'method' },
  { language: 'hr', ...HR, serving: 'Poslužite s kiselim vrhnjem.', food: 'vrhnj', filters: DF, place: 'method' },
  { language: 'ro', ...RO, serving: 'Serviți cu smântână și mămăligă.', food: 'smântân', filters: DF, place: 'method' },
  { language: 'el', ...EL, serving: 'Σερβίρετε με στραγγιστό γιαούρτι.', food: 'γιαούρτι', filters: VEGAN, place: 'method' },
  { language: 'it', ...IT, serving: 'Servite con parmigiano grattugiato.', food: 'parmigiano', filters: VEGAN, place: 'tips' },
  { language: 'pl', ...PL, serving: 'Podawaj z gęstą śmietaną.', food: 'śmietan', filters: DF, place: 'method' },
];

function recipeText(c: Case): string {
  const method = c.place === 'method' ? [...c.method, c.serving] : c.method;
  const tips = c.place === 'tips' ? ['', 'Tips', c.serving] : [];
  return [
    'Chicken and rice',
    '',
    'Serves 4',
    '',
    'Ingredients',
    ...c.lines,
    '',
    'Method',
    ...method.map((s, i) => `${i + 1}. ${s}`),
    ...tips,
  ].join('\n');
}

function namesFood(recipe: StructuredRecipe, food: string): boolean {
  const texts = [...recipe.instructions, ...(recipe.tips ?? []).filter((t) => !/^Left out /.test(t))];
  return texts.some((t) => t.toLowerCase().includes(food.toLowerCase()));
}

describe('a serving suggestion of a food the list lacks is never left on a card called fine (blind probe)', () => {
  for (const c of CASES) {
    (c.fails ? it.fails : it)(
      `${c.language}, ${c.filters.join(', ')}, ${c.place}: "${c.serving}"${c.fails ? ` (fails: ${c.fails})` : ''}`,
      () => {
        const recipe = engineConversion(recipeText(c), c.filters);
        const fine = recipe.compliance?.compliant === true;
        expect(fine && namesFood(recipe, c.food), JSON.stringify({ steps: recipe.instructions, tips: recipe.tips })).toBe(false);
      },
    );
  }
});

describe('what the serving sentence offers besides the forbidden food stays (blind probe)', () => {
  const kept: Array<{ c: Case; rest: string; fails?: string }> = [
    {
      c: { language: 'en', ...EN, serving: 'Serve with fresh bread and a green salad.', food: 'bread', filters: GF, place: 'tips' },
      rest: 'salad',
    },
    {
      c: { language: 'bg', ...BG, serving: 'Сервирайте с топъл хляб и салата.', food: 'хляб', filters: GF, place: 'method' },
      rest: 'салата',
    },
    {
      c: { language: 'ro', ...RO, serving: 'Serviți cu smântână și mămăligă.', food: 'smântân', filters: DF, place: 'method' },
      rest: 'mămăligă',
    },
    {
      c: { language: 'hr', ...HR, serving: 'Poslužite uz svježi kruh i salatu.', food: 'kruh', filters: GF, place: 'tips' },
      rest: 'salat',
    },
  ];
  for (const { c, rest, fails } of kept) {
    (fails ? it.fails : it)(`${c.language}: "${c.serving}" keeps "${rest}"${fails ? ` (fails: ${fails})` : ''}`, () => {
      const recipe = engineConversion(recipeText(c), c.filters);
      const texts = [...recipe.instructions, ...(recipe.tips ?? []).filter((t) => !/^Left out /.test(t))];
      expect(
        texts.some((t) => t.toLowerCase().includes(rest)),
        JSON.stringify(texts),
      ).toBe(true);
      expect(namesFood(recipe, c.food)).toBe(false);
    });
  }
});
