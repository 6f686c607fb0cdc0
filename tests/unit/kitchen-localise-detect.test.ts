import { describe, expect, it } from 'vitest';
import { detectRecipeLanguage } from '../../shared/kitchen/language/detect';
import type { RecipeLanguage } from '../../shared/kitchen/language/languages';

/** Recipes written for this test, long and short, each in one language: the detector must name it. */
const TEXTS: Record<RecipeLanguage, string[]> = {
  en: [
    'Lemon drizzle cake\nIngredients\n225 g butter\n225 g caster sugar\n4 eggs\nMethod\nHeat the oven to 180C. Beat the butter and sugar until pale, then add the eggs one at a time.',
    '2 cups flour, 1 tsp salt, 3/4 cup milk. Mix and knead for 5 minutes.',
    'Pancakes: 1 egg, 100 g plain flour, 300 ml milk, a pinch of salt. Whisk together and fry in a hot pan.',
    'Tofu stir-fry\n400 g tofu\n2 tbsp soy sauce\nFry the tofu until golden, add the sauce and serve with rice.',
  ],
  de: [
    'Pfannkuchen\nZutaten\n250 g Mehl\n3 Eier\n500 ml Milch\n1 Prise Salz\nZubereitung\nMehl, Eier und Milch zu einem glatten Teig verrühren und 20 Minuten quellen lassen.',
    '2 EL Butter, 1 TL Zucker, 200 ml Sahne',
    'Die Zwiebeln schälen und fein würfeln. In einer Pfanne mit etwas Öl glasig braten, dann den Knoblauch dazugeben.',
    'Rührkuchen: 200 g Butter, 180 g Zucker, 4 Eier, 1 Päckchen Backpulver. Backofen auf 175 Grad vorheizen.',
  ],
  fr: [
    'Crêpes\nIngrédients\n250 g de farine\n4 œufs\n50 cl de lait\n1 pincée de sel\nPréparation\nMélangez la farine et les œufs, puis versez le lait petit à petit.',
    '2 c. à s. de beurre, 1 c. à c. de sucre',
    'Faites revenir les oignons dans une poêle avec un filet d’huile, ajoutez l’ail et laissez cuire 5 minutes.',
    'Quiche : 1 pâte brisée, 3 œufs, 20 cl de crème, 200 g de lardons. Préchauffez le four à 180 °C.',
  ],
  es: [
    'Tortilla de patatas\nIngredientes\n5 huevos\n4 patatas\n1 cebolla\nAceite de oliva\nPreparación\nPela las patatas y córtalas en láminas finas. Fríelas en abundante aceite.',
    '2 cdas de azúcar, 1 cdta de sal, 200 ml de leche',
    'Añade el ajo picado a la sartén y cocina durante dos minutos a fuego medio.',
    'Bizcocho: 3 huevos, 1 taza de harina, 1 cucharadita de levadura. Precalienta el horno a 180 grados.',
  ],
  it: [
    'Pasta alla carbonara\nIngredienti\n320 g di spaghetti\n4 tuorli\n150 g di guanciale\nPecorino q.b.\nPreparazione\nTagliate il guanciale a listarelle e fatelo rosolare in padella.',
    '2 cucchiai di olio, 1 cucchiaino di sale, uno spicchio di aglio',
    'Mescolate la farina con lo zucchero e aggiungete le uova una alla volta.',
    'Torta di mele: 3 uova, 200 g di farina, 100 g di burro. Cuocere in forno per 40 minuti.',
  ],
  pt: [
    'Bolo de cenoura\nIngredientes\n3 cenouras\n4 ovos\n1 xícara de óleo\n2 xícaras de açúcar\nModo de preparo\nBata no liquidificador as cenouras, os ovos e o óleo.',
    '2 colheres de sopa de manteiga, 1 pitada de sal',
    'Junte o alho à panela e deixe cozinhar até dourar, mexendo sempre.',
    'Arroz de pato: 1 pato, 300 g de arroz, 1 chouriço. Aqueça o forno a 200 graus e asse o pato.',
  ],
  nl: [
    'Pannenkoeken\nIngrediënten\n250 g bloem\n2 eieren\n500 ml melk\nSnufje zout\nBereiding\nMeng de bloem met de eieren en voeg de melk beetje bij beetje toe.',
    '2 eetlepels boter, 1 theelepel suiker',
    'Snijd de uien fijn en bak ze in een pan met een scheutje olie tot ze glazig zijn.',
    'Appeltaart: 300 g bloem, 200 g boter, 1 ei. Verwarm de oven voor op 180 graden.',
  ],
  pl: [
    'Naleśniki\nSkładniki\n1 szklanka mąki\n2 jajka\n1 szklanka mleka\nszczypta soli\nPrzygotowanie\nWszystkie składniki wymieszać na gładkie ciasto i smażyć na patelni.',
    '2 łyżki masła, 1 łyżeczka cukru',
    'Cebulę pokroić w kostkę i zeszklić na oleju, następnie dodać czosnek.',
    'Sernik: 1 kg twarogu, 4 jajka, 200 g cukru. Piec w piekarniku nagrzanym do 170 stopni przez godzinę.',
  ],
  sv: [
    'Pannkakor\nIngredienser\n2,5 dl vetemjöl\n6 dl mjölk\n3 ägg\n1 krm salt\nGör så här\nVispa ihop mjöl och hälften av mjölken till en slät smet.',
    '2 msk smör, 1 tsk socker, 1 vitlöksklyfta',
    'Hacka löken och stek den i lite olja tills den är mjuk.',
    'Kladdkaka: 100 g smör, 2 ägg, 3 dl socker. Grädda i ugnen i 15 minuter.',
  ],
  da: [
    'Pandekager\nIngredienser\n125 g hvedemel\n3 æg\n3 dl mælk\nFremgangsmåde\nPisk mel og æg sammen og tilsæt mælken lidt efter lidt.',
    '2 spsk smør, 1 tsk sukker, 2 fed hvidløg',
    'Hak løget og steg det i en gryde med lidt olie, til det er blødt.',
    'Æblekage: 500 g æbler, 100 g sukker, 2 dl piskefløde. Bag i ovnen ved 200 grader.',
  ],
  nb: [
    'Pannekaker\nIngredienser\n3 dl hvetemel\n5 dl melk\n3 egg\nFremgangsmåte\nBland mel og melk til en jevn røre, og rør inn eggene.',
    '2 ss smør, 1 ts sukker, 2 fedd hvitløk',
    'Hakk løken og stek den i en gryte med litt olje til den er myk.',
    'Eplekake: 3 egg, 2 dl sukker, 150 g smør. Tilsett melet og stek i ovnen på 180 grader.',
  ],
  hu: [
    'Palacsinta\nHozzávalók\n2 tojás\n20 dkg liszt\n3 dl tej\n1 csipet só\nElkészítés\nA tojásokat a liszttel és a tejjel csomómentesre keverjük.',
    '2 evőkanál vaj, 1 teáskanál cukor',
    'A hagymát apróra vágjuk, és kevés olajon megdinszteljük, majd hozzáadjuk a fokhagymát.',
    'Túrós pite: 50 dkg túró, 3 tojás, 2 ek cukor. Sütőben 180 fokon 30 percig sütjük.',
  ],
  cs: [
    'Palačinky\nSuroviny\n250 g hladké mouky\n2 vejce\n500 ml mléka\nšpetka soli\nPostup\nMouku smícháme s vejci a postupně přiléváme mléko.',
    '2 lžíce másla, 1 lžička cukru, 2 stroužky česneku',
    'Cibuli nakrájíme nadrobno a osmažíme na oleji, pak přidáme česnek.',
    'Bábovka: 4 vejce, 200 g cukru, 250 g mouky. Pečeme v troubě na 170 stupňů asi 45 minut.',
  ],
  tr: [
    'Mercimek çorbası\nMalzemeler\n1 su bardağı kırmızı mercimek\n1 soğan\n2 yemek kaşığı tereyağı\nHazırlanışı\nSoğanı doğrayın ve tereyağında kavurun.',
    '2 yemek kaşığı şeker, 1 çay kaşığı tuz',
    'Sarımsağı ekleyin ve iki dakika daha pişirin, sonra suyu ilave edin.',
    'Kek: 3 yumurta, 1 su bardağı süt, 2 su bardağı un. Önceden ısıtılmış fırında 40 dakika pişirin.',
  ],
  id: [
    'Nasi goreng\nBahan-bahan\n2 piring nasi\n3 siung bawang putih\n2 sdm kecap manis\nCara membuat\nTumis bawang putih hingga harum, lalu masukkan nasi.',
    '1 sdt garam, 2 sdm minyak goreng, 1 butir telur',
    'Aduk rata dan masak sebentar dengan api kecil sampai matang.',
  ],
};

describe('recipe language detection', () => {
  for (const [language, texts] of Object.entries(TEXTS)) {
    it(`tells ${language} from its words, long and short texts`, () => {
      for (const text of texts) expect([text.slice(0, 40), detectRecipeLanguage(text)]).toEqual([text.slice(0, 40), language]);
    });
  }

  it('says English when unsure: no words, numbers only, a dish name with no kitchen words', () => {
    for (const text of ['', '   ', '250 g\n3\n500 ml', 'Tiramisu', 'Paella']) expect(detectRecipeLanguage(text)).toBe('en');
  });
});
