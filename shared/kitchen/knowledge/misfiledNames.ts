/**
 * Names the Open Food Facts taxonomy files under a food a cook never means by them, by the food they name in a recipe
 * (ontology id → names as written). They move to that food: a key another food owns is taken from it, unlike the
 * extra names, which only fill gaps. Norwegian "kjøttdeig" and Russian "фарш" are minced meat, not a "filling"; Dutch
 * "eiwitten" and Russian "белки" in a recipe are egg whites, not the nutrient; Hindi "aloo" is potato, not rice;
 * French and Swiss German "glace" is ice cream (ice is "glaçons", "Eis"); "glace de viande" stays a name of its own;
 * Czech "sýra" is cheese; Italian "lievito di birra" is baker's yeast.
 */
export const MISFILED_NAMES: Readonly<Record<string, readonly string[]>> = {
  'fr:viande hachée': ['kjøttdeig', 'фарш'],
  'en:egg white': ['eiwitten', 'белки'],
  'en:potato': ['aloo'],
  'en:ice cream': ['glace'],
  // Czech "sýra" is cheese, the genitive of "sýr" ("100 g strouhaného sýra"), not the Icelandic sour whey.
  'en:cheese': ['sýra'],
  // Japanese dashi (出汁, だし) is a stock of bonito flakes and kelp: a fish stock (the taxonomy files 出汁 under broth).
  'en:fish stock': ['出汁', 'だし汁', 'だし', 'かつおだし', '合わせだし', 'あわせだし'],
  // Polish "kasza manna" is wheat semolina (the taxonomy files it under an Azerbaijani name of its own).
  'en:semolina': ['kasza manna'],
  // Russian "салат" and Bulgarian "салата" are lettuce (a salad's leaves), not malt (the taxonomy files "салат" there).
  'en:lettuce': ['салат', 'салата'],
  // Italian "lievito di birra" (fresh or dry) and Czech "pekařské droždí" are the baker's yeast of a dough, not the
  // brewer's yeast flakes sold as a supplement (which may carry barley gluten): the taxonomy files both under the latter.
  'en:yeast': ['lievito di birra', 'lievito di birra fresco', 'lievito di birra secco', 'pekarské drozdi', 'pekařské droždí'],
};
