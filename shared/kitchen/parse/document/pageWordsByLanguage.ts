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
  /** The label of the author's box, before its colon ("About the author:", "Om meg:", "Kuhusu mwandishi:"). */
  author?: readonly string[];
  /** "About" before the author's name as the box's label ("About Jenna:"), in languages that write nouns in lower case. */
  aboutName?: readonly string[];
  /** What a page's or post's counter counts, alone above or before its count ("Distribuiri" then "56"). */
  counters?: readonly string[];
  /** A shop's basket or cart: a short line holding one and naming no food is the shop's button. */
  cart?: readonly string[];
  /** "See also", "Read also": the words before links to other dishes, anywhere in their line. */
  related?: readonly string[];
}

export const PAGE_WORDS_BY_LANGUAGE: Readonly<Record<string, PageWords>> = {
  en: {
    chapter: ['chapter'],
    home: ['home'],
    recipes: ['recipes', 'all recipes'],
    author: ['about the author', 'about me', 'meet the author', 'about the blogger'],
    aboutName: ['about', 'meet'],
    counters: ['shares', 'pins', 'saves', 'views'],
    cart: ['cart', 'add to basket', 'add to trolley', 'shopping list'],
  },
  de: {
    chapter: ['kapitel'],
    home: ['startseite', 'home'],
    recipes: ['rezepte', 'alle rezepte'],
    buttons: ['angebote', 'prospekte', 'filialfinder', 'filiale finden', 'merkzettel', 'rezept speichern', 'rezept teilen'],

    author: ['über mich', 'über die autorin', 'über den autor', 'zur autorin', 'zum autor'],
    counters: ['mal geteilt', 'aufrufe', 'bewertungen'],
    cart: ['warenkorb', 'einkaufswagen', 'einkaufsliste'],

    related: ['siehe auch', 'lies auch'],
  },
  fr: {
    chapter: ['chapitre'],
    home: ['accueil'],
    recipes: ['recettes'],
    author: ['à propos de l auteure', 'à propos de l auteur', 'à propos de moi', 'qui suis je', 'l auteure', 'l auteur'],
    aboutName: ['à propos de'],
    counters: ['partages', 'vues', 'avis'],
    cart: ['panier', 'liste de courses'],

    related: ['voir aussi', 'à lire également'],
  },
  es: {
    chapter: ['capítulo'],
    home: ['inicio', 'portada'],
    recipes: ['recetas'],
    author: ['sobre mí', 'sobre la autora', 'sobre el autor', 'acerca de mí', 'quién soy'],
    aboutName: ['sobre'],
    counters: ['compartidos', 'valoraciones'],
    cart: ['carrito', 'añadir a la cesta', 'a la cesta', 'al carro', 'lista de la compra'],

    related: ['lee también', 'mira también'],
  },
  it: {
    chapter: ['capitolo'],
    home: ['home page'],
    recipes: ['ricette'],
    author: ['chi sono', 'l autrice', 'l autore', 'su di me'],
    counters: ['condivisioni', 'voti'],
    cart: ['carrello', 'lista della spesa'],

    related: ['leggi anche', 'guarda anche'],
  },
  pt: {
    chapter: ['capítulo'],
    home: ['início', 'página inicial'],
    recipes: ['receitas'],
    author: ['sobre mim', 'sobre a autora', 'sobre o autor', 'quem sou eu'],
    cart: ['carrinho', 'lista de compras'],

    related: ['leia também', 'veja ainda'],
  },
  nl: {
    chapter: ['hoofdstuk'],
    recipes: ['recepten'],
    author: ['over mij', 'over de auteur', 'over de schrijver'],
    cart: ['winkelmand', 'winkelwagen', 'winkelmandje', 'boodschappenlijst', 'boodschappenlijstje'],

    related: ['zie ook', 'lees ook'],
  },
  pl: {
    chapter: ['rozdział'],
    home: ['strona główna'],
    recipes: ['przepisy'],
    author: ['o mnie', 'o autorce', 'o autorze'],
    counters: ['udostępnienia', 'udostępnień', 'polubień'],
    cart: ['do koszyka', 'listy zakupów', 'listę zakupów'],

    related: ['czytaj też', 'czytaj także', 'przeczytaj też'],
  },
  sv: {
    chapter: ['kapitel'],
    home: ['hem', 'startsida'],
    recipes: ['recept'],
    cookies: ['kakor'],
    consent: ['godkänn', 'godkänn alla', 'acceptera'],

    author: ['om mig', 'om författaren', 'om skribenten'],
    aboutName: ['om'],
    counters: ['delningar', 'röster'],
    cart: ['varukorgen', 'varukorg', 'kundvagn', 'kundvagnen', 'inköpslistan', 'inköpslista'],

    related: ['läs också'],
  },
  nb: {
    chapter: ['kapittel'],
    home: ['hjem', 'forside'],
    recipes: ['oppskrifter'],
    author: ['om meg', 'om forfatteren', 'om bloggeren'],
    aboutName: ['om'],
    counters: ['delinger', 'stemmer'],
    cart: ['handlekurv', 'handlekurven', 'handlevogn', 'handlevognen', 'handlelisten', 'handlelista', 'handleliste'],

    related: ['les også'],
  },
  da: {
    chapter: ['kapitel'],
    home: ['forside'],
    recipes: ['opskrifter'],
    author: ['om mig', 'om forfatteren', 'om bloggeren'],
    aboutName: ['om'],
    counters: ['delinger', 'stemmer'],
    cart: ['indkøbskurv', 'indkøbskurven', 'læg i kurv', 'indkøbsliste', 'indkøbslisten'],

    related: ['læs også'],
  },
  is: {
    home: ['forsíða', 'heim'],
    recipes: ['uppskriftir'],
    buttons: ['deila', 'deildu', 'prenta', 'vista', 'vista uppskrift'],
    comments: ['ummæli'],
    cookies: ['vafrakökur', 'vafrakökum', 'vafrakaka'],
    consent: ['samþykkja', 'samþykki', 'samþykkja allt'],

    author: ['um höfundinn', 'um mig', 'um höfund'],
    aboutName: ['um'],
    counters: ['deilingar', 'atkvæði'],
    cart: ['í körfu', 'innkaupakörfu'],

    related: ['sjá einnig', 'lesið einnig', 'sjá líka'],
  },
  fi: {
    home: ['etusivu'],
    recipes: ['reseptit'],
    author: ['kirjoittajasta', 'minusta', 'tietoa kirjoittajasta'],
    cart: ['ostoskori', 'ostoskoriin', 'lisää koriin', 'ostoslistaan', 'ostoslista'],

    related: ['lue myös'],
  },
  cs: {
    chapter: ['kapitola'],
    home: ['úvod', 'domů'],
    recipes: ['recepty'],
    buttons: ['vytisknout', 'vytisknout recept', 'tisk', 'uložit recept', 'sdílet recept'],
    comments: ['komentáře', 'diskuze', 'diskuse'],

    author: ['o mně', 'o autorce', 'o autorovi'],
    counters: ['sdílení', 'líbí se mi to'],
    cart: ['do košíku', 'přidat do košíku', 'nákupního seznamu', 'nákupní seznam'],

    related: ['viz také', 'přečtěte si také', 'mohlo by vás zajímat'],
  },
  sk: {
    chapter: ['kapitola'],
    home: ['domov', 'úvod'],
    recipes: ['recepty'],
    buttons: ['zdieľať', 'zdieľať recept', 'vytlačiť', 'vytlačiť recept', 'tlačiť', 'uložiť', 'uložiť recept'],
    comments: ['diskusia', 'komentáre'],
    cookies: ['súbory cookies', 'súbormi cookies'],
    consent: ['súhlasím', 'prijať'],

    author: ['o mne', 'o autorke', 'o autorovi'],
    counters: ['páči sa mi to', 'zdieľaní', 'zdieľania', 'hodnotení'],
    cart: ['do košíka', 'pridať do košíka', 'nákupného zoznamu', 'nákupný zoznam'],

    related: ['pozrite si aj', 'prečítajte si aj', 'mohlo by vás zaujímať'],
  },
  hu: {
    chapter: ['fejezet'],
    home: ['főoldal', 'kezdőlap'],
    recipes: ['receptek'],
    author: ['rólam', 'a szerzőről', 'a szerző'],
    counters: ['megosztás', 'kedvelés'],
    cart: ['kosárba teszem', 'a kosárba', 'bevásárlólistára', 'bevásárlólista'],

    related: ['lásd még', 'olvasd el ezt is'],
  },
  ro: {
    chapter: ['capitolul'],
    home: ['acasă'],
    recipes: ['rețete'],
    author: ['despre mine', 'despre autor', 'despre autoare'],
    counters: ['distribuiri', 'aprecieri', 'vizualizări', 'voturi'],
    cart: ['în coș', 'adaugă în coș', 'în coșul de cumpărături', 'lista de cumpărături'],

    related: ['vezi și', 'vezi si', 'citește și', 'citeste si'],
  },
  hr: {
    chapter: ['poglavlje'],
    home: ['naslovnica', 'početna'],
    recipes: ['recepti'],
    buttons: ['preskoči na recept', 'skoči na recept', 'podijeli', 'ispiši', 'ispiši recept', 'spremi recept'],

    author: ['o meni', 'o autorici', 'o autoru'],
    counters: ['dijeljenja', 'sviđanja', 'pregleda'],
    cart: ['u košaricu', 'dodaj u košaricu', 'popis za kupnju', 'popis namirnica'],

    related: ['pročitajte i', 'pogledajte i', 'pročitaj i'],
  },
  sr: {
    home: ['почетна', 'početna'],
    recipes: ['рецепти', 'recepti'],
    author: ['o meni', 'о мени', 'o autoru', 'о аутору'],
    related: ['pročitajte i', 'pogledajte i', 'прочитајте и', 'погледајте и'],
  },
  sl: {
    home: ['domov', 'domača stran'],
    recipes: ['recepti'],
    author: ['o meni', 'o avtorici', 'o avtorju'],
    cart: ['košarica', 'v košarico'],

    related: ['preberite tudi', 'poglejte tudi'],
  },
  bg: {
    chapter: ['глава'],
    home: ['начало', 'начална страница'],
    recipes: ['рецепти'],
    buttons: [
      'към рецептата',
      'отиди на рецептата',
      'скок към рецептата',
      'сподели',
      'принтирай',
      'принтирай рецептата',
      'отпечатай',
      'запази рецептата',
    ],
    cookies: ['бисквитки', 'бисквитките'],
    consent: ['приемам', 'приеми', 'приемам всички', 'съгласен съм'],

    author: ['за автора', 'за мен', 'за авторката'],
    counters: ['споделяния', 'харесвания', 'прегледа'],
    cart: ['в количката', 'добави в количката', 'списъка за пазаруване'],

    related: ['вижте още', 'вижте също', 'прочетете още', 'още рецепти'],
  },
  ru: {
    chapter: ['глава'],
    home: ['главная'],
    recipes: ['рецепты'],
    author: ['об авторе', 'обо мне'],
    cart: ['в корзину'],
    related: ['читайте также', 'смотрите также'],
  },
  uk: {
    home: ['головна'],
    recipes: ['рецепти'],
    author: ['про автора', 'про мене'],
    cart: ['до кошика'],
    related: ['читайте також', 'дивіться також'],
  },
  el: {
    chapter: ['κεφάλαιο'],
    home: ['αρχική'],
    recipes: ['συνταγές'],
    author: ['σχετικά με εμένα', 'για τον συγγραφέα', 'για τη συγγραφέα', 'ποια είμαι', 'ποιος είμαι'],
    counters: ['κοινοποιήσεις', 'προβολές'],
    cart: ['στο καλάθι', 'λίστα αγορών'],

    related: ['δείτε επίσης', 'διαβάστε επίσης', 'δείτε ακόμα'],
  },
  tr: {
    chapter: ['bölüm'],
    home: ['ana sayfa', 'anasayfa'],
    recipes: ['tarifler'],
    author: ['hakkımda', 'yazar hakkında'],
    counters: ['paylaşım', 'görüntülenme'],
    cart: ['sepete ekle'],

    related: ['bunu da okuyun', 'şunlara da göz atın'],
  },
  lt: {
    home: ['pradžia', 'pagrindinis'],
    recipes: ['receptai'],
    buttons: ['dalintis', 'spausdinti', 'išsaugoti receptą'],
    cookies: ['slapukais', 'slapukų'],

    author: ['apie mane', 'apie autorę', 'apie autorių'],
    cart: ['krepšelį', 'į krepšelį'],
  },
  lv: { home: ['sākums', 'sākumlapa'], recipes: ['receptes'], author: ['par mani', 'par autoru'], cart: ['grozā', 'pievienot grozam'] },
  et: { home: ['avaleht'], recipes: ['retseptid'], author: ['minust', 'autorist'], cart: ['ostukorvi'] },
  sq: {
    home: ['kreu', 'ballina'],
    recipes: ['receta', 'recetat'],
    buttons: ['shpërndaje', 'shpërnda', 'printo', 'ruaje recetën'],
    comments: ['komente', 'komentet'],
    consent: ['prano', 'pranoj', 'pranoj të gjitha'],

    author: ['rreth meje', 'rreth autores', 'rreth autorit', 'për mua', 'për autoren'],
    counters: ['shpërndarje', 'pëlqime', 'shikime'],
    cart: ['në shportë', 'shto në shportë'],

    related: ['shiko edhe', 'lexo edhe', 'lexoni edhe', 'shikoni edhe'],
  },
  cy: {
    home: ['hafan'],
    recipes: ['ryseitiau'],
    buttons: ['rhannu', 'argraffu', 'argraffu’r rysáit'],
    comments: ['sylwadau'],
    cookies: ['cwcis'],
    consent: ['derbyn', 'derbyn y cyfan'],

    author: ['amdanaf i', 'am yr awdur', 'amdana i'],
    counters: ['rhanniadau'],
    cart: ['i’r fasged', 'ychwanegu at y fasged'],

    related: ['gweler hefyd', 'darllenwch hefyd'],
  },
  tl: {
    recipes: ['mga recipe', 'mga resipe'],
    buttons: ['i-share', 'ibahagi', 'i-print', 'tumalon sa recipe', 'lumaktaw sa recipe', 'pumunta sa recipe'],
    comments: ['mga komento'],
    cookies: ['cookies'],
    consent: ['tanggapin'],

    author: ['tungkol sa akin', 'tungkol sa may akda', 'tungkol sa awtor', 'tungkol sa manunulat'],
    counters: ['shares', 'reaksyon'],
    cart: ['cart', 'add to basket'],

    related: ['basahin din', 'tingnan din ang'],
  },
  sw: {
    home: ['nyumbani', 'mwanzo'],
    recipes: ['mapishi'],
    buttons: ['shiriki', 'chapisha'],
    comments: ['maoni'],
    cookies: ['vidakuzi'],
    consent: ['kubali', 'nakubali'],

    author: ['kuhusu mimi', 'kuhusu mwandishi', 'kunihusu'],
    counters: ['maoni', 'walioshiriki'],
    cart: ['kwenye kikapu'],

    related: ['tazama pia', 'soma pia'],
  },
  hi: {
    home: ['होम', 'मुखपृष्ठ'],
    recipes: ['रेसिपी', 'व्यंजन'],
    buttons: ['शेयर करें', 'साझा करें', 'प्रिंट करें', 'टिप्पणी करें', 'कमेंट करें', 'सेव करें'],
    comments: ['टिप्पणी', 'कमेंट्स'],
    cookies: ['कुकीज़', 'कुकीज', 'कुकी'],
    consent: ['स्वीकार करें', 'स्वीकार'],

    author: ['मेरे बारे में', 'लेखक के बारे में', 'लेखिका के बारे में', 'हमारे बारे में'],
    counters: ['शेयर', 'व्यूज़', 'लाइक'],
    cart: ['कार्ट', 'कार्ट में डालें'],

    related: ['यह भी पढ़ें', 'ये भी पढ़ें', 'यह भी देखें'],
  },
  am: {
    home: ['መነሻ', 'መነሻ ገጽ', 'ዋና ገጽ'],
    recipes: ['የምግብ አሰራር', 'የምግብ አሰራሮች'],
    buttons: ['አጋራ', 'ያጋሩ', 'አትም'],
    comments: ['አስተያየት'],

    author: ['ስለ እኔ', 'ስለ ጸሐፊው', 'ስለ ደራሲው'],
    counters: ['አስተያየቶች', 'ማጋራቶች'],

    related: ['ይህንንም ያንብቡ'],
  },
  fa: {
    home: ['خانه', 'صفحه اصلی'],
    recipes: ['دستور پخت', 'آشپزی'],
    buttons: ['اشتراک گذاری', 'چاپ', 'ذخیره'],
    comments: ['نظرات کاربران', 'دیدگاه‌ها', 'دیدگاه ها', 'ارسال نظر'],
    cookies: ['کوکی', 'کوکی‌ها'],
    consent: ['می‌پذیرم', 'پذیرفتن'],

    author: ['درباره من', 'درباره نویسنده', 'درباره ما'],
    counters: ['بازدید', 'اشتراک‌گذاری', 'لایک'],
    cart: ['سبد خرید', 'افزودن به سبد خرید'],

    related: ['همچنین بخوانید', 'بیشتر بخوانید', 'مطالب مرتبط'],
  },
  ar: { home: ['الرئيسية'], recipes: ['وصفات'], author: ['عن الكاتبة', 'عن الكاتب', 'من أنا', 'عني'], cart: ['السلة', 'أضف إلى السلة'] },
  he: { home: ['דף הבית'], recipes: ['מתכונים'], author: ['עליי', 'על הכותבת', 'על הכותב'], cart: ['לסל', 'סל הקניות'] },
  af: { author: ['oor die skrywer', 'oor my', 'oor die outeur'], aboutName: ['oor'] },
  ko: {
    buttons: ['본문 기타 기능', '이웃추가', '공유하기', '블로그 검색', 'url 복사', '신고하기', '목록열기'],
    counters: ['공감', '댓글', '조회'],

    related: ['함께 보면 좋은 글', '관련 글', '이전 글', '다음 글'],
  },
};

const all = (key: keyof PageWords): string[] => Object.values(PAGE_WORDS_BY_LANGUAGE).flatMap((words) => [...(words[key] ?? [])]);

export const PAGE_HOME_WORDS = all('home');
export const PAGE_SECTION_WORDS = all('recipes');
export const PAGE_BUTTON_LINES = all('buttons');
export const PAGE_COMMENT_HEADINGS = all('comments');
export const PAGE_COOKIE_WORDS = all('cookies');
export const PAGE_CONSENT_WORDS = all('consent');
export const PAGE_CHAPTER_WORDS = all('chapter');
export const PAGE_AUTHOR_LABELS = all('author');
export const PAGE_ABOUT_WORDS = all('aboutName');
export const PAGE_COUNTER_WORDS = all('counters');
export const PAGE_CART_WORDS = all('cart');
export const PAGE_RELATED_PHRASES = all('related');
