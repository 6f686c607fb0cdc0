import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { findFoodMentions } from '../../shared/kitchen/resolve/findFoodMentions';

/**
 * Written blind (before running the engine on them): Korean writes a noun's particle onto it ("돼지고기를", "새우와",
 * "우유에"); a method sentence names the food all the same, and a word that only begins with a short food's
 * letters is no mention of it.
 */

function tagsNamed(text: string): string[] {
  return findFoodMentions(text).flatMap((m) => [...m.food.tags]);
}

describe('a Korean food with its particle written on is named', () => {
  it.each([
    ['팬에 돼지고기를 넣고 노릇하게 볶아 주세요.', 'pork'],
    ['손질한 새우와 양파를 함께 볶아요.', 'crustacean'],
    ['반죽에 우유를 조금씩 부어 가며 섞어요.', 'dairy'],
    ['마지막으로 땅콩을 뿌려 완성해요.', 'peanut'],
    ['두부는 먹기 좋은 크기로 썰어 주세요.', 'soy'],
  ])('%s', (sentence, tag) => {
    expect(tagsNamed(sentence)).toContain(tag);
  });

  it('a sentence without a food names none', () => {
    expect(findFoodMentions('깨끗이 씻은 그릇에 담아 맛있게 드세요.')).toEqual([]);
  });
});
