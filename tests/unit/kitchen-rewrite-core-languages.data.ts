/**
 * Probe recipes in the product's core market languages (de, fr, es, it, pt, nl, pl, sv, en-GB, en-US), written blind
 * before running the engine on them: each with what a cook expects to find unchanged (oven settings, tin sizes, times)
 * whatever the servings asked.
 */

export interface ScalingProbe {
  id: string;
  text: string;
  /** The servings the recipe states. */
  stated: number;
  /** Strings (compared without spaces, case or the ordinal sign º) that must stay as written at any servings. */
  keep: string[];
  /** A line's food word whose amount must follow the servings, with its amount as written. */
  scaled: { word: RegExp; amount: number };
}

export const SCALING_PROBES: ScalingProbe[] = [
  {
    id: 'de-apfelkuchen',
    stated: 12,
    keep: ['180 °C', '160 °C', 'Ø 26 cm', '45 Minuten', '20 Minuten'],
    scaled: { word: /Mehl/, amount: 300 },
    text: `Versunkener Apfelkuchen

Für 12 Stücke
Springform Ø 26 cm

Zutaten
150 g weiche Butter
150 g Zucker
3 Eier
300 g Mehl
2 TL Backpulver
4 säuerliche Äpfel
1 Prise Salz

Zubereitung
1. Den Backofen auf 180 °C Ober-/Unterhitze (160 °C Umluft) vorheizen.
2. Butter mit Zucker schaumig schlagen, die Eier einzeln unterrühren. Mehl, Backpulver und Salz unterheben.
3. Den Teig in die gefettete Springform füllen, die Äpfel schälen, vierteln, einschneiden und in den Teig drücken.
4. Etwa 45 Minuten backen, dann 20 Minuten in der Form ruhen lassen.`,
  },
  {
    id: 'fr-clafoutis',
    stated: 6,
    keep: ['200 °C', 'th. 6-7', 'moule de 24 cm', '35 minutes', '15 minutes'],
    scaled: { word: /farine/, amount: 100 },
    text: `Clafoutis aux cerises

Pour 6 personnes

Ingrédients
500 g de cerises
100 g de farine
80 g de sucre
3 œufs
40 cl de lait
1 pincée de sel

Préparation
Préchauffez le four à 200 °C (th. 6-7).
Beurrez un moule de 24 cm et disposez-y les cerises.
Fouettez les œufs avec le sucre, ajoutez la farine, le sel puis le lait.
Versez sur les cerises et enfournez pour 35 minutes.
Laissez reposer 15 minutes avant de servir tiède.`,
  },
  {
    id: 'es-bizcocho',
    stated: 8,
    keep: ['180 ºC', '20x30 cm', '40 minutos', '10 minutos'],
    scaled: { word: /harina/, amount: 250 },
    text: `Bizcocho de naranja

Raciones: 8

Ingredientes
250 g de harina
200 g de azúcar
3 huevos
125 ml de aceite de oliva suave
1 naranja (zumo y ralladura)
1 sobre de levadura química

Elaboración
1. Precalienta el horno a 180 ºC con calor arriba y abajo.
2. Bate los huevos con el azúcar, añade el aceite, el zumo y la ralladura.
3. Incorpora la harina con la levadura y vierte en un molde de 20x30 cm engrasado.
4. Hornea 40 minutos y deja reposar 10 minutos antes de desmoldar.`,
  },
  {
    id: 'it-torta-di-mele',
    stated: 8,
    keep: ['180°', 'tortiera da 24 cm', '40 minuti', '1 ora'],
    scaled: { word: /farina/, amount: 250 },
    text: `Torta di mele della nonna

Dosi per 8 persone

Ingredienti
250 g di farina 00
150 g di zucchero
3 uova
100 g di burro fuso
100 ml di latte
1 bustina di lievito per dolci
3 mele

Preparazione
Accendete il forno statico a 180°.
Montate le uova con lo zucchero, unite il burro, il latte, la farina e il lievito.
Versate in una tortiera da 24 cm, coprite con le mele a fettine e cuocete per 40 minuti.
Lasciate riposare 1 ora prima di tagliare.`,
  },
  {
    id: 'pt-bolo-cenoura',
    stated: 10,
    keep: ['180 °C', 'forma de 22 cm', '40 minutos'],
    scaled: { word: /farinha/, amount: 240 },
    text: `Bolo de cenoura

Rendimento: 10 porções

Ingredientes
3 cenouras médias
3 ovos
200 ml de óleo
300 g de açúcar
240 g de farinha de trigo
1 colher (sopa) de fermento em pó

Modo de preparo
1. Pré-aqueça o forno a 180 °C e unte uma forma de 22 cm.
2. Bata no liquidificador as cenouras, os ovos e o óleo. Junte o açúcar e a farinha, e por fim o fermento.
3. Asse por 40 minutos.`,
  },
  {
    id: 'nl-appeltaart',
    stated: 8,
    keep: ['175 °C', '160 °C', 'springvorm van 24 cm', '60 minuten'],
    scaled: { word: /bakmeel/, amount: 300 },
    text: `Appeltaart

Voor 8 personen

Ingrediënten
300 g zelfrijzend bakmeel
200 g roomboter
150 g basterdsuiker
1 ei
1 kg appels
2 tl kaneel

Bereiding
Verwarm de oven voor op 175 °C (hetelucht 160 °C).
Kneed het bakmeel met de boter, de suiker en het ei tot een deeg en bekleed een springvorm van 24 cm.
Vul met de appels en de kaneel en bak de taart in 60 minuten gaar.`,
  },
  {
    id: 'pl-szarlotka',
    stated: 12,
    keep: ['180°C', '24x30 cm', '50 minut'],
    scaled: { word: /mąki/, amount: 400 },
    text: `Szarlotka

Porcje: 12

Składniki
400 g mąki pszennej
200 g masła
100 g cukru pudru
2 jajka
1,5 kg jabłek
1 łyżeczka cynamonu

Przygotowanie
1. Piekarnik nagrzej do 180°C.
2. Mąkę posiekaj z masłem, dodaj cukier i jajka, zagnieć ciasto.
3. Połowę ciasta wyłóż na blachę 24x30 cm, na to jabłka z cynamonem, resztę ciasta zetrzyj na wierzch.
4. Piecz 50 minut.`,
  },
  {
    id: 'sv-kladdkaka',
    stated: 8,
    keep: ['175 grader', '24 cm', '15 minuter'],
    scaled: { word: /socker/, amount: 200 },
    text: `Kladdkaka

8 bitar

Ingredienser
100 g smör
2 ägg
200 g strösocker
1 dl vetemjöl
4 msk kakao
1 krm salt

Gör så här
1. Sätt ugnen på 175 grader.
2. Smält smöret, rör ner socker, ägg, mjöl, kakao och salt.
3. Häll smeten i en smord springform, 24 cm i diameter.
4. Grädda mitt i ugnen i 15 minuter.`,
  },
  {
    id: 'en-gb-victoria-sponge',
    stated: 8,
    keep: ['180C', '160C fan', 'Gas Mark 4', '20cm', '25 minutes'],
    scaled: { word: /flour/, amount: 200 },
    text: `Victoria sponge

Serves 8

Ingredients
200g butter, softened
200g caster sugar
4 eggs
200g self-raising flour
2 tbsp milk
4 tbsp strawberry jam

Method
1. Heat the oven to 180C/160C fan/Gas Mark 4. Grease and line two 20cm sandwich tins.
2. Beat the butter and sugar, then the eggs, the flour and the milk.
3. Divide between the tins and bake for 25 minutes. Cool, then sandwich with the jam.`,
  },
  {
    id: 'en-us-brownies',
    stated: 12,
    keep: ['350°F', '9x13-inch pan', '25 minutes', '30 minutes'],
    scaled: { word: /sugar/, amount: 2 },
    text: `Fudgy brownies

Makes 12 brownies

Ingredients
1 cup butter
2 cups sugar
4 eggs
1 cup all-purpose flour
3/4 cup cocoa powder
1/2 tsp salt

Instructions
Preheat the oven to 350°F and grease a 9x13-inch pan.
Melt the butter, stir in the sugar, then the eggs, flour, cocoa and salt.
Spread in the pan and bake for 25 minutes. Let cool for 30 minutes before cutting.`,
  },
];

/** Recipes whose swaps must be written in the recipe's own language. */
export interface LanguageProbe {
  id: string;
  filters: string[];
  text: string;
}

export const LANGUAGE_PROBES: LanguageProbe[] = [
  {
    id: 'de-pfannkuchen',
    filters: ['Vegan'],
    text: `Pfannkuchen

Für 4 Personen

Zutaten
250 g Mehl
3 Eier
500 ml Milch
2 EL Butter
1 Prise Salz
150 g Joghurt zum Servieren

Zubereitung
1. Mehl, Eier, Milch und Salz zu einem glatten Teig verrühren und 15 Minuten quellen lassen.
2. Butter in einer Pfanne erhitzen und nacheinander dünne Pfannkuchen backen.
3. Mit dem Joghurt servieren.`,
  },
  {
    id: 'de-huehnersuppe',
    filters: ['Vegetarian'],
    text: `Nudelsuppe

Für 4 Personen

Zutaten
1,5 l Hühnerbrühe
2 Karotten
200 g Suppennudeln
100 ml Weißwein
1 Bund Petersilie

Zubereitung
1. Die Hühnerbrühe mit dem Weißwein aufkochen, die Karotten in Scheiben dazugeben und 10 Minuten köcheln.
2. Die Nudeln 6 Minuten mitkochen, mit Petersilie bestreuen.`,
  },
  {
    id: 'es-tortilla-grande',
    filters: ['Vegan'],
    text: `Tortilla de patatas para una fiesta

Para 10 personas

Ingredientes
1 kg de patatas
10 huevos
2 cebollas
200 ml de aceite de oliva
Sal

Preparación
1. Pela y corta las patatas y las cebollas, y fríelas en el aceite a fuego lento 20 minutos.
2. Bate los huevos con sal, mezcla con las patatas y cuaja la tortilla 5 minutos por cada lado.`,
  },
  {
    id: 'es-salsa-yogur',
    filters: ['Vegan'],
    text: `Pollo al horno con salsa de yogur

Para 4 personas

Ingredientes
4 muslos de pollo
250 g de yogur natural
1 diente de ajo
1 limón

Preparación
1. Asa el pollo a 200 ºC durante 40 minutos.
2. Mezcla el yogur con el ajo picado y el zumo de limón.
3. Sirve el pollo con la salsa de yogur.`,
  },
  {
    id: 'pl-nalesniki',
    filters: ['Vegan'],
    text: `Naleśniki z serem

Porcje: 4

Składniki
2 jajka
250 ml mleka
150 g mąki
6 łyżek śmietany
1 łyżka masła

Przygotowanie
1. Jajka zmiksuj z mlekiem i mąką, odstaw na 10 minut.
2. Smaż cienkie naleśniki na maśle.
3. Podawaj ze śmietaną.`,
  },
  {
    id: 'pl-rosol',
    filters: ['Vegetarian'],
    text: `Zupa jarzynowa

Porcje: 6

Składniki
2 l bulionu z kurczaka
3 marchewki
2 ziemniaki
100 ml białego wina

Przygotowanie
1. Bulion zagotuj z winem, dodaj pokrojone warzywa i gotuj 20 minut.`,
  },
  {
    id: 'fr-quiche',
    filters: ['Vegan'],
    text: `Quiche aux poireaux

Pour 6 personnes

Ingrédients
1 pâte brisée
3 poireaux
3 œufs
20 cl de crème fraîche
100 g de gruyère râpé

Préparation
1. Faites fondre les poireaux 15 minutes.
2. Battez les œufs avec la crème, ajoutez le gruyère et les poireaux.
3. Versez sur la pâte et enfournez 35 minutes à 180 °C.`,
  },
  {
    id: 'it-risotto',
    filters: ['Vegetarian'],
    text: `Risotto alla milanese

Per 4 persone

Ingredienti
320 g di riso Carnaroli
1 l di brodo di pollo
1 cipolla
100 ml di vino bianco
50 g di burro
1 bustina di zafferano

Preparazione
1. Soffriggete la cipolla nel burro, tostate il riso e sfumate con il vino.
2. Portate a cottura aggiungendo il brodo poco alla volta, 18 minuti.
3. Mantecate con lo zafferano.`,
  },
  {
    id: 'pt-panquecas',
    filters: ['Vegan'],
    text: `Panquecas

Rendimento: 4 porções

Ingredientes
2 ovos
300 ml de leite
200 g de farinha de trigo
2 colheres (sopa) de manteiga derretida
150 g de iogurte natural

Modo de preparo
1. Bata os ovos com o leite, a farinha e a manteiga.
2. Frite as panquecas numa frigideira untada.
3. Sirva com o iogurte.`,
  },
  {
    id: 'nl-pannenkoeken',
    filters: ['Vegan'],
    text: `Pannenkoeken

Voor 4 personen

Ingrediënten
250 g bloem
3 eieren
500 ml melk
2 el boter
150 g yoghurt

Bereiding
1. Klop de bloem met de eieren en de melk tot een glad beslag.
2. Bak in de boter dunne pannenkoeken.
3. Serveer met de yoghurt.`,
  },
  {
    id: 'sv-pannkakor',
    filters: ['Vegan'],
    text: `Pannkakor

4 portioner

Ingredienser
3 dl vetemjöl
6 dl mjölk
3 ägg
2 msk smör

Gör så här
1. Vispa mjölet med hälften av mjölken till en slät smet, vispa i resten av mjölken och äggen.
2. Stek tunna pannkakor i smör.`,
  },
];

/** Recipes whose allergen is a food's essence: a free-from word must never stand on it. */
export interface FreeFromProbe {
  id: string;
  filters: string[];
  text: string;
}

export const FREE_FROM_PROBES: FreeFromProbe[] = [
  {
    id: 'de-dinkelbrot',
    filters: ['Gluten-Free'],
    text: `Dinkelbrötchen

Für 8 Stück

Zutaten
500 g Dinkelmehl
100 g Roggenmehl
1 Würfel Hefe
350 ml Wasser
50 g Gerstenflocken

Zubereitung
1. Alles zu einem Teig verkneten und 1 Stunde gehen lassen.
2. Brötchen formen und bei 220 °C 20 Minuten backen.`,
  },
  {
    id: 'fr-gratin-lait',
    filters: ['Dairy-Free'],
    text: `Gratin dauphinois

Pour 4 personnes

Ingrédients
1 kg de pommes de terre
50 cl de lait
20 cl de crème liquide
30 g de beurre
1 gousse d'ail

Préparation
1. Faites chauffer le lait avec la crème et l'ail.
2. Disposez les pommes de terre en rondelles dans un plat beurré, versez le lait et enfournez 1 heure à 160 °C.`,
  },
  {
    id: 'en-hazelnut-cake',
    filters: ['Nut-Free'],
    text: `Hazelnut and chocolate cake

Serves 8

Ingredients
150g hazelnuts
100g ground almonds
150g dark chocolate
4 eggs
150g sugar

Method
1. Toast the hazelnuts and chop them finely.
2. Melt the chocolate, beat the eggs with the sugar and fold everything together with the almonds.
3. Bake at 180C for 30 minutes.`,
  },
  {
    id: 'it-farro',
    filters: ['Gluten-Free'],
    text: `Insalata di farro e orzo

Per 4 persone

Ingredienti
200 g di farro perlato
100 g di orzo perlato
200 g di pomodorini
100 g di feta

Preparazione
1. Lessate il farro e l'orzo per 25 minuti, scolateli e conditeli con i pomodorini e la feta.`,
  },
  {
    id: 'es-leche',
    filters: ['Dairy-Free'],
    text: `Arroz con leche

Para 4 personas

Ingredientes
1 l de leche entera
150 g de arroz redondo
120 g de azúcar
1 rama de canela

Preparación
1. Cuece el arroz en la leche con la canela a fuego lento 40 minutos, removiendo.
2. Añade el azúcar y deja enfriar.`,
  },
  {
    id: 'nl-spelt',
    filters: ['Gluten-Free'],
    text: `Speltpannenkoeken

Voor 4 personen

Ingrediënten
250 g speltmeel
2 eieren
500 ml melk

Bereiding
1. Klop alles tot een beslag en bak er dunne pannenkoeken van.`,
  },
  {
    id: 'pl-kasza',
    filters: ['Gluten-Free'],
    text: `Kasza jęczmienna z grzybami

Porcje: 4

Składniki
200 g kaszy jęczmiennej
300 g pieczarek
1 cebula

Przygotowanie
1. Kaszę ugotuj, pieczarki z cebulą podsmaż i wymieszaj.`,
  },
  {
    id: 'sv-mjolk',
    filters: ['Dairy-Free'],
    text: `Risgrynsgröt

4 portioner

Ingredienser
2 dl grötris
1 l mjölk
1 kanelstång
2 msk smör

Gör så här
1. Koka riset i mjölken med kanelstången på svag värme i 40 minuter. Rör ner smöret.`,
  },
];

/** Scaled recipes whose amounts must come out as a cook measures them. */
export interface RoundingProbe {
  id: string;
  stated: number;
  asked: number;
  filters?: string[];
  text: string;
}

export const ROUNDING_PROBES: RoundingProbe[] = [
  {
    id: 'en-pavlova',
    stated: 8,
    asked: 3,
    text: `Passionfruit pavlova

Serves 8

Ingredients
4 egg whites
250g caster sugar
1 tsp cornflour
1 tsp white wine vinegar
300ml double cream
4 passionfruit
1 handful mint leaves
2 bay leaves

Method
1. Whisk the egg whites to stiff peaks, then the sugar a spoonful at a time, then the cornflour and vinegar.
2. Bake at 120C for 1 hour 15 minutes. Cool in the oven.
3. Top with the whipped cream, the passionfruit pulp and the mint.`,
  },
  {
    id: 'de-gulasch',
    stated: 4,
    asked: 6,
    text: `Gulasch

Für 4 Personen

Zutaten
750 g Rindergulasch
3 Zwiebeln
2 Knoblauchzehen
1 Dose Tomaten (400 g)
2 Lorbeerblätter
1 Handvoll Petersilie
2 EL Paprikapulver
1 Prise Kümmel

Zubereitung
1. Fleisch scharf anbraten, Zwiebeln und Knoblauch dazu, mit Paprika bestäuben.
2. Tomaten, Lorbeer und Kümmel zugeben und 90 Minuten schmoren. Mit Petersilie servieren.`,
  },
  {
    id: 'es-lentejas',
    stated: 8,
    asked: 2,
    text: `Lentejas estofadas

Para 8 personas

Ingredientes
500 g de lentejas
1 cebolla grande
3 dientes de ajo
1 pimiento rojo
2 hojas de laurel
1 puñado de perejil
1 lata de tomate triturado (400 g)

Preparación
1. Sofríe la cebolla, el ajo y el pimiento 10 minutos.
2. Añade las lentejas, el tomate y el laurel, cubre de agua y cuece 45 minutos.`,
  },
  {
    id: 'fr-soupe',
    stated: 2,
    asked: 5,
    text: `Soupe à l'oignon

Pour 2 personnes

Ingrédients
1 oignon rouge
1 gousse d'ail
1 feuille de laurier
25 g de beurre
1 poignée de persil
125 g de pain

Préparation
1. Faites fondre l'oignon dans le beurre 20 minutes, ajoutez l'ail et le laurier, mouillez de 1 l d'eau et cuisez 15 minutes.`,
  },
  {
    id: 'it-frittata',
    stated: 2,
    asked: 5,
    text: `Frittata di zucchine

Per 2 persone

Ingredienti
3 uova
1 zucchina grande
1 spicchio d'aglio
1 manciata di basilico
30 g di parmigiano

Preparazione
1. Rosolate la zucchina con l'aglio, versate le uova sbattute con il parmigiano e cuocete 8 minuti.`,
  },
  {
    id: 'es-sofrito-plural',
    stated: 2,
    asked: 6,
    text: `Sofrito para arroz

Para 2 personas

Ingredientes
1 cebolla grande
1 pimiento rojo
1 zanahoria mediana
1 diente de ajo
2 cucharadas de aceite de oliva

Preparación
1. Pica las verduras y sofríelas en el aceite 15 minutos a fuego suave.`,
  },
  {
    id: 'pt-sopa-plural',
    stated: 2,
    asked: 4,
    text: `Sopa de legumes

Serve 2

Ingredientes
1 cebola grande
1 cenoura média
1 dente de alho
1 folha de louro

Modo de preparo
1. Cozinhe tudo em 1 l de água por 30 minutos e triture.`,
  },
];

/** A kept food that shares a word with a swapped one, and sides served "on the side". */
export const POSITION_PROBES: { id: string; filters: string[]; text: string; serveStep: RegExp; mustSay: RegExp; mustNotSay: RegExp }[] = [
  {
    id: 'en-satay',
    filters: ['Nut-Free'],
    serveStep: /^Serve/i,
    mustSay: /lime/i,
    mustNotSay: /\boil\b/i,
    text: `Chicken satay noodles

Serves 4

Ingredients
2 tbsp peanut oil
300g egg noodles
2 chicken breasts, sliced
3 tbsp soy sauce
50g roasted peanuts, chopped
1 lime, cut into wedges

Method
1. Heat the peanut oil in a wok and stir-fry the chicken for 6 minutes.
2. Add the noodles and soy sauce and toss for 2 minutes.
3. Serve scattered with the peanuts, with lime wedges on the side.`,
  },
  {
    id: 'de-erdnuss',
    filters: ['Nut-Free'],
    serveStep: /servieren/i,
    mustSay: /Limette/i,
    mustNotSay: /Öl/,
    text: `Gebratener Reis

Für 2 Personen

Zutaten
2 EL Erdnussöl
250 g gekochter Reis
2 Frühlingszwiebeln
40 g geröstete Erdnüsse
1 Limette

Zubereitung
1. Das Erdnussöl im Wok erhitzen, den Reis 5 Minuten braten.
2. Mit den Erdnüssen bestreut und mit Limettenspalten daneben servieren.`,
  },
  {
    id: 'fr-arachide',
    filters: ['Nut-Free'],
    serveStep: /servez/i,
    mustSay: /citron vert/i,
    mustNotSay: /huile/i,
    text: `Nouilles sautées

Pour 2 personnes

Ingrédients
2 c. à soupe d'huile d'arachide
200 g de nouilles de riz
50 g de cacahuètes grillées
1 citron vert

Préparation
1. Faites chauffer l'huile d'arachide et faites sauter les nouilles 3 minutes.
2. Servez parsemé de cacahuètes, avec des quartiers de citron vert à côté.`,
  },
  {
    id: 'en-us-tacos-side',
    filters: ['Vegan'],
    serveStep: /^Serve/i,
    mustSay: /salad/i,
    mustNotSay: /beef/i,
    text: `Beef tacos

Serves 4

Ingredients
500g ground beef
8 corn tortillas
1 avocado
1 green salad

Method
1. Brown the beef for 8 minutes.
2. Fill the tortillas with the beef and the avocado.
3. Serve with a green salad on the side.`,
  },
];

/** A swap under one filter must bring in no major allergen the recipe did not have. */
export const NO_NEW_ALLERGEN_PROBES: { id: string; filters: string[]; text: string }[] = [
  {
    id: 'it-tiramisu',
    filters: ['Gluten-Free'],
    text: `Tiramisù

Per 6 persone

Ingredienti
250 g di mascarpone
3 uova
80 g di zucchero
200 g di savoiardi
300 ml di caffè
2 cucchiai di cacao amaro

Preparazione
1. Montate i tuorli con lo zucchero, unite il mascarpone e poi gli albumi montati a neve.
2. Inzuppate i savoiardi nel caffè, alternateli a strati con la crema e spolverate di cacao.
3. Lasciate in frigo 4 ore.`,
  },
  {
    id: 'de-tiramisu',
    filters: ['Gluten-Free'],
    text: `Tiramisu

Für 6 Personen

Zutaten
250 g Mascarpone
200 g Löffelbiskuits
250 ml Espresso
2 EL Kakaopulver
80 g Zucker
200 g Sahne

Zubereitung
1. Mascarpone mit Zucker und der geschlagenen Sahne verrühren.
2. Die Löffelbiskuits in Espresso tauchen, abwechselnd mit der Creme schichten und mit Kakao bestäuben.`,
  },
  {
    id: 'en-trifle',
    filters: ['Gluten-Free'],
    text: `Sherry-free trifle

Serves 6

Ingredients
175g sponge fingers
400g raspberries
500ml custard
300ml double cream

Method
1. Line a bowl with the sponge fingers, top with the raspberries and the custard.
2. Whip the cream and spread over. Chill for 2 hours.`,
  },
];
