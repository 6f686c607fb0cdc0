/** Rewriting: one interpreter rewrites the method from the swap records and the cooking-traits table. */

export { TECHNIQUE_PHRASES, TECHNIQUE_SAID } from '../traits/index';
export { foodsSharingWords, type InterpretedMethod, interpretSteps, QUOTED_STEP_NOTE, readsEnglish, type UnfitAsk } from './interpretSteps';
export { madeInMethod } from './madeFoods';
export { type Mention, mentionsIn, type StepSwap, swapOfMention, usedAsVerb } from './mentions';
export { ownWayIn } from './ownWayWords';
export { sideThatFits } from './sides';
export { comparedSpans, inComparison } from './similes';
export { phraseAt, sentencesOf, type Word, withinName, wordsOf } from './text';
export { isServingMeasure, servedItemAsSaid, type UnlistedContext, withoutUnlisted } from './unlisted';
