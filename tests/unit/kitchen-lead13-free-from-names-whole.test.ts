/**
 * A free-from product the engine puts into a recipe written in another language is named in that language, whole
 * (issue 32, issue 30 class 4): "pane senza glutine", never "white bread senza glutine" or "white senza glutine
 * bread"; and the knowledge reads such a name as the product, never as the allergen its "without" words name
 * ("pane senza glutine" is bread, not gluten: it is still high in carbohydrate). Written blind, before running the
 * engine: bread, pasta, breadcrumbs, flour, milk and butter in nine languages, in the list and in the method.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import '../../shared/kitchen/knowledge/installed';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function convert(text: string, filters: string[]): StructuredRecipe {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

/** English words of the engine's own substitute names that a recipe in another language should not be left with. */
const ENGLISH_WORDS = ['bread', 'white', 'flour', 'blend', 'pasta', 'breadcrumbs', 'milk', 'butter', 'plain', 'crumbs', 'free'];

const wordsIn = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .flatMap((w) => w.split('-'));

/** The engine's English words in a line, but the recipe's own ("pasta", "Butter" are Italian and German too). */
function englishWordsIn(text: string, original: string): string[] {
  const own = new Set(wordsIn(original));
  const words = wordsIn(text);
  return ENGLISH_WORDS.filter((english) => words.includes(english) && !own.has(english));
}

interface Case {
  name: string;
  filters: string[];
  text: string;
  /** Why the case still fails, where it does (an expected failure). */
  fails?: string;
}

const CASES: Case[] = [
  {
    name: 'French croque, Gluten-Free: the sliced bread',
    filters: ['Gluten-Free'],
    fails:
      'French "sans" is not read as a without-word yet (read so, it turned one held-out case unsafe): "pain blanc sans gluten" reads as gluten and the whole English name stays',
    text: `Croque-monsieur
Pour 2 personnes
4 tranches de pain de mie
2 tranches de jambon
60 g de gruyère râpé
Préparation
Beurrer les tranches de pain de mie.
Garnir de jambon et de gruyère, refermer et dorer 5 minutes à la poêle.`,
  },
  {
    name: 'Spanish albóndigas, Gluten-Free: the breadcrumbs',
    filters: ['Gluten-Free'],
    text: `Albóndigas en salsa
Para 4 personas
500 g de carne picada
50 g de pan rallado
1 huevo
400 g de tomate triturado
Elaboración
Mezclar la carne con el pan rallado y el huevo y formar bolas.
Freír las albóndigas y cocerlas 20 minutos en el tomate.`,
  },
  {
    name: 'Italian pasta e ceci, Gluten-Free: the dried pasta',
    filters: ['Gluten-Free'],
    fails:
      'the check reads "brodo" in the English step as a stock to verify and not in the Italian one ("pasta corta senza glutine nel brodo"), so the localiser gives the line back in English',
    text: `Pasta e ceci
Per 4 persone
320 g di pasta corta
400 g di ceci lessati
1 spicchio d'aglio
Procedimento
Soffriggere l'aglio, unire i ceci e un mestolo d'acqua.
Cuocere la pasta nel brodo di ceci per 10 minuti.`,
  },
  {
    name: 'German Pfannkuchen, Dairy-Free: the milk and the butter',
    filters: ['Dairy-Free'],
    text: `Pfannkuchen
Für 4 Personen
250 g Mehl
500 ml Milch
3 Eier
2 EL Butter
Zubereitung
Mehl, Milch und Eier zu einem glatten Teig verrühren.
Die Butter in einer Pfanne erhitzen und die Pfannkuchen darin goldbraun backen.`,
  },
  {
    name: 'Portuguese panquecas, Gluten-Free: the wheat flour',
    filters: ['Gluten-Free'],
    text: `Panquecas
Para 4 pessoas
200 g de farinha de trigo
300 ml de leite
2 ovos
Preparação
Misture a farinha de trigo com o leite e os ovos.
Cozinhe as panquecas numa frigideira quente.`,
  },
  {
    name: 'Dutch tosti, Gluten-Free: the bread',
    filters: ['Gluten-Free'],
    text: `Tosti ham kaas
Voor 2 personen
4 sneetjes brood
2 plakjes ham
2 plakjes kaas
Bereiding
Beleg twee sneetjes brood met ham en kaas en leg de andere sneetjes erop.
Bak de tosti 4 minuten in een tosti-ijzer.`,
  },
  {
    name: 'Polish naleśniki, Dairy-Free: the milk',
    filters: ['Dairy-Free'],
    fails:
      '"mleko owsiane" says the removed food\'s word, and its second name ("napój owsiany") would need the Polish step\'s case, which the localiser does not write',
    text: `Naleśniki
Porcje: 4
1 szklanka mąki
1 szklanka mleka
2 jajka
Przygotowanie
Mąkę wymieszać z mlekiem i jajkami.
Smażyć naleśniki na rozgrzanej patelni.`,
  },
  {
    name: 'Swedish pannkakor, Gluten-Free: the flour',
    filters: ['Gluten-Free'],
    text: `Pannkakor
4 portioner
2 1/2 dl vetemjöl
6 dl mjölk
3 ägg
Gör så här
Vispa vetemjölet med hälften av mjölken, vispa i resten av mjölken och äggen.
Stek tunna pannkakor i smör.`,
  },
  {
    name: 'Czech smažený sýr, Gluten-Free: the breadcrumbs and the flour',
    filters: ['Gluten-Free'],
    text: `Smažený sýr
Porce: 2
2 plátky eidamu
2 lžíce hladké mouky
1 vejce
50 g strouhanky
Postup
Sýr obalte v mouce, vejci a strouhance.
Smažte na oleji dozlatova.`,
  },
];

describe('a free-from product is named whole in the recipe language (blind, nine languages)', () => {
  for (const c of CASES) {
    (c.fails ? it.fails : it)(c.name, () => {
      const recipe = convert(c.text, c.filters);
      const written = c.text.toLowerCase();
      const added = [...recipe.ingredients, ...recipe.instructions].filter((l) => !written.includes(l.toLowerCase()));
      expect(added.length).toBeGreaterThan(0);
      for (const line of added) expect(englishWordsIn(line, c.text), line).toEqual([]);
    });
  }
});

describe('a "without" phrase names what the product is without, never the product (blind)', () => {
  const lines: [string, string][] = [
    ['200 g pane senza glutine', 'high-carb'],
    ['250 g de pâtes sans gluten', 'high-carb'],
    ['4 rebanadas de pan sin gluten', 'high-carb'],
    ['300 g Nudeln ohne Gluten', 'high-carb'],
    ['500 g хлеба без глютена', 'high-carb'],
  ];
  for (const [line, tag] of lines) {
    it(line, () => {
      expect([...analyseLine(line).tags]).toContain(tag);
    });
  }
  // Portuguese "massa" alone is read as a dough, not as pasta.
  it.fails('200 g massa sem glúten', () => {
    expect([...analyseLine('200 g massa sem glúten').tags]).toContain('high-carb');
  });
});
