/**
 * A post's and page's prompts and buttons in the languages beyond the core ones, as data (issue 31): the verbs and
 * objects of "Jaga retsepti sõpradega!", "Abonē mūsu kanālu", "Споделете рецептата с приятели!", "Kongsi resepi ini
 * dengan kawan-kawan anda!", and the words of a post's buttons ("Meeldib · Vasta · Jaga"). Spread into the lists of
 * `vocabulary.ts`: verbs and objects are folded word starts (five letters or more match a word's start, shorter ones
 * the whole word); buttons are whole lines. Nothing here names a food.
 */
export const SOCIAL_PAGE_VERBS: Readonly<Record<string, readonly string[]>> = {
  et: ['jaga', 'jagage', 'telli', 'tellige', 'jälgi', 'jälgige', 'kommente', 'salvesta', 'prindi', 'hinda'],
  lv: ['dalies', 'dalīties', 'dalieties', 'abonē', 'abonējiet', 'seko', 'sekojiet', 'komentē', 'saglabā', 'drukāt'],
  lt: ['pasidalink', 'dalinkis', 'dalintis', 'prenumeruok', 'sekite', 'sek', 'komentuok', 'išsaugok', 'spausdink'],
  sl: ['deli', 'delite', 'naroči', 'naročite', 'sledi', 'sledite', 'komentiraj', 'shrani', 'natisni', 'oceni'],
  hr: ['podijeli', 'podijelite', 'pretplat', 'prati', 'pratite', 'komentiraj', 'spremi', 'ocijeni', 'ispiši'],
  sr: ['подели', 'поделите', 'претплат', 'прати', 'пратите', 'коментариш', 'podeli', 'podelite'],
  bg: ['сподел', 'абонир', 'последвай', 'коментир', 'запази', 'харесай'],
  ar: ['شارك', 'شاركوا', 'اشترك', 'اشتركوا', 'تابع', 'تابعونا', 'تابعوا', 'علق', 'علقوا', 'احفظ', 'اطبع'],
  tl: ['i-share', 'ishare', 'ibahagi', 'mag-subscribe', 'i-follow', 'sundan', 'mag-comment', 'i-save', 'i-like', 'i-tag'],
  ms: ['kongsi', 'kongsikan', 'langgan', 'ikuti', 'komenkan', 'simpan', 'bagikan', 'berlangganan', 'tandai'],
  ro: ['distribui', 'abonea', 'urmăreș', 'comentea', 'salvea', 'printea', 'evaluea'],
  tr: ['paylaş', 'abone', 'takip', 'yorum', 'kaydet', 'beğen', 'etiketle'],
  el: ['κοινοποι', 'εγγραφ', 'ακολουθ', 'σχολι', 'αποθηκ'],
  pt: ['curte', 'curtir', 'compartilh', 'inscreva', 'salva', 'salve', 'comenta', 'comente', 'marque', 'siga'],
  uk: ['поділ', 'підпис', 'стежте', 'коментуй', 'збережи', 'лайкни', 'поделит', 'подпиш'],
};

export const SOCIAL_PAGE_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  // whole forms of 'friend': the bare stems are other languages' words ('sobras', 'sopra')
  et: ['retsep', 'sõpradega', 'sõpradele', 'sõbrale', 'sõbraga', 'uudiskir', 'kanal', 'postitus'],
  lv: ['recept', 'draug', 'kanāl', 'jaunum', 'ierakst', 'zemāk'],
  lt: ['recept', 'draug', 'kanal', 'naujienlaišk', 'žemiau'],
  sl: ['recept', 'prijatelj', 'kanal', 'novic', 'spodaj'],
  hr: ['recept', 'prijatelj', 'kanal', 'obavijest', 'ispod'],
  sr: ['рецепт', 'пријатељ', 'канал', 'prijatelj'],
  bg: ['рецепт', 'приятел', 'канал', 'по-долу'],
  ar: ['الوصفة', 'الوصفات', 'وصفة', 'أصدقائك', 'اصدقائك', 'أصدقاءك', 'القناة', 'قناتنا', 'الفيديو', 'أدناه'],
  tl: ['kaibigan', 'channel', 'page', 'video'],
  ms: ['resepi', 'resep', 'kawan', 'teman', 'saluran', 'video', 'bawah'],
  ro: ['rețet', 'retet', 'prieten', 'canal', 'newsletter'],
  tr: ['tarif', 'arkadaş', 'kanal', 'aşağı'],
  el: ['συνταγ', 'φίλους', 'φίλοι', 'κανάλι', 'παρακάτω'],
  pt: ['receita', 'amigos', 'canal', 'perfil', 'sininho', 'abaixo'],
  uk: ['рецепт', 'друз', 'канал', 'нижче'],
};

/** A post's buttons, each alone or in a row ("Meeldib · Vasta · Jaga", "Харесване · Отговор · Споделяне"). */
export const SOCIAL_BUTTONS = [
  'meeldib',
  'vasta',
  'jaga',
  'patīk',
  'atbildēt',
  'dalīties',
  'patinka',
  'atsakyti',
  'dalintis',
  'všeč mi je',
  'odgovori',
  'sviđa mi se',
  'podijeli',
  'свиђа ми се',
  'одговори',
  'подели',
  'харесване',
  'отговор',
  'споделяне',
  'أعجبني',
  'رد',
  'مشاركة',
  'tumugon',
  'ibahagi',
  'balas',
  'kongsi',
  'îmi place',
  'răspunde',
  'distribuie',
  'beğen',
  'yanıtla',
  'paylaş',
  'μου αρέσει',
  'απάντηση',
  'κοινοποίηση',
  'подобається',
  'відповісти',
  'поділитися',
  'curtir',
  'responder',
  'compartilhar',
] as const;
