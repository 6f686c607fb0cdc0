import { useId } from 'react';
import { CARD_TEXTS } from '../../../../shared/domain/converterTexts';

/** The lines of a pasted recipe the engine could not place, shown as written so nothing is skipped unseen (issue 31). */
export function NotUnderstood({ lines }: { lines: readonly string[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section className="recipe-section recipe-not-understood" aria-labelledby={headingId}>
      <h3 id={headingId}>{CARD_TEXTS.notUnderstood}</h3>
      <p className="recipe-not-understood__hint">{CARD_TEXTS.notUnderstoodHint}</p>
      <ul>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be pasted twice; its place is its identity
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
