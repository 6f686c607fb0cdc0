import { describe, expect, it } from 'vitest';
import { withLinkSource } from '../../client/src/features/converter/linkSource';
import { type StructuredRecipe, structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';
import { findSchemaRecipe, pageSource } from '../../sync-server/src/recipeLink/schemaRecipe';

const page = (head: string, recipe: Record<string, unknown>) =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 onion'], recipeInstructions: 'Cook.', ...recipe })}</script></head><body></body></html>`;

describe('the source of a link import (issue 31)', () => {
  it('names the site (og:site_name, else its host) and finds the picture (the recipe image, else og:image), made absolute', () => {
    const withName = page('<meta property="og:site_name" content="Omas Küche"><meta property="og:image" content="/og.jpg">', {
      image: { '@type': 'ImageObject', url: '//cdn.example.org/soup.jpg' },
    });
    const recipe = findSchemaRecipe(withName);
    if (!recipe) throw new Error('no recipe');
    expect(pageSource(withName, 'https://www.omas-kueche.de/suppe', recipe)).toEqual({
      siteName: 'Omas Küche',
      imageUrl: 'https://cdn.example.org/soup.jpg',
    });
    const bare = page('<meta property="og:image" content="/og.jpg">', {});
    const bareRecipe = findSchemaRecipe(bare);
    if (!bareRecipe) throw new Error('no recipe');
    expect(pageSource(bare, 'https://www.example.com/a/b', bareRecipe)).toEqual({
      siteName: 'example.com',
      imageUrl: 'https://www.example.com/og.jpg',
    });
    // A picture that is no web address is left out.
    const odd = page('', { image: 'javascript:alert(1)' });
    const oddRecipe = findSchemaRecipe(odd);
    if (!oddRecipe) throw new Error('no recipe');
    expect(pageSource(odd, 'https://example.com/', oddRecipe)).toEqual({ siteName: 'example.com' });
  });

  it('is kept on the recipe it becomes: address, site name, and the page picture when the recipe has none', () => {
    const recipe: StructuredRecipe = {
      recipeName: 'Soup',
      prepTime: '',
      cookTime: '',
      totalTime: '',
      servings: 2,
      dietaryRequirements: [],
      ingredients: ['1 onion'],
      instructions: ['Cook.'],
      nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
      tips: [],
    };
    const source = { url: 'https://example.com/soup', siteName: 'Example', imageUrl: 'https://example.com/soup.jpg' };
    const kept = withLinkSource(recipe, source);
    expect(structuredRecipeSchema.parse(kept)).toMatchObject({ sourceUrl: source.url, sourceName: 'Example', imageUrl: source.imageUrl });
    expect(withLinkSource({ ...recipe, imageUrl: 'own.jpg' }, source).imageUrl).toBe('own.jpg');
  });
});
