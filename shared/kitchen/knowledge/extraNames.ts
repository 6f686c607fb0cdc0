/**
 * Names the taxonomy lacks, for foods it knows: languages it covers thinly (Indonesian, Japanese and Korean written in
 * Latin letters, Turkish, Hindi/Urdu in Latin letters) and kitchen names it misses in the others (Italian "colla di
 * pesce" is sheet gelatin, American half-and-half a light cream, a zander a fish); hand-kept, added to the lexicon's
 * index at install.
 * Keys are ontology ids; a name already given to another food keeps its owner.
 */
export const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = {
  'en:peanut': ['kacang tanah', 'kacang', 'rakkasei', 'fıstık', 'yer fıstığı', 'mungfali', 'moongphali'],
  // Czech flour by its grind ("hladká", "polohrubá", "hrubá"): wheat flour unless another grain is named.
  'en:wheat flour': [
    ...['komugiko', 'tepung terigu', 'terigu', 'buğday unu', 'maida', 'atta', 'milgaru'],
    ...['hladká mouka', 'polohrubá mouka', 'hrubá mouka'],
  ],
  'en:soya flour': ['kinako', 'tepung kedelai'],
  'en:egg': ['telur', 'tamago', 'yumurta', 'anda', 'gyeran'],
  'en:butter': ['mentega', 'bata', 'tereyağ', 'makhan', 'makkhan'],
  'en:milk': ['susu', 'gyunyu', 'gyūnyū', 'süt', 'doodh', 'dudh', 'uyu'],
  'en:soy sauce': ['kecap asin', 'shoyu', 'shōyu', 'soya sosu', 'ganjang'],
  'en:tofu': ['tahu', 'tōfu', 'dubu'],
  'en:tempeh': ['tempe'],
  // Wheat flatbreads served with a meal (Turkish, Persian): breads, with what bread holds.
  'en:pita': ['pide', 'lavaş', 'bazlama', 'yufka', 'flatbread'],
  'en:shrimp': ['udang', 'ebi', 'karides', 'jhinga', 'saeu', 'reke', 'reker'],
  // "Fruits of the sea": the taxonomy's shellfish, in languages whose word it lacks (read otherwise as a kind of fruit).
  // Garlic mayonnaise as Spain and Catalonia write it (the taxonomy has only "aioli").
  'en:mayonnaise': ['alioli', 'allioli'],
  // A stock reduced to a glaze (veal, as a rule): French "glace" alone is ice cream.
  'en:veal fond': ['glace de viande', 'demi-glace', 'demi glace', 'demiglace'],
  'en:shellfish': ['zeevruchten', 'frutos do mar', 'frutos del mar', 'plody moře'],
  // Czech meats as lines write them, in the cases a list uses ("500 g mletého vepřového masa"): the taxonomy lacks them,
  // and "masa" alone is another food's name elsewhere (masa harina), so the whole phrase is named.
  // Turkish mince as lists write it ("300 g dana kıyma"): beef unless lamb is named; "kıyma" alone is minced meat.
  'en:minced beef': ['dana kıyma', 'dana kıyması', 'sığır kıyma', 'sığır kıyması', 'rundergehakt', 'rundsgehakt'],
  'en:lamb': ['kuzu eti', 'kuzu kıyma', 'kuzu kıyması'],
  // Dutch and Nordic mince ("500 g gehakt", "varkensgehakt", "kjøttfarse", "farsen"): minced meat, of the kind its first
  // part names.
  // Minced meat of no named animal (the taxonomy's "viande hachée"): beef, pork or both, as the shop sells it.
  'fr:viande hachée': [
    'mince',
    'minced meat',
    'ground meat',
    'hack',
    'gemischtes hack',
    'gemischtes hackfleisch',
    'färs',
    'köttfärs',
    'blandfärs',
    'kjøttfarse',
    'hakket kød',
    'hakkekød',
    'jauheliha',
    'darált hús',
    'mięso mielone',
    'mielone',
    'carne moída',
    'carne molida',
    'carne trita',
    'half-om-half gehakt',
  ],
  // Spanish "muslo" (thigh) alone is the bird's, as a list writes it ("8 muslos"); the taxonomy has it only in Ido, as mussel.
  'en:chicken thigh': ['muslo', 'contramuslo'],
  // A pork chop as Nordic and German lists write it (the taxonomy's "kotlett" alone is no food: lamb has them too).
  'en:pork chops': ['fläskkotlett', 'svinekotelet', 'svinekotelett', 'schweinekotelett', 'karbonade'],
  'en:meat': [
    'gehakt',
    'farse',
    'kıyma',
    'kıyması',
    'maso',
    'mleté maso',
    'mletého masa',
    'mletým masem',
    'masa mletého',
    'mäso',
    'mleté mäso',
    'mletého mäsa',
  ],
  'en:chicken': [
    ...['kuřecí maso', 'kuřecího masa', 'kuřecím masem', 'mleté kuřecí maso', 'mletého kuřecího masa'],
    ...['kuracie mäso', 'kuracieho mäsa'],
    'frango',
    'ayam',
    'toriniku',
    'tori',
    'tavuk',
    'murgh',
    'murg',
    'dak',
  ],
  // Danish and Norwegian "okse" (beef) names the meat of its compounds ("oksefars", "oksefilet").
  'en:beef': [
    'okse',
    ...['hovězí maso', 'hovězího masa', 'hovězím masem', 'mleté hovězí maso', 'mletého hovězího masa'],
    ...['hovädzie mäso', 'hovädzieho mäsa', 'mleté hovädzie mäso', 'mletého hovädzieho mäsa'],
    'daging sapi',
    'gyuniku',
    'dana eti',
    'sığır eti',
    'gosht',
    'sogogi',
  ],
  'en:pork': [
    ...['vepřové maso', 'vepřového masa', 'vepřovým masem', 'mleté vepřové maso', 'mletého vepřového masa'],
    ...['bravčové mäso', 'bravčového mäsa', 'mleté bravčové mäso', 'mletého bravčového mäsa'],
    'daging babi',
    'babi',
    'butaniku',
    'buta',
    'domuz eti',
    'dwaejigogi',
  ],
  'en:fish': [
    ...['ikan', 'sakana', 'balık', 'machli', 'machhli', 'saengseon'],
    // Zander (pike-perch), a fish the taxonomy lacks, in the languages of its markets.
    ...['zander', 'zanderfilet', 'sandacz', 'snoekbaars', 'gös', 'gjørs', 'sandart', 'candát', 'süllő', 'sandre', 'lucioperca'],
  ],
  // Freshwater fish the taxonomy names in few languages (pike only in French, carp and perch without Polish, Czech or
  // Hungarian), and octopus and lobster as German, Polish, Czech and Italian write them.
  'fr:brochet': ['pike', 'hecht', 'szczupak', 'luccio', 'snoek', 'gädda', 'gedde', 'štika', 'csuka', 'lucio'],
  'en:carp': ['karp', 'kapr', 'ponty', 'karpe', 'sazan'],
  // Ground vanilla pods as Portuguese, Polish, Hungarian, Czech, Turkish and Finnish write them (not the extract).
  'en:vanilla powder': [
    'baunilha em pó',
    'wanilia mielona',
    'mielona wanilia',
    'vaníliapor',
    'őrölt vanília',
    'mletá vanilka',
    'toz vanilya',
    'vaniljajauhe',
  ],
  // Sea bass as English, Spanish, French, Dutch and German write it (the taxonomy has "bar commun", "llobarro").
  'en:european seabass': ['sea bass', 'seabass', 'loup de mer', 'zeebaars', 'wolfsbarsch', 'seebarsch', 'robalo'],
  'en:perch': ['okoń', 'okoun', 'sügér'],
  'en:octopus': ['oktopus', 'ośmiornica', 'chobotnice'],
  'en:lobster': ['astice'],
  'en:rice': ['pilav', 'pilavı', 'pirinç pilavı', 'nasi', 'beras', 'gohan', 'kome', 'pirinç', 'chawal', 'bap', 'ssal'],
  'en:sugar': ['gula', 'gula pasir', 'satō', 'sato', 'şeker', 'chini', 'seoltang'],
  'en:garlic': ['bawang putih', 'ninniku', 'sarımsak', 'lehsun', 'lahsun', 'maneul'],
  'en:onion': ['bawang bombay', 'tamanegi', 'soğan', 'pyaz', 'pyaaz', 'yangpa'],
  'en:shallot': ['bawang merah'],
  'en:coconut milk': ['santan', 'hindistan cevizi sütü', 'nariyal doodh'],
  'en:sesame': ['wijen', 'goma', 'susam', 'til', 'kkae'],
  'en:sesame oil': ['minyak wijen', 'goma abura', 'gomaabura', 'susam yağı', 'chamgireum'],
  'en:miso': ['shiro miso', 'aka miso', 'awase miso'],
  'en:rice flour': ['tepung beras', 'joshinko', 'shiratamako', 'mochiko', 'pirinç unu'],
  'en:potato starch': ['katakuriko'],
  'en:cheese': ['keju', 'peynir', 'chīzu', 'chizu', 'paneer'],
  'en:yogurt': ['yoğurt', 'dahi', 'dahee'],
  'en:cream': ['krim', 'nama kurīmu', 'krema', 'malai'],
  'en:honey': ['madu', 'hachimitsu', 'bal', 'shahad'],
  'en:squid': ['cumi', 'cumi-cumi', 'ika', 'kalamar', 'ojingeo'],
  'en:anchovy': ['ikan teri', 'teri', 'hamsi', 'myeolchi'],
  'en:ginger': ['jahe', 'shōga', 'shoga', 'zencefil', 'adrak'],
  'en:almond': ['kacang almond', 'āmondo', 'badem', 'badam'],
  'en:walnut': ['kenari', 'kurumi', 'ceviz', 'akhrot'],
  'en:hazelnut': ['kemiri', 'fındık'],
  'en:fish sauce': ['kecap ikan', 'nam pla', 'nuoc mam', 'nước mắm'],
  'en:peanut butter': [
    'selai kacang',
    'fıstık ezmesi',
    'piinattsu batā',
    'masło orzechowe',
    'masło z orzeszków ziemnych',
    'arašídové máslo',
  ],
  'en:crab': ['kepiting', 'kani', 'yengeç'],
  'en:chickpea': ['kabuli chana', 'chana', 'nohut', 'kacang arab'],
  'en:bulgur': ['bulgur pilavlık', 'köftelik bulgur'],
  'en:pasta': ['makarna'],
  'en:wheat': ['gandum', 'komugi', 'buğday', 'gehun'],
  'en:kombu': ['konbu', 'dashi kombu'],
  'en:gelatin': ['colla di pesce', 'gelatina in fogli', 'fogli di gelatina', 'blattgelatine', 'gelatineblaadjes', 'želatina v plátcích'],
  'en:light cream': ['half-and-half', 'half and half', 'half & half', 'half n half', 'table cream'],
  'en:oil': ['öl', 'speiseöl'],
  // Sausages under their everyday names in the product's languages (a name another food owns stays its own).
  'en:sausage': [
    'salsicce',
    'linguiça',
    'salsicha',
    'salchicha',
    'saucisse',
    'kiełbasa',
    'klobása',
    'kolbász',
    'korv',
    'pølse',
    'worst',
    'wurst',
    'sosis',
    // Chinese and Filipino pork sausages.
    'lap cheong',
    'lap chong',
    'lạp xưởng',
    'lap xuong',
    'longganisa',
  ],
  // Celeriac in the languages the taxonomy names it thinly (Hungarian, Czech, Polish, Turkish).
  'en:celeriac': ['zellergumó', 'zeller', 'celer bulvový', 'bulwa selera', 'seler korzeniowy', 'kereviz kökü'],
  // Whipped cream under its everyday names.
  'en:whipped cream': ['flødeskum', 'krem şanti', 'krim kocok', 'vispad grädde', 'pisket krem'],
  // Young and new wines, sold by the season under their own names: wine all the same.
  // Swedish writes white wine as one word; the taxonomy has only "vitt vin" (its first part is no food: "vit" is white).
  'en:white wine': [
    'vitvin',
    // Wines named by their appellation, grape or style, as serving and pairing lines write them: wine all the same.
    ...['albariño', 'verdejo', 'txakoli', 'godello', 'chablis', 'sancerre', 'vouvray', 'pouilly-fumé', 'gewürztraminer'],
    ...['grüner veltliner', 'silvaner', 'müller-thurgau', 'viognier', 'sémillon', 'chenin blanc', 'vermentino'],
    ...['verdicchio', 'frascati', 'pecorino abruzzo', 'gavi', 'falanghina', 'fiano', 'greco di tufo', 'retsina'],
    ...['crémant', 'franciacorta', 'cava brut', 'vinho branco', 'tokaji', 'tokaji aszú', 'pinot gris', 'pinot blanc'],
  ],
  'en:red wine': [
    ...['lambrusco', 'barolo', 'barbaresco', 'valpolicella', 'amarone', 'nebbiolo', 'sangiovese', 'montepulciano d’abruzzo'],
    ...['brunello', 'nero d’avola', 'aglianico', 'primitivo di manduria', 'ribera del duero', 'priorat', 'garnacha'],
    ...['beaujolais', 'bordeaux', 'bourgogne', 'côtes du rhône', 'châteauneuf-du-pape', 'gamay', 'cabernet franc'],
    ...['grenache', 'carmenère', 'pinotage', 'spätburgunder', 'dornfelder', 'blaufränkisch', 'zweigelt', 'egri bikavér'],
    ...['vinho tinto', 'rosso di montalcino', 'dolcetto', 'barbera'],
  ],
  'en:wine': [
    'federweißer',
    'neuer wein',
    'vino novello',
    'vin nouveau',
    'vin primeur',
    'vinho novo',
    'vinho verde',
    'młode wino',
    'heuriger',
  ],
  // Quark and curd cheese under their everyday names.
  'en:quark': ['twarożek', 'twaróg', 'biały ser', 'tvaroh', 'túró', 'kwark', 'topfen'],
  // Indonesian "kacang" is any bean or nut: the kind is the word after it (peanut is "kacang tanah").
  'en:green bean': ['kacang panjang', 'buncis', 'kacang buncis', 'yardlong bean', 'long bean', 'snake bean', 'kacang kapri'],
  'en:kidney bean': ['kacang merah'],
  'en:mung bean': ['kacang hijau'],
};
