import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a sauce the method makes from the recipe's own lines ("until you
 * have a thick béchamel") is the recipe's making, already converted with its lines: in another language no English
 * free-from words are glued on it, and the check does not call it a food bought.
 */
const recipes: { name: string; text: string }[] = [
  {
    name: 'English: "until you have a thick béchamel"',
    text: `Ham-free gratin\n\nIngredients\n- 50 g butter\n- 50 g plain flour\n- 600 ml whole milk\n- 1 kg potatoes, sliced\n\nMethod\n1. Melt the butter, stir in the flour and cook for 1 minute.\n2. Whisk in the milk a little at a time and simmer until you have a thick béchamel.\n3. Layer the potatoes with the sauce and bake at 180 °C for 1 hour.`,
  },
  {
    name: 'French: "jusqu’à obtenir une béchamel onctueuse"',
    text: `Gratin de pommes de terre\n\nIngrédients\n- 50 g de beurre\n- 50 g de farine de blé\n- 60 cl de lait\n- 1 kg de pommes de terre\n\nPréparation\n1. Faites fondre le beurre, ajoutez la farine et remuez 1 minute.\n2. Versez le lait petit à petit en fouettant jusqu'à obtenir une béchamel onctueuse.\n3. Alternez pommes de terre et sauce dans un plat et enfournez 1 heure à 180 °C.`,
  },
  {
    name: 'Italian: "fino a ottenere una besciamella liscia"',
    text: `Patate gratinate\n\nIngredienti\n- 50 g di burro\n- 50 g di farina 00\n- 600 ml di latte intero\n- 1 kg di patate\n\nProcedimento\n1. Sciogliete il burro, unite la farina e mescolate per 1 minuto.\n2. Aggiungete il latte a filo, mescolando con una frusta fino a ottenere una besciamella liscia.\n3. Alternate patate e besciamella in una pirofila e cuocete in forno a 180 °C per 1 ora.`,
  },
  {
    name: 'Portuguese: "até obter um molho bechamel grosso"',
    text: `Batatas gratinadas\n\nIngredientes\n- 50 g de manteiga\n- 50 g de farinha de trigo\n- 600 ml de leite\n- 1 kg de batatas\n\nModo de preparo\n1. Derreta a manteiga, junte a farinha e mexa por 1 minuto.\n2. Junte o leite aos poucos, mexendo sempre, até obter um molho bechamel grosso.\n3. Intercale as batatas com o molho num refratário e asse a 180 °C por 1 hora.`,
  },
];

describe('a sauce the method makes is the recipe’s own making', () => {
  for (const r of recipes) {
    it(r.name, () => {
      const result = generateLocally({
        originalRecipe: r.text,
        mode: 'convert',
        filters: ['Dairy-Free', 'Gluten-Free'],
        avoidIngredients: [],
      });
      if (!result.ok) throw new Error(result.error);
      const method = result.recipe.instructions.join('\n').toLowerCase();
      // An English step may say what the sauce now is ("the dairy-free béchamel"); another language gets no English glued on.
      if (!r.name.startsWith('English')) {
        expect(method).not.toContain('dairy-free b');
        expect(method).not.toContain('gluten-free b');
      }
      expect(result.recipe.compliance?.violations.filter((v) => v.ingredient.startsWith('Step'))).toEqual([]);
    });
  }
});
