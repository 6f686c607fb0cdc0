/**
 * Issue 32 item 3, written before running the engine on the other phrasings (the Italian "grande" was seen in a blind
 * set): a common word of the recipe's language is never read as the swapped food through another language's endings
 * (a Turkish softened consonant made "grande" the "grant" that is read as grana), and an article keeps its number
 * before a substitute whose number the language's rules cannot tell ("le tagliatelle", never "la tagliatelle").
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const convert = (recipe: string, filters: string[]) => {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.instructions.join('\n');
};

describe('a size word beside the swapped cheese stays a size word', () => {
  const cases: [recipe: string, kept: string][] = [
    [
      `Pasta al pesto\nDosi per: 4 persone\nINGREDIENTI\n400 g di spaghetti\n150 g di pesto\n40 g di Parmigiano Reggiano grattugiato\nPREPARAZIONE\n1. Cuocete gli spaghetti.\n2. In una ciotola grande mescolate il pesto con un po' di acqua di cottura.\n3. Servite con il Parmigiano.`,
      'ciotola grande',
    ],
    [
      `Macarrones con queso\nPara 4 personas\nIngredientes\n400 g de macarrones\n100 g de queso manchego rallado\nPreparación\n1. Cuece los macarrones en una olla grande con agua y sal.\n2. Escúrrelos y mézclalos con el queso manchego.`,
      'olla grande',
    ],
    [
      `Massa com queijo\nRende 4 porções\nIngredientes\n400 g de massa\n80 g de queijo parmesão ralado\nModo de preparo\n1. Coza a massa numa panela grande com água e sal.\n2. Escorra e misture com o queijo parmesão.`,
      'panela grande',
    ],
  ];
  it.each(cases)('%#', (recipe, kept) => {
    expect(convert(recipe, ['Vegan'])).toContain(kept);
  });
});

describe('an article keeps its number before a plural substitute', () => {
  const cases: [recipe: string, filters: string[], wrong: RegExp][] = [
    [
      `Tagliatelle al ragù bianco\nDosi per: 4 persone\nINGREDIENTI\n400 g di tagliatelle all'uovo\n300 g di macinato di vitello\nPREPARAZIONE\n1. Rosolate il macinato.\n2. Cuocete le tagliatelle all'uovo in acqua salata e conditele con il ragù.`,
      ['Vegan'],
      /\bla tagliatelle/i,
    ],
    [
      `Fettuccine burro e salvia\nDosi per: 2 persone\nINGREDIENTI\n250 g di fettuccine all'uovo\n50 g di burro\n6 foglie di salvia\nPREPARAZIONE\n1. Lessate le fettuccine all'uovo.\n2. Sciogliete il burro con la salvia e saltatevi le fettuccine all'uovo.`,
      ['Vegan'],
      /\b(?:la|il) fettuccine/i,
    ],
    [
      `Tagliatelle ai funghi\nDosi per: 4 persone\nINGREDIENTI\n350 g di tagliatelle secche\n300 g di funghi\nPREPARAZIONE\n1. Trifolate i funghi.\n2. Cuocete le tagliatelle e unitele ai funghi.`,
      ['Gluten-Free'],
      /\bla (?:tagliatelle|gluten)/i,
    ],
  ];
  it.each(cases)('%#', (recipe, filters, wrong) => {
    expect(convert(recipe, filters)).not.toMatch(wrong);
  });
});
