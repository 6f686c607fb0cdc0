import { describe, expect, it } from 'vitest';
import { RecipeIndex, type RecipeQuery } from '../../client/src/data/recipeIndex';
import { restoreEditDraft } from '../../client/src/features/recipe-book/restoreDraft';
import { emptyStructuredRecipe, readRecipeContent } from '../../shared/domain/recipeContent';
import { formFromRecipe, newRow } from '../../shared/domain/recipeEditRules';
import type { RecipeDoc } from '../../shared/schemas/recipe';
import { mergeDocumentsDetailed } from '../../shared/sync/merge';
import { MERGE_POLICIES } from '../../shared/sync/mergePolicies';

function recipe(n: number, title: string, ingredients: string[], extra: Partial<RecipeDoc> = {}): RecipeDoc {
  const at = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
  const content = { ...emptyStructuredRecipe(title), ingredients, instructions: ['Cook it.'], totalTime: '30 min' };
  return {
    id: `r${n}`,
    title,
    convertedRecipe: JSON.stringify(content),
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

const Q: RecipeQuery = { search: '', sort: 'newest', dietary: '', health: '', category: '', page: 1, pageSize: 8 };

function book(): RecipeIndex {
  const index = new RecipeIndex();
  index.upsertMany([
    recipe(1, 'Lentil soup', ['1 cup red lentils', '1 onion'], { dietaryFilters: ['Vegan', 'Gluten-Free'] }),
    recipe(2, 'Chocolate cake', ['200 g dark chocolate', '3 eggs'], { category: 'dessert' }),
    recipe(3, 'Apple crumble', ['4 apples', '100 g oats'], { dietaryFilters: ['Vegetarian'] }),
    recipe(4, 'Bean chili', ['2 cans kidney beans', 'cumin', 'low-sodium stock'], { dietaryFilters: ['Vegan'] }),
  ]);
  index.markReady();
  return index;
}
const titles = (index: RecipeIndex, q: Partial<RecipeQuery>) => index.query({ ...Q, ...q }).items.map((r) => r.title);

describe('recipe search index', () => {
  it('searches titles, ingredients and diets, case-insensitively, with prefixes and typos', async () => {
    const index = book();
    await index.loadFullText();
    expect(titles(index, { search: 'LENTIL' })).toEqual(['Lentil soup']);
    expect(titles(index, { search: 'choc' })).toEqual(['Chocolate cake']);
    expect(titles(index, { search: 'chocolat cak' })).toEqual(['Chocolate cake']);
    expect(titles(index, { search: 'oats' })).toEqual(['Apple crumble']);
    expect(titles(index, { search: 'vegan' })).toEqual(['Bean chili', 'Lentil soup']);
    expect(titles(index, { search: 'chocolqte' })).toEqual(['Chocolate cake']);
    expect(titles(index, { search: 'entil' })).toEqual(['Lentil soup']);
    expect(titles(index, { search: 'zzz' })).toEqual([]);
  });

  it('searches by substring at once and loads the full-text part with the first search, then says so', async () => {
    const index = book();
    let notified = 0;
    index.subscribe(() => {
      notified += 1;
    });
    const before = index.query({ ...Q, search: 'chocolqte' });
    expect(before.items).toEqual([]);
    expect(before.partial).toBe(true);
    const substring = index.query({ ...Q, search: 'lentil' });
    expect(substring.items.map((r) => r.title)).toEqual(['Lentil soup']);
    await index.loadFullText();
    expect(notified).toBe(1);
    expect(index.fullTextReady).toBe(true);
    const after = index.query({ ...Q, search: 'chocolqte' });
    expect(after.items.map((r) => r.title)).toEqual(['Chocolate cake']);
    expect(after.partial).toBeUndefined();
    // Changes after the load go into the full-text index as before.
    index.upsertMany([recipe(5, 'Pumpkin risotto', ['arborio rice'])]);
    expect(titles(index, { search: 'arborrio' })).toEqual(['Pumpkin risotto']);
    index.remove('r5');
    expect(titles(index, { search: 'arborrio' })).toEqual([]);
  });

  it('sorts newest, oldest, A-Z and Z-A', () => {
    const index = book();
    expect(titles(index, { sort: 'newest' })).toEqual(['Bean chili', 'Apple crumble', 'Chocolate cake', 'Lentil soup']);
    expect(titles(index, { sort: 'oldest' })).toEqual(['Lentil soup', 'Chocolate cake', 'Apple crumble', 'Bean chili']);
    expect(titles(index, { sort: 'a-z' })).toEqual(['Apple crumble', 'Bean chili', 'Chocolate cake', 'Lentil soup']);
    expect(titles(index, { sort: 'z-a' })).toEqual(['Lentil soup', 'Chocolate cake', 'Bean chili', 'Apple crumble']);
  });

  it('filters by diet, health condition and category, and counts matches over the total', () => {
    const index = book();
    expect(titles(index, { dietary: 'vegan' })).toEqual(['Bean chili', 'Lentil soup']);
    expect(titles(index, { health: 'celiac disease' })).toEqual(['Lentil soup']);
    expect(titles(index, { health: 'hypertension' })).toEqual(['Bean chili']);
    expect(titles(index, { category: 'dessert' })).toEqual(['Chocolate cake']);
    const result = index.query({ ...Q, dietary: 'Vegan', search: 'soup' });
    expect([result.matched, result.total]).toEqual([1, 4]);
  });

  it('pages by 8 and clamps a page past the end', () => {
    const index = new RecipeIndex();
    index.upsertMany(Array.from({ length: 20 }, (_, i) => recipe(i, `Dish ${String(i).padStart(2, '0')}`, ['salt'])));
    const page3 = index.query({ ...Q, sort: 'a-z', page: 3 });
    expect(page3).toMatchObject({ page: 3, pages: 3, matched: 20 });
    expect(page3.items.map((r) => r.title)).toEqual(['Dish 16', 'Dish 17', 'Dish 18', 'Dish 19']);
    expect(index.query({ ...Q, page: 9 }).page).toBe(3);
  });

  it('updates incrementally: an edited recipe is found by its new words only, a removed one not at all', () => {
    const index = book();
    let notified = 0;
    index.subscribe(() => {
      notified += 1;
    });
    index.upsertMany([recipe(2, 'Chocolate torte', ['200 g dark chocolate', 'almonds'], { category: 'dessert' })]);
    expect(titles(index, { search: 'torte' })).toEqual(['Chocolate torte']);
    expect(titles(index, { search: 'cake' })).toEqual([]);
    expect(titles(index, { search: 'almond' })).toEqual(['Chocolate torte']);
    index.remove('r2');
    expect(titles(index, { search: 'chocolate' })).toEqual([]);
    expect(index.query(Q).total).toBe(3);
    expect(notified).toBe(2);
  });

  it('an edited recipe keeps every other card’s summary object and re-sorts only the orders its change moves', () => {
    const index = book();
    const before = { newest: index.query(Q).items, az: index.query({ ...Q, sort: 'a-z' }).items };
    index.upsertMany([recipe(3, 'Zesty apple crumble', ['4 apples', '100 g oats'], { dietaryFilters: ['Vegetarian'] })]);
    const newest = index.query(Q).items;
    expect(newest.map((r) => r.title)).toEqual(['Bean chili', 'Zesty apple crumble', 'Chocolate cake', 'Lentil soup']);
    // Only the edited recipe's card gets a new object: memoised cards of the others do not re-render.
    expect(newest.filter((r, i) => r !== before.newest[i]).map((r) => r.id)).toEqual(['r3']);
    expect(titles(index, { sort: 'a-z' })).toEqual(['Bean chili', 'Chocolate cake', 'Lentil soup', 'Zesty apple crumble']);
    expect(titles(index, { sort: 'z-a' })).toEqual(['Zesty apple crumble', 'Lentil soup', 'Chocolate cake', 'Bean chili']);
    expect(before.az.map((r) => r.title)).toEqual(['Apple crumble', 'Bean chili', 'Chocolate cake', 'Lentil soup']);
    // A changed creation date (a restored older version, say) moves it in the date orders too.
    index.upsertMany([recipe(3, 'Zesty apple crumble', ['4 apples'], { createdAt: '2020-01-01T00:00:00.000Z' })]);
    expect(titles(index, {})).toEqual(['Bean chili', 'Chocolate cake', 'Lentil soup', 'Zesty apple crumble']);
    expect(titles(index, { sort: 'oldest' })[0]).toBe('Zesty apple crumble');
    index.upsertMany([recipe(5, 'Aubergine bake', ['2 aubergines'])]);
    expect(titles(index, {})[0]).toBe('Aubergine bake');
    expect(titles(index, { sort: 'a-z' })[0]).toBe('Aubergine bake');
  });

  it('shows total time, servings and a preview on the card summary', () => {
    const r = book().get('r1');
    expect(r).toMatchObject({ totalTime: '30 min', servings: '4', preview: '1 cup red lentils, 1 onion' });
  });
});

describe('a large batch (a first sync, a whole book)', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => recipe(i, `Dish ${String(i).padStart(4, '0')}`, [i === 777 ? 'saffron threads' : 'salt']));

  it('is searchable and filterable at once, even while the background reading waits for a busy sync', () => {
    const index = new RecipeIndex();
    let listeners = 0;
    index.setBackgroundGate({
      busy: () => true,
      subscribe: () => {
        listeners += 1;
        return () => undefined;
      },
    });
    index.upsertMany(many(1_000));
    index.markReady();
    expect(index.query({ ...Q, sort: 'a-z' }).items[0]?.title).toBe('Dish 0000');
    expect(titles(index, { search: 'saffron' })).toEqual(['Dish 0777']);
    expect(index.query({ ...Q, category: 'dessert' }).matched).toBe(0);
    expect(listeners).toBe(0);
  });

  it('notifies once per batch, and reads the rest in the background once the gate opens', async () => {
    const index = new RecipeIndex();
    let busy = true;
    const waiting = new Set<() => void>();
    index.setBackgroundGate({
      busy: () => busy,
      subscribe: (listener) => {
        waiting.add(listener);
        return () => waiting.delete(listener);
      },
    });
    let notified = 0;
    index.subscribe(() => {
      notified += 1;
    });
    index.upsertMany(many(500));
    expect(notified).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(waiting.size).toBe(1);
    busy = false;
    for (const listener of [...waiting]) listener();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(waiting.size).toBe(0);
    // Everything read: a search needs no reading now, and finds by ingredient.
    expect(titles(index, { search: 'saffron' })).toEqual([]);
    expect(index.query({ ...Q, search: 'salt' }).matched).toBe(500);
  });
});

describe('a restored draft is merged three-way against its base', () => {
  const base = recipe(1, 'Lentil soup', ['1 cup red lentils', '1 onion']);
  it('keeps another device’s newer edit of a field the draft never touched', () => {
    const draftForm = { ...formFromRecipe(base), title: 'Spiced lentil soup' };
    // Meanwhile another device changed the ingredients (and nothing else).
    const other = {
      ...emptyStructuredRecipe('Lentil soup'),
      ingredients: ['1 cup red lentils', '1 onion', '1 tsp cumin'],
      instructions: ['Cook it.'],
      totalTime: '30 min',
    };
    const current = { ...base, convertedRecipe: JSON.stringify(other), updatedAt: '2026-02-01T00:00:00.000Z' };
    const restored = restoreEditDraft({ form: draftForm, base, updatedAt: '2026-02-02T00:00:00.000Z' }, current);
    expect(restored.title).toBe('Spiced lentil soup');
    expect(restored.ingredients.map((r) => r.text)).toEqual(['1 cup red lentils', '1 onion', '1 tsp cumin']);
  });
  it('keeps the draft’s typing in a field both changed, and the other side’s added lines', () => {
    const draftForm = { ...formFromRecipe(base), ingredients: [newRow('2 cups red lentils'), newRow('1 onion')] };
    const other = {
      ...emptyStructuredRecipe('Lentil soup'),
      ingredients: ['1 cup red lentils', '1 onion', 'lemon'],
      instructions: ['Cook it.'],
      totalTime: '30 min',
    };
    const current = { ...base, convertedRecipe: JSON.stringify(other), updatedAt: '2026-02-01T00:00:00.000Z' };
    const restored = restoreEditDraft({ form: draftForm, base, updatedAt: '2026-02-02T00:00:00.000Z' }, current);
    expect(restored.ingredients.map((r) => r.text)).toEqual(['2 cups red lentils', '1 onion', 'lemon']);
  });
});

describe('structured recipes merge key by key in a sync conflict', () => {
  it('keeps one device’s new name and the other’s new prep time; a both-edited description goes to a conflict copy', () => {
    const base = recipe(1, 'Dal', ['lentils']);
    const content = readRecipeContent(base.convertedRecipe).recipe;
    const local = {
      ...base,
      title: 'Red dal',
      convertedRecipe: JSON.stringify({ ...content, recipeName: 'Red dal', description: 'Mine' }),
      updatedAt: '2026-03-02T00:00:00.000Z',
    };
    const remote = {
      ...base,
      convertedRecipe: JSON.stringify({ ...content, prepTime: '20 min', description: 'Theirs' }),
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    const { doc, setAside } = mergeDocumentsDetailed<RecipeDoc>(base, local, remote, MERGE_POLICIES.recipes);
    const merged = readRecipeContent(doc.convertedRecipe).recipe;
    expect(doc.title).toBe('Red dal');
    expect(merged).toMatchObject({ recipeName: 'Red dal', prepTime: '20 min', description: 'Mine' });
    expect(setAside).toEqual([{ path: 'convertedRecipe', text: remote.convertedRecipe }]);
  });
});

describe('collection and tag filters of the book index', () => {
  it('narrows to a collection (ids that no longer exist are ignored) and to a tag, case-insensitively', () => {
    const index = new RecipeIndex();
    index.upsertMany([
      recipe(1, 'Lentil soup', ['lentils'], { tags: ['Weeknight', 'soup'] }),
      recipe(2, 'Chocolate cake', ['chocolate'], { tags: ['party'] }),
      recipe(3, 'Bean chili', ['beans'], { tags: ['weeknight'] }),
    ]);
    index.markReady();
    expect(titles(index, { recipeIds: ['r2', 'r3', 'gone'] })).toEqual(['Bean chili', 'Chocolate cake']);
    expect(titles(index, { tag: 'weeknight' })).toEqual(['Bean chili', 'Lentil soup']);
    expect(titles(index, { tag: 'WEEKNIGHT', recipeIds: ['r1', 'r2'] })).toEqual(['Lentil soup']);
    expect(index.query({ ...Q, recipeIds: [] }).matched).toBe(0);
    expect(index.tagsInUse()).toEqual(['party', 'soup', 'Weeknight']);
  });
});
