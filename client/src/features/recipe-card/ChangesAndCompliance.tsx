import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';

/** "What changed": each substitution with its reason. */
export function WhatChanged({ recipe }: { recipe: StructuredRecipe }) {
  const changes = recipe.substitutions ?? [];
  if (changes.length === 0) return null;
  return (
    <section className="recipe-section">
      <h3>{CARD_TEXTS.whatChanged}</h3>
      <ul className="change-list">
        {changes.map((c) => (
          <li key={`${c.original}→${c.replacement}`}>
            <span className="change-list__from">{c.original}</span> <span aria-hidden="true">→</span>
            <span className="visually-hidden"> replaced by </span> <span className="change-list__to">{c.replacement}</span>
            <span className="change-list__reason muted">{c.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One line per chosen filter: met, or what still breaks it. */
export function CompliancePanel({ recipe }: { recipe: StructuredRecipe }) {
  const compliance = recipe.compliance;
  if (!compliance || compliance.filters.length === 0) return null;
  return (
    <section className="recipe-section">
      <h3>{CARD_TEXTS.compliance}</h3>
      <ul className="compliance-list">
        {compliance.filters.map((filter) => {
          const broken = compliance.violations.filter((v) => v.filter === filter);
          return (
            <li key={filter} className={broken.length ? 'compliance-list__bad' : 'compliance-list__ok'}>
              <span aria-hidden="true">{broken.length ? '⚠' : '✓'}</span> <strong>{filter}</strong>{' '}
              {broken.length ? CARD_TEXTS.notCompliant : CARD_TEXTS.compliant}
              {broken.length ? `: ${broken.map((v) => `${v.ingredient} (${v.rule})`).join('; ')}` : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
