import { MORE_TIME_LABELS } from './vocabularyMore';

/**
 * Time labels of recipes, per language, by what they mean: the working time (prep), the cooking time (cook), the whole
 * time (total) and waiting (rest: chilling, resting, rising, marinating; never cooking). Lowercase as written; the
 * reader folds accents. A label is found before its duration ("Sütési idő: 35 perc", "Prep 20 min") or after it ("35 Min.
 * Backzeit", "⏱ 40 min (czas przygotowania)").
 *
 * `wholeWhenAlone`: labels that sites use both for one part of the work and for the whole time ("Elkészítési idő",
 * "Czas przygotowania", "Bereidingstijd", "Tillagningstid"). Beside a separate time of another kind they mean the kind
 * they are listed under; as the only time the recipe states they are its total.
 */

export type TimeMeaning = 'prep' | 'cook' | 'total' | 'rest';

export interface LanguageTimeLabels {
  prep: readonly string[];
  cook: readonly string[];
  total: readonly string[];
  rest: readonly string[];
  /** Listed under prep or cook; alone they are the total. */
  wholeWhenAlone?: readonly string[];
}

const BASE_TIME_LABELS: Readonly<Record<string, LanguageTimeLabels>> = {
  en: {
    prep: ['prep', 'prep time', 'preparation', 'preparation time', 'active time', 'hands-on time', 'preptime', 'active', 'hands on'],
    cook: [
      'baking',
      'frying',
      'simmering',
      'cooktime',
      'cook',
      'cook time',
      'cooking',
      'cooking time',
      'bake',
      'bake time',
      'baking time',
      'roast',
      'roasting time',
    ],
    total: ['total', 'total time', 'ready in', 'takes', 'takes about', 'all in', 'time', 'totaltime', 'ready in about'],
    rest: [
      'rest',
      'resting',
      'rest time',
      'resting time',
      'chill',
      'chilling',
      'chill time',
      'chilling time',
      'cooling',
      'cool',
      'freeze',
      'freezing',
      'marinate',
      'marinating',
      'brine',
      'brining',
      'soak',
      'soaking',
      'rise',
      'rising',
      'proof',
      'proving',
      'inactive time',
      'additional time',
      'setting time',
      'fridge',
      'refrigerator',
      'setting',
      'set',
      'to set',
      'firming',
    ],
  },
  de: {
    prep: ['zubereitung', 'zubereitungszeit', 'arbeitszeit', 'vorbereitung', 'vorbereitungszeit', 'aktiv', 'aktive zeit'],
    cook: ['kochzeit', 'backzeit', 'garzeit', 'bratzeit', 'koch-/backzeit', 'ofenzeit'],
    total: ['gesamtzeit', 'zeit', 'insgesamt', 'gesamt', 'fertig in', 'fertig nach'],
    rest: [
      'ruhezeit',
      'kühlzeit',
      'gehzeit',
      'wartezeit',
      'marinierzeit',
      'ziehen lassen',
      'ziehzeit',
      'kühlen',
      'marinieren',
      'gehen lassen',
      'kühlschrank',
      'ruhen',
      'kühlen lassen',
    ],
    wholeWhenAlone: ['zubereitungszeit'],
  },
  fr: {
    prep: ['préparation', 'temps de préparation', 'actif', 'temps actif'],
    cook: ['cuisson', 'temps de cuisson'],
    total: ['temps total', 'prêt en', 'prête en', 'prêts en', 'prêtes en'],
    rest: [
      'repos',
      'temps de repos',
      'réfrigération',
      'réfrigérateur',
      'frais',
      'prise',
      'prise au frais',
      'prise au froid',
      "temps d'attente",
      'attente',
      'temps de réfrigération',
      'temps de pause',
    ],
    wholeWhenAlone: ['temps de préparation'],
  },
  es: {
    prep: ['preparación', 'tiempo de preparación'],
    cook: ['cocción', 'tiempo de cocción', 'horno', 'tiempo de horno', 'tiempo de horneado', 'horneado'],
    total: ['tiempo total', 'tiempo', 'listo en', 'lista en'],
    rest: ['reposo', 'tiempo de reposo', 'refrigeración', 'frío', 'nevera', 'frigorífico', 'cuajado', 'tiempo de espera', 'espera'],
    wholeWhenAlone: ['tiempo de preparación'],
  },
  it: {
    prep: ['preparazione', 'tempo di preparazione'],
    cook: ['cottura', 'tempo di cottura', 'forno'],
    total: ['tempo totale', 'tempo', 'totale', 'pronto in', 'pronta in'],
    rest: [
      'riposo',
      'tempo di riposo',
      'lievitazione',
      'frigo',
      'frigorifero',
      'rassodamento',
      'tempo di riposo in frigo',
      'tempo di lievitazione',
      'tempo di attesa',
      'attesa',
      'marinatura',
      'tempo di marinatura',
    ],
    wholeWhenAlone: ['tempo di preparazione'],
  },
  pt: {
    prep: ['preparo', 'tempo de preparo', 'tempo de preparação', 'preparação'],
    cook: ['tempo de forno', 'tempo de cozedura', 'tempo de cozimento', 'tempo de confeção', 'confeção', 'cozedura', 'cozimento'],
    total: ['tempo total', 'pronto em', 'pronta em'],
    rest: ['descanso', 'tempo de descanso', 'frigorifico', 'geladeira', 'tempo de espera', 'espera', 'tempo de repouso', 'repouso'],
    wholeWhenAlone: ['tempo de preparo', 'tempo de preparação'],
  },
  nl: {
    prep: ['bereidingstijd', 'voorbereiding', 'voorbereidingstijd', 'bereiden', 'voorbereiden'],
    cook: ['kooktijd', 'baktijd', 'oventijd'],
    total: ['totale tijd', 'tijd', 'totaal', 'klaar in', 'totaaltijd'],
    rest: ['rusttijd', 'afkoelen', 'rijzen', 'koelen', 'koelkast', 'opstijven', 'wachttijd', 'rijstijd', 'koeltijd', 'marineren'],
    wholeWhenAlone: ['bereidingstijd'],
  },
  pl: {
    prep: ['czas przygotowania', 'przygotowanie', 'przygotowanie ciasta'],
    cook: ['czas gotowania', 'czas pieczenia', 'czas smażenia', 'pieczenie', 'gotowanie', 'smażenie', 'duszenie'],
    total: ['czas', 'czas całkowity', 'całkowity czas', 'łączny czas', 'czas łączny', 'gotowe w', 'gotowe za', 'gotowe po'],
    rest: [
      'chłodzenie',
      'odpoczynek',
      'wyrastanie',
      'lodówce',
      'lodówka',
      'stężenie',
      'tężenie',
      'czas oczekiwania',
      'czas chłodzenia',
      'czas wyrastania',
      'marynowanie',
    ],
    wholeWhenAlone: ['czas przygotowania'],
  },
  sv: {
    prep: ['förberedelse', 'förberedelsetid', 'arbetstid'],
    cook: ['tillagningstid', 'koktid', 'ugnstid', 'bakning', 'stekning', 'kokning', 'steketid', 'tillagning', 'gräddning'],
    total: ['tid', 'total tid', 'totaltid', 'klart på', 'klar på'],
    rest: ['vila', 'jäsning', 'kylning', 'kylskåp', 'kylen', 'stelning', 'vilotid', 'jäsningstid', 'jästid', 'kyltid', 'väntetid'],
    wholeWhenAlone: ['tillagningstid'],
  },
  da: {
    prep: ['forberedelse', 'forberedelsestid', 'arbejdstid'],
    cook: ['tilberedningstid', 'tilberedning', 'bagetid', 'ovntid', 'ovn', 'i ovnen', 'steketid', 'koketid', 'stegetid', 'kogetid'],
    total: ['samlet tid', 'tid i alt', 'i alt', 'samlet'],
    rest: ['hviletid', 'hvile', 'køling', 'hævetid', 'ventetid', 'køletid'],
    wholeWhenAlone: ['tilberedningstid'],
  },
  nb: {
    prep: ['forberedelse', 'forberedelsestid', 'arbeidstid'],
    cook: ['tilberedningstid', 'steketid', 'koketid', 'baketid'],
    total: ['total tid', 'tid totalt'],
    rest: ['kjøling', 'hevetid'],
    wholeWhenAlone: ['tilberedningstid'],
  },
  hu: {
    prep: ['elkészítési idő', 'előkészítés', 'előkészítési idő', 'munkaidő', 'elkészítés ideje', 'előkészület'],
    cook: ['főzési idő', 'főzés', 'sütési idő', 'sütés', 'sütés ideje', 'főzés ideje'],
    total: ['idő', 'összesen', 'teljes idő', 'kész'],
    rest: [
      'pihentetés',
      'kelesztés',
      'hűtés',
      'hűtő',
      'hűtőben',
      'dermedés',
      'várakozás',
      'pihentetési idő',
      'kelesztési idő',
      'hűtési idő',
    ],
    wholeWhenAlone: ['elkészítési idő', 'elkészítés ideje'],
  },
  cs: {
    prep: ['doba přípravy', 'příprava', 'aktivní čas', 'čas přípravy'],
    cook: ['doba vaření', 'vaření', 'doba pečení', 'pečení', 'smažení', 'dušení', 'čas vaření', 'čas pečení'],
    total: ['celkový čas', 'čas', 'celkem', 'hotovo za', 'hotové za', 'celková doba'],
    rest: ['kynutí', 'odpočinek', 'chlazení', 'marinování', 'lednice', 'lednici', 'tuhnutí', 'doba kynutí', 'doba chlazení'],
    wholeWhenAlone: ['doba přípravy', 'čas přípravy'],
  },
  tr: {
    prep: ['hazırlık', 'hazırlık süresi', 'hazırlama süresi'],
    cook: ['pişirme', 'pişirme süresi'],
    total: ['toplam süre', 'süre'],
    rest: ['dinlenme', 'bekleme', 'mayalanma', 'buzdolabı', 'buzdolabında', 'donma', 'soğutma'],
  },
  id: {
    prep: ['persiapan', 'waktu persiapan'],
    cook: ['waktu memasak', 'memasak', 'waktu masak'],
    total: ['waktu', 'total waktu'],
    rest: ['istirahat'],
  },
  el: {
    prep: ['προετοιμασία', 'χρόνος προετοιμασίας', 'προετοιμασίας'],
    cook: ['ψήσιμο', 'χρόνος ψησίματος', 'μαγείρεμα', 'χρόνος μαγειρέματος', 'βράσιμο', 'χρόνος μαγειρέματος'],
    total: ['συνολικός χρόνος', 'χρόνος', 'σύνολο'],
    rest: ['ξεκούραση', 'αναμονή', 'ψυγείο', 'μαρινάρισμα'],
  },
  ko: {
    prep: ['준비시간', '준비 시간', '준비'],
    cook: ['조리시간', '조리 시간', '조리', '요리시간', '요리 시간', '굽는 시간'],
    total: ['총 시간', '소요시간', '소요 시간', '총 소요시간', '총 조리시간'],
    rest: ['숙성', '숙성시간', '휴지', '재우기'],
  },
  vi: {
    prep: ['thời gian chuẩn bị', 'chuẩn bị', 'sơ chế', 'thời gian sơ chế'],
    cook: ['thời gian nấu', 'nấu', 'thời gian chế biến', 'chế biến', 'thời gian nướng'],
    total: ['tổng thời gian', 'thời gian'],
    rest: ['thời gian ướp', 'ướp', 'thời gian nghỉ'],
  },
  ro: {
    prep: ['timp de preparare', 'preparare', 'pregătire', 'timp de pregătire'],
    cook: ['timp de gătire', 'gătire', 'timp de coacere', 'coacere', 'fierbere', 'timp de fierbere'],
    total: ['timp total', 'total'],
    rest: ['odihnă', 'marinare', 'timp de odihnă', 'dospire'],
  },
  fi: {
    prep: ['valmistusaika', 'esivalmistelu', 'työaika'],
    cook: ['kypsennysaika', 'paistoaika', 'keittoaika', 'uuniaika', 'kypsennys'],
    total: ['kokonaisaika', 'aika', 'yhteensä'],
    rest: ['lepuutus', 'jäähdytys', 'kohotus', 'marinointi'],
  },
  ca: {
    prep: ['temps de preparació', 'preparació'],
    cook: ['temps de cocció', 'cocció', 'temps de cuina'],
    total: ['temps total', 'temps'],
    rest: ['repòs', 'temps de repòs', 'marinada'],
  },
  // Hindi in Latin letters: taiyari (तैयारी) the preparation, pakane ka samay (पकाने का समय) the cooking time.
  hi: {
    prep: ['taiyari', 'taiyari ka samay', 'tayari', 'tayari ka samay'],
    cook: ['pakane ka samay', 'pakaane ka samay', 'banane ka samay'],
    total: ['kul samay', 'samay'],
    rest: ['bhigone ka samay', 'bhigona'],
  },
  uk: {
    prep: ['підготовка', 'час підготовки', 'час приготування'],
    cook: ['час варіння', 'варіння', 'час випікання', 'випікання', 'час готування', 'час смаження', 'запікання'],
    total: ['загальний час', 'час'],
    rest: ['настоювання', 'час настоювання', 'охолодження', 'відпочинок', 'маринування', 'підходження'],
    wholeWhenAlone: ['час приготування'],
  },
  ru: {
    prep: ['подготовка', 'время подготовки', 'время приготовления'],
    cook: ['время варки', 'варка', 'время выпекания', 'выпекание', 'время жарки', 'запекание'],
    total: ['общее время', 'время'],
    rest: ['настаивание', 'время настаивания', 'охлаждение', 'маринование', 'расстойка'],
    wholeWhenAlone: ['время приготовления'],
  },
  // Hebrew: zman hachana (preparation), zman bishul (cooking), zman afiya (baking).
  he: {
    prep: ['זמן הכנה', 'הכנה'],
    cook: ['זמן בישול', 'בישול', 'זמן אפייה', 'אפייה', 'זמן טיגון'],
    total: ['זמן כולל', 'סך הכל', 'זמן'],
    rest: ['זמן המתנה', 'המתנה', 'קירור', 'התפחה', 'השריה'],
  },
  zh: {
    prep: ['准备时间', '备料时间', '准备'],
    cook: ['烹饪时间', '烹调时间', '烘烤时间', '烤制时间', '炖煮时间', '烹饪'],
    total: ['总时间', '总用时', '总耗时', '用时'],
    rest: ['腌制时间', '冷藏时间', '发酵时间', '静置时间', '腌制', '冷藏', '发酵'],
  },
  // Chinese in traditional characters (Taiwan, Hong Kong).
  'zh-Hant': {
    prep: ['準備時間', '備料時間', '準備'],
    cook: ['烹調時間', '烹飪時間', '烘烤時間', '烤製時間', '燉煮時間', '烹飪', '烹調'],
    total: ['總時間', '總用時', '總耗時', '所需時間'],
    rest: ['醃製時間', '冷藏時間', '發酵時間', '靜置時間', '醃製', '冷藏', '發酵'],
  },
  // Japanese in romaji: chōri jikan (調理時間) is the cooking time, shoyō jikan (所要時間) the whole time; hiyasu jikan
  // (冷やす時間) chilling.
  ja: {
    prep: ['shitagoshirae', 'junbi jikan', '下ごしらえ', '準備時間'],
    cook: ['chōri jikan', 'chori jikan', 'chouri jikan', 'kanetsu jikan', 'niru jikan', 'yaki jikan', '調理時間', '加熱時間'],
    total: ['shoyō jikan', 'shoyo jikan', 'shoyou jikan', '所要時間'],
    rest: ['hiyasu jikan', 'nekasu jikan', 'tsukekomi jikan', 'samasu jikan', '冷やす時間', '寝かせる時間', '漬け込み時間'],
  },
};

/** Labels of languages the lists above have, in the other words and forms their sites write. */
const FURTHER_TIME_LABELS: Readonly<Record<string, Partial<LanguageTimeLabels>>> = {
  // Albanian: pushim (rest), ftohje (cooling), pjekje (baking), gatim (cooking).
  sq: { cook: ['pjekje', 'gatim', 'gatimi', 'zierje'], rest: ['pushim', 'koha e pushimit', 'ftohje', 'marinim'] },
  // Tagalog: luto, lutuin (cook), pagluto; ihanda (prepare).
  fil: { prep: ['ihanda', 'paghanda'], cook: ['luto', 'lutuin', 'pagluto', 'oras ng pagluto'], rest: ['ibabad', 'pagbabad', 'palamigin'] },
  tr: {
    prep: ['hazırlama', 'hazırlanma süresi', 'hazırlanışı'],
    cook: ['pişme süresi', 'pişirme zamanı'],
    total: ['toplam', 'toplam zaman'],
  },
  fa: {
    prep: ['مدت زمان آماده سازی', 'مدت زمان آماده‌سازی', 'مدت آماده سازی'],
    cook: ['مدت زمان پخت', 'زمان طبخ', 'مدت طبخ'],
    rest: ['مدت زمان استراحت', 'زمان دم کشیدن'],
  },
  vi: { total: ['tổng cộng'], rest: ['thời gian ủ', 'ủ', 'thời gian ngâm', 'ngâm'] },
};

/** Every language's labels: the lists above joined, language by language. */
export const TIME_LABELS_BY_LANGUAGE: Readonly<Record<string, LanguageTimeLabels>> = (() => {
  const out: Record<string, LanguageTimeLabels> = { ...BASE_TIME_LABELS };
  for (const more of [MORE_TIME_LABELS, FURTHER_TIME_LABELS]) {
    for (const [language, labels] of Object.entries(more)) {
      const had = out[language];
      out[language] = {
        prep: [...(had?.prep ?? []), ...(labels.prep ?? [])],
        cook: [...(had?.cook ?? []), ...(labels.cook ?? [])],
        total: [...(had?.total ?? []), ...(labels.total ?? [])],
        rest: [...(had?.rest ?? []), ...(labels.rest ?? [])],
        wholeWhenAlone: [...(had?.wholeWhenAlone ?? []), ...(labels.wholeWhenAlone ?? [])],
      };
    }
  }
  return out;
})();
