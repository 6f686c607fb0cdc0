import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '../../shared/kitchen/index';

/**
 * Blind probe (issue 31, item 4; written before running the engine): servings as recipes write them, in many
 * languages and places: a card's label, a line under the title, a sentence of the introduction, a range, a yield of
 * pieces. A range counts at its lower end or anywhere inside it.
 */
interface Probe {
  id: string;
  text: string;
  servings: [number, number];
}

const list = (lang: string) =>
  ({
    de: '\n\nZutaten\n500 g Kartoffeln\n1 Zwiebel\n\nZubereitung\nAlles kochen.',
    pl: '\n\nSkładniki\n500 g ziemniaków\n1 cebula\n\nPrzygotowanie\nWszystko ugotować.',
    hu: '\n\nHozzávalók\n500 g burgonya\n1 hagyma\n\nElkészítés\nMindent megfőzünk.',
    en: '\n\nIngredients\n500 g potatoes\n1 onion\n\nMethod\nBoil everything.',
    fr: '\n\nIngrédients\n500 g de pommes de terre\n1 oignon\n\nPréparation\nTout cuire.',
    it: '\n\nIngredienti\n500 g di patate\n1 cipolla\n\nProcedimento\nCuocere tutto.',
    es: '\n\nIngredientes\n500 g de patatas\n1 cebolla\n\nPreparación\nCocer todo.',
    cs: '\n\nSuroviny\n500 g brambor\n1 cibule\n\nPostup\nVše uvařte.',
    sv: '\n\nIngredienser\n500 g potatis\n1 lök\n\nGör så här\nKoka allt.',
    nl: '\n\nIngrediënten\n500 g aardappelen\n1 ui\n\nBereiding\nKook alles.',
    pt: '\n\nIngredientes\n500 g de batatas\n1 cebola\n\nModo de preparo\nCozinhe tudo.',
  })[lang] as string;

const probes: Probe[] = [
  { id: 'de label', text: `Kartoffelsuppe\nPortionen: 4${list('de')}`, servings: [4, 4] },
  { id: 'de card line', text: `Kartoffelsuppe\n30 Min. | 4 Portionen | einfach${list('de')}`, servings: [4, 4] },
  { id: 'de sentence', text: `Kartoffelsuppe\nDieses Rezept reicht für 6 Personen.${list('de')}`, servings: [6, 6] },
  { id: 'pl za osoby', text: `Zupa ziemniaczana\nPrzepis na 4 osoby${list('pl')}`, servings: [4, 4] },
  { id: 'pl label', text: `Zupa ziemniaczana\nLiczba porcji: 6${list('pl')}`, servings: [6, 6] },
  { id: 'pl dla', text: `Zupa ziemniaczana\nDla 4 osób · 40 minut${list('pl')}`, servings: [4, 4] },
  { id: 'hu adag', text: `Krumplileves\n4 adag${list('hu')}`, servings: [4, 4] },
  { id: 'hu főre', text: `Krumplileves\nHozzávalók 6 főre${list('hu')}`.replace('\n\nHozzávalók\n', '\n'), servings: [6, 6] },
  { id: 'hu személyre', text: `Krumplileves\n4 személyre · 45 perc${list('hu')}`, servings: [4, 4] },
  { id: 'en serves range', text: `Potato soup\nServes 4–6${list('en')}`, servings: [4, 6] },
  { id: 'en makes pieces', text: `Potato cakes\nMakes about 12 cakes${list('en')}`, servings: [12, 12] },
  { id: 'en yield label', text: `Potato soup\nYield: 6 bowls${list('en')}`, servings: [6, 6] },
  { id: 'fr pour', text: `Soupe de pommes de terre\nPour 4 à 6 personnes${list('fr')}`, servings: [4, 6] },
  { id: 'fr label', text: `Soupe de pommes de terre\nNombre de parts : 6${list('fr')}`, servings: [6, 6] },
  { id: 'it label', text: `Zuppa di patate\nDosi per: 4 persone${list('it')}`, servings: [4, 4] },
  { id: 'it porzioni', text: `Zuppa di patate\nPorzioni 6 · Tempo 40 min${list('it')}`, servings: [6, 6] },
  { id: 'es raciones', text: `Sopa de patatas\nRaciones: 4${list('es')}`, servings: [4, 4] },
  { id: 'es comensales', text: `Sopa de patatas\nPara 6 comensales${list('es')}`, servings: [6, 6] },
  { id: 'cs porce', text: `Bramborová polévka\nPočet porcí: 4${list('cs')}`, servings: [4, 4] },
  { id: 'cs pro osoby', text: `Bramborová polévka\nPro 4 osoby${list('cs')}`, servings: [4, 4] },
  { id: 'sv portioner', text: `Potatissoppa\n4 portioner · 30 min${list('sv')}`, servings: [4, 4] },
  { id: 'nl personen', text: `Aardappelsoep\nVoor 4 personen${list('nl')}`, servings: [4, 4] },
  { id: 'pt rende', text: `Sopa de batata\nRende 6 porções${list('pt')}`, servings: [6, 6] },
  { id: 'pt serve', text: `Sopa de batata\nServe 4 pessoas${list('pt')}`, servings: [4, 4] },
];

describe('servings written in many forms', () => {
  for (const p of probes) {
    it(p.id, () => {
      const got = Number.parseFloat(String(parseRecipeText(p.text).servings));
      expect(got).toBeGreaterThanOrEqual(p.servings[0]);
      expect(got).toBeLessThanOrEqual(p.servings[1]);
    });
  }
});
