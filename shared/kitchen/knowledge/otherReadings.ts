/**
 * Names that are one food in one language and another food in another (normal form → the other food's name, in
 * English). The ontology gives each name one food; a recipe's language is not always known, so a line naming one of
 * these is checked for what the other may hold too (closed world: "1 pakje jus" may be a Dutch gravy mix, not juice).
 */
export const OTHER_READINGS: Readonly<Record<string, readonly string[]>> = {
  // French and English "jus" is juice or a meat juice; Dutch "jus" is gravy, often from a packet.
  jus: ['gravy'],
  // Japanese "kuzu" is a starch; Turkish "kuzu" is lamb ("kuzu incik", "kuzu pirzola").
  kuzu: ['lamb'],
  // French "bar" is sea bass; Swedish "bär" (berries) folds to the same word.
  bar: ['sea bass'],
  // Bulgarian "масло" is butter (oil is "олио"); Russian and Ukrainian "масло" is butter or oil, by the recipe.
  масло: ['butter'],
  // Swedish, Danish and Norwegian "konjak" is cognac; elsewhere it is the konjac root of shirataki.
  konjak: ['cognac'],
  // Portuguese, Spanish and Galician "óleo" is oil; old American "oleo" is margarine, which may hold milk.
  oleo: ['margarine'],
  // Polish "rumu" is rum (the genitive of "rum": "łyżka rumu").
  rumu: ['rum'],
};
