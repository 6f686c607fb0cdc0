/**
 * Kitchen names in Turkish for foods the taxonomy knows, beside the few in EXTRA_NAMES: the everyday names of home
 * recipes, as a list writes them ("2 adet domates", "1 yemek kaşığı domates salçası", "tavuk but"). Hand-kept, added to
 * the lexicon's index at install like EXTRA_NAMES; a name another food already owns keeps its owner. Short names that
 * are words of other languages are left out ("un", flour, is a French and Spanish article; "et", meat, French "and";
 * "dana", beef, a Polish and Croatian word; "lor" Romanian): the phrase around them names the food ("buğday unu",
 * "dana eti", "lor peyniri"). "Kırmızı biber" is a red pepper or its powder by the recipe, and stays unnamed.
 */
export const EXTRA_NAMES_TURKISH: Readonly<Record<string, readonly string[]>> = {
  // Meat and poultry.
  'en:veal': ['dana bonfile'],
  'en:sausage': ['sucuk', 'kangal sucuk'],
  'en:chicken breast': ['tavuk göğüs', 'tavuk göğüs eti', 'tavuk fileto'],
  'en:chicken thigh': ['tavuk but', 'tavuk butu', 'tavuk baget', 'tavuk pirzola', 'kemiksiz tavuk but'],
  'en:liver': ['ciğer', 'karaciğer', 'kuzu ciğeri', 'dana ciğeri'],
  'en:rabbit': ['tavşan', 'tavşan eti'],
  'en:meat': ['kırmızı et', 'kuşbaşı et', 'kuşbaşı', 'kemikli et'],
  // Fish and seafood.
  'en:octopus': ['ahtapot'],
  // Dairy.
  'en:cream cheese': ['krem peynir', 'labne', 'labne peyniri'],
  'en:sour cream': ['ekşi krema'],
  'en:cottage cheese': ['lor peyniri'],
  'en:cheese': ['kaşar peyniri', 'kaşar', 'tulum peyniri', 'kaşar rendesi', 'rendelenmiş kaşar', 'hellim', 'çökelek'],
  // Flours, grains, pasta.
  'en:semolina': ['irmik'],
  'en:oat flakes': ['yulaf', 'yulaf ezmesi'],
  'en:cornmeal': ['mısır unu'],
  'en:breadcrumbs': ['galeta unu', 'ekmek kırıntısı'],
  'en:noodle': ['erişte'],
  'en:baking powder': ['kabartma tozu'],
  'en:yeast': ['yaş maya', 'kuru maya'],
  // Pulses.
  'en:lentils': ['yeşil mercimek'],
  'en:red lentils': ['kırmızı mercimek'],
  'en:white beans': ['kuru fasulye'],
  'en:kidney bean': ['barbunya'],
  'en:green bean': ['taze fasulye', 'çalı fasulye'],
  // Vegetables.
  'en:cherry tomato': ['çeri domates', 'kiraz domates'],
  'en:red onion': ['mor soğan'],
  'en:spring onion': ['taze soğan', 'yeşil soğan'],
  'en:sauerkraut': ['lahana turşusu'],
  'en:cauliflower': ['karnabahar'],
  'en:bell pepper': ['dolmalık biber', 'yeşil biber', 'sivri biber', 'çarliston biber', 'kapya biber', 'köy biberi'],
  'en:beetroot': ['pancar', 'kırmızı pancar'],
  'en:asparagus': ['kuşkonmaz'],
  'en:okra': ['bamya'],
  'en:parsnip': ['yaban havucu'],
  'en:shallot': ['arpacık soğan', 'arpacık soğanı'],
  'en:celeriac': ['kereviz kökü'],
  // Fruit.
  'en:strawberry': ['çilek'],
  'en:blueberry': ['yaban mersini'],
  'en:cherry': ['vişne'],
  'en:quince': ['ayva'],
  'en:lemon zest': ['limon kabuğu rendesi', 'limon kabuğu'],
  // Herbs and spices.
  'en:bay leaf': ['defne yaprağı', 'defne yaprakları'],
  'en:sage': ['adaçayı'],
  'en:chives': ['frenk soğanı'],
  'en:paprika': ['toz kırmızı biber', 'tatlı toz biber', 'tatlı kırmızı toz biber'],
  'en:cayenne pepper': ['acı toz biber', 'acı kırmızı toz biber'],
  'en:allspice': ['yenibahar'],
  'en:ginger powder': ['toz zencefil'],
  'en:caraway': ['çörek otu', 'çörekotu'],
  'en:fennel seed': ['rezene tohumu'],
  'en:poppyseed': ['haşhaş', 'haşhaş tohumu'],
  'en:nutmeg': ['muskat cevizi'],
  // Nuts and seeds.
  'en:pistachio nuts': ['şam fıstığı', 'boz fıstık'],
  'en:pine nuts': ['dolmalık fıstık'],
  'en:chestnut': ['kestane'],
  'en:sunflower seed': ['ay çekirdeği', 'ayçekirdeği'],
  'en:desiccated coconut': ['hindistan cevizi rendesi'],
  // Oils, sugars, stock, drink, vinegar, sauces.
  'en:vegetable oil': ['sıvı yağ', 'sıvıyağ'],
  'en:brown sugar': ['esmer şeker'],
  'en:icing sugar': ['pudra şekeri'],
  'en:molasses': ['pekmez', 'üzüm pekmezi'],
  'en:chicken broth': ['tavuk suyu', 'tavuk bulyon'],
  'en:beef broth': ['et suyu', 'kemik suyu'],
  'en:broth': ['sebze suyu'],
  'en:beer': ['bira'],
  'en:wine vinegar': ['üzüm sirkesi'],
  'en:balsamic vinegar': ['balzamik sirke'],
  'en:tomato concentrate': ['domates salçası', 'salça'],
  'en:crushed tomato': ['rendelenmiş domates', 'domates rendesi'],
  'en:gelatin': ['jelatin', 'toz jelatin'],
};
