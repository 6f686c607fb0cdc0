import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import { generateLocally } from '../../shared/kitchen/engine';
import type { LocalLanguage } from '../../shared/kitchen/language/languages';
import { localiseRecipe, readsAsSafe } from '../../shared/kitchen/language/localiseRecipe';
import { localiseText } from '../../shared/kitchen/language/localiseText';
import { QUALIFIER_NAMES } from '../../shared/kitchen/language/names/qualifiers';
import { SUBSTITUTE_NAMES } from '../../shared/kitchen/language/terms';

/** Recipes written for this test, before the engine's answers were seen: one language and one need each. */
interface Case {
  language: LocalLanguage;
  filters?: string[];
  avoid?: string[];
  text: string;
}

const CASES: Case[] = [
  {
    language: 'de',
    filters: ['Vegan'],
    text: 'Pfannkuchen\nZutaten\n250 g Mehl\n3 Eier\n500 ml Milch\n2 EL Butter\n1 Prise Salz\nZubereitung\nMehl, Eier und Milch zu einem glatten Teig verrühren.\nDie Butter in einer Pfanne schmelzen und den Teig portionsweise ausbacken.',
  },
  {
    language: 'de',
    filters: ['Gluten-Free'],
    text: 'Nudelauflauf\nZutaten\n500 g Nudeln\n200 g Kochschinken\n200 ml Sahne\n100 g geriebener Käse\nZubereitung\nDie Nudeln in Salzwasser bissfest kochen.\nMit Schinken und Sahne mischen, in eine Form geben, mit Käse bestreuen und 20 Minuten backen.',
  },
  {
    language: 'fr',
    filters: ['Dairy-Free'],
    text: 'Gratin de pommes de terre\nIngrédients\n1 kg de pommes de terre\n50 cl de lait\n20 cl de crème\n30 g de beurre\nPréparation\nÉpluchez les pommes de terre et coupez-les en rondelles.\nFaites chauffer le lait et la crème, versez sur les pommes de terre et parsemez de beurre.\nFaites cuire 1 heure au four à 180 °C.',
  },
  {
    language: 'fr',
    avoid: ['eggs'],
    text: 'Crêpes\nIngrédients\n250 g de farine\n4 œufs\n50 cl de lait\n1 pincée de sel\nPréparation\nMélangez la farine et les œufs, puis ajoutez le lait petit à petit.\nFaites cuire les crêpes dans une poêle chaude.',
  },
  {
    language: 'es',
    filters: ['Dairy-Free'],
    text: 'Arroz con leche\nIngredientes\n1 l de leche\n200 g de arroz redondo\n150 g de azúcar\n1 rama de canela\nPreparación\nCuece el arroz en la leche con la canela durante 40 minutos, removiendo a menudo.\nAñade el azúcar y deja enfriar.',
  },
  {
    language: 'it',
    filters: ['Gluten-Free'],
    text: "Spaghetti al pomodoro\nIngredienti\n320 g di spaghetti\n400 g di pomodori pelati\n2 cucchiai di olio\n1 spicchio d'aglio\nPreparazione\nCuocete gli spaghetti in acqua salata.\nScaldate l'olio con l'aglio, aggiungete i pomodori e condite gli spaghetti.",
  },
  {
    language: 'it',
    filters: ['Vegan'],
    text: 'Risotto ai funghi\nIngredienti\n320 g di riso\n300 g di funghi\n1 l di brodo di pollo\n50 g di burro\nPreparazione\nTostate il riso, aggiungete i funghi e il brodo poco alla volta.\nMantecate con il burro.',
  },
  {
    language: 'pt',
    filters: ['Vegan'],
    text: 'Frango com natas\nIngredientes\n600 g de peito de frango\n200 ml de natas\n1 cebola\n2 colheres de sopa de manteiga\nModo de preparo\nCorte o frango em cubos.\nDerreta a manteiga, junte a cebola e o frango e cozinhe 10 minutos.\nJunte as natas e deixe engrossar.',
  },
  {
    language: 'nl',
    avoid: ['eggs'],
    text: 'Cake\nIngrediënten\n200 g bloem\n200 g boter\n200 g suiker\n4 eieren\nBereiding\nKlop de boter met de suiker romig.\nVoeg de eieren één voor één toe en spatel de bloem erdoor.\nBak de cake 50 minuten op 175 graden.',
  },
  {
    language: 'pl',
    filters: ['Dairy-Free'],
    text: 'Naleśniki\nSkładniki\n1 szklanka mąki\n2 jajka\n1 szklanka mleka\n2 łyżki masła\nPrzygotowanie\nMąkę wymieszać z jajkami i mlekiem.\nMasło roztopić na patelni i smażyć cienkie naleśniki.',
  },
  {
    language: 'sv',
    filters: ['Vegan'],
    text: 'Köttbullar\nIngredienser\n500 g nötfärs\n1 ägg\n1 dl mjölk\n2 msk smör\nGör så här\nBlanda färsen med ägg och mjölk.\nForma små bullar och stek dem i smöret.',
  },
  {
    language: 'da',
    filters: ['Gluten-Free'],
    text: 'Frikadeller\nIngredienser\n500 g hakket svinekød\n3 spsk hvedemel\n1 æg\n1 dl mælk\nFremgangsmåde\nRør kødet med hvedemel, æg og mælk.\nSteg frikadellerne på panden i 10 minutter.',
  },
  {
    language: 'nb',
    filters: ['Dairy-Free'],
    text: 'Risgrøt\nIngredienser\n2 dl grøtris\n1 liter melk\n1 ss smør\nFremgangsmåte\nKok risen i melken i 45 minutter.\nRør inn smøret til slutt.',
  },
];

/** The English names (and their plurals) the language says otherwise, and the free-from words. */
function englishNames(language: LocalLanguage): string[] {
  const names = Object.entries(SUBSTITUTE_NAMES)
    .filter(([english, local]) => local[language] !== undefined && local[language]?.toLowerCase() !== english)
    .flatMap(([english]) => [english, `${english}s`]);
  const qualifiers = Object.entries(QUALIFIER_NAMES)
    .filter(([, local]) => local[language] !== undefined)
    .map(([english]) => english);
  return [...names, ...qualifiers];
}

function namesIn(text: string, names: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return names.filter((name) => {
    const at = lower.indexOf(name);
    if (at < 0) return false;
    const before = lower.charAt(at - 1);
    const after = lower.charAt(at + name.length);
    const letter = (c: string) => c !== '' && c.toLowerCase() !== c.toUpperCase();
    return !letter(before) && !letter(after);
  });
}

function localNames(language: LocalLanguage): string[] {
  return Object.values(SUBSTITUTE_NAMES).flatMap((local) => (local[language] ? [local[language].toLowerCase()] : []));
}

describe('converted recipes say their substitutes in the recipe language', () => {
  for (const c of CASES) {
    const need = [...(c.filters ?? []), ...(c.avoid ?? []).map((a) => `avoid ${a}`)].join(', ');
    it(`${c.language}, ${need}: ${c.text.split('\n')[0]}`, () => {
      const result = generateLocally({ originalRecipe: c.text, filters: c.filters ?? [], avoidIngredients: c.avoid ?? [] });
      expect(result.ok, result.ok ? '' : result.error).toBe(true);
      if (!result.ok) return;
      const { recipe } = result;
      const own = namesIn(c.text, englishNames(c.language));
      const left = englishNames(c.language).filter((n) => !own.includes(n));
      // No English substitute name is left in the list, but one the knowledge would read as a forbidden or unknown
      // food in this language (kept in English so that the check holds); the method keeps only what the list keeps.
      const scope = { language: c.language, original: c.text, originalLower: c.text.toLowerCase() };
      const request = { text: c.text, filters: c.filters ?? [], avoid: c.avoid ?? [] };
      const localLine = (line: string, name: string) => localiseText(line, scope, 'line', new Map(), { allowed: (e) => e === name });
      // Kept in English where the check would read the recipe otherwise: a name sharing the word of the food it
      // replaced ("vegansk smör" for "smör") would make a step the engine left unchanged read as the substitute.
      const verdict = (r: typeof recipe) =>
        checkOutput(r, { filters: c.filters ?? [], avoid: c.avoid ?? [] })
          .map((v) => `${v.filter} ${v.rule}`)
          .sort()
          .join('|');
      const readOtherwise = (line: string, name: string) =>
        verdict({ ...recipe, ingredients: recipe.ingredients.map((l) => (l === line ? localLine(line, name) : l)) }) !== verdict(recipe);
      const misread = (line: string, name: string) =>
        !readsAsSafe(line, localLine(line, name), request, new Set()) || readOtherwise(line, name);
      // A name inside a longer one kept in English ("flour" of "gluten-free all-purpose flour blend") is that one.
      const outermost = (found: string[]) => found.filter((n) => !found.some((m) => m !== n && m.includes(n)));
      const listLeft = recipe.ingredients.flatMap((line) => outermost(namesIn(line, left)).map((name) => ({ line, name })));
      expect(listLeft.filter(({ line, name }) => !misread(line, name)).map(({ line, name }) => `${name} in "${line}"`)).toEqual([]);
      // The method may say a kept name in the singular or plural.
      const keptNames = listLeft.flatMap(({ name }) => [name, `${name}s`, name.endsWith('s') ? name.slice(0, -1) : name]);
      expect(
        recipe.instructions.flatMap((step) =>
          outermost(namesIn(step, left))
            .filter((n) => !keptNames.includes(n))
            .map((n) => `${n} in "${step}"`),
        ),
      ).toEqual([]);
      // A substitute is named in the recipe's language in the list.
      const changed = recipe.ingredients.filter((line) => !c.text.includes(line));
      expect(changed.length, 'the engine changed a line').toBeGreaterThan(0);
      const said = localNames(c.language);
      const qualifierWords = Object.values(QUALIFIER_NAMES).flatMap((q) => {
        const said = q[c.language];
        return said ? [said.word.toLowerCase()] : [];
      });
      // (unless every new line names only what the knowledge misreads in this language: kept in English, above).
      expect(
        changed.some((line) => [...said, ...qualifierWords].some((name) => line.toLowerCase().includes(name))) || listLeft.length > 0,
        changed.join(' | '),
      ).toBe(true);
      // The check still holds on what the cook reads.
      const violations = checkOutput(recipe, { filters: c.filters ?? [], avoid: c.avoid ?? [] });
      // No violation names a food by a localised name (the food a violation names follows "names ").
      const namedFood = (rule: string) => (rule.startsWith('names ') ? rule.slice(6, rule.indexOf(':')).toLowerCase() : '');
      const inserted = said.filter((name) => namesIn(c.text, [name]).length === 0);
      expect(violations.filter((v) => inserted.includes(namedFood(v.rule)))).toEqual([]);
      // Tips and notices stay in the app's language: they are not rewritten.
      expect(recipe.tips.join(' ')).not.toBe('');
    });
  }

  it('the method names the substitute the list names, in the same language (German pancakes, vegan)', () => {
    const c = CASES[0] as Case;
    const result = generateLocally({ originalRecipe: c.text, filters: c.filters ?? [] });
    if (!result.ok) throw new Error(result.error);
    const said = localNames('de');
    const inSteps = said.filter((name) => result.recipe.instructions.join(' ').toLowerCase().includes(name));
    const inList = said.filter((name) => result.recipe.ingredients.join(' ').toLowerCase().includes(name));
    expect(inSteps.length).toBeGreaterThan(0);
    expect(inSteps.every((name) => inList.some((l) => l.includes(name) || name.includes(l)))).toBe(true);
  });

  // The knowledge reads free-from words in the recipe's language ("glutenfreie", "sans gluten": filters/qualifiers.ts takes
  // them from language/names/qualifiers.ts), so the line is said in German.
  it('German pasta made gluten-free reads "glutenfreie Nudeln"', () => {
    const de = generateLocally({ originalRecipe: (CASES[1] as Case).text, filters: ['Gluten-Free'] });
    if (!de.ok) throw new Error(de.error);
    expect(de.recipe.ingredients.join('\n')).toContain('glutenfreie Nudeln');
  });

  it('English recipes are left as the engine wrote them', () => {
    const text =
      'Pancakes\nIngredients\n200 g flour\n2 eggs\n300 ml milk\n1 tbsp butter\nMethod\nWhisk the flour, eggs and milk.\nFry in the butter.';
    const result = generateLocally({ originalRecipe: text, filters: ['Vegan'] });
    if (!result.ok) throw new Error(result.error);
    expect(localiseRecipe(result.recipe, { text, filters: ['Vegan'], avoid: [] })).toBe(result.recipe);
  });
});
