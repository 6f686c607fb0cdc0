import { describe, expect, it } from 'vitest';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';
import type { ReadingRecipe } from '../fixtures/reading/types';

/**
 * Captions, tables and free layouts (issue 31), written blind: Instagram and TikTok captions with emoji bullets,
 * Markdown and flattened tables (one cell per line), quantities after the name, ingredients inside a chatty paragraph,
 * two-column metric/imperial tables, e-mail newsletters. Labels come from reading the recipe, not from the parser.
 */
const LAYOUTS: readonly ReadingRecipe[] = [
  {
    id: 'en-pb-cookies-tiktok',
    language: 'en',
    layouts: ['emoji', 'hashtags', 'unicode-fractions', 'ranges'],
    text: `3-ingredient peanut butter cookies 🥜🍪 no flour needed!!
makes 12 cookies ✨ ready in 15 min

what you need:
• 1 cup peanut butter (smooth)
• ½ cup sugar
• 1 egg

how to:
1️⃣ mix everything in a bowl til smooth
2️⃣ roll into 12 balls, press with a fork
3️⃣ bake at 350°F for 10-12 min
4️⃣ let them cool 10 min on the tray (they firm up!!)

follow for more easy bakes 💕 #peanutbuttercookies #3ingredients #baking #fyp
`,
    foods: [
      ['peanut butter', 1, 'cup'],
      ['sugar', 0.5, 'cup'],
      ['egg', 1],
    ],
    servings: 12,
    times: { total: 15 },
    steps: 4,
    clutter: ['follow for more', '#fyp', '#baking'],
  },
  {
    id: 'en-overnight-oats-md-table',
    language: 'en',
    layouts: ['markdown-table', 'name-then-amount', 'metric-imperial', 'numbered-steps'],
    text: `## Overnight oats (meal prep)

Serves 1 · Prep 5 min · Chill overnight

| Ingredient | Amount |
|---|---|
| Rolled oats | 50 g (½ cup) |
| Milk or oat milk | 150 ml |
| Greek yogurt | 2 tbsp |
| Chia seeds | 1 tsp |
| Honey | 1 tsp |
| Blueberries | a handful |

### Method
1. Stir everything except the berries together in a jar.
2. Cover and chill overnight (at least 6 hours).
3. Top with blueberries in the morning.
`,
    foods: [
      ['Rolled oats', 50, 'g'],
      ['Milk', 150, 'ml'],
      ['Greek yogurt', 2, 'tbsp'],
      ['Chia seeds', 1, 'tsp'],
      ['Honey', 1, 'tsp'],
      ['Blueberries'],
    ],
    servings: 1,
    times: { prep: 5 },
    steps: 3,
    clutter: ['Ingredient Amount'],
  },
  {
    id: 'de-kartoffelsalat-flat-table',
    language: 'de',
    layouts: ['flattened-table', 'name-then-amount', 'decimal-comma', 'local-units', 'plain-steps'],
    text: `Kartoffelsalat schwäbische Art
Portionen
6
Zubereitungszeit
30 Minuten
Kochzeit
25 Minuten
Ziehzeit
1 Stunde

Zutat
Menge
festkochende Kartoffeln
1,5 kg
Zwiebel
1
Gemüsebrühe
250 ml
Weißweinessig
4 EL
Senf
1 TL
Sonnenblumenöl
5 EL
Schnittlauch
1 Bund
Salz, Pfeffer
nach Geschmack

Kartoffeln in der Schale 25 Minuten kochen, pellen und noch warm in Scheiben schneiden.
Zwiebel fein würfeln und in der Brühe aufkochen. Essig, Senf, Salz und Pfeffer einrühren.
Die heiße Marinade über die Kartoffeln gießen, Öl unterheben und mindestens 1 Stunde ziehen lassen.
Mit Schnittlauch bestreuen.
`,
    foods: [
      ['festkochende Kartoffeln', 1.5, 'kg'],
      ['Zwiebel', 1],
      ['Gemüsebrühe', 250, 'ml'],
      ['Weißweinessig', 4, 'tbsp'],
      ['Senf', 1, 'tsp'],
      ['Sonnenblumenöl', 5, 'tbsp'],
      ['Schnittlauch', 1],
      ['Salz'],
      ['Pfeffer'],
    ],
    servings: 6,
    times: { prep: 30, cook: 25, rest: 60 },
    steps: 4,
    clutter: ['Menge'],
  },
  {
    id: 'fr-tarte-citron-insta',
    language: 'fr',
    layouts: ['emoji', 'hashtags', 'name-colon-amount', 'local-units'],
    text: `🍋 Tarte au citron meringuée express 🍋
Pour 8 parts — Préparation 30 min — Cuisson 25 min — Réfrigération 2 h

🛒 Les ingrédients
🔸 Pâte sablée : 1 rouleau
🔸 Citrons jaunes bio : 3
🔸 Sucre : 150 g
🔸 Œufs : 3 + 3 blancs
🔸 Beurre : 80 g
🔸 Maïzena : 1 c. à soupe

👩‍🍳 La recette
👉 Précuire la pâte 15 min à 180 °C.
👉 Zester et presser les citrons. Chauffer le jus avec 100 g de sucre, les œufs, le zeste et la maïzena en fouettant jusqu'à épaississement, puis ajouter le beurre.
👉 Verser sur le fond de tarte et réfrigérer 2 h.
👉 Monter les blancs en neige avec le reste du sucre, napper la tarte et dorer 10 min au four.

Enregistre la recette pour plus tard 📌
Abonne-toi pour plus de recettes faciles !
#tarteaucitron #patisserie #recettefacile
`,
    foods: [
      ['Pâte sablée', 1],
      ['Citrons', 3],
      ['Sucre', 150, 'g'],
      ['Œufs', 3],
      ['Beurre', 80, 'g'],
      ['Maïzena', 1, 'tbsp'],
    ],
    servings: 8,
    times: { prep: 30, cook: 25, rest: 120 },
    steps: 4,
    clutter: ['Enregistre la recette', 'Abonne-toi', '#tarteaucitron'],
  },
  {
    id: 'es-tortilla-prose',
    language: 'es',
    layouts: ['prose'],
    text: `Tortilla de patatas (la de mi madre)

Para 4 personas. Pelas 5 patatas medianas y una cebolla, las cortas finitas y las pochas a fuego lento en 200 ml de aceite de oliva unos 20 minutos. Mientras, bates 6 huevos con una pizca de sal. Escurres las patatas, las mezclas con el huevo y dejas reposar 5 minutos. Cuajas en una sartén con 1 cucharada del aceite, 3 minutos por cada lado, dándole la vuelta con un plato.

Si te gusta poco hecha, 2 minutos por lado.
`,
    foods: [
      ['patatas', 5],
      ['cebolla'],
      ['aceite de oliva', 200, 'ml'],
      ['huevos', 6],
      ['sal'],
    ],
    servings: 4,
  },
  {
    id: 'nl-shakshuka-insta',
    language: 'nl',
    layouts: ['emoji', 'hashtags', 'foreign-headings', 'local-units', 'unicode-fractions', 'ranges'],
    text: `Shakshuka voor 2 🍳🌶️
Ingrediënten (2 pers.):
▪️ 1 el olijfolie
▪️ 1 rode ui
▪️ 1 rode paprika
▪️ 2 teentjes knoflook
▪️ 1 tl komijn
▪️ ½ tl gerookte paprikapoeder
▪️ 1 blik tomatenblokjes (400 g)
▪️ 4 eieren
▪️ handje verse koriander
▪️ 50 g feta

Bereiding:
▪️ Fruit ui, paprika en knoflook 5 min in de olie.
▪️ Voeg de kruiden en tomaten toe en laat 10 min pruttelen.
▪️ Maak 4 kuiltjes, breek er de eieren in en laat afgedekt 6-8 min garen.
▪️ Bestrooi met feta en koriander.

Wat eet jij het liefst als ontbijt? Laat het weten in de comments 👇
#shakshuka #ontbijt #eggs #foodie
`,
    foods: [
      ['olijfolie', 1, 'tbsp'],
      ['rode ui', 1],
      ['rode paprika', 1],
      ['knoflook', 2],
      ['komijn', 1, 'tsp'],
      ['paprikapoeder', 0.5, 'tsp'],
      ['tomatenblokjes', 1],
      ['eieren', 4],
      ['koriander'],
      ['feta', 50, 'g'],
    ],
    servings: 2,
    steps: 4,
    clutter: ['Laat het weten in de comments', '#shakshuka', '#foodie'],
  },
  {
    id: 'pt-pasteis-amount-pipe',
    language: 'pt',
    layouts: ['amount-pipe-name', 'flattened-table', 'plain-steps'],
    text: `Pastéis de nata caseiros
Rende: 12 pastéis | Preparação: 30 min | Forno: 20 min

Quantidade | Ingrediente
1 | rolo de massa folhada
500 ml | leite gordo
6 | gemas
200 g | açúcar
40 g | farinha
1 | pau de canela
1 | casca de limão

Leve o leite ao lume com a canela e a casca de limão.
Misture a farinha com um pouco de leite frio, junte ao leite quente e mexa até engrossar.
Prepare uma calda com o açúcar e 100 ml de água, junte ao creme e deixe arrefecer um pouco; junte as gemas.
Forre formas com a massa folhada, encha com o creme e leve ao forno a 250 °C cerca de 20 minutos.
`,
    foods: [
      ['massa folhada', 1],
      ['leite gordo', 500, 'ml'],
      ['gemas', 6],
      ['açúcar', 200, 'g'],
      ['farinha', 40, 'g'],
      ['canela', 1],
      ['limão', 1],
    ],
    servings: 12,
    times: { prep: 30, cook: 20 },
    steps: 4,
    clutter: ['Quantidade'],
  },
  {
    id: 'it-risotto-zucca-inline',
    language: 'it',
    layouts: ['emoji', 'hashtags', 'name-then-amount', 'decimal-comma', 'prose'],
    text: `Risotto alla zucca 🎃
Ingredienti per 4 persone: riso Carnaroli 320 g, zucca già pulita 500 g, 1 scalogno, brodo vegetale 1,2 l, burro 40 g, parmigiano grattugiato 60 g, vino bianco secco 1/2 bicchiere, sale e pepe.
Tempo: 40 minuti

Tagliate la zucca a cubetti e lo scalogno finemente. Rosolate lo scalogno in metà del burro, aggiungete la zucca e cuocete 10 minuti. Tostate il riso, sfumate con il vino e portate a cottura aggiungendo il brodo caldo poco alla volta (circa 18 minuti). Mantecate fuori dal fuoco con il burro rimasto e il parmigiano.

Salva il post e taggami se lo provi! 🧡
#risotto #zucca #autunno
`,
    foods: [
      ['riso Carnaroli', 320, 'g'],
      ['zucca', 500, 'g'],
      ['scalogno', 1],
      ['brodo vegetale', 1.2, 'l'],
      ['burro', 40, 'g'],
      ['parmigiano', 60, 'g'],
      ['vino bianco', 0.5],
      ['sale'],
      ['pepe'],
    ],
    servings: 4,
    times: { total: 40 },
    clutter: ['Salva il post', '#risotto', '#autunno'],
  },
  {
    id: 'sv-pannkakor-flat-cells',
    language: 'sv',
    layouts: ['flattened-table', 'sub-sections', 'local-units', 'unicode-fractions', 'plain-steps'],
    text: `Pannkakor
4 portioner

Smet
3 dl
vetemjöl
6 dl
mjölk
3
ägg
½ tsk
salt
2 msk
smält smör

Vispa ner mjölet i hälften av mjölken till en slät smet. Vispa i resten av mjölken, äggen och saltet.
Låt smeten vila 15 minuter. Rör ner smöret.
Stek tunna pannkakor i smör i en het stekpanna.
Servera med sylt och grädde.
`,
    foods: [
      ['vetemjöl', 3, 'dl'],
      ['mjölk', 6, 'dl'],
      ['ägg', 3],
      ['salt', 0.5, 'tsp'],
      ['smält smör', 2, 'tbsp'],
      ['?sylt'],
      ['?grädde'],
    ],
    servings: 4,
    groups: ['Smet'],
  },
  {
    id: 'pl-pierogi-caption',
    language: 'pl',
    layouts: ['emoji', 'hashtags', 'sub-sections', 'decimal-comma', 'local-units', 'ranges'],
    text: `Pierogi ruskie 🥟 (ok. 40 sztuk)
Czas: ok. 1,5 godziny

Do ciasta:
✅ 500 g mąki
✅ 250 ml ciepłej wody
✅ 2 łyżki oleju
✅ szczypta soli
Do farszu:
✅ 700 g ziemniaków
✅ 250 g twarogu półtłustego
✅ 2 cebule
✅ sól i pieprz do smaku

👉 Ziemniaki ugotować i przecisnąć przez praskę. Cebulę zeszklić na oleju. Wymieszać z twarogiem, solą i pieprzem.
👉 Z mąki, wody, oleju i soli zagnieść elastyczne ciasto.
👉 Rozwałkować cienko, wycinać krążki szklanką, nakładać farsz i sklejać.
👉 Gotować w osolonej wodzie 2–3 minuty od wypłynięcia.

Zapisz przepis, żeby nie zgubić! 💾 #pierogi #kuchniapolska
`,
    foods: [
      ['mąki', 500, 'g'],
      ['ciepłej wody', 250, 'ml'],
      ['oleju', 2, 'tbsp'],
      ['soli'],
      ['ziemniaków', 700, 'g'],
      ['twarogu', 250, 'g'],
      ['cebule', 2],
      ['sól'],
      ['pieprz'],
    ],
    yieldText: '40',
    times: { total: 90 },
    groups: ['Do ciasta', 'Do farszu'],
    steps: 4,
    clutter: ['Zapisz przepis', '#pierogi', '#kuchniapolska'],
  },
  {
    id: 'en-sourdough-name-dash',
    language: 'en',
    layouts: ['name-dash-amount', 'ranges', 'plain-steps'],
    text: `Simple Sourdough Sandwich Loaf
Yield: 1 loaf (10 slices)
Active time: 30 minutes | Bake: 45 minutes | Rise: 8-10 hours

Bread flour — 450 g
Active sourdough starter — 100 g
Water — 300 g
Honey — 20 g
Salt — 9 g
Soft butter — 30 g

Mix flour and water and leave for 30 minutes. Add starter, honey, salt and butter and knead until smooth.
Let it rise at room temperature 8–10 hours, until doubled.
Shape, place in a greased 9x5 inch pan and let rise 1 more hour.
Bake at 200°C (400°F) for 45 minutes. Cool completely before slicing.
`,
    foods: [
      ['Bread flour', 450, 'g'],
      ['sourdough starter', 100, 'g'],
      ['Water', 300, 'g'],
      ['Honey', 20, 'g'],
      ['Salt', 9, 'g'],
      ['Soft butter', 30, 'g'],
    ],
    servings: 10,
    yieldText: '1 loaf',
    times: { prep: 30, cook: 45, rest: [480, 600] },
    steps: 4,
  },
  {
    id: 'nl-appeltaart-md-3col',
    language: 'nl',
    layouts: ['markdown-table', 'metric-imperial', 'decimal-comma', 'unicode-fractions', 'numbered-steps'],
    text: `# Hollandse appeltaart

Voor 1 springvorm van 24 cm (12 punten) · Bereiden 30 min · Oven 1 uur

| Ingrediënt | Metrisch | US |
|---|---|---|
| zelfrijzend bakmeel | 300 g | 2 ½ cups |
| roomboter | 200 g | ¾ cup + 2 tbsp |
| lichtbruine basterdsuiker | 150 g | ¾ cup |
| ei | 1 | 1 |
| zure appels (goudrenetten) | 1,5 kg | 3.3 lb |
| kaneel | 2 tl | 2 tsp |
| rozijnen | 75 g | ½ cup |

## Bereiding
1. Kneed bloem, boter, suiker, een snufje zout en het ei tot een soepel deeg. Laat 30 minuten rusten in de koelkast.
2. Schil de appels, snijd in stukjes en meng met kaneel en rozijnen.
3. Bekleed de vorm met twee derde van het deeg, vul met de appels en leg er repen deeg kruislings over.
4. Bak 1 uur op 170 °C.
`,
    foods: [
      ['zelfrijzend bakmeel', 300, 'g'],
      ['roomboter', 200, 'g'],
      ['basterdsuiker', 150, 'g'],
      ['ei', 1],
      ['zure appels', 1.5, 'kg'],
      ['kaneel', 2, 'tsp'],
      ['rozijnen', 75, 'g'],
    ],
    servings: 12,
    times: { prep: 30, cook: 60 },
    steps: 4,
    clutter: ['Metrisch'],
  },
  {
    id: 'hu-kakaos-csiga-dash',
    language: 'hu',
    layouts: ['name-dash-amount', 'sub-sections', 'decimal-comma', 'local-units', 'emoji'],
    text: `Kakaós csiga 🌀
Kb. 16 darab | Előkészítés: 20 perc | Kelesztés: 1,5 óra | Sütés: 25 perc

Tészta:
Liszt – 50 dkg
Tej – 2,5 dl
Porcukor – 5 dkg
Élesztő – 2,5 dkg
Vaj – 5 dkg
Tojássárgája – 2 db
Só – 1 csipet
Töltelék:
Kakaópor – 4 ek
Porcukor – 10 dkg
Olvasztott vaj – 8 dkg

A langyos tejben felfuttatjuk az élesztőt egy kis cukorral. A liszthez adjuk a többi tészta hozzávalóval, és sima tésztát dagasztunk. Duplájára kelesztjük (kb. 1 óra).
Kinyújtjuk, megkenjük az olvasztott vajjal, megszórjuk a cukros kakaóval, feltekerjük és 16 szeletre vágjuk.
Még fél órát kelesztjük, majd 180 fokon 25 perc alatt megsütjük.

Ha tetszett, kövess be! 😊
`,
    foods: [
      ['Liszt', 50, 'dkg'],
      ['Tej', 2.5, 'dl'],
      ['Porcukor', 5, 'dkg'],
      ['Élesztő', 2.5, 'dkg'],
      ['Vaj', 5, 'dkg'],
      ['Tojássárgája', 2],
      ['Só', 1, 'pinch'],
      ['Kakaópor', 4, 'tbsp'],
      ['Porcukor', 10, 'dkg'],
      ['Olvasztott vaj', 8, 'dkg'],
    ],
    servings: 16,
    times: { prep: 20, cook: 25, rest: 90 },
    groups: ['Tészta', 'Töltelék'],
    steps: 3,
    clutter: ['kövess be'],
  },
  {
    id: 'cs-svickova-prose',
    language: 'cs',
    layouts: ['prose'],
    text: `Svíčková omáčka zjednodušeně – na 4 porce
Na 2 lžících másla osmahneme 1 cibuli, 2 mrkve, 1 petržel a kousek celeru (asi 150 g), všechno nakrájené na kostičky. Přidáme 800 g hovězí svíčkové, 5 kuliček pepře, 3 bobkové listy a zalijeme 1 l vývaru. Dusíme pod pokličkou 2 hodiny. Maso vyndáme, zeleninu rozmixujeme se 200 ml smetany ke šlehání, ochutíme 1 lžící cukru a šťávou z půlky citronu.
Podáváme s knedlíkem a brusinkami.
`,
    foods: [
      ['másla', 2],
      ['cibuli', 1],
      ['mrkve', 2],
      ['petržel', 1],
      ['celeru'],
      ['svíčkové', 800, 'g'],
      ['pepře', 5],
      ['bobkové listy', 3],
      ['vývaru', 1, 'l'],
      ['smetany', 200, 'ml'],
      ['cukru', 1],
      ['?citronu'],
      ['?knedlíkem'],
      ['?brusinkami'],
    ],
    servings: 4,
  },
  {
    id: 'en-brownies-newsletter',
    language: 'en',
    layouts: ['metric-imperial', 'unicode-fractions', 'ranges', 'bulleted-steps', 'page-clutter'],
    text: `Fudgy Brownies
Makes 16 squares · Ready in 1 hr 5 mins (plus 1 hr cooling)

INGREDIENTS
• 185 g (6½ oz) dark chocolate, 70%
• 185 g (¾ cup + 1 tbsp) unsalted butter
• 3 large eggs
• 275 g (1⅓ cups) golden caster sugar
• 85 g (⅔ cup) plain flour
• 40 g (⅓ cup) cocoa powder
• 50–100 g white chocolate chips (optional)

DIRECTIONS
• Melt the chocolate and butter together over a pan of barely simmering water; leave to cool.
• Whisk the eggs and sugar for 3–4 minutes until thick and pale, then fold in the chocolate mixture.
• Sift over the flour and cocoa and fold gently; stir in the chips.
• Bake in a lined 20 cm square tin at 180°C / 160°C fan for 25 minutes. Cool completely in the tin before cutting.

Enjoyed this? Forward this email to a friend who loves chocolate.
Unsubscribe · Manage preferences
`,
    foods: [
      ['dark chocolate', 185, 'g'],
      ['unsalted butter', 185, 'g'],
      ['eggs', 3],
      ['golden caster sugar', 275, 'g'],
      ['plain flour', 85, 'g'],
      ['cocoa powder', 40, 'g'],
      ['white chocolate chips', 50, 'g'],
    ],
    servings: 16,
    times: { total: 65, rest: 60 },
    steps: 4,
    clutter: ['Forward this email', 'Unsubscribe', 'Manage preferences'],
  },
  {
    id: 'es-arroz-con-leche-latam',
    language: 'es',
    layouts: ['bulleted-steps', 'ranges', 'local-units', 'foreign-headings'],
    text: `Arroz con leche cremoso
Rinde: 6 porciones
Tiempo de cocción: 35-40 minutos
Tiempo de refrigeración: 2 horas

Necesitas:
* 1 taza de arroz blanco
* 2 tazas de agua
* 1 rama de canela
* 1 litro de leche entera
* 1 lata de leche condensada (397 g)
* 2 a 3 cucharadas de azúcar
* cáscara de 1 limón
* canela molida para decorar

Cómo se hace:
- Cocina el arroz con el agua y la canela 10 minutos.
- Agrega la leche y la cáscara de limón y cocina a fuego bajo 25 minutos, removiendo.
- Incorpora la leche condensada y el azúcar y cocina 5 minutos más.
- Refrigera 2 horas y sirve con canela molida.

📌 ¡Guárdala para después y sígueme para más recetas!
`,
    foods: [
      ['arroz blanco', 1, 'cup'],
      ['agua', 2, 'cup'],
      ['canela', 1],
      ['leche entera', 1, 'l'],
      ['leche condensada', 1],
      ['azúcar', 2, 'tbsp'],
      ['limón'],
      ['canela molida'],
    ],
    servings: 6,
    times: { cook: [35, 40], rest: 120 },
    steps: 4,
    clutter: ['sígueme para más recetas'],
  },
];

describe('captions, tables and free layouts, read blind (issue 31)', () => {
  it('covers at least 8 languages', () => {
    expect(new Set(LAYOUTS.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(LAYOUTS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(LAYOUTS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual([]);
  });
});
