import { describe, expect, it } from 'vitest';
import { offPlatformSignals } from './chat-safety.ts';

describe('offPlatformSignals', () => {
  it.each([
    ['010-1234-5678로 전화 주세요', ['phone']],
    ['Call +49 30 1234 567', ['phone']],
    ['０１０１２３４５６７８', ['phone']],
    ['mail me: kim(at)example(dot)com', ['email']],
    ['kim＠example.co.kr', ['email']],
    ['카톡 아이디 lathe77', ['messenger']],
    ['Add me on Telegram', ['messenger']],
    ['Pay here https://pay.example.com/x', ['payment']],
    ['선입금 부탁드려요', ['payment']],
  ])('%s → %j', (text, signals) => {
    expect(offPlatformSignals(text)).toEqual(signals);
  });

  it.each([
    'Is it still available?',
    'The price is 1,200,000 won',
    'Year 2019, 3,500 hours',
    '내일 오후 3시에 볼까요?',
  ])('leaves an ordinary message alone: %s', (text) => {
    expect(offPlatformSignals(text)).toEqual([]);
  });
});
