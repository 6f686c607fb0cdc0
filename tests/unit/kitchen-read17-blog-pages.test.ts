/**
 * Blind probe (issue 31), round read17, fourth set: food blogs in Danish, Austrian German, Spanish, French, Hungarian,
 * Italian, Dutch and Brazilian Portuguese as copied whole: the privacy banner, the trail, the byline with the affiliate
 * disclosure, "jump to recipe", the advert's label alone on its line, the card's facts, the nutrition row, the prompt to
 * tag the blog, the newsletter box and a reader's comment under the name. Written before running the engine on any.
 */
import { describePageProbe, type ProbePage } from '../fixtures/reading/pageProbe';

const PAGES: ProbePage[] = [
  {
    id: 'da blog page',
    head: [
      'Vi værdsætter dit privatliv. Vi og vores partnere bruger cookies til annoncer. Accepter alle | Indstillinger',
      'Forside » Aftensmad » Fiskefrikadeller',
      'Af Mette · Opdateret 2. oktober 2026 · Indlægget indeholder affiliate-links.',
      'Hop til opskrift · Print opskrift',
    ],
    title: 'Hjemmelavede fiskefrikadeller',
    top: ['Reklame'],
    body: 'Ingredienser\n500 g torskefilet\n1 løg\n1 æg\n3 spsk hvedemel\n1 dl mælk\n1 tsk salt\nsmør til stegning\n\nFremgangsmåde\n1. Hak fisken og løget fint i en foodprocessor.\n2. Rør æg, mel, mælk og salt i farsen.\n3. Form frikadeller og steg dem i smør 4 minutter på hver side.',
    tail: [
      'Tag @mettesmadblog på Instagram, hvis du laver opskriften!',
      'Få nye opskrifter direkte i din indbakke – tilmeld dig nyhedsbrevet.',
      'Lone K.',
      'De blev så gode, hele familien spiste med 😍',
    ],
    foods: ['torskefilet', 'løg', 'æg', 'hvedemel', 'mælk', 'salt', 'smør'],
  },
  {
    id: 'de-at blog page',
    head: [
      'Wir respektieren Ihre Privatsphäre. Wir und unsere Partner verwenden Cookies. Alle akzeptieren | Optionen verwalten',
      'Startseite » Mehlspeisen » Topfenknödel',
      'Von Resi · Aktualisiert am 4. Oktober 2026 · Dieser Beitrag enthält Affiliate-Links.',
      'Zum Rezept springen · Rezept drucken',
    ],
    title: 'Flaumige Topfenknödel',
    top: ['Anzeige'],
    body: 'Zutaten\n250 g Topfen\n1 Ei\n30 g weiche Butter\n80 g Weißbrotbrösel\n1 Prise Salz\n60 g Butter für die Brösel\n100 g Semmelbrösel\n2 EL Staubzucker\n\nZubereitung\n1. Topfen, Ei, Butter, Weißbrotbrösel und Salz verrühren und 30 Minuten rasten lassen.\n2. Knödel formen und in leicht wallendem Salzwasser 12 Minuten ziehen lassen.\n3. Semmelbrösel in Butter goldbraun rösten, die Knödel darin wälzen und mit Staubzucker bestreuen.',
    tail: [
      'Markiere @resiskocht auf Instagram, wenn du das Rezept nachkochst!',
      'Neue Rezepte direkt in dein Postfach – melde dich für den Newsletter an.',
      'Gerti W.',
      'Genau wie bei der Oma, danke!',
    ],
    foods: ['Topfen', 'Ei', 'Butter', 'Weißbrotbrösel', 'Salz', 'Semmelbrösel', 'Staubzucker'],
  },
  {
    id: 'es blog page',
    head: [
      'Valoramos tu privacidad. Nosotros y nuestros socios usamos cookies. Aceptar todo | Gestionar opciones',
      'Inicio » Pescados » Merluza en salsa',
      'Por Carmen · Actualizado el 3 de octubre de 2026 · Esta entrada contiene enlaces de afiliados.',
      'Ir a la receta · Imprimir receta',
    ],
    title: 'Merluza a la vasca',
    top: ['Publicidad'],
    body: 'Ingredientes\n4 lomos de merluza\n4 dientes de ajo\n100 ml de aceite de oliva\n1 cucharada de harina\n150 ml de vino blanco\n200 ml de caldo de pescado\nperejil fresco\nsal\n\nPreparación\n1. Sala la merluza y enharínala ligeramente.\n2. Dora el ajo laminado en el aceite, añade la harina y el vino y deja reducir.\n3. Incorpora el caldo y la merluza y cuece 6 minutos moviendo la cazuela. Termina con perejil.',
    tail: [
      'Etiqueta a @carmencocina en Instagram si preparas la receta.',
      'Recibe nuevas recetas en tu correo: suscríbete a la newsletter.',
      'Pilar M.',
      '¡Me salió buenísima, gracias!',
    ],
    foods: ['merluza', 'ajo', 'aceite de oliva', 'harina', 'vino blanco', 'caldo de pescado', 'perejil', 'sal'],
  },
  {
    id: 'fr blog page',
    head: [
      'Nous respectons votre vie privée. Nos partenaires et nous utilisons des cookies. Tout accepter | Gérer les options',
      'Accueil » Plats » Gratins',
      'Par Claire · Mis à jour le 2 octobre 2026 · Cet article contient des liens affiliés.',
      'Aller à la recette · Imprimer la recette',
    ],
    title: 'Gratin de courgettes',
    top: ['Publicité'],
    body: "Ingrédients\n1 kg de courgettes\n2 œufs\n20 cl de crème fraîche\n80 g de gruyère râpé\n1 gousse d'ail\nsel, poivre\n\nPréparation\n1. Coupez les courgettes en rondelles et faites-les revenir 10 minutes.\n2. Battez les œufs avec la crème, l'ail, le sel et le poivre.\n3. Versez sur les courgettes, parsemez de gruyère et enfournez 30 minutes à 180 °C.",
    tail: [
      'Identifiez @claireencuisine sur Instagram si vous testez la recette !',
      'Recevez les nouvelles recettes par e-mail : inscrivez-vous à la newsletter.',
      'Sophie L.',
      'Super bon, je le refais dimanche !',
    ],
    foods: ['courgettes', 'œufs', 'crème fraîche', 'gruyère', 'ail', 'sel'],
  },
  {
    id: 'hu blog page',
    head: [
      'Fontos számunkra az adatvédelem. Partnereinkkel sütiket használunk. Összes elfogadása | Beállítások',
      'Főoldal » Sütemények » Pogácsa',
      'Írta: Kati · Frissítve: 2026. október 2. · A bejegyzés affiliate linkeket tartalmaz.',
      'Ugrás a receptre · Recept nyomtatása',
    ],
    title: 'Túrós pogácsa',
    top: ['Hirdetés'],
    body: 'Hozzávalók\n500 g liszt\n250 g túró\n250 g vaj\n2 tojás\n1 csomag sütőpor\n1 teáskanál só\n100 g reszelt sajt\n\nElkészítés\n1. A lisztet a vajjal elmorzsoljuk, hozzáadjuk a túrót, a sütőport, a sót és 1 tojást.\n2. Összegyúrjuk, kinyújtjuk és pogácsákat szaggatunk.\n3. Lekenjük tojással, megszórjuk sajttal és 200 fokon 20 perc alatt megsütjük.',
    tail: [
      'Jelöld meg a @katikonyhaja oldalt az Instagramon, ha elkészíted!',
      'Iratkozz fel a hírlevélre, és elsőként kapod meg az új recepteket.',
      'Erzsi N.',
      'Nagyon finom lett, köszönöm!',
    ],
    foods: ['liszt', 'túró', 'vaj', 'tojás', 'sütőpor', 'só', 'sajt'],
  },
  {
    id: 'it blog page',
    head: [
      'Rispettiamo la tua privacy. Noi e i nostri partner utilizziamo cookie. Accetta tutto | Gestisci opzioni',
      'Home » Dolci » Crostate',
      'Di Giulia · Aggiornato il 2 ottobre 2026 · Questo articolo contiene link di affiliazione.',
      'Vai alla ricetta · Stampa la ricetta',
    ],
    title: 'Ciambellone della nonna',
    top: ['Pubblicità'],
    body: "Ingredienti\n300 g di farina 00\n200 g di zucchero\n3 uova\n100 ml di olio di semi\n120 ml di latte\n1 bustina di lievito per dolci\nla scorza di 1 limone\n\nPreparazione\n1. Monta le uova con lo zucchero fino a renderle spumose.\n2. Aggiungi l'olio, il latte, la scorza e poi la farina con il lievito.\n3. Versa nello stampo e cuoci a 180 °C per 40 minuti.",
    tail: [
      'Tagga @giuliaincucina su Instagram se provi la ricetta!',
      'Ricevi le nuove ricette via e-mail: iscriviti alla newsletter.',
      'Anna P.',
      'Sofficissimo, grazie mille!',
    ],
    foods: ['farina', 'zucchero', 'uova', 'olio di semi', 'latte', 'lievito', 'limone'],
  },
  {
    id: 'nl blog page',
    head: [
      'Wij respecteren je privacy. Wij en onze partners gebruiken cookies. Alles accepteren | Opties beheren',
      'Home » Bakken » Hartig',
      'Door Sanne · Bijgewerkt op 2 oktober 2026 · Dit bericht bevat affiliate links.',
      'Direct naar recept · Recept printen',
    ],
    title: 'Kaasbroodjes',
    top: ['Advertentie'],
    body: 'Ingrediënten\n1 rol bladerdeeg\n150 g geraspte kaas\n1 ei\n1 tl paprikapoeder\n\nBereiding\n1. Verwarm de oven voor op 200 °C.\n2. Snijd het bladerdeeg in stroken, bestrooi met kaas en paprikapoeder en rol op.\n3. Bestrijk met ei en bak 15 minuten goudbruin.',
    tail: [
      'Tag @sannebakt op Instagram als je het recept maakt!',
      'Ontvang nieuwe recepten in je inbox: schrijf je in voor de nieuwsbrief.',
      'Marloes V.',
      'Heerlijk en zo makkelijk!',
    ],
    foods: ['bladerdeeg', 'kaas', 'ei', 'paprikapoeder'],
  },
  {
    id: 'pt-br blog page',
    head: [
      'Valorizamos sua privacidade. Nós e nossos parceiros usamos cookies. Aceitar tudo | Gerenciar opções',
      'Início » Bolos » Bolo de fubá',
      'Por Ana · Atualizado em 2 de outubro de 2026 · Este post contém links de afiliados.',
      'Ir para a receita · Imprimir receita',
    ],
    title: 'Bolo de fubá cremoso',
    top: ['Publicidade'],
    body: 'Ingredientes\n1 litro de leite\n3 ovos\n2 xícaras de açúcar\n1 xícara de fubá\n3 colheres de sopa de farinha de trigo\n50 g de queijo parmesão ralado\n1 colher de sopa de fermento em pó\n\nModo de preparo\n1. Bata todos os ingredientes no liquidificador, menos o fermento.\n2. Junte o fermento e misture delicadamente.\n3. Asse em forno médio a 180 °C por 45 minutos.',
    tail: [
      'Marque @anacozinha no Instagram se fizer a receita!',
      'Receba receitas novas no seu e-mail: assine a newsletter.',
      'Cláudia R.',
      'Ficou perfeito, obrigada!',
    ],
    foods: ['leite', 'ovos', 'açúcar', 'fubá', 'farinha de trigo', 'queijo', 'fermento'],
  },
];

describePageProbe('read17: food blogs with their furniture', PAGES, {});
