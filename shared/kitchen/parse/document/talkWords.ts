/**
 * The words of the first person per language, as data: a remark under a method speaks of the writer or the writer's
 * family ("Mia nonna ci metteva…", "Soacra mea zice…", "Min svärmor svär…", "U nás doma…"); a step does not. Read
 * folded (accents away), whole words. Words that are also a unit or a cooking word are left out (Swedish "min" is a
 * minute, Italian "ci" is "there").
 */
export const FIRST_PERSON_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  en: ['i', 'im', 'ive', 'my', 'me', 'we', 'our', 'us', 'mine'],
  de: ['ich', 'mein', 'meine', 'meiner', 'meinem', 'meinen', 'wir', 'uns', 'unser', 'unsere', 'mir', 'mich'],
  fr: ['je', 'j', 'moi', 'mon', 'ma', 'mes', 'nous', 'perso', 'chez nous'],
  es: ['yo', 'mi', 'mis', 'nosotros', 'nuestra', 'nuestro', 'me'],
  it: ['io', 'mio', 'mia', 'miei', 'mie', 'noi', 'nostra', 'nostro'],
  pt: ['eu', 'meu', 'minha', 'meus', 'minhas', 'nos', 'nossa', 'nosso', 'gente'],
  nl: ['ik', 'mijn', 'wij', 'we', 'ons', 'onze', 'mij'],
  pl: ['ja', 'moj', 'moja', 'moje', 'mojej', 'my', 'nas', 'nasz', 'nasza', 'mnie'],
  sv: ['jag', 'mitt', 'mina', 'vi', 'oss', 'var', 'mig'],
  da: ['jeg', 'mit', 'mine', 'vi', 'os', 'mig'],
  nb: ['jeg', 'mitt', 'mine', 'vi', 'oss', 'meg'],
  cs: ['ja', 'muj', 'moje', 'moje', 'my', 'nas', 'nase', 'mi'],
  sk: ['ja', 'moj', 'moja', 'moje', 'my', 'nas', 'nase', 'mi'],
  hr: ['ja', 'moj', 'moja', 'moje', 'mi', 'nas', 'nasa', 'meni'],
  hu: ['en', 'nalunk', 'nekem', 'mi'],
  ro: ['eu', 'mea', 'meu', 'mei', 'noi', 'mie', 'nostru', 'noastra'],
  el: ['εγω', 'μου', 'μας', 'εμεις'],
  bg: ['аз', 'моята', 'моят', 'моя', 'мен', 'ние', 'нас', 'нашата'],
  is: ['eg', 'min', 'minn', 'mitt', 'vid', 'okkur', 'mer'],
  sq: ['une', 'ime', 'im', 'ne', 'neve', 'mua'],
  cy: ['fi', 'fy', 'ni', 'ein'],
  tl: ['ako', 'ko', 'namin', 'kami', 'natin', 'akin'],
  sw: ['mimi', 'yangu', 'wangu', 'sisi', 'kwetu'],
  hi: ['मैं', 'मेरी', 'मेरा', 'मेरे', 'हम', 'हमारे', 'हमारी'],
  ko: ['저', '제', '나', '내', '우리', '저희'],
  fa: ['من', 'ما'],
  am: ['እኔ', 'እኛ'],
};
