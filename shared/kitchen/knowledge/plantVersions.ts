/**
 * A plant drink or cream is named as a compound of its plant and the dairy word ("Mandelmilch", "havregrädde"): made
 * of the plant, it holds no milk. Only the plants such drinks are made of (ontology branches; the bare word for nuts
 * is not one: "Nussbutter" is browned butter), and only the words for the drink and the liquid cream (normal form):
 * "Haselnusscreme" and "Mandelbutter" are spreads that may hold milk or butter, a "Kokosjoghurt" is often a dairy
 * yoghurt with coconut.
 */
export const PLANT_VERSIONS = {
  plants: [
    'en:tree nut',
    'en:peanut',
    'en:oat',
    'en:rice',
    'en:spelt',
    'en:soya',
    'en:pea',
    'en:coconut',
    'en:hemp seed',
    'en:sesame',
    'en:lupin',
    'en:quinoa',
    'en:millet',
    'en:buckwheat',
  ],
  dairyWords: [
    // drink
    'milch',
    'melk',
    'mjolk',
    'maelk',
    'mleko',
    'mlieko',
    'tej',
    'drink',
    'dryck',
    'drik',
    // cream for cooking or whipping
    'sahne',
    'gradde',
    'flode',
    'flote',
    'room',
    'kochsahne',
    'kookroom',
    'matlagningsgradde',
  ],
  /**
   * First parts of a compound that make the product a plant version ("vegokorv", "Veggiewurst", "vegaburger"): no meat,
   * and what its maker may make it with, checked on the label (a vegetarian one may hold milk and egg, a vegan one not).
   */
  qualifierParts: [
    { word: 'vegan', mayContain: ['gluten', 'soy'] },
    { word: 'vegane', mayContain: ['gluten', 'soy'] },
    { word: 'vego', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { word: 'vega', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { word: 'veggie', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { word: 'vegetarisk', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { word: 'vegetarische', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { word: 'vegetar', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
  ],
  /**
   * The same said as a word of its own before or after a meat or fish product ("vegetarische Wurst", "salsiccia
   * vegetariana", "wegetariańskiej kiełbasy", "Veggie Wurst"): the start of the word (normal form, accents folded), any
   * ending. "vegetar" is no start of "vegetable" or of the seasoning "Vegeta".
   */
  qualifierStems: [
    { stem: 'vegan', mayContain: ['gluten', 'soy'] },
    { stem: 'wegan', mayContain: ['gluten', 'soy'] },
    { stem: 'vegetar', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { stem: 'wegetar', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
    { stem: 'veggie', mayContain: ['gluten', 'soy', 'dairy', 'egg'] },
  ],
} as const;
