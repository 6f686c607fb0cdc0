export function RecipeViewerDialog(_props: { recipeId: string | null; onClose(): void; onEdit(id: string): void }) {
  return null;
}
