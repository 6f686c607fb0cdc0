/**
 * Blind probe (issue 31, item 4), round read15 third part: the card's servings and times written on one row, with
 * separators, words for hours and halves, and chilling/rising times beside them, in many languages. Each page is a
 * short recipe with its row under the title. Written before running the engine on any of them.
 */
import { describePageProbe, type ProbePage } from '../fixtures/reading/pageProbe';

interface Row {
  id: string;
  row: string;
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
}

const ROWS: Row[] = [
  { id: 'en pipes', row: 'Prep time: 15 mins | Cook time: 1 hr 5 mins | Serves: 4', servings: 4, prep: 15, cook: 65 },
  { id: 'en serves to', row: 'Serves 4 to 6 · Ready in 45 minutes', servings: 4, total: 45 },
  { id: 'de komma', row: 'Zubereitungszeit 20 Minuten, Kühlzeit 2 Stunden, für 4 Portionen', servings: 4, prep: 20 },
  { id: 'fr tiret', row: 'Temps de préparation : 20 min – Temps de cuisson : 1 h 15 – Pour 6 personnes', servings: 6, prep: 20, cook: 75 },
  {
    id: 'it ora e',
    row: 'Tempo di preparazione: 20 minuti – Tempo di cottura: 1 ora e 10 minuti – Dosi per 4 persone',
    servings: 4,
    prep: 20,
    cook: 70,
  },
  { id: 'es hora y media', row: 'Tiempo total: 1 hora y media · Para 4 personas', servings: 4, total: 90 },
  { id: 'hr broj osoba', row: 'Vrijeme pripreme: 20 minuta | Vrijeme pečenja: 45 minuta | Broj osoba: 6', servings: 6, prep: 20, cook: 45 },
  { id: 'sk cas', row: 'Čas prípravy: 30 minút, Čas varenia: 1 hodina, Počet porcií: 4', servings: 4, prep: 30, cook: 60 },
  { id: 'is fyrir', row: 'Undirbúningstími: 15 mín. · Eldunartími: 40 mín. · Fyrir 4', servings: 4, prep: 15, cook: 40 },
  { id: 'sq racione', row: 'Koha e përgatitjes: 15 minuta; Koha e gatimit: 1 orë; Racione: 6', servings: 6, prep: 15, cook: 60 },
  { id: 'cy awr', row: 'Amser paratoi: 20 munud, Amser coginio: 1 awr, Yn gweini 4', servings: 4, prep: 20, cook: 60 },
  { id: 'tl lutuin', row: 'Servings: 4-5 | Prep: 15 mins | Cook: 45 mins', servings: 4, prep: 15, cook: 45 },
  { id: 'hi row', row: 'तैयारी का समय: 15 मिनट | पकाने का समय: 30 मिनट | 4 लोगों के लिए', servings: 4, prep: 15, cook: 30 },
  { id: 'sw nusu', row: 'Muda wa kuandaa: dakika 15 · Muda wa kupika: saa 1 na nusu · Walaji: 4', servings: 4, prep: 15, cook: 90 },
  { id: 'am row', row: 'የዝግጅት ጊዜ: 30 ደቂቃ | የማብሰያ ጊዜ: 2 ሰዓት | ለ 6 ሰዎች', servings: 6, prep: 30, cook: 120 },
  { id: 'bg row', row: 'Порции: 6 | Приготвяне: 20 мин. | Печене: 40 мин.', servings: 6, prep: 20, cook: 40 },
  { id: 'fa hour and minutes', row: 'برای ۴ نفر - زمان پخت: ۱ ساعت و ۳۰ دقیقه', servings: 4, cook: 90 },
  { id: 'el hour and minutes', row: 'Μερίδες: 4 · Χρόνος μαγειρέματος: 1 ώρα και 15 λεπτά', servings: 4, cook: 75 },
  { id: 'ro ora', row: 'Porții: 4 • Preparare: 20 min • Gătire: 1 oră', servings: 4, prep: 20, cook: 60 },
  { id: 'nl personen row', row: '4 personen · 20 min bereiden · 40 min in de oven', servings: 4 },
  { id: 'pt row', row: 'Rendimento: 6 porções | Tempo de preparo: 1h20', servings: 6, total: 80 },
  { id: 'pl row', row: 'Porcje: 4 · Czas przygotowania: 25 min · Czas pieczenia: 50 min', servings: 4, prep: 25, cook: 50 },
  { id: 'cs row', row: 'Počet porcí: 6 | Příprava: 20 min | Pečení: 45 min | Chlazení: 3 h', servings: 6, prep: 20, cook: 45 },
  { id: 'hu row', row: '4 adag · Előkészítés: 15 perc · Sütés: 35 perc · Pihentetés: 30 perc', servings: 4, prep: 15, cook: 35 },
  { id: 'sv row', row: '4 portioner · 30 minuter · Lätt', servings: 4 },
  { id: 'ko row', row: '3인분 · 조리시간 30분 · 난이도 쉬움', servings: 3 },
];

const PAGES: ProbePage[] = ROWS.map((r) => ({
  id: r.id,
  head: [],
  title: 'Linsensuppe',
  meta: [r.row],
  body: 'Zutaten\n250 g rote Linsen\n1 Zwiebel\n1 l Gemüsebrühe\n\nZubereitung\n1. Zwiebel anbraten.\n2. Linsen und Brühe zugeben und 20 Minuten kochen.',
  tail: [],
  foods: ['Linsen', 'Zwiebel', 'Gemüsebrühe'],
  ...(r.servings !== undefined ? { servings: r.servings } : {}),
  ...(r.prep !== undefined ? { prep: r.prep } : {}),
  ...(r.cook !== undefined ? { cook: r.cook } : {}),
  ...(r.total !== undefined ? { total: r.total } : {}),
}));

const KNOWN_FAILS: Record<string, string> = {
  'sw nusu': '"saa 1 na nusu": Swahili writes the hours before their number and the half after (meta.withHalves reads number, unit, half)',
};

describePageProbe('servings and times on one row, many languages (blind probe, read15 third part)', PAGES, KNOWN_FAILS);
