import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): (1) a serving sentence that names the dish itself ("serveer met de
 * stamppot" in a Boerenkoolstamppot, "avec le gratin") keeps it: the dish is no food to leave out; (2) a served food
 * that goes takes its measure with it ("en een lepel mosterd", "and a dollop of soured cream", "y una cucharada de
 * nata"): no "a dollop" is left on the plate.
 */
function method(text: string, filters: string[], avoid: string[] = []): string {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe.instructions.join('\n');
}

describe('the dish named in a serving sentence is kept', () => {
  it('Dutch: "serveer met de stamppot" in a Boerenkoolstamppot', () => {
    const text = `Boerenkoolstamppot met worst\n\n- 1 kg aardappelen\n- 400 g boerenkool\n- 1 rookworst\n\n1. Kook de aardappelen met de boerenkool en stamp ze fijn.\n2. Snijd de rookworst in plakken en serveer met de stamppot.`;
    expect(method(text, ['Halal'])).toContain('stamppot');
  });
  it('French: "servez avec le gratin" in a Gratin dauphinois', () => {
    const text = `Gratin dauphinois et jambon\n\n- 1 kg de pommes de terre\n- 40 cl de crème\n- 4 tranches de jambon\n\n1. Faites cuire les pommes de terre dans la crème au four 1 heure à 160 °C.\n2. Servez les tranches de jambon avec le gratin.`;
    expect(method(text, ['Halal'])).toContain('gratin');
  });
  it('German: "mit dem Kartoffelsalat servieren" in a Würstchen mit Kartoffelsalat', () => {
    const text = `Würstchen mit Kartoffelsalat\n\n- 1 kg Kartoffeln\n- 1 Zwiebel\n- 4 Wiener Würstchen\n\n1. Kartoffeln kochen, schälen und mit der Zwiebel zu Salat anmachen.\n2. Würstchen erhitzen und mit dem Kartoffelsalat servieren.`;
    expect(method(text, ['Halal'])).toContain('Kartoffelsalat');
  });
});

describe('a served food that goes takes its measure with it', () => {
  it('Dutch: "en een lepel mosterd" with mustard avoided', () => {
    const text = `Hutspot\n\n- 1 kg aardappelen\n- 500 g wortelen\n- 2 uien\n- mosterd\n\n1. Kook alles gaar en stamp fijn.\n2. Serveer met een lepel mosterd en de jus.`;
    const out = method(text, [], ['mustard']);
    expect(out).not.toMatch(/lepel/);
  });
  it('English: "and a dollop of soured cream" under Dairy-Free', () => {
    const text = `Chilli beans\n\n- 2 tins kidney beans\n- 1 onion\n- 2 tsp chilli powder\n- 150 ml soured cream\n\n1. Fry the onion, add the beans and chilli and simmer 20 minutes.\n2. Serve in bowls with rice and a dollop of soured cream.`;
    const out = method(text, ['Dairy-Free']);
    expect(out).not.toMatch(/dollop\s*\./);
    expect(out).toMatch(/rice/);
  });
  it('Spanish: "y una cucharada de nata" under Dairy-Free, the nata listed', () => {
    const text = `Crema de calabaza\n\n- 1 kg de calabaza\n- 1 cebolla\n- 1 l de caldo de verduras\n- 100 ml de nata\n\n1. Cuece la calabaza y la cebolla en el caldo 25 minutos y tritura.\n2. Sirve en cuencos con pan tostado y una cucharada de nata.`;
    const out = method(text, ['Dairy-Free']);
    expect(out).not.toMatch(/cucharada\s*\./);
  });
  it('Dutch: "serveer met de aardappelen en een lepel mosterd", mosterd listed and avoided', () => {
    const text = `Worst met aardappelen\n\n- 1 kg aardappelen\n- 1 rookworst\n- mosterd, om erbij te serveren\n\n1. Kook de aardappelen gaar.\n2. Snijd de rookworst in plakken en serveer met de aardappelen en een lepel mosterd.`;
    expect(method(text, [], ['mosterd'])).not.toMatch(/lepel/);
  });
  it('English: "with the potatoes and a spoonful of mustard", mustard listed and avoided', () => {
    const text = `Sausage and mash\n\n- 1 kg potatoes\n- 6 sausages\n- English mustard, to serve\n\n1. Boil and mash the potatoes.\n2. Grill the sausages and serve them with the mash and a spoonful of mustard.`;
    expect(method(text, [], ['mustard'])).not.toMatch(/spoonful/);
  });
  it('German: "mit dem Püree und einem Klecks Senf", Senf listed and avoided', () => {
    const text = `Bratwurst mit Püree\n\n- 1 kg Kartoffeln\n- 4 Bratwürste\n- Senf zum Servieren\n\n1. Kartoffeln kochen und zu Püree stampfen.\n2. Die Bratwürste braten und mit dem Püree und einem Klecks Senf servieren.`;
    expect(method(text, [], ['Senf'])).not.toMatch(/Klecks/);
  });
});
