/**
 * Blind probe (issue 31), round read17: page chrome in the languages of the held-out sets, in shapes the earlier rounds
 * met little: an author's box under its label ("За автора:", "Om meg:", "Kuhusu mwandishi:", "Amdanaf i:"), a
 * magazine's running head and page number inside the text (OCR), a shop's product tiles with their prices and "add to
 * basket", counts alone on their line under a post's buttons, video chapters, "jump to recipe" and rating prompts.
 * Written before running the engine on any of them.
 */
import { describePageProbe, type ProbePage } from '../fixtures/reading/pageProbe';

const PAGES: ProbePage[] = [
  {
    id: 'bg blog with author box and comments',
    head: ['Начало » Рецепти » Супи', 'Към рецептата', '★★★★★ 4,9 от 37 гласа'],
    title: 'Таратор',
    body: 'Продукти\n2 краставици\n500 г кисело мляко\n3 скилидки чесън\n50 г орехи\n3 с.л. олио\n1 връзка копър\nсол\n\nНачин на приготвяне\n1. Настържете краставиците и ги посолете.\n2. Разбийте млякото с малко студена вода.\n3. Добавете краставиците, счукания чесън, орехите, олиото и копъра.\n4. Охладете в хладилник поне 1 час.',
    tail: [
      'За автора: Мария е кулинарен блогър от Пловдив и готви за семейството си от 20 години.',
      'Коментари (12)',
      'Иван Петров — 3 март 2025',
      'Страхотна рецепта, благодаря!',
      'Отговори',
    ],
    foods: ['краставици', 'кисело мляко', 'чесън', 'орехи', 'олио', 'копър', 'сол'],
  },
  {
    id: 'nb blog with about me and share list',
    head: ['Hopp til oppskrift', 'Skriv ut oppskrift', 'Lagre på Pinterest'],
    title: 'Kjøttkaker i brun saus',
    body: 'Ingredienser\n600 g kjøttdeig\n1 egg\n1 ts salt\n1/2 ts pepper\n2 ss potetmel\n3 dl melk\n30 g smør\n5 dl kjøttkraft\n\nFremgangsmåte\n1. Bland kjøttdeig med salt, pepper og potetmel.\n2. Spe med melk litt etter litt og rør inn egget.\n3. Form kaker og stek dem i smør.\n4. Lag brun saus av kraften og la kakene småkoke i sausen i 15 minutter.',
    tail: [
      'Om meg: Jeg heter Kari, er 41 år og bor på en gård i Trøndelag med mann og tre barn.',
      'Del denne oppskriften',
      'Facebook',
      'Pinterest',
      'Relaterte oppskrifter',
    ],
    foods: ['kjøttdeig', 'egg', 'salt', 'pepper', 'potetmel', 'melk', 'smør', 'kjøttkraft'],
  },
  {
    id: 'sw blog with author and newsletter',
    head: ['Nyumbani › Mapishi › Wali', 'Ruka hadi kwenye mapishi'],
    title: 'Wali wa nazi',
    body: 'Mahitaji\nVikombe 2 vya mchele\nVikombe 3 vya tui la nazi\nKijiko 1 cha chumvi\nKikombe 1 cha maji\n\nJinsi ya kupika\n1. Osha mchele mara tatu na uchuje maji.\n2. Chemsha tui la nazi pamoja na maji na chumvi.\n3. Tia mchele, funika na upike kwa moto mdogo kwa dakika 20.',
    tail: [
      'Kuhusu mwandishi: Amina ni mpishi kutoka Mombasa ambaye anapenda vyakula vya pwani tangu utotoni.',
      'Jiandikishe kwa jarida letu upate mapishi mapya kila wiki!',
      'Maoni 5',
    ],
    foods: ['mchele', 'tui la nazi', 'chumvi', 'maji'],
  },
  {
    id: 'cy blog with about me',
    head: ['Hafan / Ryseitiau / Pobi', "Neidio i'r rysáit", 'Argraffu'],
    title: 'Picau ar y maen',
    body: 'Cynhwysion\n225 g blawd codi\n110 g menyn\n85 g siwgr mân\n50 g cyrens\n1 wy\nllaeth\n\nDull\n1. Rhwbiwch y menyn i mewn i’r blawd.\n2. Ychwanegwch y siwgr, y cyrens a’r wy a chymysgwch yn does.\n3. Rholiwch a thorrwch yn gylchoedd.\n4. Coginiwch ar y maen am 3 munud bob ochr.',
    tail: ["Amdanaf i: Rwy'n byw yng Ngheredigion ac yn pobi gyda fy mam-gu ers pan oeddwn i'n blentyn.", 'Gadewch sylw'],
    foods: ['blawd', 'menyn', 'siwgr', 'cyrens', 'wy', 'llaeth'],
  },
  {
    id: 'el OCR magazine with running head inside the text',
    head: ['ΓΑΣΤΡΟΝΟΜΟΣ  ·  ΝΟΕΜΒΡΙΟΣ 2025                    124'],
    title: 'ΦΑΣΟΛΑΔΑ',
    body: 'Υλικά\n500 γρ. φασόλια μέτρια\n2 καρότα\n2 κρεμμύδια\n2 κλωνάρια σέλινο\n1 κ.σ. πελτέ ντομάτας\n150 ml ελαιόλαδο\nαλάτι, πιπέρι\n\n\n125                        ΟΣΠΡΙΑ ΚΑΙ ΛΑΧΑΝΙΚΑ\n\n\nΕκτέλεση\nΜουλιάζουμε τα φασόλια από το βράδυ. Τα βράζουμε 10 λεπτά και\nπετάμε το νερό. Σε κατσαρόλα βάζουμε τα φασόλια με φρέσκο νερό, τα\nκαρότα, τα κρεμμύδια και το σέλινο και βράζουμε 1 ώρα. Προσθέτουμε τον\nπελτέ, το λάδι, αλάτι και πιπέρι και βράζουμε άλλα 30 λεπτά.',
    tail: ['126'],
    inner: ['ΟΣΠΡΙΑ ΚΑΙ ΛΑΧΑΝΙΚΑ'],
    foods: ['φασόλια', 'καρότα', 'κρεμμύδια', 'σέλινο', 'πελτέ', 'ελαιόλαδο', 'αλάτι'],
  },
  {
    id: 'pl supermarket with product tiles',
    head: ['Przepisy › Dania główne', 'Dodaj do listy zakupów'],
    title: 'Leczo z cukinią',
    body: 'Składniki\n2 cukinie\n2 papryki czerwone\n1 cebula\n400 g pomidorów z puszki\n1 łyżka oleju\n1 łyżeczka papryki słodkiej\nsól, pieprz\n\nPrzygotowanie\n1. Cebulę posiekaj i zeszklij na oleju.\n2. Dodaj pokrojoną paprykę i cukinię, duś 10 minut.\n3. Wlej pomidory, dopraw papryką, solą i pieprzem i gotuj jeszcze 15 minut.',
    tail: ['Produkty użyte w przepisie', 'Dodaj do koszyka', '4,99 zł', 'cena za 1 kg: 12,48 zł', 'Zobacz więcej przepisów'],
    foods: ['cukinie', 'papryki', 'cebula', 'pomidorów', 'oleju', 'papryki słodkiej', 'sól'],
  },
  {
    id: 'sv shop page with basket and rating',
    head: ['Recept / Middag / Vegetariskt', 'Betyg 4,5 (128 röster)', 'Spara recept'],
    title: 'Linsgryta med kokos',
    body: 'Ingredienser\n2 dl röda linser\n1 gul lök\n2 vitlöksklyftor\n1 msk rapsolja\n400 ml kokosmjölk\n400 g krossade tomater\n2 tsk curry\nsalt\n\nGör så här\n1. Hacka lök och vitlök och fräs i oljan.\n2. Tillsätt curry, linser, tomater och kokosmjölk.\n3. Låt sjuda under lock i 20 minuter. Smaka av med salt.',
    tail: ['Handla ingredienserna', 'Lägg alla i varukorgen', '39,90 kr', 'Jämförpris 99,75 kr/kg', 'Fler recept du kanske gillar'],
    foods: ['linser', 'lök', 'vitlöksklyftor', 'rapsolja', 'kokosmjölk', 'tomater', 'curry', 'salt'],
  },
  {
    id: 'de discounter page with tiles',
    head: ['Angebote', 'Rezept merken', 'Zutaten in den Warenkorb'],
    title: 'Linsen-Dal mit Spinat',
    body: 'Zutaten\n200 g rote Linsen\n1 Zwiebel\n2 Knoblauchzehen\n1 EL Rapsöl\n1 TL Currypulver\n400 ml Kokosmilch\n100 g Babyspinat\nSalz\n\nZubereitung\n1. Zwiebel und Knoblauch fein hacken und im Öl andünsten.\n2. Currypulver, Linsen und Kokosmilch dazugeben und 15 Minuten köcheln.\n3. Spinat unterheben und mit Salz abschmecken.',
    tail: ['Passende Produkte', 'In den Warenkorb', '1,29 €', '(1 l = 3,23 €)', 'Mehr Rezepte entdecken'],
    foods: ['Linsen', 'Zwiebel', 'Knoblauchzehen', 'Rapsöl', 'Currypulver', 'Kokosmilch', 'Babyspinat', 'Salz'],
  },
  {
    id: 'ko blog with counts alone',
    head: ['이웃추가', '본문 기타 기능'],
    title: '감자전',
    body: '재료\n감자 3개\n양파 1/2개\n소금 1/2작은술\n식용유 3큰술\n\n만드는 법\n1. 감자와 양파를 강판에 갈아 체에 밭쳐 물기를 뺀다.\n2. 가라앉은 전분과 소금을 섞는다.\n3. 달군 팬에 식용유를 두르고 한 숟갈씩 떠서 노릇하게 부친다.',
    tail: ['공감', '23', '댓글', '7', '공유하기', '#감자전 #간단요리'],
    foods: ['감자', '양파', '소금', '식용유'],
  },
  {
    id: 'ro blog with video chapters and share counts',
    head: ['Acasă » Rețete » Prăjituri', 'Sari la rețetă', 'Printează rețeta'],
    title: 'Clătite cu gem',
    top: ['00:00 Introducere', '01:12 Compoziția', '03:40 Coacerea'],
    body: 'Ingrediente\n250 g făină\n500 ml lapte\n3 ouă\n1 lingură zahăr\n1 praf de sare\nulei pentru tigaie\ngem de caise\n\nMod de preparare\n1. Bate ouăle cu zahărul și sarea.\n2. Adaugă laptele și făina treptat până obții un aluat fluid.\n3. Coace clătitele într-o tigaie unsă cu ulei și umple-le cu gem.',
    tail: ['Distribuiri', '56', 'Evaluează această rețetă', 'Vizualizări: 12.345'],
    foods: ['făină', 'lapte', 'ouă', 'zahăr', 'sare', 'ulei', 'gem'],
  },
  {
    id: 'hi blog with about me and rating prompt',
    head: ['होम » रेसिपी » नाश्ता', 'रेसिपी पर जाएं', 'प्रिंट करें'],
    title: 'पोहा',
    body: 'सामग्री\n2 कप पोहा\n1 प्याज़\n1 आलू\n2 हरी मिर्च\n1 छोटा चम्मच राई\n1/2 छोटा चम्मच हल्दी\n2 बड़े चम्मच तेल\nनमक स्वादानुसार\n\nविधि\n1. पोहे को धोकर 5 मिनट के लिए रख दें।\n2. कड़ाही में तेल गरम करें, राई डालें, फिर प्याज़, आलू और मिर्च भूनें।\n3. हल्दी, नमक और पोहा मिलाकर 3 मिनट पकाएं।',
    tail: ['मेरे बारे में: मैं नेहा हूँ, इंदौर से, और मुझे घर का सादा खाना बनाना पसंद है।', 'इस रेसिपी को रेटिंग दें', 'टिप्पणियाँ (8)'],
    foods: ['पोहा', 'प्याज़', 'आलू', 'हरी मिर्च', 'राई', 'हल्दी', 'तेल', 'नमक'],
  },
  {
    id: 'fr-ca blog with about the author and newsletter',
    head: ['Accueil » Recettes » Desserts', 'Aller à la recette', 'Imprimer la recette'],
    title: 'Grands-pères dans le sirop',
    body: "Ingrédients\n500 ml de sirop d'érable\n250 ml d'eau\n250 ml de farine\n10 ml de poudre à pâte\n1 pincée de sel\n30 ml de beurre\n125 ml de lait\n\nPréparation\n1. Porter le sirop et l'eau à ébullition dans une grande casserole.\n2. Mélanger la farine, la poudre à pâte et le sel, incorporer le beurre puis le lait.\n3. Déposer la pâte par cuillerées dans le sirop, couvrir et cuire 15 minutes sans ouvrir.",
    tail: [
      "À propos de l'auteure : Julie cuisine au Saguenay depuis 15 ans et partage ses recettes de famille.",
      "Abonnez-vous à l'infolettre",
      'Commentaires (4)',
    ],
    foods: ["sirop d'érable", 'eau', 'farine', 'poudre à pâte', 'sel', 'beurre', 'lait'],
  },
  {
    id: 'sk blog with about author and count rows',
    head: ['Domov / Recepty / Polievky', 'Prejsť na recept'],
    title: 'Kapustnica',
    body: 'Suroviny\n500 g kyslej kapusty\n300 g údeného mäsa\n1 klobása\n1 cibuľa\n2 sušené slivky\n1 lyžica sladkej papriky\n200 ml smotany\nsoľ\n\nPostup\n1. Mäso uvaríme do mäkka vo vode.\n2. Pridáme kapustu, slivky a papriku a varíme 30 minút.\n3. Na konci vmiešame nakrájanú klobásu a smotanu.',
    tail: [
      'O autorke: Zuzana varí pre rodinu v Liptove a recepty zbiera od starej mamy už viac ako 10 rokov.',
      'Páči sa mi to',
      '148',
      'Komentáre (9)',
    ],
    foods: ['kapusty', 'mäsa', 'klobása', 'cibuľa', 'slivky', 'papriky', 'smotany', 'soľ'],
  },
];

describePageProbe('read17: page chrome in the held sets languages', PAGES, {});
