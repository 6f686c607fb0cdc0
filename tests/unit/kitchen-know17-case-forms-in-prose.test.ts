import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';

/**
 * Written blind (issue 30, know round 17, second probe), before running the engine on any of these: a card written
 * wholly in one language (list, method and tip) whose method or tip names a forbidden food the list does not hold, in
 * a case, definite or plural form of Croatian, Slovene, Slovak, Icelandic, Estonian, Albanian and Bulgarian. The
 * output check must report it. Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  'bg айрян':
    "ayran in Cyrillic is left unknown on purpose (know13: known, the lead's serving rewrite drops the sentence and loses its other food)",
};

const run = (name: string) => (name in LEFT ? it.fails : it);

const card = (name: string, ingredients: string[], instructions: string[], tips: string[]): CheckedRecipe => ({
  recipeName: name,
  ingredients,
  instructions,
  tips,
});

const CASES: [string, CheckedRecipe, string][] = [
  // Croatian
  [
    'hr sirom',
    card('Tjestenina', ['400 g tjestenine', '2 rajčice', '1 luk'], ['Skuhajte tjesteninu.', 'Pospite naribanim sirom i poslužite.'], []),
    'Vegan',
  ],
  ['hr mlijekom', card('Palačinke', ['200 g rižinog brašna', '2 žlice ulja'], ['Razmutite brašno s mlijekom.'], []), 'Dairy-Free'],
  ['hr vrhnjem', card('Juha', ['1 l vode', '3 mrkve', '1 luk'], ['Kuhajte 20 minuta.'], ['Poslužite s kiselim vrhnjem.']), 'Dairy-Free'],
  // Slovene
  ['sl smetano', card('Golaž', ['500 g krompirja', '1 čebula'], ['Kuhajte 30 minut.'], ['Postrezite z gosto smetano.']), 'Dairy-Free'],
  ['sl maslom', card('Riž', ['300 g riža', '1 čebula'], ['Riž prepražite na maslu.'], []), 'Dairy-Free'],
  // Slovak
  ['sk syrom', card('Cestoviny', ['400 g cestovín', '2 paradajky'], ['Uvarte cestoviny.'], ['Posypte tvrdým syrom.']), 'Vegan'],
  ['sk smotanou', card('Polievka', ['1 l vody', '3 mrkvy'], ['Varte 20 minút.', 'Zjemnite smotanou.'], []), 'Dairy-Free'],
  // Icelandic
  ['is smjöri', card('Kartöflur', ['1 kg kartöflur', 'salt'], ['Sjóðið kartöflurnar.', 'Steikið á pönnu í smjöri.'], []), 'Dairy-Free'],
  ['is osti', card('Pasta', ['400 g pasta', '2 tómatar'], ['Sjóðið pastað.'], ['Berið fram með rifnum osti.']), 'Vegan'],
  ['is rjóma', card('Súpa', ['1 l vatn', '3 gulrætur'], ['Sjóðið í 20 mínútur.', 'Bætið rjómanum út í.'], []), 'Dairy-Free'],
  // Estonian
  ['et piimaga', card('Pannkoogid', ['200 g riisijahu', '2 spl õli'], ['Sega jahu piimaga.'], []), 'Dairy-Free'],
  ['et võiga', card('Kartulid', ['1 kg kartuleid', 'sool'], ['Keeda kartulid.', 'Serveeri võiga.'], []), 'Dairy-Free'],
  ['et juustuga', card('Pasta', ['400 g pastat', '2 tomatit'], ['Keeda pasta.'], ['Puista üle riivitud juustuga.']), 'Vegan'],
  // Albanian
  ['sq djathë', card('Makarona', ['400 g makarona', '2 domate'], ['Zieni makaronat.'], ['Spërkatni me djathë të grirë.']), 'Vegan'],
  ['sq gjalpë', card('Oriz', ['300 g oriz', '1 qepë'], ['Skuqni orizin në gjalpë.'], []), 'Dairy-Free'],
  ['sq qumësht', card('Qull', ['100 g tërshërë', '1 mollë'], ['Zieni tërshërën me qumësht.'], []), 'Dairy-Free'],
  // Bulgarian
  ['bg айрян', card('Кюфтета', ['500 г кайма', '1 лук'], ['Изпечете кюфтетата.'], ['Поднесете с айрян.']), 'Dairy-Free'],
  ['bg сирене', card('Салата', ['3 домата', '2 краставици'], ['Нарежете зеленчуците.'], ['Настържете сирене отгоре.']), 'Vegan'],
];

describe('a forbidden food in a case form, on a card of one language, is reported', () => {
  for (const [name, recipe, filter] of CASES) {
    run(name)(`${name} under ${filter} is flagged`, () => {
      expect(checkOutput(recipe, { filters: [filter] }).length).toBeGreaterThan(0);
    });
  }
});
