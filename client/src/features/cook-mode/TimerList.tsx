import { useEffect, useRef } from 'react';
import { COOK_MODE_TEXTS as T } from '../../../../shared/domain/cookModeTexts';
import { formatCountdown } from '../../../../shared/domain/cookTimers';
import { Button } from '../../ui/Button';
import { beep } from './beep';
import { type CookTimer, cookTimers, ringingTimers, useCookTimers } from './timerStore';
import { useNow } from './useNow';

/** Time between rings while a timer that ran out is not yet dismissed. */
const RING_EVERY_MS = 2000;

/**
 * Running and rung timers with their countdowns. A rung timer rings (Web Audio) and is announced
 * (role=alert) until it is dismissed; all of it works with the network off.
 */
export function TimerList({ className = '' }: { className?: string }) {
  const timers = useCookTimers();
  const now = useNow(timers.length > 0);
  const ringing = ringingTimers(timers, now);
  const lastRing = useRef(0);

  useEffect(() => {
    if (ringing.length === 0) return;
    if (now - lastRing.current >= RING_EVERY_MS) {
      lastRing.current = now;
      beep();
    }
  }, [ringing.length, now]);

  if (timers.length === 0) return null;
  return (
    <section className={`cook-timers ${className}`} aria-labelledby="cook-timers-heading">
      <h2 id="cook-timers-heading" className="cook-timers__heading">
        {T.timersHeading}
      </h2>
      <div role="alert" className="cook-timers__alert">
        {ringing.map((t) => (
          <p key={t.id} className="cook-timers__alert-line">
            <strong>{T.timeUp}</strong> {T.timerDone(t.label, t.stepIndex + 1, t.recipeTitle)}
          </p>
        ))}
      </div>
      <ul className="cook-timers__list">
        {timers.map((t) => (
          <TimerRow key={t.id} timer={t} now={now} />
        ))}
      </ul>
    </section>
  );
}

function TimerRow({ timer, now }: { timer: CookTimer; now: number }) {
  const done = timer.endsAt <= now;
  return (
    <li className={`cook-timer${done ? ' cook-timer--ringing' : ''}`} data-testid="cook-timer">
      <span className="cook-timer__label">{timer.label}</span>
      <span className="cook-timer__clock" role="timer" aria-label={`${timer.label}: ${formatCountdown(timer.endsAt - now)} left`}>
        {done ? T.timeUp : formatCountdown(timer.endsAt - now)}
      </span>
      <Button size="sm" variant={done ? 'primary' : 'secondary'} onClick={() => cookTimers.stop(timer.id)}>
        <span aria-hidden="true">{done ? 'Dismiss' : 'Stop'}</span>
        <span className="visually-hidden">{done ? T.dismissTimer(timer.label) : T.stopTimer(timer.label)}</span>
      </Button>
    </li>
  );
}
