/**
 * The words of seasoning blends, per language, in normal form (normaliseKey: lowercase, accents folded, English
 * plurals singular). A blend is a made product of unknown make-up (wheat flour, mustard, celery, milk powder, sesame,
 * soy are common in them): its line is checked against the label, never read as the plain herbs or spices.
 * The plain word alone ("kruiden" herbs, "Gewürze" spices, "kryddor") stays plain; its compound or blend form
 * ("nasikruiden", "Gyrosgewürz", "tacokrydda") is the product.
 */
export const SEASONING_BLEND_WORDS = {
  /** A blend alone or as a compound's last part ("kruidenmix", "kipkruidenmix", "Grillwürzmischung"). */
  blends: [
    // Dutch
    'kruidenmix',
    'kruidenmengsel',
    'kruidenmelange',
    'specerijenmix',
    'specerijenmengsel',
    // German
    'gewurzmischung',
    'wurzmischung',
    'gewurzzubereitung',
    'wurzmix',
    'gewurzmix',
    // Swedish, Danish, Norwegian
    'kryddmix',
    'kryddblandning',
    'krydderiblanding',
    'krydderblanding',
    'kryddermiks',
    'kryddermix',
    // Hungarian, Czech, Polish
    'fuszerkeverek',
    'fuszersokeverek',
    'smes koreni',
    'mieszanka przypraw',
    // Spanish, Italian, Portuguese
    'sazonador',
    'insaporitore',
    'mistura de especiaria',
    'miscela di spezie',
    // Indonesian, Malay
    'bumbu instan',
    'bumbu jadi',
    'bumbu racik',
    'perencah',
  ],
  /** Plain herbs or spices alone; a blend as a compound's last part ("nasikruiden", "Hähnchengewürz", "grillkrydda"). */
  compoundHeads: ['kruiden', 'specerijen', 'gewurz', 'gewurze', 'krydda', 'kryddor', 'krydderi', 'krydderier', 'krydder', 'fuszer'],
  /** A compound's first part that says which plain herbs they are, not what a blend is for ("keukenkruiden", "tuinkruiden"). */
  plainFirstParts: ['keuken', 'tuin', 'wilde', 'verse', 'soep', 'kuchen', 'garten', 'wild', 'trad', 'hav'],
  /** A blend when another word stands before them ("pork rub", "lemon pepper seasoning", "köfte baharatı"). */
  afterAWord: ['seasoning', 'rub', 'baharati'],
  /**
   * Herbs and spices named for what they season: "przyprawa do kurczaka", "épices pour poulet", "kruiden voor
   * gehakt". ("Kruiden voor de saus", with an article, is the recipe's own use.) A mixture for something ("mélange
   * pour crêpes") may be a cake mix as well: it is a made product of any make-up (resolveFood's generic forms).
   */
  forWhat: [
    'kruiden',
    'specerijen',
    'gewurz',
    'gewurze',
    'krydda',
    'kryddor',
    'krydder',
    'krydderi',
    'krydderier',
    'spice',
    'seasoning',
    'epice',
    'especia',
    'spezie',
    'przyprawa',
    'przyprawy',
    'przypraw',
    'koreni',
    'fuszer',
    'baharat',
    'tempero',
    'condimento',
    'assaisonnement',
    'bumbu',
    // French writes "of" into the next word: "mélange d'épices pour …", "un sachet d'assaisonnement pour …".
    'depice',
    'dassaisonnement',
  ],
  /** Herbs or spices by their generic word: plain alone, a maker's blend when a maker is named ("kruiden (Verstegen)"). */
  generic: [
    'kruiden',
    'specerijen',
    'gewurz',
    'gewurze',
    'krauter',
    'krydda',
    'kryddor',
    'krydder',
    'krydderi',
    'krydderier',
    'spice',
    'herb',
    'epice',
    'herbe',
    'especia',
    'hierba',
    'spezie',
    'erbe',
    'przyprawa',
    'przyprawy',
    'ziola',
    'koreni',
    'fuszer',
    'baharat',
    'tempero',
    'bumbu',
    'seasoning',
  ],
  /** Articles and possessives after "for": the recipe's own use ("for the sauce", "pour la marinade"), not a product. */
  articles: [
    'the',
    'a',
    'an',
    'your',
    'this',
    'de',
    'het',
    'een',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'ein',
    'eine',
    'einen',
    'le',
    'la',
    'les',
    'l',
    'un',
    'une',
    'el',
    'los',
    'las',
    'il',
    'lo',
    'gli',
    'o',
    'os',
    'as',
    'det',
    'en',
    'ett',
  ],
} as const;
