import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/**
 * Issue 31, written blind: servings and times where pages and posts put them — in the title's line, after the list's
 * heading, closing the method, in a caption's sentence, beside a price per serving (which is never a count of
 * servings), as a range or a label over its value — in de, fr, es, it, pt, nl, pl, sv, cs, hu and en.
 */
const LIST = (items: string) => `\n${items}\n`;

interface Case {
  id: string;
  text: string;
  servings: number | null;
  total?: number;
  prep?: number;
  cook?: number;
}

const CASES: Case[] = [
  // a price per serving is no count of servings
  {
    id: 'es price per serving in the strip, servings stated',
    text: `Arroz al horno\n4 raciones · 0,95 € por ración · 45 min\n\nIngredientes${LIST('300 g de arroz\n1 morcilla\n1 l de caldo')}\nPreparación\n1. Hornea todo 40 minutos a 200 °C.`,
    servings: 4,
  },
  {
    id: 'es price per serving alone, no servings stated',
    text: `Arroz al horno\nPrecio: 1,12 € por ración · 45 min\n\nIngredientes${LIST('300 g de arroz\n1 morcilla\n1 l de caldo')}\nPreparación\n1. Hornea todo 40 minutos a 200 °C.`,
    servings: null,
  },
  {
    id: 'fr price per person before the servings',
    text: `Gratin de pâtes\n2,10 € par personne\nPour 6 personnes\n\nIngrédients${LIST('500 g de pâtes\n200 g de jambon\n50 cl de béchamel')}\nPréparation\n1. Mélangez et gratinez 25 minutes.`,
    servings: 6,
  },
  {
    id: 'en cost per serving line before the servings line',
    text: `Sheet-pan fajitas\n$2.15 per serving\nServes 4\n\nIngredients${LIST('1 lb chicken breast\n2 bell peppers\n1 onion\n8 tortillas')}\nMethod\n1. Roast everything for 20 minutes.`,
    servings: 4,
  },
  {
    id: 'pl price per portion before the servings',
    text: `Pierogi ruskie\nKoszt: ok. 3 zł za porcję\nLiczba porcji: 5\n\nSkładniki${LIST('500 g mąki\n500 g ziemniaków\n250 g twarogu\n1 cebula')}\nPrzygotowanie\n1. Ulep pierogi i gotuj 3 minuty.`,
    servings: 5,
  },
  // servings in the title's line
  {
    id: 'de servings after the title with a dash',
    text: `Linseneintopf – für 6 Personen\n\n300 g Tellerlinsen\n2 Karotten\n1 l Gemüsebrühe\n\nAlles 40 Minuten köcheln lassen.`,
    servings: 6,
  },
  {
    id: 'es servings in brackets after the title',
    text: `Gazpacho (para 6 personas)\n\n1 kg de tomates\n1 pepino\n4 cucharadas de aceite\n\nTritura todo y enfría.`,
    servings: 6,
  },
  {
    id: 'it servings after the title with a bar',
    text: `Pasta e fagioli | 4 persone\n\n320 g di ditalini\n400 g di fagioli borlotti\n1 l di brodo\n\nCuoci tutto per 20 minuti.`,
    servings: 4,
  },
  // servings closing the method or in a caption's sentence
  {
    id: 'en servings closing the method',
    text: `Banana oat pancakes\n\n2 bananas\n2 eggs\n100 g oats\n\n1. Blend everything.\n2. Fry small pancakes for 2 minutes a side.\nServes 2.`,
    servings: 2,
  },
  {
    id: 'pt servings in the caption sentence',
    text: `Brigadeiro de colher 🍫\nEssa receita rende 8 porções e fica pronta em 20 minutos!\n\n1 lata de leite condensado\n2 colheres (sopa) de cacau\n1 colher (sopa) de manteiga\n\nCozinhe tudo mexendo até desgrudar do fundo.`,
    servings: 8,
  },
  {
    id: 'nl servings closing the method',
    text: `Pannenkoeken\n\n250 g bloem\n2 eieren\n500 ml melk\n\n1. Klop een glad beslag.\n2. Bak de pannenkoeken goudbruin.\nGenoeg voor 4 personen.`,
    servings: 4,
  },
  // label over its value, ranges, labels of other words
  {
    id: 'sv label over its value',
    text: `Kycklinggryta\nPortioner\n4\nTid\n40 min\n\nIngredienser${LIST('600 g kycklingfilé\n2 dl grädde\n1 gul lök')}\nGör så här\n1. Stek kycklingen och låt puttra i grädden 20 minuter.`,
    servings: 4,
    total: 40,
  },
  {
    id: 'cs servings range',
    text: `Bramboračka\nPočet porcí: 4–6\n\nSuroviny${LIST('500 g brambor\n2 mrkve\n1 l vody')}\nPostup\n1. Vařte 30 minut.`,
    servings: 4,
  },
  {
    id: 'hu servings as persons',
    text: `Lecsó\n4 személyre · 35 perc\n\nHozzávalók${LIST('1 kg paprika\n500 g paradicsom\n2 fej hagyma')}\nElkészítés\n1. Pároljuk 25 percig.`,
    servings: 4,
    total: 35,
  },
  {
    id: 'de servings label with persons value',
    text: `Kartoffelgratin\nPersonen: 4 | Zubereitung: 20 Min. | Backzeit: 45 Min.\n\nZutaten${LIST('1 kg Kartoffeln\n200 ml Sahne\n100 g Käse')}\nZubereitung\n1. Schichten und 45 Minuten backen.`,
    servings: 4,
    prep: 20,
    cook: 45,
  },
  {
    id: 'en yield label with servings',
    text: `Tomato soup\nYield: 4 servings · Total: 35 minutes\n\nIngredients${LIST('2 lb tomatoes\n1 onion\n2 cups stock')}\nInstructions\n1. Simmer 25 minutes and blend.`,
    servings: 4,
    total: 35,
  },
  {
    id: 'it servings label with persons value',
    text: `Risotto ai funghi\nDosi: 4 persone · Tempo: 35 minuti\n\nIngredienti${LIST('320 g di riso\n300 g di funghi\n1 l di brodo')}\nProcedimento\n1. Tosta il riso e cuoci 18 minuti.`,
    servings: 4,
    total: 35,
  },
];

describe('servings and times where pages put them, read blind (issue 31)', () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_, c) => {
    const doc = parseRecipeDocument(c.text);
    expect(doc.servings ?? null).toBe(c.servings);
    if (c.total !== undefined) expect(doc.times.total?.minutes).toBe(c.total);
    if (c.prep !== undefined) expect(doc.times.prep?.minutes).toBe(c.prep);
    if (c.cook !== undefined) expect(doc.times.cook?.minutes).toBe(c.cook);
  });
});
