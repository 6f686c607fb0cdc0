/** Words that say nothing about what a dish looks like. */
const STOP_WORDS = new Set([
  'the',
  'and',
  'with',
  'for',
  'from',
  'into',
  'our',
  'your',
  'best',
  'easy',
  'quick',
  'simple',
  'homemade',
  'healthy',
  'delicious',
  'recipe',
  'style',
  'free',
  'vegan',
  'vegetarian',
  'gluten',
  'dairy',
  'keto',
  'paleo',
  'low',
  'carb',
  'high',
  'protein',
  'sugar',
  'plant',
  'based',
  'friendly',
  'minute',
  'minutes',
  'classic',
  'perfect',
  'ultimate',
]);

export const IMAGE_KEYWORD_LIMIT = 4;

/** Spec signed-in-features §7: up to 4 words longer than 2 characters, stop words removed; fallback the cleaned title or 'food'. */
export function imageKeywords(title: string): string[] {
  const cleaned = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = cleaned.split(' ').filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  if (words.length > 0) return words.slice(0, IMAGE_KEYWORD_LIMIT);
  return cleaned ? [cleaned] : ['food'];
}

/** Built-in food pictures (public/food/<id>.svg) and the words that pick each; the first match wins. */
export const BUILT_IN_FOOD_IMAGES: readonly { id: string; words: readonly string[] }[] = [
  {
    id: 'breakfast',
    words: [
      'breakfast',
      'pancake',
      'pancakes',
      'waffle',
      'waffles',
      'oatmeal',
      'porridge',
      'granola',
      'omelette',
      'omelet',
      'eggs',
      'toast',
      'frittata',
      'shakshuka',
    ],
  },
  {
    id: 'dessert',
    words: [
      'cake',
      'cookie',
      'cookies',
      'brownie',
      'brownies',
      'pie',
      'tart',
      'pudding',
      'mousse',
      'ice',
      'cream',
      'dessert',
      'cheesecake',
      'muffin',
      'muffins',
      'chocolate',
      'crumble',
      'custard',
      'sorbet',
    ],
  },
  { id: 'drink', words: ['smoothie', 'shake', 'juice', 'lemonade', 'latte', 'tea', 'coffee', 'drink', 'cocktail', 'lassi'] },
  { id: 'soup', words: ['soup', 'broth', 'chowder', 'bisque', 'ramen', 'pho', 'gazpacho', 'minestrone', 'stew', 'chili'] },
  { id: 'salad', words: ['salad', 'slaw', 'tabbouleh', 'coleslaw', 'greens', 'caesar', 'nicoise'] },
  {
    id: 'pasta',
    words: [
      'pasta',
      'spaghetti',
      'lasagna',
      'lasagne',
      'penne',
      'noodles',
      'noodle',
      'macaroni',
      'fettuccine',
      'linguine',
      'ravioli',
      'gnocchi',
      'carbonara',
      'bolognese',
      'risotto',
    ],
  },
  {
    id: 'curry',
    words: [
      'curry',
      'dal',
      'dhal',
      'masala',
      'korma',
      'tikka',
      'vindaloo',
      'tagine',
      'biryani',
      'rice',
      'paella',
      'pilaf',
      'bowl',
      'stir',
      'fry',
    ],
  },
  {
    id: 'seafood',
    words: [
      'fish',
      'salmon',
      'tuna',
      'cod',
      'shrimp',
      'prawn',
      'prawns',
      'seafood',
      'crab',
      'lobster',
      'mussels',
      'sushi',
      'tilapia',
      'halibut',
    ],
  },
  {
    id: 'meat',
    words: ['chicken', 'beef', 'steak', 'pork', 'lamb', 'turkey', 'burger', 'meatballs', 'roast', 'ribs', 'sausage', 'kebab', 'bbq'],
  },
  {
    id: 'bread',
    words: ['bread', 'pizza', 'sandwich', 'wrap', 'taco', 'tacos', 'burrito', 'quesadilla', 'flatbread', 'focaccia', 'bagel', 'naan'],
  },
  { id: 'snack', words: ['snack', 'dip', 'hummus', 'bites', 'chips', 'crackers', 'nuts', 'bar', 'bars', 'popcorn', 'guacamole', 'salsa'] },
];
export const DEFAULT_FOOD_IMAGE = 'plate';

/** The built-in picture for a dish, by its words. */
export function builtInFoodImage(words: readonly string[]): string {
  const set = new Set(words.flatMap((w) => w.toLowerCase().split(/\s+/)));
  const match = BUILT_IN_FOOD_IMAGES.find((image) => image.words.some((w) => set.has(w)));
  return `/food/${match?.id ?? DEFAULT_FOOD_IMAGE}.svg`;
}
