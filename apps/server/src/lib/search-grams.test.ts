import { describe, expect, it } from 'vitest';
import { containsPattern } from './search-text.ts';
import { productSearchGrams, wordSearchGrams } from './search-grams.ts';

describe('search grams', () => {
  it('takes lowercased bigrams inside tokens of title, keywords and description', () => {
    const grams = productSearchGrams({ title: 'CNC 선반', keywords: ['공구'], description: 'Ｍｏｔｏｒ' });
    expect(grams.sort()).toEqual(['cn', 'nc', 'mo', 'ot', 'to', 'or', '선반', '공구'].sort());
  });
  it('gives a word its bigrams; a one-character word has none (ILIKE alone)', () => {
    expect(wordSearchGrams('선반')).toEqual(['선반']);
    expect(wordSearchGrams('旋盤機')).toEqual(['旋盤', '盤機']);
    expect(wordSearchGrams('선')).toEqual([]);
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
