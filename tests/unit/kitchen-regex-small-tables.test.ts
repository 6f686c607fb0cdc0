import { describe, expect, it } from 'vitest';
import { IS_THE_ALLERGEN, MADE_MEAT } from '../../shared/kitchen/filters/chooseSubstitute';
import type { PhraseMatcher } from '../../shared/kitchen/filters/phraseMatch';
import { ADD_IN, SIDE_ITEM } from '../../shared/kitchen/filters/seasonings';
import { equivalenceInputs } from './kitchen-regex-equivalence';

// The small word tables as they were written as regular expressions (main at feb46fe), beside the phrase tables.
const PAIRS: readonly [string, RegExp, PhraseMatcher | undefined][] = [
  ['made meat', /\b(?:sausages?|burgers?|meatballs|hot dogs?|nuggets|fish fingers|fish cakes|salami|chorizo|pepperoni)\b/, MADE_MEAT],
  [
    'gluten itself',
    /\b(?:barley|rye|spelt|malt|malted|seitan|wheat berries|wheat gluten|farro|freekeh|bulgur|bulghur|bulgar|couscous|semolina|durum|triticale|einkorn|emmer|kamut|matzo|matzah|beer|ale|lager|stout)\b/,
    IS_THE_ALLERGEN.gluten,
  ],
  ['dairy itself', /\b(?:whey|casein|ghee|lactose)\b/, IS_THE_ALLERGEN.dairy],
  ['egg itself', /\b(?:egg yolks?|egg whites?|meringue)\b/, IS_THE_ALLERGEN.egg],
  [
    'tree nut itself',
    /\b(?:almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|marzipan|praline)$/,
    IS_THE_ALLERGEN['tree-nut'],
  ],
  ['peanut itself', /\b(?:peanuts?|groundnuts?)$/, IS_THE_ALLERGEN.peanut],
  [
    'side item',
    /\b(?:to serve|for serving|serve with|to garnish|for garnish(?:ing)?|garnish|to decorate|for decorating|decoration|for dusting|to dust|optional|if you like|if desired|to finish|for sprinkling|to mop up|on the side|for the table)\b/i,
    SIDE_ITEM,
  ],
  [
    'add-in',
    /\b(?:raisins|sultanas|currants|dried cranberries|mixed peel|candied peel|glac[eé] cherries|sprinkles|rosinen|mazsola|pasas|uvetta)\b/i,
    ADD_IN,
  ],
];

describe('the small word tables as phrase data find what their regular expressions found', () => {
  for (const [name, old, now] of PAIRS) {
    it(name, () => {
      expect(now).toBeDefined();
      const inputs = equivalenceInputs(now?.phrases ?? [], ['pesto', 'milk', 'mix', 'sauce']);
      expect(inputs.length).toBeGreaterThan(20);
      const differing = inputs.filter((text) => old.test(text) !== now?.test(text));
      expect(differing).toEqual([]);
    });
  }
});
