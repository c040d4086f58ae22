import { daysFrom, type SeedContext } from '../context.ts';
import type { DemoUserKey } from './users.ts';

/** 1:1 inquiries of two members: one the admin has answered, one waiting (the back office's Q&A). */
export async function seedDemoQnas({ trx, tally, now }: SeedContext, ids: Record<DemoUserKey, number>) {
  const rows = [
    {
      user_id: ids.member1,
      title: '거래 후 후기는 어디에서 남기나요?',
      content: '구매를 마쳤는데 판매자에게 후기를 남기는 메뉴를 찾지 못했어요.',
      answer:
        '거래 완료 후 채팅방 상단의 ‘후기 남기기’에서 작성하실 수 있어요. 마이페이지 > 구매내역에서도 가능합니다.',
      answered_by: ids.admin,
      answered_at: daysFrom(now, -2),
      created_at: daysFrom(now, -3),
    },
    {
      user_id: ids.member2,
      title: '해외 배송도 가능한가요?',
      content: '일본에 있는 공장으로 선반을 보내려고 합니다. 배송 대행을 지원하나요?',
      answer: null,
      answered_by: null,
      answered_at: null,
      created_at: daysFrom(now, -1),
    },
  ];
  await trx.insertInto('qnas').values(rows).execute();
  tally.add('qnas', rows.length);
}
