import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { Button } from '../../ui/Button';
import { meterState } from './usageMeter';

/** Daily conversions used against the plan's limit, coloured by how close the limit is. */
export function UsageMeter({ used, limit, onUpgrade }: { used: number; limit: number; onUpgrade(): void }) {
  const meter = meterState(used, limit);
  if (meter.unlimited) {
    return (
      <div className="usage-meter">
        <span className="usage-meter__label">{CONVERTER_TEXTS.meterLabel}</span>
        <span className="usage-meter__count">
          {used} · {CONVERTER_TEXTS.unlimited}
        </span>
      </div>
    );
  }
  return (
    <div className={`usage-meter usage-meter--${meter.tone}`}>
      <div className="usage-meter__row">
        <span className="usage-meter__label" id="usage-meter-label">
          {CONVERTER_TEXTS.meterLabel}
        </span>
        <span className="usage-meter__count">
          {used} / {limit}
          {meter.remaining !== null ? ` · ${meter.remaining} left` : ''}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the three plan colours consistently across browsers */}
      <div
        className="usage-meter__track"
        role="meter"
        aria-labelledby="usage-meter-label"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${used} of ${limit} conversions used today`}
      >
        <div className="usage-meter__fill" style={{ width: `${meter.percent}%` }} />
      </div>
      {meter.nearLimit ? (
        <p className="usage-meter__warning">
          {used >= limit ? CONVERTER_TEXTS.meterAtLimit : CONVERTER_TEXTS.meterNearLimit}{' '}
          <Button variant="ghost" size="sm" onClick={onUpgrade}>
            {CONVERTER_TEXTS.upgrade}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
