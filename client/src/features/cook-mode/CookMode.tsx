import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { COOK_MODE_TEXTS as T } from '../../../../shared/domain/cookModeTexts';
import { cookPlanFor } from '../../../../shared/domain/cookSteps';
import type { DetectedTimer } from '../../../../shared/domain/cookTimers';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { Button } from '../../ui/Button';
import { primeAudio } from './beep';
import { CookPart } from './CookPart';
import { cookSession } from './cookSession';
import { StepText } from './StepText';
import { TimerList } from './TimerList';
import { cookTimers } from './timerStore';
import { useSwipe } from './useSwipe';
import { useWakeLock } from './useWakeLock';
import './cookMode.css';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Cook mode: the recipe one step at a time, full screen and in large type, for a tablet on the
 * counter. Swipe or arrow keys / space move between steps; the ingredients the step names are
 * highlighted; durations in the step become timers; the screen is kept awake while it is open.
 */
export function CookMode({ recipe, step }: { recipe: RecipeDoc; step: number }) {
  const plan = useMemo(() => cookPlanFor(recipe.title, recipe.convertedRecipe), [recipe.title, recipe.convertedRecipe]);
  const total = plan.steps.length;
  const index = Math.min(Math.max(0, step), Math.max(0, total - 1));
  const current = plan.steps[index];
  const wake = useWakeLock(true);
  const stepRef = useRef<HTMLElement>(null);

  const goTo = (next: number) => {
    if (next < 0 || next >= total || next === index) return;
    cookSession.goTo(next);
  };
  const swipe = useSwipe(
    () => goTo(index + 1),
    () => goTo(index - 1),
  );

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (TYPING.has(target.tagName)) return;
    const onControl = target.tagName === 'BUTTON' || target.tagName === 'A';
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'PageDown') next = index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp' || event.key === 'PageUp') next = index - 1;
    else if (event.key === ' ' && !onControl) next = event.shiftKey ? index - 1 : index + 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    if (next === null) return;
    event.preventDefault();
    goTo(next);
  }

  // What had focus when cook mode opened (the viewer's Cook mode button): focus goes back there on leaving.
  const [openedFrom] = useState(() => ({ current: document.activeElement as HTMLElement | null }));

  function startTimer(timer: DetectedTimer) {
    primeAudio();
    cookTimers.start({
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      label: timer.text,
      stepIndex: index,
      durationMs: timer.seconds * 1000,
    });
  }

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && cookSession.close()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="cook"
          aria-describedby="cook-keys-hint"
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stepRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to what opened it (the viewer's Cook mode button), when that is still there.
            const back = openedFrom.current;
            if (back?.isConnected && back !== document.body) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <header className="cook__bar">
            <RadixDialog.Title className="cook__title">{recipe.title}</RadixDialog.Title>
            <span className="cook__wake" data-state={wake}>
              {wake === 'on' ? T.screenOn : T.screenMayDim}
            </span>
            <RadixDialog.Close asChild>
              <Button variant="secondary">{T.exit}</Button>
            </RadixDialog.Close>
          </header>
          <p id="cook-keys-hint" className="visually-hidden">
            {T.keysHint}
          </p>
          <div className="cook__body">
            <section
              ref={stepRef}
              className="cook__step"
              tabIndex={-1}
              aria-live="polite"
              aria-labelledby="cook-step-number"
              data-testid="cook-step"
              {...swipe}
            >
              {current ? (
                <>
                  <h3 id="cook-step-number" className="cook__step-number">
                    {T.stepOf(index + 1, total)}
                  </h3>
                  <StepText text={current.text} timers={current.timers} />
                  {current.timers.length > 0 ? (
                    <div className="cook__timer-buttons">
                      {current.timers.map((t) => (
                        <Button key={t.start} size="lg" onClick={() => startTimer(t)}>
                          {T.startTimer(t.seconds)}{' '}
                          {t.maxSeconds > t.seconds ? (
                            <span className="cook__timer-note">· {T.rangeNote(t.seconds, t.maxSeconds)}</span>
                          ) : null}
                          {t.perSide ? <span className="cook__timer-note">· {T.perSideNote}</span> : null}
                        </Button>
                      ))}
                    </div>
                  ) : null}
                </>
              ) : (
                <p id="cook-step-number" className="cook__step-text">
                  {T.noSteps}
                </p>
              )}
            </section>
            {plan.ingredients.length > 0 ? (
              <section className="cook__ingredients" aria-labelledby="cook-ingredients-heading">
                <h3 id="cook-ingredients-heading">{T.ingredients}</h3>
                {plan.parts.map((part, p) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts may share a heading; their order is fixed
                  <CookPart key={p} heading={part.heading}>
                    {part.lines.map((i) => {
                      const used = current?.ingredients.includes(i) ?? false;
                      return (
                        <li key={i} className={used ? 'cook__ingredient cook__ingredient--now' : 'cook__ingredient'}>
                          {plan.ingredients[i]}
                          {used ? <span className="visually-hidden"> ({T.usedNow})</span> : null}
                        </li>
                      );
                    })}
                  </CookPart>
                ))}
              </section>
            ) : null}
          </div>
          <TimerList className="cook__timers" />
          <nav className="cook__nav" aria-label="Steps">
            <Button variant="secondary" size="lg" onClick={() => goTo(index - 1)} disabled={index === 0}>
              {T.previous}
            </Button>
            <progress
              className="cook__progress"
              max={Math.max(1, total)}
              value={total === 0 ? 0 : index + 1}
              aria-label={T.stepOf(index + 1, total)}
            />
            {index < total - 1 ? (
              <Button size="lg" onClick={() => goTo(index + 1)}>
                {T.next}
              </Button>
            ) : (
              <RadixDialog.Close asChild>
                <Button size="lg">{T.finish}</Button>
              </RadixDialog.Close>
            )}
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
