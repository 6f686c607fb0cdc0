/**
 * Everyday kitchen names of Chinese (simplified and traditional) and Japanese recipes that the taxonomy lacks, for
 * foods it knows: first the foods of the 14 EU allergens, then what home recipes of those languages name most. Read
 * inside unspaced text by resolve/unspacedNames.ts. Hand-kept, added to the lexicon's index at install like
 * EXTRA_NAMES; a name another food already owns keeps its owner.
 */
export const EXTRA_NAMES_CHINESE_JAPANESE: Readonly<Record<string, readonly string[]>> = {
  // The allergens' foods.
  'en:egg': ['鸡蛋', '雞蛋', '蛋', '鸭蛋', '卵液', '溶き卵', '全卵', '卵黄', '卵白', '蛋黄', '蛋白', '蛋液'],
  'en:milk': ['奶', '鲜奶', '鮮奶', '全脂牛奶', '脱脂牛奶'],
  'en:cream': ['生クリーム', '淡奶油', '鲜奶油', '鮮奶油'],
  'en:cheese': ['芝士', '起司', '奶酪', '乳酪'],
  'en:butter': ['牛油'],
  'en:wheat flour': ['面粉', '麵粉', '中筋面粉', '低筋面粉', '高筋面粉', '薄力粉', '強力粉', '中力粉'],
  'en:almond': ['杏仁', 'アーモンド', '扁桃仁'],
  'en:walnut': ['胡桃', '核桃', '核桃仁'],
  'en:peanut': ['ピーナッツ', '花生米', '花生仁'],
  'en:shrimp': ['海老', '虾仁', '蝦仁', '大虾', '鲜虾'],
  'en:soy sauce': ['生抽', '老抽', '淡口醤油', '濃口醤油', '薄口醤油', '豉油', '醬油'],
  'en:fish sauce': ['鱼露', '魚露', 'ナンプラー'],
  // Everyday foods.
  'en:pork belly': ['五花肉', '豚バラ肉', '豚バラ', '三层肉'],
  // Minced meat of no named animal is meat, as "肉" is.
  'en:meat': ['ひき肉', '挽き肉', '合いびき肉', '合挽き肉', '肉末', '肉馅', '肉餡'],
  'en:chicken': ['鶏ひき肉', '鸡肉末'],
  'en:minced pork': ['豚ひき肉', '猪肉末', '猪肉馅'],
  'en:udon': ['うどん', '乌冬面', '烏龍麵'],
};
