/**
 * Written blind (before running the engine on these recipes): after the list's meat or fish was swapped, a step
 * that still says the kind's word ("the meat", "de vis", "kødet", "fisken", "rybę", "a húst", "eti") tells the cook
 * to use the removed food (the filters here leave no food of the kind on the list: under Halal, minced pork becomes
 * chicken and "the meat" is still right). Either the step now names the substitute, or the card is not called compliant; and with
 * the rewrite the kind word is gone from the step. A kept food of the kind (fish kept beside a swapped fish) keeps
 * its word. And a list food named in a step in another case form after its swap ("eidamu", "parmezanem",
 * "kolbászt") is read as that food.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
}

function convert(text: string, ask: Ask): StructuredRecipe | undefined {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
  });
  return result.ok ? result.recipe : undefined;
}

interface KindCase {
  name: string;
  text: string;
  ask: Ask;
  /** The kind word of the removed food, as a step may still say it. */
  kind: RegExp;
}

const KIND_CASES: KindCase[] = [
  {
    name: 'English meat, Vegetarian',
    text: 'Meatballs\nServes 4\n\n300 g minced pork\n200 g minced veal\n1 onion\n1 tsp salt\n2 tbsp oil\n\nGrate the onion.\nStir the meat with the salt and the onion and shape into balls.\nFry the balls in the oil for 10 minutes.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bmeat\b/i,
  },
  {
    name: 'English fish, avoid fish',
    text: 'Fish stew\nServes 2\n\n400 g cod fillet\n400 g tinned tomatoes\n1 onion\n2 tbsp olive oil\n\nSoften the onion in the oil and add the tomatoes.\nCut the fish into pieces and simmer it in the sauce for 8 minutes.',
    ask: { avoid: ['fish'] },
    kind: /\bfish\b/i,
  },
  {
    name: 'English fish, Vegetarian',
    text: 'Baked haddock\nServes 2\n\n2 haddock fillets\n1 lemon\n2 tbsp butter\n\nHeat the oven to 200C.\nLay the fish in a dish, dot with the butter and bake for 15 minutes with the lemon.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bfish\b/i,
  },
  {
    name: 'Dutch vis, Vegetarian',
    text: 'Visstoof\n2 personen\n\n400 g kabeljauwfilet\n1 ui\n400 g tomatenblokjes\n2 el olijfolie\n\nFruit de ui in de olie en voeg de tomaten toe.\nSnijd de vis in stukken en laat hem 8 minuten garen in de saus.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bvis\b/i,
  },
  {
    name: 'Danish kødet, Vegetarian',
    text: 'Kødsovs\n4 personer\n\n500 g hakket svinekød\n1 løg\n400 g hakkede tomater\n1 spsk olie\n\nHak løget.\nBrun kødet i olien sammen med løget.\nTilsæt tomaterne og lad det simre i 30 minutter.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bkødet\b/i,
  },
  {
    name: 'Swedish fisken, Vegetarian',
    text: 'Fiskgryta\n2 portioner\n\n400 g torskfilé\n1 gul lök\n400 g krossade tomater\n2 msk olja\n\nFräs löken i oljan och häll i tomaterna.\nSkär fisken i bitar och låt den sjuda i såsen i 8 minuter.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bfisken\b/i,
  },
  {
    name: 'Norwegian kjøttet, Vegetarian',
    text: 'Kjøttsaus\n4 porsjoner\n\n500 g svinekjøttdeig\n1 løk\n400 g hakkede tomater\n1 ss olje\n\nHakk løken.\nBrun kjøttet i oljen sammen med løken.\nHa i tomatene og la det småkoke i 30 minutter.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bkjøttet\b/i,
  },
  {
    name: 'Polish rybę, Vegetarian',
    text: 'Ryba w pomidorach\n2 porcje\n\n400 g filetu z dorsza\n1 cebula\n400 g pomidorów z puszki\n2 łyżki oleju\n\nCebulę zeszklić na oleju, dodać pomidory.\nRybę pokroić w kostkę i dusić w sosie 8 minut.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bryb[ęa]\b/i,
  },
  {
    name: 'Czech maso, Vegetarian',
    text: 'Masové kuličky\n4 porce\n\n500 g mleté vepřové maso\n1 cibule\n1 lžička soli\n2 lžíce oleje\n\nCibuli nastrouháme.\nMaso smícháme se solí a cibulí a vytvarujeme kuličky.\nKuličky opečeme na oleji.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bmaso\b/i,
  },
  {
    name: 'German Fisch, Vegetarian',
    text: 'Fischeintopf\nFür 2 Personen\n\n400 g Kabeljaufilet\n1 Zwiebel\n400 g gehackte Tomaten\n2 EL Öl\n\nZwiebel im Öl anschwitzen, Tomaten zugeben.\nDen Fisch in Stücke schneiden und 8 Minuten in der Soße garen.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bFisch\b/i,
  },
  {
    name: 'Hungarian húst, Vegetarian',
    text: 'Pörkölt\n4 adag\n\n600 g sertéslapocka\n2 hagyma\n1 ek pirospaprika\n2 ek olaj\n\nA hagymát az olajon megpirítjuk.\nA húst felkockázzuk, és a hagymához adjuk a paprikával.\nFedő alatt 60 percig pároljuk.',
    ask: { filters: ['Vegetarian'] },
    kind: /\bhús/i,
  },
  {
    name: 'Turkish eti, Vegetarian',
    text: 'Etli nohut\n4 kişilik\n\n400 g kuşbaşı dana eti\n1 soğan\n2 su bardağı haşlanmış nohut\n2 yemek kaşığı zeytinyağı\n\nSoğanı zeytinyağında kavurun.\nEti ekleyip suyunu çekene kadar pişirin.\nNohutu ekleyip 20 dakika pişirin.',
    ask: { filters: ['Vegetarian'] },
    kind: /\beti\b/i,
  },
  {
    name: 'Spanish pescado, avoid fish',
    text: 'Guiso de merluza\n2 raciones\n\n400 g de merluza\n1 cebolla\n400 g de tomate triturado\n2 cucharadas de aceite\n\nSofreír la cebolla en el aceite y añadir el tomate.\nCortar el pescado en trozos y cocerlo en la salsa 8 minutos.',
    ask: { avoid: ['fish'] },
    kind: /\bpescado\b/i,
  },
];

describe('a kind word of a swapped food is never left standing on a compliant card', () => {
  it.each(KIND_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const recipe = convert(c.text, c.ask);
    if (!recipe) return; // a refusal is not unsafe
    const still = recipe.instructions.filter((step) => c.kind.test(step));
    if (still.length === 0) return;
    expect(recipe.compliance?.compliant, still.join(' | ')).toBe(false);
  });
});

describe('the rewrite says the substitute where the step said the kind', () => {
  it.each(KIND_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const recipe = convert(c.text, c.ask);
    if (!recipe) return;
    const swapped = (recipe.substitutions ?? []).filter((s) => s.replacement !== '(left out)');
    expect(swapped.length).toBeGreaterThan(0);
    expect(recipe.instructions.filter((step) => c.kind.test(step))).toEqual([]);
  });
});

describe('a kept food of the kind keeps the kind word and the card', () => {
  it.each([
    [
      'English: salmon kept, Dairy-Free (the filter asks nothing of fish)',
      'Salmon bake\nServes 2\n\n2 salmon fillets\n50 g butter\n1 lemon\n\nLay the fish in a dish, dot with the butter and bake 15 minutes.',
      { filters: ['Dairy-Free'] },
      /\bfish\b/i,
    ],
    [
      'Dutch: zalm kept, Gluten-Free',
      'Zalm uit de oven\n2 personen\n\n2 zalmfilets\n2 el bloem\n1 citroen\n\nBestuif de vis met de bloem en bak hem 12 minuten in de oven.',
      { filters: ['Gluten-Free'] },
      /\bvis\b/i,
    ],
    [
      'Danish: oksekød kept, Dairy-Free',
      'Kødsovs\n4 personer\n\n500 g hakket oksekød\n1 løg\n50 g smør\n\nBrun kødet i smørret med løget og lad det simre.',
      { filters: ['Dairy-Free'] },
      /\bkødet\b/i,
    ],
  ])('%s', (_name, text, ask, kind) => {
    const recipe = convert(text, ask);
    expect(recipe).toBeDefined();
    if (!recipe) return;
    expect(recipe.instructions.join(' ')).toMatch(kind);
    const kindViolations = (recipe.compliance?.violations ?? []).filter((v) => kind.test(v.ingredient) && /names/.test(v.rule));
    expect(kindViolations.filter((v) => !/butter|smør|bloem|flour/i.test(v.rule))).toEqual([]);
  });
});

describe('a swapped list food named in a step in another case form is read as that food', () => {
  it.each([
    [
      'Czech genitive -u',
      'Zapečené brambory\n4 porce\n\n1 kg brambor\n150 g eidam\n2 lžíce oleje\n\nBrambory nakrájíme a dáme do pekáče.\nPosypeme polovinou eidamu a pečeme 30 minut.',
      { filters: ['Vegan'] },
      /eidam/i,
    ],
    [
      'Czech instrumental -em',
      'Těstoviny se sýrem\n2 porce\n\n250 g těstovin\n80 g parmazán\n1 lžíce oleje\n\nTěstoviny uvaříme.\nPromícháme s olejem a posypeme parmazánem.',
      { filters: ['Vegan'] },
      /parmazán/i,
    ],
    [
      'Polish instrumental -em',
      'Makaron z serem\n2 porcje\n\n250 g makaronu\n80 g parmezan\n1 łyżka oliwy\n\nUgotować makaron.\nWymieszać z oliwą i posypać parmezanem.',
      { filters: ['Vegan'] },
      /parmezan/i,
    ],
    [
      'Polish genitive with a fleeting e',
      'Fasolka\n4 porcje\n\n500 g fasolki szparagowej\n100 g boczek\n1 cebula\n\nPokroić cebulę i kawałki boczku, podsmażyć.\nDodać ugotowaną fasolkę.',
      { filters: ['Halal'] },
      /bocz/i,
    ],
    [
      'Hungarian accusative -t',
      'Lecsó\n4 adag\n\n1 kg paprika\n500 g paradicsom\n200 g kolbász\n2 hagyma\n\nA hagymát megpirítjuk.\nA kolbászt felkarikázzuk és hozzáadjuk.\nA paprikát és a paradicsomot is beletesszük.',
      { filters: ['Halal'] },
      /kolbász/i,
    ],
    [
      'Hungarian -val/-vel after a vowel',
      'Rakott krumpli\n4 adag\n\n1 kg burgonya\n4 tojás\n200 g tejföl\n200 g szalámi\n\nA krumplit megfőzzük.\nRétegezzük a tojással és a szalámival, a tetejére tejföl kerül.',
      { filters: ['Halal'] },
      /szalámi/i,
    ],
  ])('%s', (_name, text, ask, food) => {
    const recipe = convert(text, ask);
    if (!recipe) return;
    const still = recipe.instructions.filter((step) => food.test(step));
    if (still.length === 0) return;
    expect(recipe.compliance?.compliant, still.join(' | ')).toBe(false);
  });
});
