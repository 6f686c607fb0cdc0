import type { FilterRule } from './types';

/** Mediterranean: "olive oil over butter" is checkable by name; "limit red meat" stays guidance. */
export const MEDITERRANEAN: FilterRule = {
  name: 'Mediterranean',
  allergen: false,
  forbidden: [{ tags: ['refined-oil'], rule: 'olive oil as the main fat' }],
  forbiddenWords: [
    {
      pattern:
        /(?<!(?:peanut|almond|cashew|nut|seed|apple|cocoa|cacao|shea|hazelnut|sunflower seed)[ -])\b(?:butter|margarine|lard|shortening)\b(?! beans?)/,
      rule: 'olive oil instead of butter and other solid fats',
    },
  ],
  guidance: ['Mediterranean: keep red meat to small portions a few times a month; favour fish, legumes and vegetables.'],
};
