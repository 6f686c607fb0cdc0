import { formatDuration } from './cookTimers';

/** Words of cook mode (issue 17, beyond the spec: the product's own). */
export const COOK_MODE_TEXTS = {
  open: 'Cook mode',
  exit: 'Exit cook mode',
  previous: 'Previous step',
  next: 'Next step',
  finish: 'Finish',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  ingredients: 'Ingredients',
  usedNow: 'used in this step',
  noSteps: 'This recipe has no steps to cook from yet. Add instructions in the editor.',
  keysHint: 'Swipe, or use the arrow keys and space, to move between steps.',
  screenOn: 'Screen stays on',
  screenMayDim: 'Screen may dim',
  startTimer: (seconds: number) => `Start ${formatDuration(seconds)} timer`,
  rangeNote: (min: number, max: number) => `checks at ${formatDuration(min)}, done by ${formatDuration(max)}`,
  perSideNote: 'run it once for each side',
  timersHeading: 'Timers',
  stopTimer: (label: string) => `Stop timer ${label}`,
  dismissTimer: (label: string) => `Dismiss timer ${label}`,
  timeUp: "Time's up",
  timerDone: (label: string, step: number, recipe: string) => `Timer done: ${label} (step ${step}, ${recipe})`,
  timerStarted: (label: string) => `Timer started: ${label}`,
} as const;
