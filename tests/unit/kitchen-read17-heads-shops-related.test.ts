/**
 * Blind probe (issue 31), round read17, second set: a printed book's running head written with its page word ("σελ. 47",
 * "str. 112", "Seite 38", "pág. 73") at the top and bottom of a scanned page; a shop's "add to shopping list" button
 * above the dish's name; "see also" lines with other dishes under the method in the held sets' languages. Written
 * before running the engine on any of them.
 */
import { describePageProbe, type ProbePage } from '../fixtures/reading/pageProbe';

const PAGES: ProbePage[] = [
  {
    id: 'el cookbook scan with page word heads',
    head: ['ΚΟΥΖΙΝΑ ΤΗΣ ΚΡΗΤΗΣ      σελ. 112'],
    title: 'ΝΤΑΚΟΣ',
    body: 'Υλικά\n4 παξιμάδια κριθαρένια\n3 ώριμες ντομάτες\n150 γρ. μυζήθρα\n4 κ.σ. ελαιόλαδο\nρίγανη\nαλάτι\n\nΕκτέλεση\nΒρέχουμε ελαφρά τα παξιμάδια με νερό. Τρίβουμε τις ντομάτες και τις\nαπλώνουμε πάνω στα παξιμάδια. Πασπαλίζουμε με τη μυζήθρα, τη ρίγανη\nκαι το αλάτι και περιχύνουμε με το ελαιόλαδο.',
    tail: ['113      ΚΟΥΖΙΝΑ ΤΗΣ ΚΡΗΤΗΣ'],
    foods: ['παξιμάδια', 'ντομάτες', 'μυζήθρα', 'ελαιόλαδο', 'ρίγανη', 'αλάτι'],
  },
  {
    id: 'hr cookbook scan with str heads',
    head: ['DALMATINSKA KUHINJA      str. 56'],
    title: 'BLITVA S KRUMPIROM',
    body: 'Sastojci\n1 kg blitve\n500 g krumpira\n3 češnja češnjaka\n100 ml maslinovog ulja\nsol\n\nPriprema\nKrumpir ogulite, narežite na kocke i kuhajte u slanoj vodi 10 minuta.\nDodajte očišćenu blitvu i kuhajte još 8 minuta, pa ocijedite.\nPrelijte maslinovim uljem u kojem ste kratko popržili češnjak.',
    tail: ['57      DALMATINSKA KUHINJA'],
    foods: ['blitve', 'krumpira', 'češnjaka', 'maslinovog ulja', 'sol'],
  },
  {
    id: 'de cookbook scan with Seite heads',
    head: ['OMAS BESTE REZEPTE      Seite 38'],
    title: 'KARTOFFELPUFFER',
    body: 'Zutaten\n1 kg mehligkochende Kartoffeln\n1 Zwiebel\n2 Eier\n3 EL Mehl\nSalz, Muskat\nÖl zum Braten\n\nZubereitung\nKartoffeln und Zwiebel schälen und fein reiben. Die Masse gut aus-\ndrücken, mit Eiern, Mehl, Salz und Muskat verrühren. Im heißen Öl\nkleine Puffer von beiden Seiten goldbraun braten.',
    tail: ['39      OMAS BESTE REZEPTE'],
    foods: ['Kartoffeln', 'Zwiebel', 'Eier', 'Mehl', 'Salz', 'Öl'],
  },
  {
    id: 'es cookbook scan with pag heads',
    head: ['COCINA DE LA ABUELA      pág. 73'],
    title: 'TORTILLA DE PATATAS',
    body: 'Ingredientes\n6 huevos\n750 g de patatas\n1 cebolla\n250 ml de aceite de oliva\nsal\n\nElaboración\nPelar y cortar las patatas en láminas finas y la cebolla en juliana.\nFreírlas a fuego lento en el aceite durante 20 minutos.\nBatir los huevos con sal, mezclar con las patatas escurridas y cuajar\nla tortilla en una sartén por ambos lados.',
    tail: ['74      COCINA DE LA ABUELA'],
    foods: ['huevos', 'patatas', 'cebolla', 'aceite de oliva', 'sal'],
  },
  {
    id: 'sk shop with shopping list button above the title',
    head: ['Pridať do nákupného zoznamu'],
    title: 'Zemiakové placky',
    body: 'Suroviny\n1 kg zemiakov\n2 vajcia\n3 lyžice hladkej múky\n2 strúčiky cesnaku\nmajorán\nsoľ\nolej na vyprážanie\n\nPostup\n1. Zemiaky nastrúhame a vytlačíme z nich vodu.\n2. Pridáme vajcia, múku, prelisovaný cesnak, majorán a soľ.\n3. Na rozpálenom oleji vyprážame placky z oboch strán do zlatista.',
    tail: [],
    foods: ['zemiakov', 'vajcia', 'múky', 'cesnaku', 'majorán', 'soľ', 'olej'],
  },
  {
    id: 'nb shop with shopping list button above the title',
    head: ['Legg i handlelisten'],
    title: 'Fiskegrateng',
    body: 'Ingredienser\n600 g torskefilet\n300 g makaroni\n50 g smør\n4 ss hvetemel\n5 dl melk\n100 g revet ost\nsalt og pepper\n\nSlik gjør du\n1. Kok makaronien etter anvisning på pakken.\n2. Lag en hvit saus av smør, mel og melk.\n3. Legg fisk og makaroni i en form, hell over sausen og dryss over ost.\n4. Stek i ovnen på 200 °C i 30 minutter.',
    tail: [],
    foods: ['torskefilet', 'makaroni', 'smør', 'hvetemel', 'melk', 'ost', 'salt'],
  },
  {
    id: 'pl shop with shopping list button above the title',
    head: ['Dodaj do listy zakupów'],
    title: 'Placki ziemniaczane',
    body: 'Składniki\n1 kg ziemniaków\n1 cebula\n1 jajko\n2 łyżki mąki pszennej\nsól, pieprz\nolej do smażenia\n\nPrzygotowanie\n1. Ziemniaki i cebulę zetrzyj na tarce.\n2. Dodaj jajko, mąkę, sól i pieprz i wymieszaj.\n3. Smaż placki na rozgrzanym oleju z obu stron.',
    tail: [],
    foods: ['ziemniaków', 'cebula', 'jajko', 'mąki', 'sól', 'olej'],
  },
  {
    id: 'ro blog with see also line',
    head: ['Sari la rețetă'],
    title: 'Salată de vinete',
    body: 'Ingrediente\n3 vinete mari\n1 ceapă mică\n4 linguri ulei de floarea-soarelui\nsare\n\nMod de preparare\n1. Coace vinetele pe flacără până se înmoaie complet.\n2. Curăță-le de coajă și lasă-le să se scurgă 30 de minute.\n3. Toacă-le și amestecă cu uleiul, ceapa tocată și sarea.',
    tail: ['Vezi și: Zacuscă de casă · Ardei copți'],
    foods: ['vinete', 'ceapă', 'ulei', 'sare'],
  },
  {
    id: 'bg blog with see also line',
    head: ['Към рецептата'],
    title: 'Кьопоолу',
    body: 'Продукти\n2 патладжана\n2 червени чушки\n2 домата\n2 скилидки чесън\n4 с.л. олио\nсол\n\nНачин на приготвяне\n1. Изпечете патладжаните и чушките и ги обелете.\n2. Нарежете ги ситно заедно с доматите и чесъна.\n3. Овкусете с олиото и солта и разбъркайте.',
    tail: ['Вижте още: Лютеница · Мусака с картофи'],
    foods: ['патладжана', 'чушки', 'домата', 'чесън', 'олио', 'сол'],
  },
  {
    id: 'sv blog with see also line',
    head: ['Hoppa till receptet'],
    title: 'Raggmunk',
    body: 'Ingredienser\n3 dl vetemjöl\n6 dl mjölk\n3 ägg\n800 g potatis\n1 tsk salt\nsmör till stekning\n\nGör så här\n1. Vispa ihop mjöl, mjölk, ägg och salt till en smet.\n2. Riv potatisen grovt och rör ner i smeten.\n3. Stek tunna raggmunkar i smör.',
    tail: ['Se även: Pitepalt · Kroppkakor'],
    foods: ['vetemjöl', 'mjölk', 'ägg', 'potatis', 'salt', 'smör'],
  },
  {
    id: 'hr blog with see also line',
    head: ['Preskoči na recept'],
    title: 'Fritaja sa šparogama',
    body: 'Sastojci\n6 jaja\n250 g divljih šparoga\n2 žlice maslinovog ulja\nsol, papar\n\nPriprema\n1. Šparoge narežite i kratko popržite na ulju.\n2. Jaja razmutite sa solju i paprom i prelijte preko šparoga.\n3. Pecite uz miješanje dok se jaja ne zgusnu.',
    tail: ['Pročitajte i: Rižoto sa šparogama · Tjestenina s tartufima'],
    foods: ['jaja', 'šparoga', 'maslinovog ulja', 'sol'],
  },
];

describePageProbe('read17: running heads with page words, shopping-list buttons, see-also lines', PAGES, {});
