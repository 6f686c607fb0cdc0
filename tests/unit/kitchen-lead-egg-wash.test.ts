import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): an egg that is only brushed on (an egg wash) is replaced by
 * something to brush with, not by a flax "egg" that binds; the brushing verb and the egg may stand a few words apart,
 * and German and Dutch put the verb last. Seven languages.
 */
const BUNS = (lang: { title: string; flour: string; water: string; egg: string; steps: string }) =>
  `${lang.title}\n\n- 500 g ${lang.flour}\n- 300 ml ${lang.water}\n- ${lang.egg}\n\n${lang.steps}`;

const cases: { name: string; text: string }[] = [
  {
    name: 'Swedish: "Pensla med uppvispat ägg"',
    text: BUNS({
      title: 'Frukostbullar',
      flour: 'vetemjöl',
      water: 'vatten',
      egg: '1 ägg',
      steps: '1. Knåda degen och forma bullar.\n2. Pensla med uppvispat ägg och grädda i 225 °C i 10 minuter.',
    }),
  },
  {
    name: 'German: "mit dem verquirlten Ei bestreichen"',
    text: BUNS({
      title: 'Brötchen',
      flour: 'Weizenmehl',
      water: 'Wasser',
      egg: '1 Ei',
      steps:
        '1. Den Teig kneten und Brötchen formen.\n2. Die Brötchen mit dem verquirlten Ei bestreichen und bei 220 °C 15 Minuten backen.',
    }),
  },
  {
    name: 'Dutch: "Bestrijk de broodjes met het losgeklopte ei"',
    text: BUNS({
      title: 'Zachte broodjes',
      flour: 'bloem',
      water: 'water',
      egg: '1 ei',
      steps: '1. Kneed het deeg en vorm broodjes.\n2. Bestrijk de broodjes met het losgeklopte ei en bak ze 15 minuten op 220 °C.',
    }),
  },
  {
    name: 'Polish: "Posmaruj bułeczki roztrzepanym jajkiem"',
    text: BUNS({
      title: 'Bułeczki',
      flour: 'mąki pszennej',
      water: 'wody',
      egg: '1 jajko',
      steps: '1. Zagnieć ciasto i uformuj bułeczki.\n2. Posmaruj bułeczki roztrzepanym jajkiem i piecz 15 minut w 220 °C.',
    }),
  },
  {
    name: 'Italian: "Spennellate la superficie con l’uovo sbattuto"',
    text: BUNS({
      title: 'Panini al latte',
      flour: 'farina 00',
      water: 'acqua',
      egg: '1 uovo',
      steps: "1. Impastate e formate dei panini.\n2. Spennellate la superficie con l'uovo sbattuto e cuocete a 200 °C per 15 minuti.",
    }),
  },
  {
    name: 'Spanish: "Pinta los bollos con el huevo batido"',
    text: BUNS({
      title: 'Bollos caseros',
      flour: 'harina de trigo',
      water: 'agua',
      egg: '1 huevo',
      steps: '1. Amasa y forma los bollos.\n2. Pinta los bollos con el huevo batido y hornea a 200 °C durante 15 minutos.',
    }),
  },
  {
    name: 'French: "Dorez les petits pains au pinceau avec l’œuf battu"',
    text: BUNS({
      title: 'Petits pains',
      flour: 'farine de blé',
      water: "d'eau",
      egg: '1 œuf',
      steps:
        "1. Pétrissez la pâte et façonnez les petits pains.\n2. Dorez les petits pains au pinceau avec l'œuf battu et enfournez 15 minutes à 220 °C.",
    }),
  },
];

describe('an egg wash is replaced by something to brush with', () => {
  for (const c of cases) {
    it(c.name, () => {
      const result = generateLocally({ originalRecipe: c.text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
      if (!result.ok) throw new Error(result.error);
      const eggSwap = (result.recipe.substitutions ?? []).find(
        (s) => !/mjöl|mehl|bloem|mąk|farin|harina|vatten|wasser|water|wody|acqua|agua|eau/i.test(s.original),
      );
      expect(eggSwap?.replacement ?? '').not.toMatch(/flax|linfrö|leinsamen|lijnzaad|siemi|graine de lin|semi di lino|linaza|linhaça/i);
      expect(result.recipe.instructions.join(' ')).not.toMatch(/flax/i);
    });
  }
});
