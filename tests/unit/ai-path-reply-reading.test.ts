import { describe, expect, it } from 'vitest';
import { cardLanguage, textViolations, withoutFramedMentions } from '../../sync-server/src/generate/cardText';
import { retryAfterSeconds } from '../../sync-server/src/generate/providers/providerErrors';
import { jsonInReply } from '../../sync-server/src/generate/providers/replyJson';
import { mergeRepeatedLines } from '../../sync-server/src/generate/repeatedLines';

/** Issue 33: reading what compatible servers send, and the small repairs of the AI path. */

const RECIPE = { recipeName: 'Soup', ingredients: ['1 onion'], instructions: ['Cook {gently}.'] };
const json = JSON.stringify(RECIPE);

describe('the JSON object in a reply', () => {
  it('is read bare, fenced after a sentence, fenced without a language, inside prose, or in an unclosed fence', () => {
    const forms = [
      json,
      `\uFEFF  ${json}\n`,
      `Here is your converted recipe:\n\n\`\`\`json\n${JSON.stringify(RECIPE, null, 2)}\n\`\`\`\nEnjoy!`,
      `Sure.\n\`\`\`\n${json}\n\`\`\``,
      `Voici la recette {adaptée} : ${json} Bon appétit !`,
      `\`\`\`json\n${json}`,
    ];
    for (const form of forms) expect(jsonInReply(form), form.slice(0, 40)).toEqual(RECIPE);
  });

  it('gives nothing when the reply holds no JSON object', () => {
    expect(jsonInReply('I cannot help with that.')).toBeUndefined();
    expect(jsonInReply('{"recipeName": "cut off", "ingredients": [')).toBeUndefined();
    expect(jsonInReply('"just a string"')).toBeUndefined();
  });
});

describe("the provider's Retry-After", () => {
  it('reads seconds and HTTP dates, and caps what is passed on', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '20' }), now)).toBe(20);
    expect(retryAfterSeconds(new Headers({ 'retry-after': '0.4' }), now)).toBe(1);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 12:01:30 GMT' }), now)).toBe(90);
    expect(retryAfterSeconds(new Headers({ 'retry-after': '86400' }), now)).toBe(600);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });
});

describe('repeated ingredient lines', () => {
  it('are one line with the amounts added, in the place of the first; lines without an amount are kept once', () => {
    expect(mergeRepeatedLines(['2 tbsp olive oil', '1 onion', '2 tbsp Olive oil ', 'salt to taste', 'salt to taste'])).toEqual([
      '4 tbsp olive oil',
      '1 onion',
      'salt to taste',
    ]);
    expect(mergeRepeatedLines(['200 g rice', '1 onion'])).toEqual(['200 g rice', '1 onion']);
  });
});

describe('free text read for what it serves', () => {
  it('a food named as replaced, compared or on a label warning is not served', () => {
    expect(withoutFramedMentions('Use olive oil instead of butter.')).not.toContain('butter');
    expect(withoutFramedMentions('Swapped bacon for smoked tempeh.')).not.toContain('bacon');
    expect(withoutFramedMentions('Coconut cream whips like dairy cream when cold.')).not.toContain('dairy');
    expect(textViolations('Use olive oil instead of butter.', { filters: ['Vegan'], avoid: [] })).toEqual([]);
  });

  it('a food served in a tip is found, in several phrasings', () => {
    const vegan = { filters: ['Vegan'], avoid: [] };
    for (const tip of ['Top with grated parmesan.', 'A teaspoon of honey makes it sweeter.', 'Finish with a knob of butter and serve.'])
      expect(textViolations(tip, vegan).length, tip).toBeGreaterThan(0);
    expect(textViolations('Serve with crusty bread.', { filters: ['Gluten-Free'], avoid: [] }).length).toBeGreaterThan(0);
    expect(textViolations('Sprinkle with chopped walnuts.', { filters: [], avoid: ['walnuts'] }).length).toBeGreaterThan(0);
  });

  it("a card's text is read in the card's language: a word that names a food only in other languages is its own word", () => {
    // Each card's language is read from the whole card; its steps hold a false friend of another language's short name.
    const cards = [
      {
        // Polish "raz" (once) is Slovak "raž" (rye).
        filters: ['Gluten-Free'],
        card: {
          recipeName: 'Pieczone ziemniaki',
          ingredients: ['1 kg ziemniaków', '3 łyżki oliwy'],
          instructions: ['Wymieszaj ziemniaki z oliwą.'],
        },
        friend: 'Piecz 40 minut, raz obracając.',
        food: 'Podawaj z chlebem żytnim.',
      },
      {
        // Spanish "ser" (to be) is Polish "ser" (cheese).
        filters: ['Vegan'],
        card: {
          recipeName: 'Patatas asadas',
          ingredients: ['1 kg de patatas', '3 cucharadas de aceite de oliva'],
          instructions: ['Mezclar las patatas con el aceite.'],
        },
        friend: 'Debe ser servido caliente.',
        food: 'Servir con queso rallado.',
      },
      {
        // Turkish "hal" (state) is Hungarian "hal" (fish).
        filters: ['Vegetarian'],
        card: {
          recipeName: 'Fırında patates',
          ingredients: ['1 kg patates', '3 yemek kaşığı zeytinyağı'],
          instructions: ['Patatesleri zeytinyağı ile karıştırın ve bir tepsiye yayın.'],
        },
        friend: 'Çıtır hal alana kadar pişirin.',
        food: 'Tavuk ile servis edin.',
      },
    ];
    for (const { filters, card, friend, food } of cards) {
      const language = cardLanguage({ ...card, instructions: [...card.instructions, friend] });
      expect(language(), card.recipeName).toBeDefined();
      const choices = { filters, avoid: [], language };
      // Read alone, as a list line, the false friend is the other language's food; read in the card's language it is not.
      expect(textViolations(friend, { filters, avoid: [] }).length, friend).toBeGreaterThan(0);
      expect(textViolations(friend, choices), friend).toEqual([]);
      // A food the card's language names is still found.
      expect(textViolations(food, choices).length, food).toBeGreaterThan(0);
    }
    // Only a word the card's language writes for something else is set aside: a food named in another language's words
    // (a loan, "foie gras" in English) or a short name the card's language shares ("mais", corn in Italian) is read.
    const english = () => 'en' as const;
    const romance = () => 'romance' as const;
    expect(
      textViolations('Top each plate with a slice of foie gras.', { filters: ['Vegetarian'], avoid: [], language: english }).length,
    ).toBeGreaterThan(0);
    expect(textViolations('Servire con mais dolce.', { filters: ['Paleo'], avoid: [], language: romance }).length).toBeGreaterThan(0);
  });
});
