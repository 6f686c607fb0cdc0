/**
 * Words that name a tin, mould, tray or dish, in the languages recipes are pasted in (data). A line of the list that
 * names one of these by a length or a bare count ("Moule de 24 cm", "1 Springform (26 cm)") is equipment, not food:
 * its size and count never scale. Lowercase, one word each.
 */
export const EQUIPMENT_WORDS: ReadonlySet<string> = new Set([
  // English
  'tin',
  'pan',
  'dish',
  'mould',
  'mold',
  'springform',
  'tray',
  'ramekin',
  'ramekins',
  'skillet',
  'plate',
  'casserole',
  'ring',
  'tins',
  'pans',
  // German
  'form',
  'backform',
  'springform',
  'kastenform',
  'tarteform',
  'auflaufform',
  'blech',
  'backblech',
  'gugelhupfform',
  // French
  'moule',
  'cercle',
  'plat',
  'plaque',
  // Spanish, Portuguese
  'molde',
  'fuente',
  'bandeja',
  'forma',
  'assadeira',
  // Italian
  'stampo',
  'teglia',
  'tortiera',
  'pirofila',
  // Dutch, Scandinavian
  'bakvorm',
  'springvorm',
  'cakevorm',
  'vorm',
  'springform',
  'ildfast',
  'langpanna',
  'bradepande',
  // Polish, Czech, Hungarian
  'tortownica',
  'keksówka',
  'blacha',
  'plech',
  'forma',
  'tepsi',
  'tortaforma',
]);
