import { useRecipe } from '../../data';
import { CookMode } from './CookMode';
import { useCookSession } from './cookSession';
import { TimerList } from './TimerList';

/**
 * Cook mode when one is open (it comes back after a reload, at the same step), and otherwise the
 * running timers in a corner, so a timer started in cook mode still rings after leaving it.
 */
export function CookModeHost() {
  const session = useCookSession();
  const { recipe, loading } = useRecipe(session?.recipeId ?? null);
  if (session && recipe) return <CookMode recipe={recipe} step={session.step} />;
  if (session && loading) return null;
  return <TimerList className="cook-timers--tray" />;
}
