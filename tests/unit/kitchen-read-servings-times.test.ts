import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * Servings and times every way people write them (issue 31), written blind, three phrasings or more per rule in
 * several languages: servings in a sentence or a label, pieces as servings, a tin size beside the servings, a yield
 * with its slices, several times on one line, "ready in", and resting or chilling that is never cooking.
 */
type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'hu' | 'cs';

/** A short recipe body per language: a list and a method that states no time of its own. */
const BODY: Record<Lang, string> = {
  en: 'Ingredients\n200 g flour\n2 eggs\n100 ml milk\n\nMethod\nWhisk everything together.\nBake until golden.',
  de: 'Zutaten\n200 g Mehl\n2 Eier\n100 ml Milch\n\nZubereitung\nAlles verrühren.\nGoldbraun backen.',
  fr: 'Ingrédients\n200 g de farine\n2 œufs\n10 cl de lait\n\nPréparation\nTout mélanger.\nCuire jusqu’à ce que ce soit doré.',
  es: 'Ingredientes\n200 g de harina\n2 huevos\n100 ml de leche\n\nPreparación\nMezcla todo.\nHornea hasta que esté dorado.',
  it: 'Ingredienti\n200 g di farina\n2 uova\n100 ml di latte\n\nProcedimento\nMescolate tutto.\nCuocete finché è dorato.',
  pt: 'Ingredientes\n200 g de farinha\n2 ovos\n100 ml de leite\n\nModo de preparo\nMisture tudo.\nAsse até dourar.',
  nl: 'Ingrediënten\n200 g bloem\n2 eieren\n100 ml melk\n\nBereiding\nMeng alles.\nBak goudbruin.',
  pl: 'Składniki\n200 g mąki\n2 jajka\n100 ml mleka\n\nPrzygotowanie\nWszystko wymieszać.\nPiec na złoty kolor.',
  sv: 'Ingredienser\n2 dl vetemjöl\n2 ägg\n1 dl mjölk\n\nGör så här\nVispa ihop allt.\nGrädda tills gyllene.',
  hu: 'Hozzávalók\n20 dkg liszt\n2 tojás\n1 dl tej\n\nElkészítés\nMindent összekeverünk.\nAranybarnára sütjük.',
  cs: 'Suroviny\n200 g mouky\n2 vejce\n100 ml mléka\n\nPostup\nVše smícháme.\nPečeme dozlatova.',
};

interface MetaCase {
  lang: Lang;
  /** The lines between the title and the list, as written. */
  meta: string;
  servings?: number;
  times?: { prep?: number; cook?: number; total?: number; rest?: number };
}

const recipeOf = (c: MetaCase) => `Testrezept\n${c.meta}\n\n${BODY[c.lang]}\n`;

const RULES: Record<string, readonly MetaCase[]> = {
  'servings as a sentence or label': [
    { lang: 'de', meta: 'Für 4 Personen', servings: 4 },
    { lang: 'fr', meta: 'Pour 6 personnes', servings: 6 },
    { lang: 'it', meta: 'Porzioni: 4', servings: 4 },
    { lang: 'es', meta: 'Raciones: 8', servings: 8 },
    { lang: 'nl', meta: 'Aantal personen: 3', servings: 3 },
    { lang: 'pl', meta: 'Liczba porcji: 5', servings: 5 },
    { lang: 'sv', meta: 'Antal portioner: 6', servings: 6 },
    { lang: 'cs', meta: 'Počet porcí: 2', servings: 2 },
    { lang: 'pt', meta: 'Serve 4 pessoas', servings: 4 },
    { lang: 'hu', meta: 'Adag: 4 fő', servings: 4 },
    { lang: 'en', meta: 'Feeds 6', servings: 6 },
  ],
  'a tin size beside the servings is not the servings': [
    { lang: 'en', meta: '20 cm tin, serves 8', servings: 8 },
    { lang: 'de', meta: 'Springform Ø 26 cm – 12 Stück', servings: 12 },
    { lang: 'fr', meta: 'Moule de 24 cm, 8 parts', servings: 8 },
    { lang: 'en', meta: 'Serves 10 (one 23cm / 9-inch tin)', servings: 10 },
    { lang: 'pl', meta: 'Tortownica 24 cm, 12 porcji', servings: 12 },
  ],
  'a yield with its slices or pieces gives the servings': [
    { lang: 'en', meta: 'Yield: 1 loaf (10 slices)', servings: 10 },
    { lang: 'de', meta: 'Ergibt 1 Brot (ca. 12 Scheiben)', servings: 12 },
    { lang: 'pt', meta: 'Rendimento: 1 bolo (10 fatias)', servings: 10 },
    { lang: 'en', meta: 'Makes 24 cookies', servings: 24 },
    { lang: 'it', meta: 'Per circa 20 biscotti', servings: 20 },
  ],
  'several times on one line': [
    { lang: 'en', meta: 'Prep 20 min · Cook 1 h', times: { prep: 20, cook: 60 } },
    { lang: 'fr', meta: 'Préparation 15 min | Cuisson 45 min', times: { prep: 15, cook: 45 } },
    { lang: 'pl', meta: 'Przygotowanie: 10 min, pieczenie: 35 min', times: { prep: 10, cook: 35 } },
    { lang: 'es', meta: 'Preparación: 15 min / Cocción: 1 h 10 min', times: { prep: 15, cook: 70 } },
    { lang: 'sv', meta: 'Tid: 15 min förberedelse, 30 min i ugnen', times: { prep: 15, cook: 30 } },
  ],
  'ready in is the total time': [
    { lang: 'en', meta: 'Ready in 1 hr 5 mins', times: { total: 65 } },
    { lang: 'nl', meta: 'Klaar in 45 minuten', times: { total: 45 } },
    { lang: 'es', meta: 'Listo en 1 hora y 10 minutos', times: { total: 70 } },
    { lang: 'de', meta: 'Fertig in 35 Minuten', times: { total: 35 } },
    { lang: 'it', meta: 'Pronto in 25 minuti', times: { total: 25 } },
  ],
  'resting or chilling is never cooking': [
    { lang: 'en', meta: 'Chill: 2 hours', times: { rest: 120 } },
    { lang: 'de', meta: 'Kühlzeit: 3 Std.', times: { rest: 180 } },
    { lang: 'fr', meta: 'Temps de repos : 1 h', times: { rest: 60 } },
    { lang: 'es', meta: 'Tiempo de reposo: 30 minutos', times: { rest: 30 } },
    { lang: 'cs', meta: 'Doba chlazení: 4 hodiny', times: { rest: 240 } },
    { lang: 'en', meta: 'Cook 25 mins, plus 1 hr resting', times: { cook: 25, rest: 60 } },
  ],
  'hours with a decimal comma or a fraction': [
    { lang: 'de', meta: 'Backzeit: 1,5 Std.', times: { cook: 90 } },
    { lang: 'pl', meta: 'Czas pieczenia: 1,5 godziny', times: { cook: 90 } },
    { lang: 'en', meta: 'Cook time: 1½ hours', times: { cook: 90 } },
    { lang: 'nl', meta: 'Oventijd: 1,5 uur', times: { cook: 90 } },
  ],
};

describe('servings and times, read blind (issue 31)', () => {
  for (const [rule, cases] of Object.entries(RULES)) {
    it.each(cases.map((c) => [c.meta, c] as const))(`${rule}: %s`, (_, c) => {
      const doc = parseRecipeDocument(recipeOf(c));
      if (c.servings !== undefined) expect(doc.servings).toBe(c.servings);
      for (const [kind, minutes] of Object.entries(c.times ?? {}))
        expect(doc.times[kind as keyof typeof doc.times]?.minutes, kind).toBe(minutes);
      if (c.times && c.times.cook === undefined) {
        // A time the text does not give as cooking is never read as cooking.
        expect(doc.times.cook).toBeUndefined();
        expect(parseRecipeText(recipeOf(c)).cookTime).toBe('');
      }
      const ingredients = doc.ingredientGroups.flatMap((g) => g.lines);
      expect(ingredients).toHaveLength(3);
    });
  }

  it('has three phrasings or more of every rule, in several languages', () => {
    for (const cases of Object.values(RULES)) {
      expect(cases.length).toBeGreaterThanOrEqual(3);
      expect(new Set(cases.map((c) => c.lang)).size).toBeGreaterThanOrEqual(3);
    }
  });
});
