import './shared/kitchen/knowledge/installed';
import { readFileSync } from 'node:fs';
import { generateLocally } from './shared/kitchen/index';

const [file, filters, avoid] = process.argv.slice(2);
const r = generateLocally({
  originalRecipe: readFileSync(file, 'utf8'),
  mode: 'convert',
  filters: (filters ?? '').split(',').filter(Boolean),
  avoidIngredients: (avoid ?? '').split(',').filter(Boolean),
  mustUseIngredients: [],
});
if (!r.ok) console.log(r.error);
else {
  console.log(r.recipe.recipeName);
  console.log(JSON.stringify(r.recipe.compliance).slice(0, 300));
  console.log(r.recipe.instructions.join('\n'));
  console.log('--');
  console.log((r.recipe.tips ?? []).join('\n'));
}
