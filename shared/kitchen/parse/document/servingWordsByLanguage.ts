/**
 * Servings words per language, as data: the labels written before a count ("Walaji: 4", "Porcione: 4", "Kitne log: 6")
 * and the nouns of people or portions written with it ("ለ 8 ሰዎች", "เสิร์ฟ 2 ท่าน", "8 adaghoz"). Lowercase as written; the
 * reader folds accents. Spread into `SERVING_LABELS` and `SERVING_WORDS` (vocabulary.ts); a language's other serving
 * words are still in those lists and in `vocabularyMore.ts`.
 */
export interface LanguageServingWords {
  labels: readonly string[];
  nouns: readonly string[];
}

export const SERVING_WORDS_BY_LANGUAGE: Readonly<Record<string, LanguageServingWords>> = {
  en: { labels: ['good for', 'enough for', 'feeds'], nouns: ['persons', 'people', 'person'] },
  hu: { labels: [], nouns: ['adaghoz', 'adagra', 'személyes', 'főre'] },
  sk: { labels: ['pre', 'počet osôb', 'porcie'], nouns: ['osoby', 'osôb', 'porcie', 'porcií'] },
  sq: { labels: ['porcione', 'porcionet', 'racionet', 'numri i porcioneve', 'për'], nouns: ['porcione', 'persona', 'veta', 'vetë'] },
  cy: {
    labels: ['dognau', 'digon i', 'yn gweini', 'ar gyfer', 'nifer', 'nifer o ddognau', 'nifer o bobl'],
    nouns: ['dogn', 'dognau', 'person', 'o bobl', 'pherson', 'pobl'],
  },
  fil: { labels: ['good for', 'para sa', 'pang'], nouns: ['tao', 'katao', 'persons', 'servings'] },
  sw: { labels: ['walaji', 'idadi ya watu', 'idadi ya walaji', 'kwa watu', 'inatosha'], nouns: ['watu', 'walaji', 'sahani'] },
  'hi-Latn': { labels: ['kitne log', 'kitne logon ke liye', 'servings'], nouns: ['logon', 'vyakti'] },
  'hi-Deva': {
    labels: ['सर्विंग्स', 'सर्विंग', 'परोसने की मात्रा', 'कितने लोग', 'कितने लोगों के लिए', 'परोसें', 'व्यक्तियों के लिए'],
    nouns: ['लोगों', 'लोग', 'व्यक्ति', 'सर्विंग्स'],
  },
  ar: {
    labels: ['الحصص', 'حصص', 'عدد الحصص', 'عدد الأشخاص', 'عدد الاشخاص', 'تكفي', 'يكفي', 'لـ'],
    nouns: ['حصص', 'أشخاص', 'اشخاص', 'أفراد'],
  },
  th: { labels: ['เสิร์ฟ', 'สำหรับ', 'จำนวน', 'ปริมาณ'], nouns: ['ท่าน', 'ที่', 'คน', 'จาน'] },
  am: { labels: ['የሰው ብዛት', 'የሰዎች ብዛት', 'ለ', 'ብዛት'], nouns: ['ሰዎች', 'ሰው', 'ሰዉ'] },
  mt: { labels: ['jservi', 'għal', 'porzjonijiet'], nouns: ['persuni', 'porzjonijiet', 'porzjon'] },
  eu: { labels: ['pertsonak', 'razioak', 'anoak'], nouns: ['pertsona', 'pertsonak', 'lagun', 'lagunentzat', 'razio'] },
  ms: { labels: ['hidangan', 'sajian', 'untuk', 'bilangan hidangan'], nouns: ['orang', 'hidangan', 'sajian'] },
  lt: { labels: ['porcijos', 'porcijų skaičius', 'asmenims'], nouns: ['asmenims', 'asmenys', 'porcijos', 'porcijų'] },
  is: {
    labels: ['skammtar', 'fjöldi skammta', 'fyrir', 'handa', 'skammtastærð', 'fjöldi'],
    nouns: ['hlutar', 'hlutir', 'skammtar', 'skammta', 'manns', 'manneskjur'],
  },
  // Hebrew: "ל-4 סועדים" (for 4 diners), "מנות: 4" (portions), "כמות" (quantity).
  he: { labels: ['ל', 'מנות', 'מספר מנות', 'כמות', 'מספר סועדים'], nouns: ['סועדים', 'סועדות', 'אנשים', 'מנות', 'איש', 'נפשות'] },
  // Vietnamese: "Cho 4 người ăn" (for 4 people to eat), "Khẩu phần: 4 suất".
  vi: { labels: ['cho', 'khẩu phần', 'số người ăn'], nouns: ['người ăn', 'người', 'suất', 'phần ăn'] },
  // Chinese: "份量：4人" (portion: 4 people), "4位".
  zh: { labels: ['份量', '分量', '用量'], nouns: ['人', '位', '人份量'] },
  // Greek: "Δόσεις: 6" (doses), "Για 4 άτομα" (for 4 persons), "Μερίδες".
  el: { labels: ['δόσεις', 'μερίδες', 'αριθμός μερίδων'], nouns: ['άτομα', 'μερίδες', 'μερίδα', 'δόσεις', 'άτομο'] },
  et: { labels: ['portsjoneid', 'portsjonid', 'kogus'], nouns: ['portsjonit', 'inimesele', 'inimest'] },
};

export const SERVING_LABELS_BY_LANGUAGE: readonly string[] = [
  ...new Set(Object.values(SERVING_WORDS_BY_LANGUAGE).flatMap((words) => words.labels)),
];
export const SERVING_NOUNS_BY_LANGUAGE: readonly string[] = [
  ...new Set(Object.values(SERVING_WORDS_BY_LANGUAGE).flatMap((words) => words.nouns)),
];
