/**
 * Blind probe (issue 31), round read17, third set: supermarket recipe pages in English, Spanish, Finnish, French, Dutch,
 * Portuguese, Italian, Danish and Czech as a shopper copies them: the consent banner, the shop's trail, a rating with its
 * count, the buttons, a product's price and basket button after its ingredient line, the shop's price notice, the
 * loyalty card's prompt and the related recipes. Written before running the engine on any of them.
 */
import { describePageProbe, type ProbePage } from '../fixtures/reading/pageProbe';

const PAGES: ProbePage[] = [
  {
    id: 'en-gb supermarket page',
    head: [
      'We use cookies to make our site work and to personalise offers. Accept all cookies | Manage preferences',
      'Groceries › Recipes › Vegetarian › Pasta',
    ],
    title: 'Creamy mushroom tagliatelle',
    top: ['4.7 out of 5 (96 reviews)   Save recipe   Print'],
    body: 'Ingredients\n300g tagliatelle\n250g chestnut mushrooms, sliced   £1.15   Add to basket\n1 tbsp olive oil\n2 garlic cloves, crushed\n150ml double cream   Clubcard Price £0.95\n40g parmesan, grated\nsmall bunch of parsley\n\nMethod\n1. Cook the pasta in salted boiling water following the pack instructions.\n2. Fry the mushrooms in the oil for 6 mins until golden, add the garlic for 1 min.\n3. Stir in the cream and parmesan, then toss with the drained pasta and parsley.',
    tail: [
      'Prices and availability may vary by store. Offers end 14/12/2026.',
      'Collect Clubcard points on every shop – join for free today.',
      'More recipes like this: Mushroom risotto · Spinach lasagne',
    ],
    inner: ['£1.15', 'Add to basket', 'Clubcard Price'],
    foods: ['tagliatelle', 'mushrooms', 'olive oil', 'garlic', 'double cream', 'parmesan', 'parsley'],
  },
  {
    id: 'es supermarket page',
    head: ['Utilizamos cookies propias y de terceros. Aceptar todas | Configurar', 'Inicio › Recetas › Verduras'],
    title: 'Pisto manchego',
    top: ['4,6 (57 valoraciones)   Guardar   Imprimir'],
    body: 'Ingredientes\n2 calabacines\n1 berenjena\n1 pimiento rojo   1,35 €/ud   Añadir al carro\n1 pimiento verde\n1 cebolla\n400 g de tomate triturado   0,79 €   Añadir al carro\n4 cucharadas de aceite de oliva virgen extra\nsal\n\nPreparación\n1. Pica la cebolla y los pimientos y póchalos en el aceite 10 minutos.\n2. Añade el calabacín y la berenjena en dados y cocina 15 minutos más.\n3. Incorpora el tomate y deja reducir 20 minutos a fuego suave. Sala al gusto.',
    tail: [
      'Precios válidos en península y Baleares. Disponibilidad sujeta a cada tienda.',
      'Descarga nuestra app y ahorra con tus cupones semanales.',
      'Más recetas: Tortilla de patatas · Gazpacho',
    ],
    inner: ['1,35 €', 'Añadir al carro', '0,79 €'],
    foods: ['calabacines', 'berenjena', 'pimiento rojo', 'pimiento verde', 'cebolla', 'tomate', 'aceite de oliva', 'sal'],
  },
  {
    id: 'fi supermarket page',
    head: ['Käytämme evästeitä. Hyväksy kaikki | Asetukset', 'Etusivu › Reseptit › Keitot'],
    title: 'Kasvissosekeitto',
    top: ['4,4 (31 arviota)   Tallenna   Tulosta'],
    body: 'Ainekset\n500 g porkkanoita\n300 g perunoita\n1 sipuli\n1 l kasvislientä\n2 dl ruokakermaa   1,49 €   Lisää koriin\n1 rkl voita\nsuolaa, mustapippuria\n\nValmistus\n1. Kuori ja pilko kasvikset.\n2. Kuullota sipuli voissa, lisää porkkanat, perunat ja liemi ja keitä 20 minuuttia.\n3. Soseuta keitto, lisää kerma ja mausta suolalla ja pippurilla.',
    tail: ['Hinnat voivat vaihdella kaupoittain.', 'Kerää Plussa-pisteitä jokaisesta ostoksesta!', 'Katso myös: Lohikeitto · Hernekeitto'],
    inner: ['1,49 €', 'Lisää koriin'],
    foods: ['porkkanoita', 'perunoita', 'sipuli', 'kasvislientä', 'ruokakermaa', 'voita', 'suolaa'],
  },
  {
    id: 'fr supermarket page',
    head: ['Nous utilisons des cookies. Tout accepter | Paramétrer', 'Accueil › Recettes › Plats'],
    title: 'Gratin dauphinois',
    top: ['4,8/5 (203 avis)   Enregistrer   Imprimer'],
    body: "Ingrédients\n1 kg de pommes de terre\n50 cl de crème liquide   2,19 €   Ajouter au panier\n25 cl de lait\n2 gousses d'ail\n30 g de beurre\nnoix de muscade\nsel, poivre\n\nPréparation\n1. Préchauffez le four à 160 °C. Épluchez et coupez les pommes de terre en fines rondelles.\n2. Frottez un plat avec l'ail et beurrez-le. Disposez les pommes de terre en couches.\n3. Versez la crème et le lait assaisonnés de sel, poivre et muscade, puis enfournez 1 h 30.",
    tail: [
      'Prix indicatifs, susceptibles de varier selon les magasins.',
      'Avec la carte fidélité, cumulez des euros sur vos achats !',
      'Vous aimerez aussi : Tartiflette · Hachis parmentier',
    ],
    inner: ['2,19 €', 'Ajouter au panier'],
    foods: ['pommes de terre', 'crème', 'lait', 'ail', 'beurre', 'muscade', 'sel'],
  },
  {
    id: 'nl supermarket page',
    head: ['Wij gebruiken cookies. Accepteren | Instellingen', 'Home › Recepten › Hoofdgerechten'],
    title: 'Hutspot met klapstuk',
    top: ['4,5 (88 beoordelingen)   Bewaar   Print'],
    body: 'Ingrediënten\n1 kg kruimige aardappelen\n750 g winterpeen\n3 uien\n500 g klapstuk   6,99   In winkelmandje\n30 g roomboter\n100 ml melk\nzout en peper\n\nBereiding\n1. Stoof het klapstuk 2 uur in water met zout en peper.\n2. Kook aardappelen, peen en uien samen in 25 minuten gaar.\n3. Stamp alles met boter en melk en serveer met het vlees.',
    tail: ['Prijzen kunnen per winkel verschillen.', 'Spaar voor gratis boodschappen met de app!', 'Bekijk ook: Boerenkool · Zuurkool'],
    inner: ['In winkelmandje'],
    foods: ['aardappelen', 'winterpeen', 'uien', 'klapstuk', 'roomboter', 'melk', 'zout'],
  },
  {
    id: 'pt-pt supermarket page',
    head: ['Utilizamos cookies para melhorar a sua experiência. Aceitar todos | Definições', 'Início › Receitas › Sopas'],
    title: 'Caldo verde',
    top: ['4,7 (64 avaliações)   Guardar   Imprimir'],
    body: 'Ingredientes\n500 g de batatas\n1 cebola\n2 dentes de alho\n250 g de couve galega cortada fina   1,99 €   Adicionar ao carrinho\n1 chouriço\n1,5 l de água\n4 colheres de sopa de azeite\nsal\n\nPreparação\n1. Coza as batatas, a cebola e o alho na água com sal durante 20 minutos.\n2. Triture tudo e junte o azeite.\n3. Acrescente a couve e o chouriço às rodelas e deixe ferver 5 minutos.',
    tail: [
      'Preços sujeitos a alteração. Promoções válidas enquanto durar o stock.',
      'Acumule saldo no seu cartão em todas as compras!',
      'Também vai gostar: Sopa de legumes · Açorda',
    ],
    inner: ['1,99 €', 'Adicionar ao carrinho'],
    foods: ['batatas', 'cebola', 'alho', 'couve', 'chouriço', 'água', 'azeite', 'sal'],
  },
  {
    id: 'it supermarket page',
    head: ['Questo sito utilizza cookie. Accetta tutti | Personalizza', 'Home › Ricette › Primi piatti'],
    title: 'Pasta alla Norma',
    top: ['4,8 (120 recensioni)   Salva   Stampa'],
    body: 'Ingredienti\n320 g di rigatoni\n2 melanzane\n400 g di passata di pomodoro   0,89 €   Aggiungi al carrello\n1 spicchio di aglio\n100 g di ricotta salata\nbasilico\nolio extravergine di oliva\nsale\n\nPreparazione\n1. Taglia le melanzane a cubetti e friggile nell’olio.\n2. Prepara il sugo con aglio, passata e basilico e cuoci 15 minuti.\n3. Condisci la pasta con il sugo e le melanzane e completa con la ricotta grattugiata.',
    tail: [
      'I prezzi possono variare da punto vendita a punto vendita.',
      'Con la carta fedeltà accumuli punti su ogni spesa!',
      'Potrebbe interessarti anche: Pasta e ceci · Caponata',
    ],
    inner: ['0,89 €', 'Aggiungi al carrello'],
    foods: ['rigatoni', 'melanzane', 'passata di pomodoro', 'aglio', 'ricotta', 'basilico', 'olio', 'sale'],
  },
  {
    id: 'da supermarket page',
    head: ['Vi bruger cookies. Tillad alle | Indstillinger', 'Forside › Opskrifter › Aftensmad'],
    title: 'Kartoffelsuppe med porrer',
    top: ['4,3 (41 bedømmelser)   Gem   Print'],
    body: 'Ingredienser\n1 kg kartofler\n3 porrer\n1 løg\n1 l grøntsagsbouillon\n2 dl madlavningsfløde   12,95 kr.   Læg i kurv\n25 g smør\nsalt og peber\n\nSådan gør du\n1. Skræl og skær kartoflerne i tern, rens og skær porrerne i skiver.\n2. Svits løg og porre i smørret, tilsæt kartofler og bouillon og kog 20 minutter.\n3. Blend suppen, tilsæt fløden og smag til med salt og peber.',
    tail: [
      'Priserne kan variere fra butik til butik.',
      'Optjen point med appen, hver gang du handler!',
      'Se flere opskrifter: Frikadeller · Boller i karry',
    ],
    inner: ['12,95 kr', 'Læg i kurv'],
    foods: ['kartofler', 'porrer', 'løg', 'grøntsagsbouillon', 'madlavningsfløde', 'smør', 'salt'],
  },
  {
    id: 'cs supermarket page',
    head: ['Používáme soubory cookies. Přijmout vše | Nastavení', 'Úvod › Recepty › Polévky'],
    title: 'Česnečka',
    top: ['4,6 (77 hodnocení)   Uložit   Tisk'],
    body: 'Suroviny\n1 l vody\n4 brambory\n6 stroužků česneku\n1 lžička kmínu\n1 lžička majoránky\n100 g eidamu   29,90 Kč   Do košíku\n2 krajíce chleba\nsůl\n\nPostup\n1. Brambory oloupejte, nakrájejte na kostky a vařte ve vodě s kmínem 15 minut.\n2. Přidejte prolisovaný česnek, majoránku a sůl.\n3. Podávejte s opečeným chlebem a strouhaným sýrem.',
    tail: [
      'Ceny se mohou v jednotlivých prodejnách lišit.',
      'Sbírejte body s naší aplikací při každém nákupu!',
      'Mohlo by vás zajímat: Kulajda · Gulášovka',
    ],
    inner: ['29,90 Kč', 'Do košíku'],
    foods: ['vody', 'brambory', 'česneku', 'kmínu', 'majoránky', 'eidamu', 'chleba', 'sůl'],
  },
];

describePageProbe('read17: supermarket recipe pages', PAGES, {});
