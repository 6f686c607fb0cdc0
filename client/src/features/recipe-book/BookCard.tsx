import { memo } from 'react';
import { dietaryBadges } from '../../../../shared/domain/recipeBookRules';
import { refusalText } from '../../../../shared/sync/syncTexts';
import type { RecipeSummary } from '../../data';
import { useRejectedChange } from '../../data';
import { shortDate } from '../../ui/shortDate';
import { StoredImage } from '../recipe-images/StoredImage';

const CLOCK = (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
const PEOPLE = (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.5.8 2.6 2.5 3 5.2" />
  </svg>
);

function savedDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : shortDate(d);
}

export interface BookCardProps {
  recipe: RecipeSummary;
  layout: 'grid' | 'list';
  onOpen(id: string): void;
  onEdit(id: string): void;
  onDelete(id: string, title: string): void;
}

/**
 * One saved recipe: the grid's compact card or the list's full row, with Edit and Delete. Memoised:
 * a recipe's summary object changes only when that recipe does, so one edit re-renders one card.
 */
export const BookCard = memo(function BookCard({ recipe, layout, onOpen, onEdit, onDelete }: BookCardProps) {
  const refused = useRejectedChange('recipes', recipe.id);
  const { badges, more } = layout === 'grid' ? dietaryBadges(recipe.dietaryFilters) : { badges: recipe.dietaryFilters, more: 0 };
  return (
    <li className={`book-card book-card--${layout}`}>
      <StoredImage
        className="book-card__image"
        url={recipe.imageUrl}
        variant="card"
        loading="lazy"
        fallback={<div className="book-card__image book-card__image--none" aria-hidden="true" />}
      />
      <div className="book-card__body">
        <h2 className="book-card__title">
          <button type="button" className="book-card__open" onClick={() => onOpen(recipe.id)} title={recipe.title}>
            {recipe.title}
          </button>
        </h2>
        <p className="book-card__meta muted">
          <span>{savedDate(recipe.createdAt)}</span>
          {recipe.totalTime ? (
            <span>
              {CLOCK} {recipe.totalTime}
            </span>
          ) : null}
          {recipe.servings ? (
            <span>
              {PEOPLE} {recipe.servings}
            </span>
          ) : null}
        </p>
        {refused ? (
          <p className="book-card__refused" role="status">
            {refusalText(refused)}
          </p>
        ) : null}
        {recipe.preview ? <p className="book-card__preview">{recipe.preview}</p> : null}
        {badges.length ? (
          <ul className="book-card__badges" aria-label="Dietary filters">
            {badges.map((b, i) => {
              const full = recipe.dietaryFilters[i] ?? b;
              return (
                <li key={full} className="badge badge--primary" title={full}>
                  {b}
                </li>
              );
            })}
            {more > 0 ? (
              <li className="badge badge--neutral" aria-label={`${more} more`}>
                +{more}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="book-card__actions">
        <button type="button" className="btn btn--secondary btn--sm" aria-label={`Edit ${recipe.title}`} onClick={() => onEdit(recipe.id)}>
          {layout === 'list' ? 'Edit' : EDIT_ICON}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-label={`Delete ${recipe.title}`}
          onClick={() => onDelete(recipe.id, recipe.title)}
        >
          {layout === 'list' ? 'Delete' : DELETE_ICON}
        </button>
      </div>
    </li>
  );
});

const EDIT_ICON = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
const DELETE_ICON = (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </svg>
);
