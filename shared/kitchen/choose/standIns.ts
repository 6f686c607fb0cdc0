import { formatAmount, tablespoons } from '../filters/amount';
import type { SubstituteOption } from '../filters/substitutionTypes';
import { roundMeasure } from '../scale/cookRounding';

/** The most spoons a stand-in's line says; beyond them it is weighed (a chickpea batter: 25 g flour, 45 ml water an egg). */
const MOST_SPOONS = 8;

/**
 * What can take a food's place when a step asks it for a technique (data): per traits row id of the food, the
 * stand-ins a cook uses, each with its amount for one of the original. The chooser takes the first whose traits can
 * do every technique the method asks of the food (traits `can`), so the list's order is the order of preference.
 */
export const STAND_INS: Readonly<Record<string, readonly SubstituteOption[]>> = {
  egg: [
    {
      name: 'aquafaba (chickpea water)',
      perCount: { amount: 3, unit: 'tbsp' },
      note: 'Aquafaba (the liquid from a can of chickpeas) whips and holds air as egg does: whisk it to soft peaks first.',
    },
    {
      name: 'chickpea batter',
      // Up to a few eggs' worth in spoons; more is weighed and measured, as a cook would ("30 tbsp" is no measure).
      countLine: (n) =>
        3 * n <= MOST_SPOONS
          ? `${formatAmount(3 * n)} tbsp chickpea flour whisked with ${tablespoons(3 * n)} water (chickpea batter)`
          : `${roundMeasure(25 * n, 'g')} g chickpea flour whisked with ${roundMeasure(45 * n, 'ml')} ml water (chickpea batter)`,
      note: 'Chickpea flour whisked smooth with water sets into one piece in the pan or the oven; a pinch of turmeric gives it a golden colour. Cook it over a gentle heat until firm before turning it.',
    },
    {
      name: 'silken tofu, blended',
      perCount: { amount: 60, unit: 'g' },
      note: 'Blend silken tofu with 1 tbsp chickpea flour per 120 g and a pinch of turmeric: it sets in the oven as beaten eggs do.',
    },
    {
      name: 'firm tofu, crumbled',
      perCount: { amount: 50, unit: 'g' },
      note: 'Crumbled firm tofu with a pinch of turmeric (and kala namak, if you have it) cooks like scrambled egg.',
    },
  ],
};
