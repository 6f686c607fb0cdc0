import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { parseMinutes } from '../fixtures/blind/scaling';

/**
 * Waiting is never cooking, in every language (issue 31), written blind: a dough's rise, a marinade, setting in the
 * fridge, soaking and standing, in a recipe that states no times of its own. The cooking time read from the method is
 * the one cooking step's time only.
 */
type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'hu' | 'cs' | 'tr';

/** A list, and a method whose one cooking step takes 20 minutes; the waiting step goes between. */
const RECIPE: Record<Lang, { list: string; cook: string }> = {
  en: { list: 'Ingredients\n500 g flour\n2 eggs\n200 ml milk', cook: 'Bake for 20 minutes until golden.' },
  de: { list: 'Zutaten\n500 g Mehl\n2 Eier\n200 ml Milch', cook: 'Im Ofen 20 Minuten goldbraun backen.' },
  fr: { list: 'Ingrédients\n500 g de farine\n2 œufs\n20 cl de lait', cook: 'Cuire au four 20 minutes.' },
  es: { list: 'Ingredientes\n500 g de harina\n2 huevos\n200 ml de leche', cook: 'Hornear 20 minutos hasta que se dore.' },
  it: { list: 'Ingredienti\n500 g di farina\n2 uova\n200 ml di latte', cook: 'Cuocete in forno per 20 minuti.' },
  pt: { list: 'Ingredientes\n500 g de farinha\n2 ovos\n200 ml de leite', cook: 'Asse por 20 minutos até dourar.' },
  nl: { list: 'Ingrediënten\n500 g bloem\n2 eieren\n200 ml melk', cook: 'Bak 20 minuten in de oven.' },
  pl: { list: 'Składniki\n500 g mąki\n2 jajka\n200 ml mleka', cook: 'Piec 20 minut na złoty kolor.' },
  sv: { list: 'Ingredienser\n5 dl vetemjöl\n2 ägg\n2 dl mjölk', cook: 'Grädda i ugnen i 20 minuter.' },
  hu: { list: 'Hozzávalók\n50 dkg liszt\n2 tojás\n2 dl tej', cook: 'Sütőben 20 percig sütjük.' },
  cs: { list: 'Suroviny\n500 g mouky\n2 vejce\n200 ml mléka', cook: 'Pečeme 20 minut dozlatova.' },
  tr: { list: 'Malzemeler\n500 g un\n2 yumurta\n200 ml süt', cook: 'Fırında 20 dakika pişirin.' },
};

const METHOD_HEADING: Record<Lang, string> = {
  en: 'Method',
  de: 'Zubereitung',
  fr: 'Préparation',
  es: 'Preparación',
  it: 'Procedimento',
  pt: 'Modo de preparo',
  nl: 'Bereiding',
  pl: 'Przygotowanie',
  sv: 'Gör så här',
  hu: 'Elkészítés',
  cs: 'Postup',
  tr: 'Hazırlanışı',
};

const WAITING: Record<string, readonly [Lang, string][]> = {
  'a dough rises': [
    ['en', 'Cover the dough and leave to rise for 1 hour, until doubled in size.'],
    ['en', 'Leave the dough somewhere warm for 90 minutes until puffy.'],
    ['de', 'Den Teig abgedeckt an einem warmen Ort 1 Stunde gehen lassen.'],
    ['de', 'Teig 45 Minuten aufgehen lassen.'],
    ['fr', 'Laisser lever la pâte 1 heure dans un endroit tiède.'],
    ['fr', 'Laisser pousser la pâte 2 heures.'],
    ['es', 'Tapar la masa y dejar que suba 1 hora.'],
    ['es', 'Dejar fermentar la masa 90 minutos.'],
    ['it', "Coprite l'impasto e lasciatelo lievitare 2 ore."],
    ['pt', 'Cubra e deixe a massa crescer por 1 hora.'],
    ['nl', 'Laat het deeg afgedekt 1 uur rijzen.'],
    ['pl', 'Ciasto przykryć i odstawić do wyrośnięcia na 1 godzinę.'],
    ['sv', 'Låt degen jäsa under bakduk i 1 timme.'],
    ['hu', 'A tésztát letakarva 1 órát kelesztjük.'],
    ['cs', 'Těsto necháme 1 hodinu kynout.'],
    ['tr', 'Hamuru üzerini örterek 1 saat mayalanmaya bırakın.'],
  ],
  'a marinade waits': [
    ['en', 'Marinate the chicken at least 1 hour, better overnight.'],
    ['en', 'Coat the chicken with the yogurt. At least 1 hour, better overnight.'],
    ['de', 'Das Fleisch mindestens 1 Stunde, besser über Nacht, in der Marinade ziehen lassen.'],
    ['de', 'Fleisch mit der Marinade einreiben. Mindestens 2 Stunden, besser über Nacht.'],
    ['fr', 'Laisser mariner au moins 1 heure, idéalement toute une nuit.'],
    ['es', 'Dejar marinar como mínimo 1 hora, mejor toda la noche.'],
    ['it', 'Lasciate insaporire almeno 1 ora, meglio tutta la notte.'],
    ['pt', 'Deixe marinar por pelo menos 1 hora, de preferência de um dia para o outro.'],
    ['nl', 'Laat minstens 1 uur marineren, liefst een hele nacht.'],
    ['pl', 'Marynować co najmniej 1 godzinę, najlepiej całą noc.'],
    ['sv', 'Låt marinera minst 1 timme, gärna över natten.'],
    ['hu', 'Legalább 1 órát, de inkább egy éjszakát pácoljuk.'],
    ['cs', 'Marinujeme alespoň 1 hodinu, nejlépe přes noc.'],
    ['tr', 'En az 1 saat, tercihen bir gece marine edin.'],
  ],
  'setting in the fridge': [
    ['en', 'Pour into the tin and refrigerate 3 hours to firm up.'],
    ['en', 'Chill for 3 hours until set.'],
    ['de', 'Die Creme 3 Stunden im Kühlschrank fest werden lassen.'],
    ['fr', 'Placer 3 heures au frais pour que ça prenne.'],
    ['es', 'Meter en la nevera 3 horas para que cuaje.'],
    ['it', 'Mettete in frigo 3 ore a rassodare.'],
    ['pt', 'Leve à geladeira por 3 horas para firmar.'],
    ['nl', 'Zet 3 uur in de koelkast om op te stijven.'],
    ['pl', 'Wstawić do lodówki na 3 godziny do stężenia.'],
    ['sv', 'Ställ i kylen 3 timmar så att den stelnar.'],
    ['hu', 'Hűtőbe tesszük 3 órára, hogy megdermedjen.'],
    ['cs', 'Dáme na 3 hodiny do lednice ztuhnout.'],
    ['tr', 'Buzdolabında 3 saat dinlendirin.'],
  ],
  'soaking and standing': [
    ['en', 'Soak the beans in cold water for 8 hours.'],
    ['en', 'Let it stand 15 minutes before slicing.'],
    ['de', 'Die Kichererbsen 12 Stunden einweichen.'],
    ['fr', 'Faire tremper les pois chiches 12 heures.'],
    ['es', 'Poner los garbanzos en remojo 12 horas.'],
    ['it', 'Mettete in ammollo i ceci per 12 ore.'],
    ['pt', 'Deixe o feijão de molho por 8 horas.'],
    ['nl', 'Laat de kikkererwten 12 uur weken.'],
    ['pl', 'Fasolę namoczyć na 8 godzin.'],
    ['sv', 'Blötlägg bönorna i 8 timmar.'],
    ['hu', 'A babot 8 órára beáztatjuk.'],
    ['cs', 'Fazole namočíme na 8 hodin.'],
    ['tr', 'Nohutları 8 saat suda bekletin.'],
  ],
};

function recipe(lang: Lang, waiting: string): string {
  const r = RECIPE[lang];
  return `Test\n\n${r.list}\n\n${METHOD_HEADING[lang]}\n1. ${waiting}\n2. ${r.cook}\n`;
}

describe('waiting is never cooking, read blind (issue 31)', () => {
  for (const [rule, cases] of Object.entries(WAITING)) {
    it.each(cases.map(([lang, text]) => [text, lang] as const))(`${rule}: %s`, (text, lang) => {
      const read = parseRecipeText(recipe(lang, text));
      expect(parseMinutes(read.cookTime)).toBe(20);
      expect(read.ingredients).toHaveLength(3);
    });
  }

  it('has three phrasings or more of every rule, in several languages', () => {
    for (const cases of Object.values(WAITING)) {
      expect(cases.length).toBeGreaterThanOrEqual(3);
      expect(new Set(cases.map(([lang]) => lang)).size).toBeGreaterThanOrEqual(8);
    }
  });
});
