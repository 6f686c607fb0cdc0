import { describe, expect, it } from 'vitest';
import { coreRowMisses } from './kitchen-know-core-coverage.check';
import { CORE_LINES } from './kitchen-know-core-coverage.data';

/**
 * Written blind, issue 30, core-market round: how supermarket and blog cards of the core languages write their
 * ingredients (amounts, case forms, adjectives, prep notes, brands, ready-made products). Each line must be reported
 * under exactly the filters its food's facts forbid, and a product of unknown make-up under every allergen filter.
 * Lines this round left are listed with why and run as expected failures, so a fix shows.
 */
const LEFT: Record<string, string> = Object.fromEntries(
  (
    [
      [
        'Not read: the closed world reports it under every filter as not verified.',
        [
          '500 g hovězího zadního',
          '200 ml tmavého piva',
          '1 kelímek zakysané smetany',
          '200 ml smetany ke šlehání',
          '1 lžička Vegety',
          '2 laksefileter',
          '500 g kipdijfilet',
          '2 el speculoospasta',
          '400 g mięsa mielonego wołowego',
          '1 łyżeczka proszku do pieczenia',
          '1 łyżka Vegety',
          '100 ml białego wina',
          'cheiro-verde a gosto',
          '100 ml de cachaça',
        ],
      ],
      [
        "Read with a label check (or a reading) beyond the food's facts: reported under a filter it passes.",
        [
          '200 g anglické slaniny',
          '1 bujón',
          '1 hønsebouillonterning',
          '200 g Butterkekse (Leibniz)',
          '1 Päckchen Dr. Oetker Backin',
          '2 Wiener Würstchen',
          '1 TL Maggi',
          'Ein paar Spritzer Maggi Würze',
          '1 Beutel Knorr Hühnersuppe mit Nudeln',
          '1 Knorr Brühwürfel',
          '200g digestive biscuits, crushed',
          '8 Lotus Biscoff biscuits',
          '4 tbsp Lotus Biscoff spread',
          '2 tbsp Bisto gravy granules',
          '2 tsp gravy granules',
          '300ml gravy made with Bisto granules',
          "2 tbsp Hellmann's mayonnaise",
          '1 x 320g pack Jus-Rol ready-rolled puff pastry',
          '6 pork sausages (Cumberland)',
          '1 Oxo beef stock cube',
          '1 vegetable stock cube',
          "1/4 cup Hellmann's Real Mayonnaise",
          '1 lb Italian sausage, casings removed',
          '2 cubes Knorr chicken bouillon',
          '1 sobre de sopa de pollo con fideos Gallina Blanca',
          '1 brick de caldo de pollo',
          '1 pastilla de Avecrem',
          '30 g de beurre demi-sel, fondu',
          '2 db debreceni kolbász',
          '1 evőkanál Vegeta',
          '1 húsleveskocka',
          '1 dado da brodo vegetale',
          '1 ui, gesnipperd',
          '1 rookworst',
          '150 g spekblokjes',
          '1 groentebouillonblokje',
          '300 g kiełbasy',
          'kilka kropel przyprawy w płynie Maggi',
          '1 kostka rosołowa',
          '400 g de carne moída',
          '1 paio',
          '1 tablete de caldo Knorr de galinha',
          '1 påse Knorr kycklingsoppa',
          '1 hönsbuljongtärning',
          '1 grönsaksbuljongtärning',
        ],
      ],
      [
        "A fact the line's food holds is kept: the line is read as another food or its make-up is not known to hold it.",
        [
          '300 g uzeného masa',
          '1 Packung Dr. Oetker Backmischung Marmorkuchen',
          '1 Beutel Maggi Idee für Hähnchen-Sahne Gratin',
          "1 sachet Colman's chilli con carne mix",
          '1 sobre de crema de champiñones Knorr',
          '1 sachet de Ducros mélange Saveurs du Monde',
          '1 csomag Knorr Fix csirkepaprikáshoz',
          '1 bouillonblokje',
          '1 opakowanie Winiary Pomysł na soczystego kurczaka',
        ],
      ],
    ] as const
  ).flatMap(([why, rows]) => rows.map((line) => [line, why])),
);

describe('core-market ingredient lines name their food and its facts', () => {
  for (const row of CORE_LINES) {
    const run = row[2] in LEFT ? it.fails : it;
    run(`${row[0]} ${row[1]}: "${row[2]}"`, () => {
      expect(coreRowMisses(row)).toEqual([]);
    });
  }
});
