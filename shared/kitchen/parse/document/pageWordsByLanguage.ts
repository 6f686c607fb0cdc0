/**
 * A page's own words per language, as one table (issue 31): the first piece of its trail ("Forsíða / Uppskriftir",
 * "Nyumbani / Mapishi"), the buttons that stand alone on their line (share, print, save, discuss), the comments'
 * heading, and a consent banner's cookies and consent. Spread into the lists of `vocabulary.ts` and read by the
 * trail's reader (`clutter.ts`). Buttons are whole lines, folded; nothing here names a food.
 */
interface PageWords {
  /** The trail's first piece: the site's home. */
  home?: readonly string[];
  /** The trail's piece for the recipes' section. */
  recipes?: readonly string[];
  /** Buttons and links alone on their line. */
  buttons?: readonly string[];
  /** The comments' heading (with or without its count). */
  comments?: readonly string[];
  cookies?: readonly string[];
  consent?: readonly string[];
  /** A printed book's chapter, before its number ("KAPITEL 3: SUPPEN", "Chapter 4 – Soups"). */
  chapter?: readonly string[];
}

export const PAGE_WORDS_BY_LANGUAGE: Readonly<Record<string, PageWords>> = {
  en: { chapter: ['chapter'], home: ['home'], recipes: ['recipes', 'all recipes'] },
  de: {
    chapter: ['kapitel'],
    home: ['startseite', 'home'],
    recipes: ['rezepte', 'alle rezepte'],
    buttons: ['angebote', 'prospekte', 'filialfinder', 'filiale finden', 'merkzettel', 'rezept speichern', 'rezept teilen'],
  },
  fr: { chapter: ['chapitre'], home: ['accueil'], recipes: ['recettes'] },
  es: { chapter: ['capítulo'], home: ['inicio', 'portada'], recipes: ['recetas'] },
  it: { chapter: ['capitolo'], home: ['home page'], recipes: ['ricette'] },
  pt: { chapter: ['capítulo'], home: ['início', 'página inicial'], recipes: ['receitas'] },
  nl: { chapter: ['hoofdstuk'], recipes: ['recepten'] },
  pl: { chapter: ['rozdział'], home: ['strona główna'], recipes: ['przepisy'] },
  sv: {
    chapter: ['kapitel'],
    home: ['hem', 'startsida'],
    recipes: ['recept'],
    cookies: ['kakor'],
    consent: ['godkänn', 'godkänn alla', 'acceptera'],
  },
  nb: { chapter: ['kapittel'], home: ['hjem', 'forside'], recipes: ['oppskrifter'] },
  da: { chapter: ['kapitel'], home: ['forside'], recipes: ['opskrifter'] },
  is: {
    home: ['forsíða', 'heim'],
    recipes: ['uppskriftir'],
    buttons: ['deila', 'deildu', 'prenta', 'vista', 'vista uppskrift'],
    comments: ['ummæli'],
    cookies: ['vafrakökur', 'vafrakökum', 'vafrakaka'],
    consent: ['samþykkja', 'samþykki', 'samþykkja allt'],
  },
  fi: { home: ['etusivu'], recipes: ['reseptit'] },
  cs: {
    chapter: ['kapitola'],
    home: ['úvod', 'domů'],
    recipes: ['recepty'],
    buttons: ['vytisknout', 'vytisknout recept', 'tisk', 'uložit recept', 'sdílet recept'],
    comments: ['komentáře', 'diskuze', 'diskuse'],
  },
  sk: {
    chapter: ['kapitola'],
    home: ['domov', 'úvod'],
    recipes: ['recepty'],
    buttons: ['zdieľať', 'zdieľať recept', 'vytlačiť', 'vytlačiť recept', 'tlačiť', 'uložiť', 'uložiť recept'],
    comments: ['diskusia', 'komentáre'],
    cookies: ['súbory cookies', 'súbormi cookies'],
    consent: ['súhlasím', 'prijať'],
  },
  hu: { chapter: ['fejezet'], home: ['főoldal', 'kezdőlap'], recipes: ['receptek'] },
  ro: { chapter: ['capitolul'], home: ['acasă'], recipes: ['rețete'] },
  hr: {
    chapter: ['poglavlje'],
    home: ['naslovnica', 'početna'],
    recipes: ['recepti'],
    buttons: ['podijeli', 'ispiši', 'ispiši recept', 'spremi recept'],
  },
  sr: { home: ['почетна', 'početna'], recipes: ['рецепти', 'recepti'] },
  sl: { home: ['domov', 'domača stran'], recipes: ['recepti'] },
  bg: {
    chapter: ['глава'],
    home: ['начало', 'начална страница'],
    recipes: ['рецепти'],
    buttons: ['сподели', 'принтирай', 'принтирай рецептата', 'отпечатай', 'запази рецептата'],
    cookies: ['бисквитки', 'бисквитките'],
    consent: ['приемам', 'приеми', 'приемам всички', 'съгласен съм'],
  },
  ru: { chapter: ['глава'], home: ['главная'], recipes: ['рецепты'] },
  uk: { home: ['головна'], recipes: ['рецепти'] },
  el: { chapter: ['κεφάλαιο'], home: ['αρχική'], recipes: ['συνταγές'] },
  tr: { chapter: ['bölüm'], home: ['ana sayfa', 'anasayfa'], recipes: ['tarifler'] },
  lt: {
    home: ['pradžia', 'pagrindinis'],
    recipes: ['receptai'],
    buttons: ['dalintis', 'spausdinti', 'išsaugoti receptą'],
    cookies: ['slapukais', 'slapukų'],
  },
  lv: { home: ['sākums', 'sākumlapa'], recipes: ['receptes'] },
  et: { home: ['avaleht'], recipes: ['retseptid'] },
  sq: {
    home: ['kreu', 'ballina'],
    recipes: ['receta', 'recetat'],
    buttons: ['shpërndaje', 'shpërnda', 'printo', 'ruaje recetën'],
    comments: ['komente', 'komentet'],
    consent: ['prano', 'pranoj', 'pranoj të gjitha'],
  },
  cy: {
    home: ['hafan'],
    recipes: ['ryseitiau'],
    buttons: ['rhannu', 'argraffu', 'argraffu’r rysáit'],
    comments: ['sylwadau'],
    cookies: ['cwcis'],
    consent: ['derbyn', 'derbyn y cyfan'],
  },
  tl: {
    recipes: ['mga recipe', 'mga resipe'],
    buttons: ['i-share', 'ibahagi', 'i-print'],
    comments: ['mga komento'],
    cookies: ['cookies'],
    consent: ['tanggapin'],
  },
  sw: {
    home: ['nyumbani', 'mwanzo'],
    recipes: ['mapishi'],
    buttons: ['shiriki', 'chapisha'],
    comments: ['maoni'],
    cookies: ['vidakuzi'],
    consent: ['kubali', 'nakubali'],
  },
  hi: {
    home: ['होम', 'मुखपृष्ठ'],
    recipes: ['रेसिपी', 'व्यंजन'],
    buttons: ['शेयर करें', 'साझा करें', 'प्रिंट करें', 'टिप्पणी करें', 'कमेंट करें', 'सेव करें'],
    comments: ['टिप्पणी', 'कमेंट्स'],
    cookies: ['कुकीज़', 'कुकीज', 'कुकी'],
    consent: ['स्वीकार करें', 'स्वीकार'],
  },
  am: {
    home: ['መነሻ', 'መነሻ ገጽ', 'ዋና ገጽ'],
    recipes: ['የምግብ አሰራር', 'የምግብ አሰራሮች'],
    buttons: ['አጋራ', 'ያጋሩ', 'አትም'],
    comments: ['አስተያየት'],
  },
  fa: {
    home: ['خانه', 'صفحه اصلی'],
    recipes: ['دستور پخت', 'آشپزی'],
    buttons: ['اشتراک گذاری', 'چاپ', 'ذخیره'],
    comments: ['نظرات کاربران', 'دیدگاه‌ها', 'دیدگاه ها', 'ارسال نظر'],
    cookies: ['کوکی', 'کوکی‌ها'],
    consent: ['می‌پذیرم', 'پذیرفتن'],
  },
  ar: { home: ['الرئيسية'], recipes: ['وصفات'] },
  he: { home: ['דף הבית'], recipes: ['מתכונים'] },
};

const all = (key: keyof PageWords): string[] => Object.values(PAGE_WORDS_BY_LANGUAGE).flatMap((words) => [...(words[key] ?? [])]);

export const PAGE_HOME_WORDS = all('home');
export const PAGE_SECTION_WORDS = all('recipes');
export const PAGE_BUTTON_LINES = all('buttons');
export const PAGE_COMMENT_HEADINGS = all('comments');
export const PAGE_COOKIE_WORDS = all('cookies');
export const PAGE_CONSENT_WORDS = all('consent');
export const PAGE_CHAPTER_WORDS = all('chapter');
