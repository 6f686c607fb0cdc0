/**
 * The words of the first person per language, as data: a remark under a method speaks of the writer or the writer's
 * family ("Mia nonna ci metteva…", "Soacra mea zice…", "Min svärmor svär…", "U nás doma…"); a step does not. Read
 * folded (accents away), whole words. A word that is another language's common word is left out (Swedish "min" is a
 * minute, Hungarian "én" folds to Swedish "en", Danish "mit" is German "with", Polish "was" is English, English "i" is Polish "and": the English "I"
 * is read by its capital, `CASED_FIRST_PERSON`).
 */
export const FIRST_PERSON_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  en: ['ive', 'my', 'me', 'we', 'our', 'us', 'mine'],
  de: ['ich', 'mein', 'meine', 'meiner', 'meinem', 'meinen', 'wir', 'uns', 'unser', 'unsere', 'mir', 'mich'],
  fr: ['j', 'moi', 'mon', 'ma', 'mes', 'nous', 'perso', 'chez nous'],
  es: ['yo', 'mi', 'mis', 'nosotros', 'nuestra', 'nuestro', 'me'],
  it: ['io', 'mio', 'mia', 'miei', 'mie', 'noi', 'nostra', 'nostro', 'me'],
  pt: ['eu', 'meu', 'minha', 'meus', 'minhas', 'nossa', 'nosso', 'gente'],
  nl: ['ik', 'mijn', 'wij', 'we', 'ons', 'onze', 'mij'],
  pl: ['ja', 'moj', 'moja', 'moje', 'mojej', 'my', 'nasz', 'nasza', 'mnie'],
  sv: ['jag', 'mitt', 'mina', 'vi', 'oss', 'mig'],
  da: ['jeg', 'mine', 'vi', 'mig'],
  nb: ['jeg', 'mitt', 'mine', 'vi', 'oss', 'meg'],
  cs: ['ja', 'muj', 'moje', 'moje', 'my', 'nase', 'mi'],
  sk: ['ja', 'moj', 'moja', 'moje', 'my', 'nase', 'mi'],
  hr: ['ja', 'moj', 'moja', 'moje', 'mi', 'nasa', 'meni'],
  hu: ['nalunk', 'nekem', 'mi', 'szerintem', 'nalam'],
  ro: ['eu', 'mea', 'meu', 'mei', 'noi', 'mie', 'nostru', 'noastra'],
  el: ['εγω', 'μου', 'μας', 'εμεις'],
  bg: ['аз', 'моята', 'моят', 'моя', 'мен', 'ние', 'нас', 'нашата'],
  is: ['eg', 'minn', 'mitt', 'okkur'],
  sq: ['ime', 'neve', 'mua'],
  cy: ['fi', 'fy'],
  tl: ['ako', 'ko', 'namin', 'kami', 'natin', 'akin'],
  sw: ['mimi', 'yangu', 'wangu', 'sisi', 'kwetu'],
  hi: ['मैं', 'मेरी', 'मेरा', 'मेरे', 'हम', 'हमारे', 'हमारी'],
  ko: ['저', '제', '나', '내', '우리', '저희'],
  fa: ['من', 'ما'],
  am: ['እኔ', 'እኛ'],
};

/**
 * The words of "some people", "everyone" per language: a remark tells what others do ("Neki posipaju parmezanom ali
 * to je grijeh!", "Some sprinkle parmesan…", "C'è chi ci mette…"); a step does not.
 */
export const OTHERS_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  en: ['some', 'people', 'everyone', 'somebody', 'someone'],
  de: ['manche', 'viele', 'leute', 'jemand'],
  fr: ['certains', 'certaines', 'gens', 'quelqu'],
  it: ['alcuni', 'chi', 'qualcuno', 'gente'],
  es: ['algunos', 'algunas', 'quien', 'alguien'],
  pt: ['alguns', 'algumas', 'alguem', 'pessoas'],
  nl: ['sommigen', 'mensen', 'iemand'],
  pl: ['niektorzy', 'ktos', 'ludzie'],
  cs: ['nekdo', 'nekteri', 'lide', 'doma'],
  sk: ['niektori', 'niekto', 'ludia', 'doma'],
  hr: ['neki', 'netko', 'ljudi', 'doma'],
  sv: ['vissa', 'manga', 'folk', 'nagon'],
  ro: ['unii', 'unele', 'cineva', 'lumea'],
  el: ['καποιοι', 'μερικοι'],
  bg: ['някои', 'хората'],
  hu: ['egyesek', 'sokan', 'valaki'],
  sq: ['disa', 'dikush'],
};

/**
 * The words a writer addresses the reader with, per language ("Javite mi kako vam je ispalo!", "Try niyo rin mga
 * mars", "Kommenteeri allpool, kuidas sul välja tuli!"): under the method, with a chat's marks, they are talk.
 */
export const READER_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  en: ['you', 'your', 'guys'],
  de: ['euch', 'ihr', 'eure', 'dir'],
  fr: ['vous', 'toi'],
  it: ['voi', 'vi', 'ti'],
  es: ['vosotros', 'ustedes'],
  pt: ['voces', 'voce', 'vcs', 'vc'],
  nl: ['jullie', 'jij'],
  pl: ['wam'],
  cs: ['vam', 'vas'],
  sk: ['vam', 'vas'],
  hr: ['vam', 'vas', 'vi'],
  ro: ['voi'],
  sv: ['dig'],
  tl: ['niyo', 'ninyo', 'kayo', 'mo'],
  et: ['sul', 'teil', 'sina'],
  sq: ['ju', 'juve'],
};

/** First-person words read as written, by their capital (the English "I" is "and" in Polish, Czech and Croatian). */
export const CASED_FIRST_PERSON = ['I', "I'm", "I've", "I'd", 'I’m', 'I’ve'] as const;
