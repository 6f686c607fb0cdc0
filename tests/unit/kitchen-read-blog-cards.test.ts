import { describe, expect, it } from 'vitest';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';
import type { ReadingRecipe } from '../fixtures/reading/types';

/**
 * Blog recipe cards copied with their page (issue 31), written blind: jump links, ratings, "Pin", print buttons, ads,
 * affiliate notes, newsletter and social prompts, comments with names and stars, FAQ, video chapters, equipment,
 * nutrition panels and notes, in eleven languages. Labels come from reading the recipe, not from the parser.
 */
const BLOG_CARDS: readonly ReadingRecipe[] = [
  {
    id: 'en-banana-bread-card',
    language: 'en',
    layouts: ['page-clutter', 'comments', 'nutrition-panel', 'metric-imperial', 'unicode-fractions'],
    text: `Jump to Recipe  Print Recipe
Best Ever Banana Bread
By Jenna Marlow · Updated Mar 3, 2026 · This post may contain affiliate links. Please read our disclosure policy.
★★★★★ 4.9 from 312 reviews
This is THE banana bread my kids beg for every weekend. It's moist, it's easy and it uses up those spotty bananas on the counter!
Pin this recipe for later!
SUBSCRIBE to get new recipes in your inbox every week
Banana Bread
Prep Time 15 mins
Cook Time 1 hr 5 mins
Total Time 1 hr 20 mins
Servings 10 slices
Equipment
9x5 inch loaf pan (I use this one)
Stand mixer
Ingredients
1x2x3x
3 very ripe bananas mashed (about 1 1/2 cups)
1/3 cup (75 g) unsalted butter, melted
3/4 cup (150 g) light brown sugar
1 large egg, beaten
1 tsp vanilla extract
1 tsp baking soda
pinch of salt
1 1/2 cups (190 g) all-purpose flour
1/2 cup chopped walnuts (optional)
Instructions
Preheat the oven to 350°F (175°C). Grease a 9x5 inch loaf pan.
In a large bowl mash the bananas with a fork, then stir in the melted butter.
Mix in the sugar, egg and vanilla. Sprinkle over the baking soda and salt and stir.
Fold in the flour, then the walnuts if using.
Pour into the pan and bake for 60 to 65 minutes, until a skewer comes out clean.
Notes
Freeze slices wrapped individually for up to 3 months.
Nutrition
Calories: 248kcal | Carbohydrates: 38g | Protein: 4g | Fat: 9g | Fiber: 2g | Sodium: 180mg
Did you make this recipe? Tag @jennabakes on Instagram and hashtag it #jennabakes
Reader Interactions
Comments
Maria K. says
March 4, 2026 at 9:12 am
Made this twice already, so good!! ★★★★★
Reply
Tom says
Can I use oil instead of butter?
Reply
`,
    foods: [
      ['bananas', 3],
      ['unsalted butter', 1 / 3, 'cup', 'melted'],
      ['light brown sugar', 0.75, 'cup'],
      ['egg', 1, undefined, 'beaten'],
      ['vanilla extract', 1, 'tsp'],
      ['baking soda', 1, 'tsp'],
      ['salt'],
      ['all-purpose flour', 1.5, 'cup'],
      ['walnuts', 0.5, 'cup'],
    ],
    servings: 10,
    times: { prep: 15, cook: 65, total: 80 },
    tips: ['Freeze slices'],
    kcal: 248,
    clutter: [
      'Jump to Recipe',
      'affiliate links',
      '4.9 from 312 reviews',
      'Pin this recipe',
      'SUBSCRIBE',
      'Tag @jennabakes',
      'Made this twice already',
      'Can I use oil instead of butter',
    ],
  },
  {
    id: 'en-tuscan-chicken-video',
    language: 'en',
    layouts: ['page-clutter', 'video-timestamps', 'hashtags', 'metric-imperial', 'numbered-steps'],
    text: `Creamy Tuscan Chicken (One Pan!)
Skip to content
Home » Dinner » Creamy Tuscan Chicken

Watch the video:
0:00 Intro
0:35 Searing the chicken
2:10 Making the sauce
4:45 Serving

Serves: 4 | Prep: 10 minutes | Cook: 25 minutes

INGREDIENTS
- 4 chicken thighs, boneless and skinless (approx. 600 g / 1.3 lb)
- 1 tbsp olive oil
- 3 garlic cloves, minced
- 120 g / 4 oz sun-dried tomatoes in oil, chopped
- 240 ml / 1 cup chicken stock
- 200 ml / ¾ cup double cream
- 50 g / ½ cup grated parmesan
- 2 big handfuls baby spinach (about 60 g)
- salt & pepper to taste

METHOD
1. Season the chicken with salt and pepper. Heat the oil in a large skillet and sear the chicken 5–6 minutes per side. Set aside.
2. Lower the heat, add the garlic and sun-dried tomatoes and cook 1 minute.
3. Pour in the stock and cream, bring to a simmer and stir in the parmesan.
4. Add the spinach and let it wilt, then return the chicken and simmer 10 minutes.

FAQ
Can I make this ahead? Yes — keep it in the fridge for up to 3 days and reheat gently.
Can I freeze it? Cream sauces can split, so I don't recommend it.

Advertisement
Love this recipe? Leave a 5-star rating below and share it on Pinterest!
#tuscanchicken #onepandinner #easydinner
`,
    foods: [
      ['chicken thighs', 4],
      ['olive oil', 1, 'tbsp'],
      ['garlic', 3, undefined, 'minced'],
      ['sun-dried tomatoes', 120, 'g'],
      ['chicken stock', 240, 'ml'],
      ['double cream', 200, 'ml'],
      ['parmesan', 50, 'g'],
      ['baby spinach', 2],
      ['salt'],
    ],
    servings: 4,
    times: { prep: 10, cook: 25 },
    steps: 4,
    clutter: ['Skip to content', 'Home » Dinner', 'Searing the chicken', 'Making the sauce', 'Advertisement', 'Leave a 5-star rating', '#tuscanchicken'],
  },
  {
    id: 'en-lentil-soup-chatty',
    language: 'en',
    layouts: ['prose', 'page-clutter'],
    text: `My grandmother's lentil soup

Okay so this is barely a recipe, more a hug in a bowl. You'll need 1 cup of red lentils, rinsed, a big onion, 2 carrots, 2 sticks of celery, 3 cloves of garlic, a 14 oz can of chopped tomatoes, 6 cups of vegetable broth, 1 tsp ground cumin and a squeeze of lemon at the end. Serves 6 hungry people.

Chop the onion, carrots and celery and sweat them in a splash of olive oil for 10 minutes. Add the garlic and cumin for a minute, then the lentils, tomatoes and broth. Simmer 25 minutes until the lentils collapse. Blend half of it if you like it thick, then finish with lemon and salt.

Did you make this? Let me know in the comments below! 💬
`,
    foods: [
      ['red lentils', 1, 'cup'],
      ['onion'],
      ['carrots', 2],
      ['celery', 2],
      ['garlic', 3],
      ['chopped tomatoes'],
      ['vegetable broth', 6, 'cup'],
      ['ground cumin', 1, 'tsp'],
      ['?lemon'],
      ['?olive oil'],
    ],
    servings: 6,
    clutter: ['Let me know in the comments'],
  },
  {
    id: 'de-zwetschgendatschi-blog',
    language: 'de',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'local-units', 'decimal-comma', 'numbered-steps'],
    text: `Zwetschgendatschi vom Blech
Zum Rezept springen
Werbung | Dieser Beitrag enthält Affiliate-Links (*)
Bewertung: 4,8 von 5 (127 Bewertungen)

Für 1 Blech (ca. 24 Stück)
Vorbereitung: 30 Min. | Backzeit: 35 Min. | Ruhezeit: 1 Std.

Zutaten
Für den Hefeteig:
500 g Mehl (Type 550)
1 Würfel frische Hefe (42 g)
250 ml lauwarme Milch
75 g Zucker
75 g weiche Butter
1 Ei
1 Prise Salz
Für den Belag:
2 kg Zwetschgen
1 Msp. Zimt
Für die Streusel:
150 g Mehl
100 g Zucker
100 g kalte Butter
0,5 TL Zimt

Zubereitung
1. Hefe in der Milch auflösen, mit Mehl, Zucker, Butter, Ei und Salz zu einem glatten Teig kneten. Zugedeckt 1 Stunde gehen lassen.
2. Zwetschgen waschen, entsteinen und vierteln.
3. Teig auf dem gefetteten Blech ausrollen, Zwetschgen dachziegelartig darauflegen und mit Zimt bestreuen.
4. Für die Streusel alles mit den Händen verkneten und über die Zwetschgen bröseln.
5. Im vorgeheizten Ofen bei 180 °C Ober-/Unterhitze ca. 35 Minuten backen.

Mein Tipp: Dazu passt geschlagene Sahne.
Ich verwende diese Backform* – hier bei Amazon
Pinne das Rezept auf Pinterest!
Noch mehr Rezepte? Abonniere meinen Newsletter!
`,
    foods: [
      ['Mehl', 500, 'g'],
      ['Hefe', 1],
      ['lauwarme Milch', 250, 'ml'],
      ['Zucker', 75, 'g'],
      ['weiche Butter', 75, 'g'],
      ['Ei', 1],
      ['Salz', 1, 'pinch'],
      ['Zwetschgen', 2, 'kg'],
      ['Zimt', 1],
      ['Mehl', 150, 'g'],
      ['Zucker', 100, 'g'],
      ['kalte Butter', 100, 'g'],
      ['Zimt', 0.5, 'tsp'],
    ],
    servings: 24,
    times: { prep: 30, cook: 35, rest: 60 },
    groups: ['Für den Hefeteig', 'Für den Belag', 'Für die Streusel'],
    steps: 5,
    tips: ['geschlagene Sahne'],
    clutter: ['Zum Rezept springen', 'Affiliate-Links', '4,8 von 5', 'hier bei Amazon', 'auf Pinterest', 'Newsletter'],
  },
  {
    id: 'fr-tarte-poireaux-blog',
    language: 'fr',
    layouts: ['page-clutter', 'comments', 'sub-sections', 'foreign-headings', 'local-units'],
    text: `Tarte aux poireaux et au chèvre
Aller à la recette
Imprimer la recette
Note : 4,6/5 (58 votes)

Pour 6 personnes
Préparation : 25 min
Cuisson : 40 min
Repos : 30 min

Ingrédients
Pour la pâte brisée :
250 g de farine
125 g de beurre froid
1 pincée de sel
5 cl d'eau froide
Pour la garniture :
3 poireaux
1 bûche de chèvre (180 g)
3 œufs
20 cl de crème fraîche épaisse
2 c. à s. d'huile d'olive
sel, poivre

Préparation
Mélanger la farine et le sel, ajouter le beurre en dés et sabler du bout des doigts. Ajouter l'eau, former une boule et laisser reposer 30 minutes au frais.
Émincer les poireaux et les faire fondre 15 minutes dans l'huile d'olive.
Étaler la pâte dans un moule à tarte de 28 cm, piquer le fond.
Battre les œufs avec la crème, saler, poivrer. Répartir les poireaux, puis le chèvre en rondelles, verser l'appareil.
Enfourner 40 minutes à 180 °C (th. 6).

Vous avez aimé cette recette ? Partagez-la sur Facebook !
Inscrivez-vous à notre newsletter
Commentaires (14)
Julie D. — Excellente, toute la famille a adoré ★★★★★
`,
    foods: [
      ['farine', 250, 'g'],
      ['beurre froid', 125, 'g'],
      ['sel'],
      ['eau', 5, 'cl'],
      ['poireaux', 3],
      ['chèvre', 1],
      ['œufs', 3],
      ['crème fraîche', 20, 'cl'],
      ["huile d'olive", 2, 'tbsp'],
      ['poivre'],
    ],
    servings: 6,
    times: { prep: 25, cook: 40, rest: 30 },
    groups: ['Pour la pâte brisée', 'Pour la garniture'],
    steps: 5,
    clutter: ['Aller à la recette', 'Imprimer la recette', '4,6/5', 'Partagez-la sur Facebook', 'newsletter', 'toute la famille a adoré'],
  },
  {
    id: 'es-empanadas-blog',
    language: 'es',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'local-units', 'numbered-steps'],
    text: `Empanadas de atún caseras
Saltar a la receta
⭐⭐⭐⭐⭐ (4.9 de 5, 203 votos)

Raciones: 12 empanadas
Tiempo de preparación: 40 minutos
Tiempo de cocción: 25 minutos
Tiempo total: 1 hora 5 minutos

Ingredientes
Para la masa:
500 g de harina de trigo
100 ml de aceite de oliva
150 ml de agua tibia
1 cdta de sal
Para el relleno:
2 latas de atún en aceite (160 g cada una), escurrido
1 cebolla grande
1 pimiento rojo
200 g de tomate triturado
2 huevos duros
1 cda de pimentón dulce
1 huevo batido para pintar

Preparación
1. Mezcla la harina con la sal, añade el aceite y el agua y amasa hasta obtener una masa lisa. Déjala reposar 30 minutos.
2. Sofríe la cebolla y el pimiento picados 10 minutos, añade el tomate y el pimentón y cocina 10 minutos más.
3. Fuera del fuego, añade el atún y los huevos duros picados.
4. Estira la masa, corta círculos, rellena y cierra con un tenedor. Pinta con huevo batido.
5. Hornea a 200 °C durante 25 minutos.

¿Te ha gustado? ¡Compártelo en redes sociales!
Suscríbete a nuestro boletín
`,
    foods: [
      ['harina de trigo', 500, 'g'],
      ['aceite de oliva', 100, 'ml'],
      ['agua', 150, 'ml'],
      ['sal', 1, 'tsp'],
      ['atún', 2],
      ['cebolla', 1],
      ['pimiento rojo', 1],
      ['tomate triturado', 200, 'g'],
      ['huevos duros', 2],
      ['pimentón', 1, 'tbsp'],
      ['huevo batido', 1],
    ],
    servings: 12,
    times: { prep: 40, cook: 25, total: 65 },
    groups: ['Para la masa', 'Para el relleno'],
    steps: 5,
    clutter: ['Saltar a la receta', '4.9 de 5', 'Compártelo en redes sociales', 'Suscríbete'],
  },
  {
    id: 'it-pasta-norma-blog',
    language: 'it',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'plain-steps'],
    text: `Pasta alla Norma
Vai alla ricetta
Difficoltà: facile
Costo: basso
Porzioni: 4
Preparazione: 20 minuti
Cottura: 30 minuti

Ingredienti
320 g di rigatoni
Per il sugo:
2 melanzane (circa 600 g)
700 g di passata di pomodoro
1 spicchio d'aglio
5 cucchiai di olio extravergine d'oliva
qualche foglia di basilico
sale q.b.
olio di semi per friggere q.b.
Per servire:
80 g di ricotta salata grattugiata

Procedimento
Tagliate le melanzane a cubetti e friggetele in abbondante olio di semi. Scolatele su carta assorbente.
In una padella fate imbiondire l'aglio nell'olio extravergine, unite la passata, salate e cuocete 20 minuti.
Lessate i rigatoni in abbondante acqua salata, scolateli al dente e conditeli con il sugo, le melanzane e il basilico.
Servite con la ricotta salata grattugiata.

Ti è piaciuta questa ricetta? Lascia un commento e una valutazione!
Iscriviti alla newsletter di Cucina Facile
`,
    foods: [
      ['rigatoni', 320, 'g'],
      ['melanzane', 2],
      ['passata di pomodoro', 700, 'g'],
      ['aglio', 1],
      ['olio extravergine', 5, 'tbsp'],
      ['basilico'],
      ['sale'],
      ['olio di semi'],
      ['ricotta salata', 80, 'g'],
    ],
    servings: 4,
    times: { prep: 20, cook: 30 },
    groups: ['Per il sugo', 'Per servire'],
    clutter: ['Vai alla ricetta', 'Costo: basso', 'Lascia un commento', 'Iscriviti alla newsletter'],
  },
  {
    id: 'pt-bolo-cenoura-blog',
    language: 'pt',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'local-units', 'unicode-fractions'],
    text: `Bolo de cenoura com cobertura de chocolate
Pular para a receita
Publicidade

Rendimento: 12 porções
Tempo de preparo: 1h10

Ingredientes
Massa
3 cenouras médias picadas
4 ovos
1 xícara (chá) de óleo
2 xícaras (chá) de açúcar
2 e 1/2 xícaras (chá) de farinha de trigo
1 colher (sopa) de fermento em pó
Cobertura
1 colher (sopa) de manteiga
3 colheres (sopa) de chocolate em pó
1 xícara (chá) de açúcar
5 colheres (sopa) de leite

Modo de preparo
Bata no liquidificador a cenoura, os ovos e o óleo.
Em uma tigela, misture o açúcar e a farinha, junte o creme do liquidificador e por último o fermento.
Asse em forma untada a 180 °C por cerca de 40 minutos.
Para a cobertura, leve ao fogo a manteiga, o chocolate, o açúcar e o leite até engrossar. Despeje sobre o bolo ainda quente.

Gostou? Salve no Pinterest e compartilhe com os amigos!
`,
    foods: [
      ['cenouras', 3],
      ['ovos', 4],
      ['óleo', 1, 'cup'],
      ['açúcar', 2, 'cup'],
      ['farinha de trigo', 2.5, 'cup'],
      ['fermento', 1, 'tbsp'],
      ['manteiga', 1, 'tbsp'],
      ['chocolate em pó', 3, 'tbsp'],
      ['açúcar', 1, 'cup'],
      ['leite', 5, 'tbsp'],
    ],
    servings: 12,
    times: { total: 70 },
    groups: ['Massa', 'Cobertura'],
    steps: 4,
    clutter: ['Pular para a receita', 'Publicidade', 'Salve no Pinterest'],
  },
  {
    id: 'nl-zuurkool-blog',
    language: 'nl',
    layouts: ['page-clutter', 'foreign-headings', 'local-units', 'plain-steps'],
    text: `Vegetarische zuurkoolstamppot
Direct naar recept
Voor 4 personen · Bereidingstijd: 35 minuten

Wat heb je nodig?
1 kg kruimige aardappelen
500 g zuurkool
1 ui
150 g gerookte tofu
2 el olijfolie
100 ml melk
1 el grove mosterd
peper en zout

Zo maak je het
Schil de aardappelen en kook ze in 20 minuten gaar.
Verwarm intussen de zuurkool met een scheutje water, ongeveer 15 minuten.
Snipper de ui en bak met de tofu in de olijfolie goudbruin.
Stamp de aardappelen met de melk en mosterd, schep de zuurkool erdoor en breng op smaak met peper en zout. Serveer met de tofu.

Bewaar dit recept op Pinterest
Deel op WhatsApp
Meer recepten? Volg ons op Instagram!
`,
    foods: [
      ['kruimige aardappelen', 1, 'kg'],
      ['zuurkool', 500, 'g'],
      ['ui', 1],
      ['gerookte tofu', 150, 'g'],
      ['olijfolie', 2, 'tbsp'],
      ['melk', 100, 'ml'],
      ['grove mosterd', 1, 'tbsp'],
      ['peper'],
      ['zout'],
    ],
    servings: 4,
    times: { total: 35 },
    title: 'Vegetarische zuurkoolstamppot',
    steps: 4,
    clutter: ['Direct naar recept', 'Bewaar dit recept op Pinterest', 'Deel op WhatsApp', 'Volg ons op Instagram'],
  },
  {
    id: 'pl-szarlotka-blog',
    language: 'pl',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'local-units', 'decimal-comma'],
    text: `Szarlotka babci Zosi
Przejdź do przepisu
Porcje: 12 kawałków
Czas przygotowania: 30 minut
Czas pieczenia: 50 minut

Składniki
Do ciasta:
3 szklanki mąki pszennej
200 g masła
1 szklanka cukru pudru
3 żółtka
1 łyżeczka proszku do pieczenia
2 łyżki kwaśnej śmietany
Do nadzienia:
1,5 kg jabłek (najlepiej szara reneta)
2 łyżki cukru
1 łyżeczka cynamonu

Przygotowanie
Mąkę przesiać z proszkiem, dodać masło, cukier puder, żółtka i śmietanę. Szybko zagnieść ciasto, podzielić na dwie części i schłodzić w lodówce przez godzinę.
Jabłka obrać, zetrzeć na tarce o grubych oczkach, podsmażyć z cukrem i cynamonem przez 10 minut.
Połowę ciasta rozwałkować i wyłożyć na blachę 24 x 30 cm, wyłożyć jabłka, przykryć resztą ciasta.
Piec 50 minut w 180°C.

Smacznego! Jeśli przepis Ci się podoba, zostaw komentarz i ocenę ⭐
Udostępnij na Facebooku
`,
    foods: [
      ['mąki pszennej', 3],
      ['masła', 200, 'g'],
      ['cukru pudru', 1],
      ['żółtka', 3],
      ['proszku do pieczenia', 1, 'tsp'],
      ['kwaśnej śmietany', 2, 'tbsp'],
      ['jabłek', 1.5, 'kg'],
      ['cukru', 2, 'tbsp'],
      ['cynamonu', 1, 'tsp'],
    ],
    servings: 12,
    times: { prep: 30, cook: 50 },
    groups: ['Do ciasta', 'Do nadzienia'],
    steps: 4,
    clutter: ['Przejdź do przepisu', 'zostaw komentarz', 'Udostępnij na Facebooku'],
  },
  {
    id: 'sv-laxpasta-blog',
    language: 'sv',
    layouts: ['page-clutter', 'foreign-headings', 'local-units', 'unicode-fractions'],
    text: `Krämig laxpasta med citron
Hoppa till recept
Annons

4 portioner | 25 min

Ingredienser
400 g pasta, t.ex. tagliatelle
400 g laxfilé utan skinn
1 gul lök
2 vitlöksklyftor
1 msk smör
3 dl matlagningsgrädde
1 citron, rivet skal och saft
1 dl riven parmesan
1 tsk salt
½ krm svartpeppar
Till servering:
färsk dill

Gör så här
Koka pastan enligt anvisning på förpackningen.
Fräs finhackad lök och vitlök i smöret. Häll i grädden och låt sjuda 5 minuter.
Skär laxen i bitar och lägg i såsen. Låt sjuda 5 minuter tills laxen är genomkokt.
Smaka av med citronskal, citronsaft, parmesan, salt och peppar. Vänd ner pastan och toppa med dill.

Gillar du receptet? Dela det med dina vänner!
Prenumerera på vårt nyhetsbrev
`,
    foods: [
      ['pasta', 400, 'g'],
      ['laxfilé', 400, 'g'],
      ['gul lök', 1],
      ['vitlöksklyftor', 2],
      ['smör', 1, 'tbsp'],
      ['matlagningsgrädde', 3, 'dl'],
      ['citron', 1],
      ['parmesan', 1, 'dl'],
      ['salt', 1, 'tsp'],
      ['svartpeppar', 0.5],
      ['dill'],
    ],
    servings: 4,
    times: { total: 25 },
    steps: 4,
    clutter: ['Hoppa till recept', 'Annons', 'Dela det med dina vänner', 'Prenumerera'],
  },
  {
    id: 'en-victoria-sponge-uk',
    language: 'en',
    layouts: ['page-clutter', 'sub-sections', 'metric-imperial', 'nutrition-panel', 'unicode-fractions'],
    text: `Classic Victoria Sponge
Skip to recipe
This post contains affiliate links. As an Amazon Associate I earn from qualifying purchases.

Makes one 20cm cake, serves 8
Prep: 20 mins | Bake: 25 mins

For the sponge
225g/8oz caster sugar
225g/8oz softened butter
4 free-range eggs
225g/8oz self-raising flour
2 tbsp milk
For the filling
100g/3½oz butter, softened
140g/5oz icing sugar
½ x 340g jar strawberry jam

Method
Heat oven to 190C/170C fan/gas 5. Butter two 20cm sandwich tins and line with baking parchment.
Beat the sugar, butter, eggs, flour and milk together until smooth.
Divide between the tins and bake for about 20-25 mins until golden.
Beat the butter for the filling until smooth, then gradually beat in the icing sugar. Sandwich the cakes with the buttercream and jam.

Notes
The sponges freeze well for up to a month.
Equipment I use: two 20cm sandwich tins (affiliate link), electric hand whisk

Nutrition per serving: 539 kcal, fat 29g, carbs 66g, protein 5g
Did you make this recipe? Rate it and leave a comment below!
`,
    foods: [
      ['caster sugar', 225, 'g'],
      ['softened butter', 225, 'g'],
      ['free-range eggs', 4],
      ['self-raising flour', 225, 'g'],
      ['milk', 2, 'tbsp'],
      ['butter', 100, 'g', 'softened'],
      ['icing sugar', 140, 'g'],
      ['strawberry jam'],
    ],
    servings: 8,
    times: { prep: 20, cook: 25 },
    groups: ['For the sponge', 'For the filling'],
    tips: ['freeze well'],
    kcal: 539,
    clutter: ['Skip to recipe', 'Amazon Associate', 'affiliate link', 'Rate it and leave a comment'],
  },
  {
    id: 'de-gulaschsuppe-tabs',
    language: 'de',
    layouts: ['page-clutter', 'foreign-headings', 'amount-tab-name', 'local-units'],
    text: `Gulaschsuppe

Portionen: 4
Arbeitszeit	ca. 20 Minuten
Koch-/Backzeit	ca. 1 Stunde 30 Minuten
Gesamtzeit	ca. 1 Stunde 50 Minuten

Zutaten
500 g	Rindfleisch (Gulasch)
3 	Zwiebel(n)
2 EL	Paprikapulver, edelsüß
1 EL	Tomatenmark
2	Paprikaschote(n), rot
3	Kartoffel(n)
1 Liter	Rinderbrühe
2 EL	Öl
1 TL	Kümmel
	Salz und Pfeffer

Zubereitung
Das Fleisch in kleine Würfel schneiden und im heißen Öl scharf anbraten. Zwiebeln dazugeben und glasig dünsten.
Paprikapulver und Tomatenmark kurz mitrösten, mit Brühe ablöschen und 1 Stunde köcheln lassen.
Paprika und Kartoffeln würfeln, dazugeben und weitere 30 Minuten kochen. Mit Kümmel, Salz und Pfeffer abschmecken.

Rezept drucken
Auf Pinterest merken
Mehr Rezepte von diesem Nutzer
`,
    foods: [
      ['Rindfleisch', 500, 'g'],
      ['Zwiebel', 3],
      ['Paprikapulver', 2, 'tbsp'],
      ['Tomatenmark', 1, 'tbsp'],
      ['Paprikaschote', 2],
      ['Kartoffel', 3],
      ['Rinderbrühe', 1, 'l'],
      ['Öl', 2, 'tbsp'],
      ['Kümmel', 1, 'tsp'],
      ['Salz'],
      ['Pfeffer'],
    ],
    servings: 4,
    times: { prep: 20, cook: 90, total: 110 },
    steps: 3,
    clutter: ['Rezept drucken', 'Auf Pinterest merken', 'Mehr Rezepte von diesem Nutzer'],
  },
  {
    id: 'fr-gratin-etapes',
    language: 'fr',
    layouts: ['page-clutter', 'foreign-headings', 'local-units', 'unicode-fractions', 'numbered-steps'],
    text: `Gratin dauphinois
Recette pour 6 personnes
Temps de préparation : 20 min
Temps de cuisson : 1 h
Temps total : 1 h 20

Ingrédients (pour 6 personnes) :
- 1,2 kg de pommes de terre à chair ferme
- 50 cl de lait entier
- 25 cl de crème liquide entière
- 2 gousses d'ail
- 1 noix de beurre
- ½ c. à c. de noix de muscade râpée
- sel, poivre

Étapes de préparation :
Étape 1
Préchauffez le four à 160 °C (th. 5-6).
Étape 2
Épluchez les pommes de terre et coupez-les en fines rondelles, sans les laver.
Étape 3
Faites chauffer le lait et la crème avec l'ail écrasé, le sel, le poivre et la muscade. Ajoutez les pommes de terre et laissez cuire 10 minutes.
Étape 4
Versez dans un plat beurré et enfournez pour 1 heure.

Publicité
Ces recettes devraient vous plaire
`,
    foods: [
      ['pommes de terre', 1.2, 'kg'],
      ['lait entier', 50, 'cl'],
      ['crème liquide', 25, 'cl'],
      ['ail', 2],
      ['beurre', 1],
      ['muscade', 0.5, 'tsp'],
      ['sel'],
      ['poivre'],
    ],
    servings: 6,
    times: { prep: 20, cook: 60, total: 80 },
    steps: 4,
    clutter: ['Publicité', 'Ces recettes devraient vous plaire'],
  },
  {
    id: 'hu-paprikas-csirke-blog',
    language: 'hu',
    layouts: ['page-clutter', 'sub-sections', 'foreign-headings', 'local-units', 'decimal-comma'],
    text: `Paprikás csirke nokedlivel
Ugrás a recepthez

Hozzávalók 4 személyre:
1 egész csirke (kb. 1,2 kg), feldarabolva
2 fej vöröshagyma
2 ek sertészsír
2 ek pirospaprika
1 paradicsom
1 zöldpaprika
200 g tejföl
1 ek liszt
só, bors
A nokedlihez:
30 dkg liszt
2 tojás
2 dl víz
1 tk só

Elkészítés:
A hagymát apróra vágjuk és a zsíron üvegesre pároljuk. Lehúzzuk a tűzről, belekeverjük a pirospaprikát.
Hozzáadjuk a csirkét, sózzuk, felöntjük kevés vízzel és fedő alatt 40 percig pároljuk a paradicsommal és a paprikával.
A tejfölt elkeverjük a liszttel, a szaftba keverjük és még 5 percig főzzük.
A nokedlihez a hozzávalókat összekeverjük és forrásban lévő sós vízbe szaggatjuk.

Elkészítési idő: 1 óra
Tetszett a recept? Oszd meg a barátaiddal!
`,
    foods: [
      ['csirke', 1],
      ['vöröshagyma', 2],
      ['sertészsír', 2, 'tbsp'],
      ['pirospaprika', 2, 'tbsp'],
      ['paradicsom', 1],
      ['zöldpaprika', 1],
      ['tejföl', 200, 'g'],
      ['liszt', 1, 'tbsp'],
      ['só'],
      ['bors'],
      ['liszt', 30, 'dkg'],
      ['tojás', 2],
      ['víz', 2, 'dl'],
      ['só', 1, 'tsp'],
    ],
    servings: 4,
    times: { total: 60 },
    groups: ['A nokedlihez'],
    clutter: ['Ugrás a recepthez', 'Oszd meg a barátaiddal'],
  },
  {
    id: 'cs-gulas-blog',
    language: 'cs',
    layouts: ['page-clutter', 'foreign-headings', 'local-units', 'numbered-steps'],
    text: `Bramborový guláš
Přejít na recept
Počet porcí: 4
Doba přípravy: 15 minut
Doba vaření: 40 minut

Suroviny
1 kg brambor
2 cibule
1 lžíce sladké papriky
1 lžička kmínu
2 stroužky česneku
2 lžíce oleje
1 lžíce hladké mouky
1 l vody
majoránka, sůl, pepř

Postup
1. Cibuli nakrájíme a osmahneme na oleji dozlatova.
2. Přidáme papriku, kmín a brambory nakrájené na kostky, zalijeme vodou a vaříme 30 minut.
3. Zahustíme moukou, přidáme prolisovaný česnek a majoránku a povaříme ještě 10 minut.

Dobrou chuť! 👍 Sdílejte recept s přáteli.
`,
    foods: [
      ['brambor', 1, 'kg'],
      ['cibule', 2],
      ['sladké papriky', 1, 'tbsp'],
      ['kmínu', 1, 'tsp'],
      ['česneku', 2],
      ['oleje', 2, 'tbsp'],
      ['hladké mouky', 1, 'tbsp'],
      ['vody', 1, 'l'],
      ['majoránka'],
      ['sůl'],
      ['pepř'],
    ],
    servings: 4,
    times: { prep: 15, cook: 40 },
    steps: 3,
    clutter: ['Přejít na recept', 'Sdílejte recept'],
  },
];

describe('blog recipe cards with their page clutter, read blind (issue 31)', () => {
  it('covers at least 8 languages', () => {
    expect(new Set(BLOG_CARDS.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(BLOG_CARDS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(BLOG_CARDS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual([]);
  });
});
