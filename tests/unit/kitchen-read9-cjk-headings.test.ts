/**
 * Blind probe (issue 31, item 1), round read9: the ingredients' and method's headings of Chinese, Japanese and Korean
 * pages as they are decorated ("【材料】", "材料：", "■ 作り方", "一、做法", "<재료>", "配料", "制作步骤", "所需材料"),
 * three phrasings at least per language. Every food line is an ingredient, every step a step. Written before looking
 * at what the engine does.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

interface Case {
  id: string;
  text: string;
  foods: string[];
  steps: number;
}

const CASES: Case[] = [
  {
    id: 'zh brackets',
    text: '葱油拌面\n\n【材料】\n200克面条\n3根葱\n2汤匙酱油\n\n【做法】\n1. 葱切段，小火熬葱油。\n2. 面条煮熟，拌入葱油和酱油。',
    foods: ['面条', '葱', '酱油'],
    steps: 2,
  },
  {
    id: 'zh colon headings',
    text: '番茄牛腩\n\n材料：\n500克牛腩\n3个番茄\n1个洋葱\n\n做法：\n1. 牛腩焯水。\n2. 加番茄和洋葱炖90分钟。',
    foods: ['牛腩', '番茄', '洋葱'],
    steps: 2,
  },
  {
    id: 'zh numbered headings',
    text: '麻婆豆腐\n\n一、食材\n1块豆腐\n100克猪肉末\n1汤匙豆瓣酱\n\n二、做法\n1. 豆腐切块焯水。\n2. 炒香肉末和豆瓣酱，加入豆腐。',
    foods: ['豆腐', '猪肉末', '豆瓣酱'],
    steps: 2,
  },
  {
    id: 'zh main and seasoning',
    text: '鱼香肉丝\n\n主料\n300克猪里脊\n1根胡萝卜\n\n调料\n2汤匙醋\n1汤匙糖\n\n制作步骤\n1. 肉切丝腌制。\n2. 炒肉丝，加胡萝卜和调料。',
    foods: ['猪里脊', '胡萝卜', '醋', '糖'],
    steps: 2,
  },
  {
    id: 'zh-Hant steps',
    text: '滷肉飯\n\n所需材料\n600克豬五花\n5顆紅蔥頭\n3大匙醬油\n\n製作步驟\n1. 豬肉切丁。\n2. 炒香紅蔥頭，加醬油滷一小時。',
    foods: ['豬五花', '紅蔥頭', '醬油'],
    steps: 2,
  },
  {
    id: 'zh-Hant method word',
    text: '蔥油餅\n\n【材料】\n300克麵粉\n180毫升熱水\n4根蔥\n\n【作法】\n1. 麵粉加熱水揉成團。\n2. 擀開撒蔥花，捲起煎熟。',
    foods: ['麵粉', '熱水', '蔥'],
    steps: 2,
  },
  {
    id: 'ja square marks',
    text: '豚の生姜焼き\n\n■材料（2人分）\n豚ロース 200g\nしょうが 1かけ\nしょうゆ 大さじ2\n\n■作り方\n1. しょうがをすりおろす。\n2. 豚肉を焼き、たれを絡める。',
    foods: ['豚ロース', 'しょうが', 'しょうゆ'],
    steps: 2,
  },
  {
    id: 'ja brackets',
    text: '親子丼\n\n【材料】\n鶏もも肉 200g\n卵 3個\n玉ねぎ 1/2個\n\n【作り方】\n1. 鶏肉と玉ねぎを煮る。\n2. 卵でとじる。',
    foods: ['鶏もも肉', '卵', '玉ねぎ'],
    steps: 2,
  },
  {
    id: 'ja prepare things',
    text: 'きんぴらごぼう\n\n準備するもの\nごぼう 1本\nにんじん 1/2本\nごま油 大さじ1\n\n作り方\n1. 野菜を細切りにする。\n2. ごま油で炒める。',
    foods: ['ごぼう', 'にんじん', 'ごま油'],
    steps: 2,
  },
  {
    id: 'ko angle brackets',
    text: '잡채\n\n<재료>\n당면 200g\n시금치 100g\n간장 3큰술\n\n<만드는 법>\n1. 당면을 삶는다.\n2. 채소와 간장을 넣고 볶는다.',
    foods: ['당면', '시금치', '간장'],
    steps: 2,
  },
  {
    id: 'ko seasoning group',
    text: '떡볶이\n\n재료\n떡 300g\n어묵 2장\n\n양념\n고추장 2큰술\n설탕 1큰술\n\n조리법\n1. 양념을 물에 푼다.\n2. 떡과 어묵을 넣고 끓인다.',
    foods: ['떡', '어묵', '고추장', '설탕'],
    steps: 2,
  },
  {
    id: 'ko square marks',
    text: '김치볶음밥\n\n■ 재료\n밥 2공기\n김치 1컵\n참기름 1큰술\n\n■ 만드는 법\n1. 김치를 볶는다.\n2. 밥을 넣고 참기름을 두른다.',
    foods: ['밥', '김치', '참기름'],
    steps: 2,
  },
];

const KNOWN_FAILS: Record<string, string> = {};

function faults(c: Case): string[] {
  const result = generateLocally({ originalRecipe: c.text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
  if (!result.ok) return [`refused: ${result.error}`];
  const r = result.recipe;
  const out: string[] = [];
  const notUnderstood = (r as { notUnderstood?: string[] }).notUnderstood ?? [];
  const swapped = (r.substitutions ?? []).map((s) => s.original);
  for (const food of c.foods) if (![...r.ingredients, ...notUnderstood, ...swapped].some((l) => l.includes(food))) out.push(`lost ${food}`);
  if (r.instructions.length < c.steps) out.push(`steps ${r.instructions.length}`);
  for (const s of r.instructions) if (c.foods.some((f) => s.trim() === f)) out.push(`food as step: ${s}`);
  return out;
}

describe('CJK section headings as decorated (blind probe, read9)', () => {
  for (const c of CASES) {
    const run = KNOWN_FAILS[c.id] ? it.fails : it;
    run(KNOWN_FAILS[c.id] ? `${c.id}: ${KNOWN_FAILS[c.id]}` : c.id, () => {
      const found = faults(c).join(' | ');
      if (process.env.PROBE_PRINT && found) console.log(`PROBE ${c.id}: ${found}`);
      expect(found).toBe('');
    });
  }
});
