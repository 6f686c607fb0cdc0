import { convertRecipeText } from './shared/kitchen/convert';
const recipes: Record<string, string> = {
quiche: `Quiche lorraine
Pour 6 personnes
1 pâte brisée
200 g de lardons fumés
3 œufs
20 cl de crème fraîche épaisse
20 cl de lait
100 g de gruyère râpé
sel, poivre, muscade
Préchauffez le four à 180 °C. Faites revenir les lardons à sec.
Battez les œufs avec la crème et le lait, salez, poivrez.
Étalez la pâte dans le moule, répartissez les lardons et le gruyère, versez l'appareil.
Enfournez 35 minutes.`,
spaetzle: `Käsespätzle
Für 4 Personen
400 g Mehl
4 Eier
150 ml Wasser
200 g Bergkäse, gerieben
2 Zwiebeln
30 g Butter
Mehl, Eier und Wasser zu einem Teig schlagen und 10 Minuten ruhen lassen.
Den Teig portionsweise in kochendes Salzwasser schaben, abschöpfen.
Die Zwiebeln in Butter goldbraun braten.
Spätzle und Käse abwechselnd schichten und mit den Zwiebeln servieren.`,
chili: `Chili con Carne
Serves 6
2 tbsp olive oil
1 large onion, chopped
1 red pepper, chopped
2 garlic cloves, crushed
1 tsp chilli powder
1 tsp ground cumin
500g lean minced beef
1 beef stock cube
400g can chopped tomatoes
410g can red kidney beans, drained
Soured cream, to serve
Heat the oil in a large pan and fry the onion for 5 mins. Add the pepper, garlic, chilli and cumin and cook 5 mins.
Brown the mince, crumble in the stock cube with 300ml hot water, add the tomatoes and simmer 20 mins.
Stir in the beans and cook 10 mins more. Serve with soured cream and rice.`,
};
const filters: string[][] = [['Vegan'], ['Dairy-Free', 'Gluten-Free'], ['Keto'], ['FODMAP-Friendly'], ['Whole30']];
for (const [name, text] of Object.entries(recipes)) for (const f of filters) {
  const r0 = convertRecipeText(text, { filters: f as never, avoid: [], mustUse: [], units: 'metric' } as never) as any; const r = r0.ok ? { ok: true, ...r0.recipe } : r0;
  console.log(`\n## ${name} ${f}`, r.ok ? `${r.recipeName ?? ''} | serves ${r.servings}` : r.reason);
  if (r.ok) { const subs = new Set((r.substitutions ?? []).map((s: any) => s.replacement)); console.log(r.ingredients.filter((i: string) => subs.has(i)).map((i: string) => '  * ' + i).join('\n')); console.log(r.instructions.join('\n')); }
}
