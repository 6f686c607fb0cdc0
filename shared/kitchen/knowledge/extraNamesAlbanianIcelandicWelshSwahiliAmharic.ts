/**
 * Kitchen names in Albanian, Icelandic, Welsh, Swahili and Amharic for foods the taxonomy knows, in the forms a list
 * and a method write them (Albanian and Icelandic definite and case forms: "qumështin", "ýsuna"). Without them a word
 * is read through another language's ending ("mayai", Swahili eggs, as Turkish "maya", yeast; Albanian "arrë", walnut,
 * as rice) or not at all. Hand-kept, added to the lexicon's index like EXTRA_NAMES.
 */
export const EXTRA_NAMES_ALBANIAN_ICELANDIC_WELSH_SWAHILI_AMHARIC: Readonly<Record<string, readonly string[]>> = {
  'en:milk': ['qumësht', 'qumështi', 'qumështin', 'qumështit', 'mjólkina', 'mjólkinni', 'mjólkurinnar', 'ወተቱ'],
  'en:egg': ['vezë', 'vezët', 'veza', 'vezën', 'vezëve', 'eggin', 'eggjum', 'eggja', 'wyau', 'mayai', 'yai', 'ዕንቁላል'],
  'en:butter': ['smjörið', 'smjörinu', 'ቅቤ'],
  'en:ghee': ['ንጥር ቅቤ', 'samli ya ng’ombe'],
  'en:cheese': ['አይብ'],
  'en:yogurt': ['kosi', 'kosin', 'kosit'],
  'en:cream': ['rjóma', 'rjómann', 'rjómanum'],
  'en:wheat flour': ['miell', 'miellin', 'mielli', 'miellit', 'hveitið', 'hveitinu', 'ዱቄት', 'ስንዴ'],
  'en:meat': ['mish', 'mishi', 'mishin', 'mishit', 'nyama', 'ስጋ', 'cig'],
  'en:lamb': ['mish qengji', 'qengj', 'qengji', 'cig oen', 'nyama ya mbuzi'],
  'en:beef': ['mish viçi', 'mish lope', 'nyama ya ng’ombe', 'nyama ya ngombe', 'cig eidion', 'የበሬ ስጋ'],
  'en:pork': ['mish derri', 'derri', 'cig moch', 'nyama ya nguruwe'],
  'en:chicken': ['ዶሮ', 'cyw iâr'],
  'en:fish': ['fiskinn', 'fiskinum', 'fiskurinn', 'fisksins', 'pysgod'],
  'en:haddock': ['ýsu', 'ýsuna', 'ýsan', 'ýsunni'],
  'en:rice': ['oriz', 'orizi', 'orizin', 'mchele', 'wali'],
  'en:walnut': ['arrë', 'arra', 'arrat', 'arrave'],
  'en:nutmeg': ['arrë myshk', 'arrë muskati'],
  'en:peanut': ['karanga'],
  'en:coconut': ['nazi'],
  'en:coconut milk': ['tui la nazi'],
  'en:onion': ['qepë', 'qepa', 'qepën', 'kitunguu', 'vitunguu', 'ሽንኩርት'],
  'en:garlic': ['hudhër', 'hudhra', 'hudhrën', 'kitunguu saumu', 'ነጭ ሽንኩርት'],
  'en:potato': ['kartöflur', 'kartöflurnar', 'kartöflum', 'viazi'],
  'en:salt': ['ጨው'],
  'en:vegetable oil': ['ዘይት'],
  'en:beer': ['cwrw'],
  'en:mustard': ['mwstard'],
  'en:lentils': ['ምስር'],
  'en:teff': ['ጤፍ'],
};
