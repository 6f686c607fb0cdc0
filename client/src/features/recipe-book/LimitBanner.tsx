import type { LimitBanner as Banner } from '../../../../shared/domain/recipeBookRules';
import { limitReachedText, nearlyAtLimitText, RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import { Button } from '../../ui/Button';

/** "Recipe Limit Reached" / "Nearly at Recipe Limit" (spec §4), with the way up. */
export function LimitBanner({ banner, upgradeLabel, onUpgrade }: { banner: Banner; upgradeLabel: string | null; onUpgrade(): void }) {
  if (!banner) return null;
  const reached = banner.kind === 'reached';
  return (
    <section className={`limit-banner limit-banner--${banner.kind}`} aria-label={reached ? T.limitReachedTitle : T.nearlyAtLimitTitle}>
      <div>
        <h2 className="limit-banner__title">{reached ? T.limitReachedTitle : T.nearlyAtLimitTitle}</h2>
        <p className="limit-banner__text">
          {reached ? limitReachedText(banner.plan, banner.limit) : nearlyAtLimitText(banner.count, banner.limit)}
        </p>
      </div>
      {upgradeLabel ? (
        <Button size="sm" variant={reached ? 'primary' : 'secondary'} onClick={onUpgrade}>
          {upgradeLabel}
        </Button>
      ) : null}
    </section>
  );
}
