import { useMemo } from 'react';
import { type RecipeFacts, recipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { useRecipes } from '../../data/recipeQueries';

/** The user's saved recipes as planner facts (parsed once per recipe version), and a lookup by id. */
export function usePlannerRecipes(): { recipes: RecipeFacts[]; byId: Map<string, RecipeFacts>; loading: boolean; error: Error | null } {
  const { recipes, loading, error } = useRecipes();
  return useMemo(() => {
    const facts = recipes.map(recipeFacts);
    return { recipes: facts, byId: new Map(facts.map((f) => [f.id, f])), loading, error };
  }, [recipes, loading, error]);
}
