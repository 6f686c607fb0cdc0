import { type FormEvent, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from '../../../../shared/domain/limits';
import type { WeekMeals } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { buildShoppingList } from '../../../../shared/domain/planner/shoppingList';
import { shoppingSources } from '../../../../shared/domain/planner/shoppingSources';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { weekRangeLabel } from '../../../../shared/domain/planner/week';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ShoppingPrint } from './ShoppingPrint';
import { type ShoppingRow, shoppingView } from './shoppingView';
import { useShoppingChecks } from './useShoppingChecks';
import { useStaples } from './useStaples';
import './shopping.css';

const T = PLANNER_TEXTS.shopping;

interface Props {
  open: boolean;
  onClose(): void;
  weekStart: string;
  meals: WeekMeals;
  recipes: ReadonlyMap<string, RecipeFacts>;
}

/** The week's shopping list: grouped, checkable offline, with staples, hand-added items and Print. */
export function ShoppingListDialog({ open, onClose, weekStart, meals, recipes }: Props) {
  const checks = useShoppingChecks(weekStart);
  const { staples, toggleStaple } = useStaples();
  const groups = useMemo(() => (open ? buildShoppingList(shoppingSources(meals, recipes)) : []), [open, meals, recipes]);
  const view = useMemo(
    () => shoppingView(groups, checks.extraItems, staples, checks.checked),
    [groups, checks.extraItems, staples, checks.checked],
  );
  const empty = view.total === 0 && view.staples.length === 0;

  const row = (r: ShoppingRow) => {
    const isChecked = checks.checked.has(r.key);
    const id = `shop-${r.key.replace(/[^a-z0-9]+/gi, '-')}`;
    return (
      <li key={r.key} className={`shop-item${isChecked ? ' shop-item--checked' : ''}`}>
        <input id={id} type="checkbox" checked={isChecked} onChange={() => void checks.toggle(r.key)} />
        <label htmlFor={id} className="shop-item__label">
          <span className="shop-item__name">{r.name}</span>
          {r.quantity ? <span className="shop-item__qty">{r.quantity}</span> : null}
          <span className="shop-item__recipes">{r.extraId ? T.addedByYou : T.forRecipes(r.recipes)}</span>
        </label>
        {r.extraId ? (
          <Button variant="ghost" size="sm" onClick={() => void checks.removeItem(r.extraId as string)} aria-label={`Remove ${r.name}`}>
            Remove
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => void toggleStaple(r.key)} aria-label={`${T.alreadyHave}: ${r.name}`}>
            {T.alreadyHave}
          </Button>
        )}
      </li>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={T.title} description={weekRangeLabel(weekStart)} size="lg">
      <div className="shop-toolbar">
        <p className="shop-toolbar__progress" aria-live="polite">
          {T.progress(view.done, view.total)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={empty}>
          {T.print}
        </Button>
      </div>
      {view.total > 0 && view.done === view.total ? (
        <p className="notice notice--success shop-complete" role="status">
          {PLANNER_TEXTS.allItemsCompleted}
        </p>
      ) : null}
      {empty ? <p className="shop-empty muted">{T.empty}</p> : null}
      {view.groups.map((g) => (
        <section key={g.name} className="shop-group" style={{ ['--group-colour' as string]: g.colour }} aria-labelledby={`group-${g.name}`}>
          <h3 id={`group-${g.name}`} className="shop-group__title">
            {g.name} <span className="muted">({g.rows.length})</span>
          </h3>
          <ul className="shop-group__items">{g.rows.map(row)}</ul>
        </section>
      ))}
      <AddItemForm onAdd={(name, quantity, category) => void checks.addItem(name, quantity, category)} />
      {view.staples.length > 0 ? (
        <section className="shop-staples" aria-labelledby="shop-staples-title">
          <h3 id="shop-staples-title" className="shop-group__title">
            {T.alreadyHave} <span className="muted">({view.staples.length})</span>
          </h3>
          <p className="muted shop-staples__hint">{T.alreadyHaveHint}</p>
          <ul className="shop-group__items">
            {view.staples.map((s) => (
              <li key={s.key} className="shop-item shop-item--staple">
                <span className="shop-item__label">
                  <span className="shop-item__name">{s.name}</span>
                  {s.quantity ? <span className="shop-item__qty">{s.quantity}</span> : null}
                </span>
                <Button variant="ghost" size="sm" onClick={() => void toggleStaple(s.key)} aria-label={`${T.needIt}: ${s.name}`}>
                  {T.needIt}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open ? createPortal(<ShoppingPrint weekStart={weekStart} view={view} checked={checks.checked} />, document.body) : null}
    </Dialog>
  );
}

function AddItemForm({ onAdd }: { onAdd(name: string, quantity: string, category: ShoppingCategory): void }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [category, setCategory] = useState<ShoppingCategory>('Other');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') return;
    onAdd(name, quantity, category);
    setName('');
    setQuantity('');
  };
  return (
    <form className="shop-add" onSubmit={submit} aria-label={T.addItem}>
      <div className="shop-add__field">
        <label htmlFor={`${id}-name`}>{T.itemName}</label>
        <input id={`${id}-name`} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} placeholder="e.g. Coffee" />
      </div>
      <div className="shop-add__field shop-add__field--small">
        <label htmlFor={`${id}-qty`}>{T.itemQuantity}</label>
        <input id={`${id}-qty`} value={quantity} maxLength={60} onChange={(e) => setQuantity(e.target.value)} placeholder="e.g. 1 bag" />
      </div>
      <div className="shop-add__field shop-add__field--small">
        <label htmlFor={`${id}-aisle`}>{T.itemCategory}</label>
        <select id={`${id}-aisle`} value={category} onChange={(e) => setCategory(e.target.value as ShoppingCategory)}>
          {SHOPPING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={name.trim() === ''}>
        {T.addItem}
      </Button>
    </form>
  );
}
