/**
 * Names the Open Food Facts taxonomy files under a food a cook never means by them, by the food they name in a recipe
 * (ontology id → names as written). They move to that food: a key another food owns is taken from it, unlike the
 * extra names, which only fill gaps. Norwegian "kjøttdeig" and Russian "фарш" are minced meat, not a "filling"; Dutch
 * "eiwitten" and Russian "белки" in a recipe are egg whites, not the nutrient; Hindi "aloo" is potato, not rice;
 * French and Swiss German "glace" is ice cream (ice is "glaçons", "Eis"); "glace de viande" stays a name of its own;
 * Czech "sýra" is cheese.
 */
export const MISFILED_NAMES: Readonly<Record<string, readonly string[]>> = {
  'fr:viande hachée': ['kjøttdeig', 'фарш'],
  'en:egg white': ['eiwitten', 'белки'],
  'en:potato': ['aloo'],
  'en:ice cream': ['glace'],
  // Czech "sýra" is cheese, the genitive of "sýr" ("100 g strouhaného sýra"), not the Icelandic sour whey.
  'en:cheese': ['sýra'],
  // Polish "kasza manna" is wheat semolina (the taxonomy files it under an Azerbaijani name of its own).
  'en:semolina': ['kasza manna'],
};
