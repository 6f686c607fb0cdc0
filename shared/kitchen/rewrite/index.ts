/** Rewriting: one interpreter rewrites the method from the swap records and the cooking-traits table. */
export { foodsSharingWords, type InterpretedMethod, interpretSteps } from './interpretSteps';
export { type Mention, mentionsIn, type StepSwap, swapOfMention, usedAsVerb } from './mentions';
export { sideThatFits } from './sides';
export { TECHNIQUE_PHRASES } from './techniques';
export { phraseAt, sentencesOf, type Word, withinName, wordsOf } from './text';
export { type UnlistedContext, withoutUnlisted } from './unlisted';
