import type { ReactNode } from 'react';
import type { DetectedTimer } from '../../../../shared/domain/cookTimers';

/** A step's text with the durations it names marked, so the timer buttons below are easy to match. */
export function StepText({ text, timers }: { text: string; timers: readonly DetectedTimer[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const t of timers) {
    if (t.start > at) parts.push(text.slice(at, t.start));
    parts.push(
      <mark key={t.start} className="cook__duration">
        {text.slice(t.start, t.end)}
      </mark>,
    );
    at = t.end;
  }
  parts.push(text.slice(at));
  return <p className="cook__step-text">{parts}</p>;
}
