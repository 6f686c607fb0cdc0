-- The recipe book's first page by date (POST /api/sync/recipes/first-page) without reading every recipe's body.
CREATE INDEX documents_live_recipes_created_at ON documents (owner, (data->>'createdAt'), id)
  WHERE collection = 'recipes' AND NOT deleted;
