import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import { AVOID_LIST_LABEL, checkCompliance, NOT_VERIFIED, unverifiedLines } from '../../shared/kitchen/compliance';
import { generateLocally } from '../../shared/kitchen/engine';
import { lineMatchesAvoid, resolveAvoidTerm } from '../../shared/kitchen/filters/avoidTerms';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { checkRecipe } from '../../sync-server/src/generate/checkRecipe';

/** Every entry of the list and the filters against one line: what it breaks outright, and what is only "not verified". */
function judged(line: string, filters: string[], avoid: string[] = []) {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return { hard: [...new Set(hard.map((v) => v.filter))].sort(), label: [...new Set(label.map((v) => v.filter))].sort() };
}

const avoided = (line: string, term: string) => lineMatchesAvoid(analyseLine(line), term);

describe('the avoid list speaks the allergen’s language (EU 14, US 9), resolved through the ontology', () => {
  it.each([
    ['mustard', '1 tbsp Dijon'],
    ['mustard', '2 tsp wholegrain mustard'],
    ['moutarde', '1 c. à café de moutarde à l’ancienne'],
    ['Senf', '1 EL Dijon-Senf'],
    ['celery', '1 small celeriac, peeled'],
    ['Sellerie', '2 Stangen Staudensellerie'],
    ['céleri', '100 g céleri-rave'],
    ['sesame', '2 tbsp tahini'],
    ['sesame', '1 tbsp toasted sesame oil'],
    ['Sesam', '3 EL Sesamsamen'],
    ['fish', '1 tbsp anchovy paste'],
    ['fish', '2 tbsp fish sauce'],
    ['pescado', '200 g bacalao desalado'],
    ['molluscs', '1 tbsp squid ink'],
    ['molluscs', '500 g mussels, cleaned'],
    ['crustaceans', '200 g cooked prawns'],
    ['crustaceans', '4 langoustines'],
    ['Krebstiere', '250 g Garnelen'],
    ['lupin', '200 g lupini beans'],
    ['lupin', '50 g lupin flour'],
    ['eggs', '4 vejce'],
    ['eggs', '2 Eier'],
    ['milk', '250 g boter'],
    ['milk', '2 EL tereyağı'],
    ['peanuts', '100 g peanuts, roasted'],
    ['sulphites', '150 ml red wine'],
    ['sulfites', '2 tbsp red wine vinegar'],
    ['gluten', '200 g Weizenmehl'],
    ['soy', '2 tbsp soy sauce'],
    ['tree nuts', '50 g Haselnüsse'],
  ])('avoid "%s" catches "%s"', (term, line) => {
    expect(avoided(line, term)).toBe(true);
  });

  it.each([
    ['mustard', '1 tsp grated horseradish'],
    ['celery', '2 carrots'],
    ['fish', '400 ml coconut milk'],
    ['butter', '2 tbsp olive oil'],
    ['anchovy', '200 g salmon fillet'],
  ])('avoid "%s" leaves "%s" alone', (term, line) => {
    expect(avoided(line, term)).toBe(false);
  });

  it('a food avoided by name covers everything under it, not its whole family', () => {
    expect(resolveAvoidTerm('cheese').tags).toBeUndefined();
    expect(avoided('100 g feta, crumbled', 'cheese')).toBe(true);
    expect(avoided('200 ml whole milk', 'cheese')).toBe(false);
    expect(avoided('1 tbsp anchovy paste', 'anchovy')).toBe(true);
  });
});

describe('closed world: nothing unresolved or of unknown make-up is called compliant', () => {
  it('an avoided allergen named in Dutch flags a food the knowledge lacks (inktvis) for its label', () => {
    expect(judged('300 g inktvis', [], ['weekdieren']).label).toEqual([AVOID_LIST_LABEL]);
  });

  it.each([['1 tbsp zorblax paste'], ['2 tbsp grandma’s secret sauce'], ['1 sachet Flumbo Mix']])(
    '%s is not verified for every filter',
    (line) => {
      const { hard, label } = judged(line, ['Vegan', 'Gluten-Free'], ['sesame']);
      expect(hard).toEqual([]);
      expect(label).toEqual([AVOID_LIST_LABEL, 'Gluten-Free', 'Vegan'].sort());
    },
  );

  it.each([
    ['2 stock cubes', ['Gluten-Free'], [], 'Gluten-Free'],
    ['1 Knorr Brühwürfel', [], ['celery'], AVOID_LIST_LABEL],
    ['100 g dark chocolate, chopped', ['Vegan'], [], 'Vegan'],
    ['1 tbsp curry powder', [], ['mustard'], AVOID_LIST_LABEL],
    ['75 g raisins', [], ['sulphites'], AVOID_LIST_LABEL],
    ['2 tbsp mayonnaise', [], ['mustard'], AVOID_LIST_LABEL],
    ['4 pork sausages', ['Gluten-Free'], [], 'Gluten-Free'],
    ['1 tsp Old Bay seasoning', [], ['celery'], AVOID_LIST_LABEL],
  ])('a made product of varying make-up (%s) is flagged "check the label" per filter', (line, filters, avoid, flagged) => {
    // What the product always contains is a violation; what it may contain is a label to check. Either way it is named.
    const { hard, label } = judged(line as string, filters as string[], avoid as string[]);
    expect([...hard, ...label]).toContain(flagged);
    expect(
      unverifiedLines([line as string], filters as string[], avoid as string[]).every((v) =>
        v.rule.startsWith(`${NOT_VERIFIED}: check the label for`),
      ),
    ).toBe(true);
  });

  it('a free-from version clears what it is free from, but not what else it may contain', () => {
    expect(unverifiedLines(['2 gluten-free stock cubes'], ['Gluten-Free'])).toEqual([]);
    expect(unverifiedLines(['2 gluten-free stock cubes'], [], ['celery']).map((v) => v.filter)).toEqual([AVOID_LIST_LABEL]);
  });
});

function card(parts: Partial<StructuredRecipe>): StructuredRecipe {
  return {
    recipeName: 'Supper',
    prepTime: '10 minutes',
    cookTime: '20 minutes',
    totalTime: '30 minutes',
    servings: 4,
    dietaryRequirements: [],
    ingredients: [],
    instructions: [],
    nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    tips: [],
    ...parts,
  };
}

describe('the whole output is checked: title, method, tips, description and changes', () => {
  it('a step that still uses a replaced food is reported beside it', () => {
    const found = checkOutput(
      card({
        ingredients: ['2 tbsp olive oil', '1 onion'],
        instructions: ['Melt the butter and soften the onion.'],
        substitutions: [{ original: '2 tbsp butter', replacement: '2 tbsp olive oil', reason: 'Dairy-Free' }],
      }),
      { filters: ['Dairy-Free'] },
    );
    expect(found.map((v) => v.filter)).toEqual(['Dairy-Free']);
    expect(found[0]?.ingredient).toMatch(/^Step 1: /);
  });

  it.each([
    ['Top with grated parmesan before serving.', 'Vegan'],
    ['Lekker met slagroom!', 'Dairy-Free'],
    ['Serve with crusty sourdough bread.', 'Gluten-Free'],
  ])('a tip or step that serves a forbidden food the list never held (%s) is reported', (text, filter) => {
    const found = checkOutput(card({ ingredients: ['400 g potatoes'], instructions: ['Boil the potatoes.'], tips: [text] }), {
      filters: [filter],
    });
    expect(found.map((v) => v.filter)).toContain(filter);
  });

  it.each([
    ['Use it instead of butter for a lighter dish.'],
    ['No cream needed: the potato starch makes it silky.'],
    ['Gluten-free and dairy-free as written.'],
  ])('a sentence naming a food as left out (%s) is fine', (tip) => {
    expect(checkOutput(card({ ingredients: ['400 g potatoes'], tips: [tip] }), { filters: ['Dairy-Free', 'Gluten-Free'] })).toEqual([]);
  });

  it('"the butter" means the vegan butter the list holds', () => {
    expect(
      checkOutput(card({ ingredients: ['50 g vegan butter', '200 g flour'], instructions: ['Rub the butter into the flour.'] }), {
        filters: ['Vegan'],
      }),
    ).toEqual([]);
  });

  it('the engine never calls a converted recipe compliant while its method names a forbidden food (create, convert, surprise)', () => {
    for (const request of [
      {
        originalRecipe:
          'Tomato soup\n\nIngredients\n- 1 kg tomatoes\n- 1 onion\n- 1 stock cube\n\nMethod\n1. Simmer everything with the stock cube.',
        filters: [],
        avoidIngredients: ['celery'],
      },
      { originalRecipe: 'lasagna', mode: 'create' as const, filters: ['Vegan'] },
      { originalRecipe: '', mode: 'surprise' as const, filters: ['Gluten-Free'] },
    ]) {
      const result = generateLocally(request);
      if (!result.ok) continue;
      const found = checkOutput(result.recipe, { filters: request.filters, avoid: request.avoidIngredients ?? [] });
      if (found.length > 0) expect(result.recipe.compliance?.compliant, request.originalRecipe).toBe(false);
    }
  });
});

describe('the AI path holds a reply to the same knowledge', () => {
  const reply = (ingredients: string[], instructions: string[]) =>
    card({ recipeName: 'Potato Salad', ingredients, instructions, tips: [] }) as Omit<StructuredRecipe, 'nutrition'>;

  it.each([
    [['1 kg potatoes', '1 tbsp Dijon', '3 tbsp olive oil'], 'mustard'],
    [['1 kg potatoes', '1 EL Senf', '3 EL Öl'], 'mustard'],
    [['1 kg potatoes', '2 tbsp remoulade', '1 shallot'], 'mustard'],
  ])('%j with "%s" on the avoid list is never compliant with it still there', (ingredients, term) => {
    let recipe: StructuredRecipe | undefined;
    try {
      recipe = checkRecipe(reply(ingredients, ['Toss everything together.']), undefined, { filters: [], avoid: [term], mustUse: [] });
    } catch {
      return; // Refused: nothing unsafe is shown.
    }
    const stillThere = recipe.ingredients.some((line) => avoided(line, term) || analyseLine(line).maybe.has('mustard'));
    if (stillThere) expect(recipe.compliance?.compliant).toBe(false);
  });
});
