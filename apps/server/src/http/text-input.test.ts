import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { signedInMember } from '../../test/factories.ts';
import { createServiceRequest } from '../../test/service-fixtures.ts';

/* Input that is not the text or the value it looks like (issue 24): refused or cleaned, never stored as sent. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);

/** A multipart body whose one field holds these raw bytes (not necessarily UTF-8). */
function multipartOf(name: string, bytes: Buffer) {
  const boundary = 'steelyard-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('text that is not text', () => {
  it('refuses a multipart field of invalid UTF-8 with 422 and stores nothing', async () => {
    const { user, agent } = await member();
    const invalid = Buffer.from([0x6c, 0x61, 0x74, 0x68, 0x65, 0xc3, 0x28, 0xff, 0xfe]);
    const response = await agent.request('POST', '/api/keywords', undefined, {
      raw: multipartOf('keyword', invalid),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.keyword).toEqual(['This contains characters that cannot be saved.']);
    const rows = await ctx.db
      .selectFrom('keyword_alerts')
      .select('keyword')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);

    const valid = await agent.request('POST', '/api/keywords', undefined, {
      raw: multipartOf('keyword', Buffer.from('선반 旋盤')),
    });
    expect(valid.statusCode).toBe(201);
  });

  it('drops bidirectional overrides from keywords and nicknames', async () => {
    const { user, agent } = await member();
    expect((await agent.post('/api/keywords', { keyword: 'lathe\u202Eexe.' })).statusCode).toBe(201);
    const profile = await agent.patch('/api/users/profile', {
      nickname: `\u2067admin\u2069${user.id}`,
      city: '서울특별시',
      county: '강남구',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const keywords = await ctx.db
      .selectFrom('keyword_alerts')
      .select('keyword')
      .where('user_id', '=', user.id)
      .execute();
    expect(keywords).toEqual([{ keyword: 'latheexe.' }]);
    const row = await ctx.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.nickname).toBe(`admin${user.id}`);
  });
});

describe('flags take only their defined forms', () => {
  it('refuses a blank is_confidential on a drawing request, which stays confidential', async () => {
    const owner = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id, { confidential: true });
    for (const value of ['', 'false', 'no']) {
      const response = await owner.agent.patch(`/api/drawingRequests/${id}`, { is_confidential: value });
      expect(response.statusCode, value).toBe(422);
      expect(Object.keys(response.json().errors), value).toEqual(['is_confidential']);
    }
    const blank = await owner.agent.patch(
      `/api/drawingRequests/${id}`,
      { is_confidential: '' },
      { multipart: true },
    );
    expect(blank.statusCode).toBe(422);
    const row = await ctx.db
      .selectFrom('service_requests')
      .select('is_confidential')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_confidential).toBe(true);
  });
});
