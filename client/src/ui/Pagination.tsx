import { paginationItems } from '../../../shared/domain/recipeBookRules';
import './Pagination.css';

/** Page buttons: first, last, current ± 2 and ellipses; Previous / Next at the ends. */
export function Pagination({ page, pages, onPage, label }: { page: number; pages: number; onPage(page: number): void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className="pagination__pages">
        {paginationItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
