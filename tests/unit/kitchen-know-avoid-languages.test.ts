import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * Written blind (before running the engine on them): each of the EU's 14 allergens on the avoid list, in the
 * words people type in several languages, against lines that hold the allergen in another language, inside a
 * compound word, or as a food whose name is the allergen's. A line that holds it must never pass unnamed.
 */
function named(line: string, avoid: string): boolean {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: [], avoid: [avoid] });
  const label = unverifiedLines([line], [], [avoid]);
  return [...hard, ...label].some((v) => v.filter === AVOID_LIST_LABEL);
}

describe('the avoid list in many languages catches the allergen in any language and in compound words', () => {
  it.each([
    // gluten / cereals
    ['Weizen', '250 g Weizenmehl Type 405'],
    ['gluten', '2 Scheiben Roggenbrot'],
    ['glutén', '300 g búzaliszt'],
    ['tarwe', '200 g tarwebloem'],
    ['pšenice', '250 g hladká mouka'],
    // crustaceans
    ['skaldyr', '200 g rejer, pillede'],
    ['Krebstiere', '12 Riesengarnelen'],
    ['crostacei', '300 g gamberetti sgusciati'],
    // eggs
    ['æg', '3 æg'],
    ['æg', '2 æggeblommer'],
    ['Eier', '2 Eigelb'],
    ['huevo', '2 yemas de huevo'],
    ['jaja', '3 jajka'],
    ['ägg', '2 äggulor'],
    ['tojás', '4 tojás'],
    ['yumurta', '2 adet yumurta'],
    ['egg', '100 ml Eierlikör'],
    // fish
    ['fisk', '400 g torsk'],
    ['Fisch', '4 Sardellenfilets'],
    ['poisson', "2 filets d'anchois"],
    ['ryby', '300 g losos'],
    // peanuts
    ['pinda', '3 el pindakaas'],
    ['cacahuete', '100 g cacahuetes tostados'],
    ['peanuts', '2 tbsp Erdnussbutter'],
    // soybeans
    ['soja', '2 el sojasaus'],
    ['Soja', '200 g Tofu'],
    ['soy', '1 tbsp shoyu'],
    // milk
    ['mælk', '50 g smør'],
    ['melk', '200 ml slagroom'],
    ['Milch', '100 g Schlagsahne'],
    ['latte', '50 g burro'],
    ['mleko', '200 g twaróg'],
    ['leite', '2 colheres de manteiga'],
    // tree nuts
    ['nødder', '100 g hasselnødder'],
    ['noten', '50 g walnoten'],
    ['Nüsse', '100 g gemahlene Mandeln'],
    ['orzechy', '50 g orzechów włoskich'],
    // celery
    ['zeller', '1 zellergumó'],
    ['Sellerie', '1 TL Selleriesalz'],
    ['selleri', '2 stilke bladselleri'],
    ['céleri', '1 branche de céleri'],
    ['seler', '1 korzeń selera'],
    // mustard
    ['mustár', '1 ek mustár'],
    ['Senf', '1 EL Senfkörner'],
    ['sennep', '2 spsk groft sennep'],
    ['moutarde', '1 c. à soupe de moutarde de Dijon'],
    ['hořčice', '1 lžíce hořčice'],
    // sesame
    ['sezam', '2 łyżki sezamu'],
    ['Sesam', '1 EL Sesamöl'],
    ['sesam', '2 el sesamolie'],
    ['susam', '1 yemek kaşığı tahin'],
    // sulphites
    ['Sulfite', '200 ml Weißwein'],
    ['sulfitos', '100 ml vino tinto'],
    // lupin
    ['lupine', '50 g Lupinenmehl'],
    ['lupin', '100 g lupini'],
    // molluscs
    ['bløddyr', '500 g blåmuslinger'],
    ['Weichtiere', '300 g Tintenfischringe'],
    ['moluscos', '400 g mejillones'],
    ['mięczaki', '200 g kalmarów'],
  ])('avoid "%s": "%s" is named', (avoid, line) => {
    expect(named(line, avoid)).toBe(true);
  });

  it.each([
    ['æg', '1 aubergine'],
    ['Eier', '200 g Eisbergsalat'],
    ['Sellerie', '2 Karotten'],
    ['zeller', '2 sárgarépa'],
    ['Senf', '1 EL Meerrettich'],
    ['sezam', '2 łyżki oliwy'],
    ['mælk', '400 ml kokosmælk'],
    ['Fisch', '200 g Räuchertofu'],
  ])('avoid "%s" leaves "%s" alone', (avoid, line) => {
    const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: [], avoid: [avoid] });
    expect(hard.filter((v) => v.filter === AVOID_LIST_LABEL)).toEqual([]);
  });
});
