import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import { generateLocally } from '../../shared/kitchen/engine';
import { findFoodMentions } from '../../shared/kitchen/resolve/findFoodMentions';

/**
 * Written blind (before running the engine on them): foods a recipe names only in its method, tips or description
 * (a serving suggestion, a drink to go with it) are read by the same knowledge as the list. Under a filter that
 * forbids one, the answer is never called compliant and never keeps it silently.
 */

describe('findFoodMentions finds the foods a sentence names, in many languages', () => {
  it.each([
    ['Ladle into bowls and serve with crusty sourdough bread.', /sourdough bread|bread/],
    ['Finish each bowl with a spoonful of sour cream.', /sour cream/],
    ['Dazu schmeckt ein kühles Bier.', /Bier/],
    ['Mit einem Klecks Schmand servieren.', /Schmand/],
    ['Servez avec des tranches de baguette grillée.', /baguette/],
    ['Acompañar con una copa de vino tinto.', /vino tinto|vino/],
    ['Servire con una spolverata di parmigiano.', /parmigiano/],
    ['Sirva com queijo ralado por cima.', /queijo/],
    ['Serveer met een bolletje vanille-ijs.', /ijs/],
    ['Yanında yoğurt ile servis yapın.', /yoğurt/],
    ['Podawać z kefirem i koperkiem.', /kefirem/],
    ['Servera med vaniljglass och bär.', /vaniljglass/],
  ])('"%s" names a food', (text, wanted) => {
    const found = findFoodMentions(text).map((m) => m.text);
    expect(found.some((t) => wanted.test(t))).toBe(true);
  });

  it('the longest name wins and its span is where the text says it', () => {
    const text = 'Serve with a dollop of crème fraîche.';
    const mention = findFoodMentions(text).find((m) => /crème/i.test(m.text));
    expect(mention?.text).toBe('crème fraîche');
    expect(text.slice(mention?.start, mention?.end)).toBe('crème fraîche');
    expect(mention?.food.tags.has('dairy')).toBe(true);
  });

  it.each([
    ['Bring to the boil, then lower the heat and simmer for 20 minutes.'],
    ['Porter à ébullition puis laisser mijoter 10 minutes.'],
    ['Freír hasta que estén doradas por ambos lados.'],
    ['Im vorgeheizten Ofen bei 180 °C 25 Minuten backen.'],
    ['Fırında 20 dakika pişirin ve sıcak servis yapın.'],
    ['Season to taste and serve immediately.'],
  ])('"%s" names no food that a filter forbids', (text) => {
    const forbidding = findFoodMentions(text).filter((m) =>
      ['dairy', 'gluten', 'egg', 'alcohol', 'pork', 'meat', 'fish'].some((tag) => m.food.tags.has(tag as never)),
    );
    expect(forbidding.map((m) => m.text)).toEqual([]);
  });

  it('a free-from or plant version named in the sentence is that product, not the allergen', () => {
    for (const text of ['Serve with dairy-free yoghurt.', 'Top with a spoonful of vegan crème fraîche.', 'Serve with gluten-free bread.']) {
      const mentions = findFoodMentions(text);
      expect(mentions.every((m) => m.qualified === true || !(m.food.tags.has('dairy') || m.food.tags.has('gluten')))).toBe(true);
    }
  });
});

interface Case {
  name: string;
  text: string;
  filters: string[];
  avoid?: string[];
  /** the forbidden food as a sentence of the answer may still name it */
  forbidden: RegExp;
}

const SOUP = (lang: string) =>
  ({
    en: 'Carrot soup\nServes 4\n\n500 g carrots\n1 onion\n2 tbsp olive oil\n1 l water\n1 tsp salt\n\n',
    de: 'Karottensuppe\nFür 4 Personen\n\n500 g Karotten\n1 Zwiebel\n2 EL Olivenöl\n1 l Wasser\n1 TL Salz\n\n',
    fr: 'Soupe de carottes\nPour 4 personnes\n\n500 g de carottes\n1 oignon\n2 c. à soupe d’huile d’olive\n1 l d’eau\n1 c. à café de sel\n\n',
    es: 'Crema de zanahoria\n4 raciones\n\n500 g de zanahorias\n1 cebolla\n2 cucharadas de aceite de oliva\n1 l de agua\n1 cucharadita de sal\n\n',
    it: 'Zuppa di carote\nPer 4 persone\n\n500 g di carote\n1 cipolla\n2 cucchiai di olio d’oliva\n1 l di acqua\n1 cucchiaino di sale\n\n',
    pt: 'Sopa de cenoura\n4 porções\n\n500 g de cenouras\n1 cebola\n2 colheres de sopa de azeite\n1 l de água\n1 colher de chá de sal\n\n',
    nl: 'Wortelsoep\n4 personen\n\n500 g wortels\n1 ui\n2 el olijfolie\n1 l water\n1 tl zout\n\n',
    tr: 'Havuç çorbası\n4 kişilik\n\n500 g havuç\n1 soğan\n2 yemek kaşığı zeytinyağı\n1 litre su\n1 çay kaşığı tuz\n\n',
    pl: 'Zupa marchewkowa\n4 porcje\n\n500 g marchewki\n1 cebula\n2 łyżki oliwy\n1 l wody\n1 łyżeczka soli\n\n',
    sv: 'Morotssoppa\n4 portioner\n\n500 g morötter\n1 lök\n2 msk olivolja\n1 l vatten\n1 tsk salt\n\n',
  })[lang] as string;

const CASES: Case[] = [
  {
    name: 'English, bread to serve, Gluten-Free',
    text: `${SOUP('en')}Fry the onion in the oil, add carrots and water and simmer 20 minutes. Blend. Serve with crusty sourdough bread.`,
    filters: ['Gluten-Free'],
    forbidden: /(?<!gluten-free (?:\w+ )?)bread/i,
  },
  {
    name: 'English, sour cream on top, Vegan',
    text: `${SOUP('en')}Fry the onion in the oil, add carrots and water and simmer 20 minutes. Blend and finish each bowl with a spoonful of sour cream.`,
    filters: ['Vegan'],
    forbidden: /(?<!vegan |dairy-free |plant-based )sour cream/i,
  },
  {
    name: 'German, beer to drink with it, Halal',
    text: `${SOUP('de')}Zwiebel im Öl anschwitzen, Karotten und Wasser zugeben, 20 Minuten köcheln und pürieren.\nDazu schmeckt ein kühles Bier.`,
    filters: ['Halal'],
    forbidden: /(?<!alkoholfreies )Bier/i,
  },
  {
    name: 'German, Schmand on top, Dairy-Free',
    text: `${SOUP('de')}Zwiebel im Öl anschwitzen, Karotten und Wasser zugeben, 20 Minuten köcheln und pürieren. Mit einem Klecks Schmand servieren.`,
    filters: ['Dairy-Free'],
    forbidden: /(?<!veganem |veganer |pflanzlichem |dairy-free )Schmand/i,
  },
  {
    name: 'French, baguette to serve, Gluten-Free',
    text: `${SOUP('fr')}Faire revenir l’oignon dans l’huile, ajouter les carottes et l’eau, cuire 20 minutes et mixer. Servez avec des tranches de baguette grillée.`,
    filters: ['Gluten-Free'],
    forbidden: /(?<!sans gluten |gluten-free )baguette/i,
  },
  {
    name: 'French tip, honey, Vegan',
    text: `${SOUP('fr')}Faire revenir l’oignon dans l’huile, ajouter les carottes et l’eau, cuire 20 minutes et mixer.\n\nAstuce : délicieux avec un filet de miel.`,
    filters: ['Vegan'],
    forbidden: /(?<!vegan |végétal )\bmiel\b/i,
  },
  {
    name: 'Spanish, red wine to drink, Halal',
    text: `${SOUP('es')}Sofreír la cebolla en el aceite, añadir las zanahorias y el agua, cocer 20 minutos y triturar. Acompañar con una copa de vino tinto.`,
    filters: ['Halal'],
    forbidden: /vino/i,
  },
  {
    name: 'Spanish, grated cheese on top, Dairy-Free',
    text: `${SOUP('es')}Sofreír la cebolla en el aceite, añadir las zanahorias y el agua, cocer 20 minutos y triturar. Servir con queso rallado por encima.`,
    filters: ['Dairy-Free'],
    forbidden: /(?<!vegano |sin lactosa |dairy-free )queso(?! vegano)/i,
  },
  {
    name: 'Italian, parmigiano to finish, Vegan',
    text: `${SOUP('it')}Soffriggere la cipolla nell’olio, aggiungere le carote e l’acqua, cuocere 20 minuti e frullare. Servire con una spolverata di parmigiano.`,
    filters: ['Vegan'],
    forbidden: /(?<!vegan |dairy-free |vegetale )parmigiano(?! vegan| vegetale)/i,
  },
  {
    name: 'Italian, crostini, Gluten-Free',
    text: `${SOUP('it')}Soffriggere la cipolla nell’olio, aggiungere le carote e l’acqua, cuocere 20 minuti e frullare. Servire con crostini di pane caldi.`,
    filters: ['Gluten-Free'],
    forbidden: /(?<!senza glutine |gluten-free )crostini/i,
  },
  {
    name: 'Portuguese, grated cheese, Vegan',
    text: `${SOUP('pt')}Refogue a cebola no azeite, junte as cenouras e a água, coza 20 minutos e triture. Sirva com queijo ralado por cima.`,
    filters: ['Vegan'],
    forbidden: /queijo(?! vegano| vegetal)/i,
  },
  {
    name: 'Dutch, ice cream, Dairy-Free',
    text: `${SOUP('nl')}Fruit de ui in de olie, voeg wortels en water toe, kook 20 minuten en pureer.\nLekker met een bolletje vanille-ijs.`,
    filters: ['Dairy-Free'],
    forbidden: /(?<!vegan |dairy-free )vanille-ijs/i,
  },
  {
    name: 'Polish, kefir inflected, Dairy-Free',
    text: `${SOUP('pl')}Cebulę zeszklić na oliwie, dodać marchewkę i wodę, gotować 20 minut i zmiksować. Podawać z kefirem.`,
    filters: ['Dairy-Free'],
    forbidden: /kefir/i,
  },
  {
    name: 'Swedish, vanilla ice cream, Sugar-Free',
    text: `${SOUP('sv')}Fräs löken i oljan, tillsätt morötter och vatten, koka 20 minuter och mixa. Servera med vaniljglass.`,
    filters: ['Sugar-Free'],
    forbidden: /vaniljglass/i,
  },
  {
    name: 'English, maple syrup drizzle, Sugar-Free',
    text: `${SOUP('en')}Fry the onion in the oil, add carrots and water and simmer 20 minutes. Blend, then drizzle with maple syrup before serving.`,
    filters: ['Sugar-Free'],
    forbidden: /(?<!sugar-free )maple syrup/i,
  },
  {
    name: 'English, rice underneath, Keto',
    text: `${SOUP('en')}Fry the onion in the oil, add carrots and water and simmer 20 minutes. Blend and serve over steamed basmati rice.`,
    filters: ['Keto'],
    forbidden: /(?<!cauliflower )rice/i,
  },
];

describe('a food named only in the method or tips is checked like a list line', () => {
  it.each(CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const result = generateLocally({
      originalRecipe: c.text,
      filters: c.filters,
      avoidIngredients: c.avoid ?? [],
      mode: 'convert',
      consent: true,
    });
    if (!result.ok) return; // a refusal is not unsafe
    const { recipe } = result;
    const fields = [recipe.recipeName, recipe.description ?? '', ...recipe.instructions, ...recipe.tips];
    const kept = fields.filter((text) => c.forbidden.test(text) && !/instead of|swapped|replaced|left out|statt|au lieu/i.test(text));
    if (kept.length === 0) return; // removed or replaced by the rewrite
    expect(recipe.compliance?.compliant).toBe(false);
    const named = (recipe.compliance?.violations ?? []).filter((v) => kept.some((text) => v.ingredient.includes(text.slice(0, 40))));
    expect(named.length).toBeGreaterThan(0);
  });
});

describe('the check reads every field the user reads', () => {
  const base = {
    ingredients: ['500 g carrots', '1 onion', '2 tbsp olive oil'],
    instructions: ['Simmer everything for 20 minutes.'],
    tips: [],
  };
  it.each([
    ['instructions', { instructions: ['Simmer everything for 20 minutes.', 'Serve with a glass of dry white wine.'] }, 'Halal'],
    ['tips', { tips: ['Lovely with a spoonful of Greek yoghurt.'] }, 'Vegan'],
    ['description', { description: 'A bright soup, best with warm naan on the side.' }, 'Gluten-Free'],
  ])('a forbidden food in the %s is reported', (_field, patch, filter) => {
    const recipe = { recipeName: 'Carrot soup', ...base, ...patch };
    expect(checkOutput(recipe, { filters: [filter] }).map((v) => v.filter)).toContain(filter);
  });

  it.each([
    ['Serve with dairy-free yoghurt.', 'Dairy-Free'],
    ['Serve with vegan sour cream on top.', 'Vegan'],
    ['Serve with gluten-free bread.', 'Gluten-Free'],
    ['Bring to the boil and season well.', 'Vegan'],
    ['Mit Salz und Pfeffer abschmecken und heiß servieren.', 'Vegan'],
  ])('"%s" under %s is not a violation', (step, filter) => {
    const recipe = { recipeName: 'Carrot soup', ...base, instructions: [step] };
    expect(checkOutput(recipe, { filters: [filter] })).toEqual([]);
  });
});

// Written blind, failing when first run; being worked on (issue 30).
it.todo('a Turkish soup served with yoghurt (Vegan) or pide (Gluten-Free) names it: the list lines are not read yet');
it.todo('a title "Carrot soup with bacon croutons" under Halal is reported');
