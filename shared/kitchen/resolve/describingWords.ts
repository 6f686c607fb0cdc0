import { normaliseKey } from '../knowledge/normaliseKey';
import { formsOf } from './inflections';

/**
 * Words that describe a food without naming one, in the languages whose adjectives and nouns a list line writes in a
 * case ("boczku wędzonego", "łopatki wieprzowej", "свиной шейки", "kiaulienos sprandinės"): how it is kept (smoked,
 * dried, frozen), its state, and the cut of an animal the phrase names by the animal's adjective. Dictionary forms
 * (masculine, feminine, neuter where they differ); a case form is read through the ending tables (inflections.ts).
 * Such a word is skipped when the phrase's food is sought, and is no unknown word beside it.
 */
export const DESCRIBING_WORDS: Readonly<Record<string, readonly string[]>> = {
  pl: [
    ...['wędzony', 'wędzona', 'wędzone', 'świeży', 'świeża', 'świeże', 'surowy', 'surowa', 'surowe'],
    ...['gotowany', 'gotowana', 'gotowane', 'mrożony', 'mrożona', 'mrożone', 'suszony', 'suszona', 'suszone'],
    ...['pieczony', 'pieczona', 'pieczone', 'marynowany', 'marynowana', 'marynowane', 'łopatka', 'udziec'],
    ...['plaster', 'plasterek', 'kawałek'],
  ],
  cs: [
    ...['uzený', 'uzená', 'uzené', 'syrový', 'syrová', 'syrové', 'vařený', 'vařená', 'vařené'],
    ...['mražený', 'mražená', 'mražené', 'sušený', 'sušená', 'sušené', 'pečený', 'pečená', 'pečené'],
    ...['plec', 'pleček', 'kýta', 'plátek', 'kousek'],
  ],
  sk: [
    ...['údený', 'údená', 'údené', 'čerstvý', 'čerstvá', 'čerstvé', 'surový', 'surová', 'surové'],
    ...['varený', 'varená', 'varené', 'mrazený', 'mrazená', 'mrazené', 'sušený', 'sušená', 'sušené'],
    ...['pečený', 'pečená', 'pečené', 'pliecko', 'plátok', 'kúsok'],
  ],
  ru: [
    ...['копчёный', 'копчёная', 'копчёное', 'свежий', 'свежая', 'свежее', 'сырой', 'сырая', 'сырое'],
    ...['варёный', 'варёная', 'варёное', 'замороженный', 'замороженная', 'замороженное'],
    ...['сушёный', 'сушёная', 'сушёное', 'вяленый', 'вяленая', 'вяленое', 'лопатка', 'шейка', 'кусок', 'ломтик'],
  ],
  uk: [
    ...['копчений', 'копчена', 'копчене', 'свіжий', 'свіжа', 'свіже', 'варений', 'варена', 'варене'],
    ...['заморожений', 'заморожена', 'заморожене', 'сушений', 'сушена', 'сушене', 'лопатка', 'шийка'],
  ],
  bg: [
    ...['пушен', 'пушена', 'пушено', 'пушени', 'пресен', 'прясна', 'прясно', 'пресни', 'суров', 'сурова', 'сурово'],
    ...['варен', 'варена', 'варено', 'замразен', 'замразена', 'сушен', 'сушена', 'сушени', 'плешка', 'врат', 'бут'],
  ],
  // Croatian, Serbian and Bosnian, in Latin and Cyrillic letters; Slovenian.
  sh: [
    ...['dimljen', 'dimljeni', 'dimljena', 'dimljeno', 'svjež', 'svježi', 'svježa', 'svježe', 'sirov', 'sirovi', 'sirova'],
    ...['kuhan', 'kuhani', 'kuhana', 'kuvan', 'kuvani', 'smrznut', 'smrznuti', 'sušen', 'sušeni', 'sušena'],
    ...['pečen', 'pečeni', 'pečena', 'plećka', 'plećke', 'vrat', 'komad', 'odrezak'],
    ...['димљен', 'димљени', 'димљена', 'свеж', 'свежи', 'плећка', 'врат'],
    ...['prekajen', 'prekajena', 'prekajeno', 'svež', 'sveža', 'sveže'],
  ],
  lt: [
    ...['rūkytas', 'rūkyta', 'šviežias', 'šviežia', 'virtas', 'virta', 'šaldytas', 'šaldyta'],
    ...['džiovintas', 'džiovinta', 'keptas', 'kepta', 'mentė', 'sprandinė', 'gabalas', 'riekė'],
  ],
  hu: ['főtt', 'fagyasztott', 'szárított', 'sült', 'lapocka'],
  // A food's colour or shade ("bruin bier", "dunkles Bier", "cerveza negra"): it tells one kind from another, it names no
  // food, so a step's "bak het vlees bruin" is no mention of the beer. (Words that also name a food part stay out:
  // French "blancs", Spanish and Portuguese "claras" are egg whites.)
  colours: [
    ...['brown', 'dark', 'pale', 'red', 'black', 'green', 'yellow'],
    ...['bruin', 'bruine', 'donker', 'donkere', 'licht', 'lichte', 'rood', 'rode', 'zwart', 'zwarte', 'groen', 'groene', 'geel', 'gele'],
    ...['braun', 'braune', 'braunes', 'dunkel', 'dunkle', 'dunkles', 'hell', 'helle', 'helles', 'rot', 'rote', 'rotes', 'schwarz'],
    ...['schwarze', 'schwarzes', 'grün', 'grüne', 'grünes', 'gelb', 'gelbe', 'gelbes'],
    ...['brun', 'brune', 'blonde', 'rouge', 'rouges', 'noir', 'noire', 'vert', 'verte', 'jaune', 'jaunes'],
    ...['rubia', 'negra', 'negro', 'tostada', 'rojo', 'roja', 'verde', 'verdes', 'amarillo', 'amarilla'],
    ...['bionda', 'scura', 'scuro', 'rossa', 'rosso', 'nera', 'nero', 'gialla', 'giallo'],
    ...['preta', 'preto', 'escura', 'escuro', 'vermelha', 'vermelho', 'amarela', 'amarelo'],
    ...['mörk', 'mörkt', 'ljus', 'ljust', 'röd', 'rött', 'svart', 'grön', 'grönt', 'gul', 'gult'],
    ...['mørk', 'mørkt', 'lys', 'lyst', 'rød', 'rødt', 'sort', 'grøn', 'grønn', 'grønt'],
    ...['ciemne', 'ciemny', 'ciemna', 'jasne', 'jasny', 'jasna', 'czerwony', 'czerwona', 'czerwone', 'zielony', 'zielona', 'zielone'],
  ],
};

const KEYS: ReadonlySet<string> = new Set(Object.values(DESCRIBING_WORDS).flat().map(normaliseKey));

const known = new Map<string, boolean>();

/** Whether a word (normal form) is one of the describing words, in any of its case forms. */
export function isDescribingWord(key: string): boolean {
  let answer = known.get(key);
  if (answer === undefined) {
    answer = KEYS.has(key) || formsOf(key).some((form) => KEYS.has(form));
    if (known.size >= 20_000) known.clear();
    known.set(key, answer);
  }
  return answer;
}
