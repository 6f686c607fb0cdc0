import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { weekRangeLabel } from '../../../../shared/domain/planner/week';
import type { ShoppingView } from './shoppingView';

/**
 * What Print prints: only the list, on A4 with 1.5 cm margins (shopping.css). It lives directly under
 * <body> while the list is open, and the print stylesheet hides everything else; printing the same
 * page (rather than a new window the CSP would have to allow) also works offline.
 */
export function ShoppingPrint({ weekStart, view, checked }: { weekStart: string; view: ShoppingView; checked: ReadonlySet<string> }) {
  return (
    <div className="shopping-print" aria-hidden="true">
      <h1>
        {PLANNER_TEXTS.shopping.title} · {weekRangeLabel(weekStart)}
      </h1>
      {view.groups.map((g) => (
        <section key={g.name}>
          <h2 style={{ borderColor: g.colour }}>{g.name}</h2>
          <ul>
            {g.rows.map((r) => (
              <li key={r.key} className={checked.has(r.key) ? 'done' : undefined}>
                <span className="box">{checked.has(r.key) ? '✓' : ''}</span>
                <span className="name">{r.name}</span>
                <span className="qty">{r.quantity}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
