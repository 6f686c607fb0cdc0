import { useId } from 'react';
import { type ListRow, newRow } from '../../../../shared/domain/recipeEditRules';

/** An editable list (ingredients, steps, tips): one input per row, add, remove and move up/down. */
export function ListEditor({
  legend,
  itemLabel,
  addLabel,
  rows,
  multiline = false,
  maxLength,
  onChange,
  hint,
  heading,
}: {
  legend: string;
  itemLabel: string;
  addLabel: string;
  rows: readonly ListRow[];
  multiline?: boolean;
  maxLength: number;
  onChange(rows: ListRow[]): void;
  /** A line under the legend telling how the list is written (read with every row). */
  hint?: string;
  /** Rows that are headings of the list's parts, and the tag shown beside them. */
  heading?: { is(text: string): boolean; tag: string };
}) {
  const hintId = useId();
  const tagId = useId();
  const set = (index: number, text: string) => onChange(rows.map((r, i) => (i === index ? { ...r, text } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="list-editor" aria-describedby={hint ? hintId : undefined}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="field__hint list-editor__hint">
          {hint}
        </p>
      ) : null}
      <ol className="list-editor__rows">
        {rows.map((row, i) => {
          const label = `${itemLabel} ${i + 1}`;
          const isHeading = heading?.is(row.text) ?? false;
          const tag = isHeading ? `${tagId}-${i}` : undefined;
          return (
            <li key={row.id} className={isHeading ? 'list-editor__row list-editor__row--heading' : 'list-editor__row'}>
              {isHeading ? (
                <span id={tag} className="list-editor__tag">
                  {heading?.tag}
                </span>
              ) : null}
              {multiline ? (
                <textarea
                  className="field__input list-editor__input"
                  aria-label={label}
                  value={row.text}
                  rows={2}
                  maxLength={maxLength}
                  onChange={(e) => set(i, e.target.value)}
                />
              ) : (
                <input
                  className="field__input list-editor__input"
                  aria-label={label}
                  aria-describedby={tag}
                  value={row.text}
                  maxLength={maxLength}
                  onChange={(e) => set(i, e.target.value)}
                />
              )}
              <span className="list-editor__tools">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move ${label} down`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(rows.length === 1 ? [newRow()] : rows.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn--ghost btn--sm list-editor__add" onClick={() => onChange([...rows, newRow()])}>
        + {addLabel}
      </button>
    </fieldset>
  );
}
