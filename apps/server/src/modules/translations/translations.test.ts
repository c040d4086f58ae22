import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createChat, createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { startJsonStub } from '../../../test/json-stub.ts';

/** A LibreTranslate stand-in: German for Korean text, refusing the text 'fail'. */
async function startTranslatorStub() {
  return startJsonStub((request) => {
    const { q, target } = request.body as { q: string; target: string };
    if (q === 'fail') return { status: 500, body: { error: 'down' } };
    return {
      body: { translatedText: `[${target}] ${q}`, detectedLanguage: { confidence: 90, language: 'ko' } },
    };
  });
}

describe('POST /api/translations with a translator', () => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startTranslatorStub>>;
  beforeAll(async () => {
    stub = await startTranslatorStub();
    ctx = await buildTestApp({ TRANSLATE_URL: `${stub.url}/`, TRANSLATE_API_KEY: 'k' });
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });
  const translationsOf = () => ctx.db.selectFrom('translations').selectAll().execute();

  it("translates a post's title and description into the viewer's language, once per text", async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, {
      title: '선반 팝니다',
      description: '상태 좋음',
    });
    const { agent } = await signedInMember(ctx.app, ctx.db, {}, 'de');
    const before = stub.requests.length;
    const first = await agent.post('/api/translations', { type: 'product', id: product.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      source_language: 'ko',
      target_language: 'de',
      title: '[de] 선반 팝니다',
      description: '[de] 상태 좋음',
      body: null,
    });
    expect(stub.requests.at(-1)!.body).toMatchObject({ source: 'auto', target: 'de', api_key: 'k' });
    // A second reader of the same text in the same language costs no call.
    const { agent: another } = await signedInMember(ctx.app, ctx.db, {}, 'de');
    await another.post('/api/translations', { type: 'product', id: product.id });
    expect(stub.requests.length - before).toBe(2);
    expect(await translationsOf()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          target_language: 'de',
          source_language: 'ko',
          translated: '[de] 상태 좋음',
        }),
      ]),
    );
  });

  it('translates a chat message for a member of its room, and refuses others with 404', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const { user: buyer, agent } = await signedInMember(ctx.app, ctx.db, {}, 'ja');
    const room = await createChat(ctx.db, product.id, buyer.id, 1);
    const message = await ctx.db
      .selectFrom('chat_messages')
      .select('id')
      .where('room_id', '=', room.id)
      .executeTakeFirstOrThrow();
    const answer = await agent.post('/api/translations', { type: 'chat_message', id: message.id });
    expect(answer.json().data).toMatchObject({ target_language: 'ja', body: '[ja] Hello 1', title: null });

    const { agent: outsider } = await signedInMember(ctx.app, ctx.db);
    const rows = (await translationsOf()).length;
    expect(
      (await outsider.post('/api/translations', { type: 'chat_message', id: message.id })).statusCode,
    ).toBe(404);
    expect((await translationsOf()).length).toBe(rows);
  });

  it('refuses a post the viewer may not see (hidden, or a block between them) with 404', async () => {
    const seller = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, seller.id, { hidden: true });
    const shown = await createProduct(ctx.db, seller.id);
    const { user, agent } = await signedInMember(ctx.app, ctx.db);
    expect((await agent.post('/api/translations', { type: 'product', id: hidden.id })).statusCode).toBe(404);
    await block(ctx.db, seller.id, user.id);
    expect((await agent.post('/api/translations', { type: 'product', id: shown.id })).statusCode).toBe(404);
  });

  it('refuses bad input with 422 and visitors with 401, translating nothing', async () => {
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const before = stub.requests.length;
    const bad = await agent.post('/api/translations', { type: 'review', id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'type']);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/translations',
      payload: { type: 'product', id: 1 },
    });
    expect([401, 419]).toContain(visitor.statusCode);
    expect(stub.requests.length).toBe(before);
  });

  it('allows each member 30 a minute, counted per member', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: '한도', description: '' });
    const { agent } = await signedInMember(ctx.app, ctx.db, {}, 'de');
    for (let i = 0; i < 30; i++)
      expect((await agent.post('/api/translations', { type: 'product', id: product.id })).statusCode).toBe(
        200,
      );
    const over = await agent.post('/api/translations', { type: 'product', id: product.id });
    expect(over.statusCode).toBe(429);
    // Another member (same address) still may.
    const { agent: another } = await signedInMember(ctx.app, ctx.db, {}, 'de');
    expect((await another.post('/api/translations', { type: 'product', id: product.id })).statusCode).toBe(
      200,
    );
  });

  it('answers 503 when the translator fails, and caches nothing', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'fail', description: '' });
    const { agent } = await signedInMember(ctx.app, ctx.db, {}, 'en');
    const rows = (await translationsOf()).length;
    const answer = await agent.post('/api/translations', { type: 'product', id: product.id });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe('Translation is not available right now. Please try again later.');
    expect((await translationsOf()).length).toBe(rows);
  });
});

describe('POST /api/translations with nothing configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is off: clientConfig says so and the route answers 404', async () => {
    const config = await ctx.app.inject({ url: '/api/clientConfig' });
    expect(config.json().data.translation_available).toBe(false);
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const { agent } = await signedInMember(ctx.app, ctx.db);
    const answer = await agent.post('/api/translations', { type: 'product', id: product.id });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Translation is not available right now. Please try again later.');
  });
});
