import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage, jpegBytes, productCategoryId, signedInMember } from '../../../test/factories.ts';
import { saveImage } from '../images/images.service.ts';
import type { RealtimeDelivery } from '../../realtime/emitter.ts';

let ctx: TestContext;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.app.realtime.subscribe((d) => deliveries.push(d));
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof signedInMember>[2] = {}) => signedInMember(ctx.app, ctx.db, values);
const qnaRows = (userId: number) =>
  ctx.db.selectFrom('qnas').selectAll().where('user_id', '=', userId).orderBy('id').execute();
/** Uploads of the member's own, stored (an inquiry moves its photos' files to private keys). */
const imagesOf = async (userId: number, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => saveImage(ctx.db, ctx.storage, await jpegBytes(), userId)),
  );

describe('/api/qnas', () => {
  it('asks with photos in order, lists newest first and shows the question while it waits', async () => {
    const { user, agent } = await member();
    const photos = await imagesOf(user.id, 5);
    const first = await agent.post('/api/qnas', {
      title: 'Shipping?',
      content: 'Do you ship abroad?',
      image_ids: [],
    });
    expect(first.statusCode).toBe(201);
    const created = await agent.post('/api/qnas', {
      title: '  Refund  ',
      content: 'How do I get a refund?',
      image_ids: [photos[2], photos[0], photos[1], photos[3], photos[4]],
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ title: 'Refund', status: 'waiting', answer: null, answered_at: null });
    expect(data.images.map((i: { id: number }) => i.id)).toEqual([
      photos[2],
      photos[0],
      photos[1],
      photos[3],
      photos[4],
    ]);
    expect(data.images[0]).toEqual({
      id: photos[2],
      url: `/api/qnas/${data.id}/images/${photos[2]}/display`,
      thumb_url: `/api/qnas/${data.id}/images/${photos[2]}/thumb`,
    });

    const list = (await agent.get('/api/qnas')).json();
    expect(list.data.map((q: { title: string; status: string }) => [q.title, q.status])).toEqual([
      ['Refund', 'waiting'],
      ['Shipping?', 'waiting'],
    ]);
    expect(list.meta).toMatchObject({ current_page: 1, total: 2 });
    expect((await agent.get(`/api/qnas/${data.id}`)).json().data).toEqual(data);
  });

  it('refuses a sixth photo, a missing title or content, HTML in the title and someone else’s photo, storing nothing', async () => {
    const { user, agent } = await member();
    const other = await member();
    const photos = await imagesOf(user.id, 6);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'T', content: 'C', image_ids: photos }, 'image_ids', 'You can upload up to 5 photos.'],
      [{ title: '', content: 'C' }, 'title', 'Please enter a title.'],
      [{ content: 'C' }, 'title', 'Please enter a title.'],
      [{ title: 'T', content: '  ' }, 'content', 'Please enter the content.'],
      [{ title: 'x'.repeat(101), content: 'C' }, 'title', 'The title cannot exceed 100 characters.'],
      [{ title: '<b>Help</b>', content: 'C' }, 'title', 'HTML cannot be used here.'],
      [
        { title: 'T', content: 'C', image_ids: [(await createImage(ctx.db, other.user.id)).id] },
        'image_ids',
        'A photo could not be found. Please upload it again.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await agent.post('/api/qnas', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await qnaRows(user.id)).toEqual([]);
  });

  it('refuses a photo already used by a post or by another inquiry', async () => {
    const { user, agent } = await member();
    const [photo] = await imagesOf(user.id, 1);
    expect((await agent.post('/api/qnas', { title: 'A', content: 'C', image_ids: [photo] })).statusCode).toBe(
      201,
    );
    const again = await agent.post('/api/qnas', { title: 'B', content: 'C', image_ids: [photo] });
    expect(again.statusCode).toBe(422);
    // A photo of the member's own post, posted through the API.
    const [postPhoto] = await imagesOf(user.id, 1);
    const posted = await agent.post('/api/products', {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: 'Drill press',
      price: 1000,
      place_name: 'Ansan',
      lat: 37.3,
      lon: 126.8,
      image_ids: [postPhoto],
    });
    expect(posted.statusCode).toBe(201);
    const taken = await agent.post('/api/qnas', { title: 'C', content: 'C', image_ids: [postPhoto] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.image_ids).toEqual(['A photo could not be found. Please upload it again.']);
    expect((await qnaRows(user.id)).map((q) => q.title)).toEqual(['A']);
    // Nor can a post take the inquiry's photo.
    const post = await agent.post('/api/products', {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: 'Lathe',
      price: 1000,
      place_name: 'Ansan',
      lat: 37.3,
      lon: 126.8,
      image_ids: [photo],
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors.image_ids).toEqual(['A photo could not be found. Please upload it again.']);
  });

  it('lets only the author and admins read an inquiry', async () => {
    const { agent } = await member();
    const other = await member();
    const admin = await member({ isAdmin: true });
    const id = (await agent.post('/api/qnas', { title: 'Mine', content: 'Private' })).json().data.id;
    const refused = await other.agent.get(`/api/qnas/${id}`);
    expect(refused.statusCode).toBe(404);
    expect((await other.agent.get('/api/qnas')).json().data).toEqual([]);
    expect((await admin.agent.get(`/api/qnas/${id}`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/qnas/${id}` })).statusCode).toBe(401);
  });
});

describe('/api/admin/qnas', () => {
  it('lists waiting ones oldest first, filters by status, searches and counts the waiting', async () => {
    const asker = await member({ nickname: `asker${process.pid}` });
    const admin = await member({ isAdmin: true });
    const ids: number[] = [];
    for (const title of ['Oldest', 'Middle', 'Newest']) {
      ids.push((await asker.agent.post('/api/qnas', { title, content: 'lathe question' })).json().data.id);
    }
    await ctx.db
      .updateTable('qnas')
      .set({ created_at: new Date('2026-01-01') })
      .where('id', '=', ids[0]!)
      .execute();
    const waitingBefore = (await admin.agent.get('/api/admin/qnas/waitingCount')).json().data.waiting;
    await admin.agent.patch(`/api/admin/qnas/${ids[1]}/answer`, { answer: 'Done.' });
    expect((await admin.agent.get('/api/admin/qnas/waitingCount')).json().data.waiting).toBe(
      waitingBefore - 1,
    );

    const search = `asker${process.pid}`;
    const all = (await admin.agent.get(`/api/admin/qnas?search=${search}`)).json().data;
    expect(all.map((q: { title: string; status: string }) => [q.title, q.status])).toEqual([
      ['Oldest', 'waiting'],
      ['Newest', 'waiting'],
      ['Middle', 'answered'],
    ]);
    expect(all[0].user.nickname).toBe(search);
    const answered = (await admin.agent.get(`/api/admin/qnas?status=answered&search=${search}`)).json().data;
    expect(answered.map((q: { title: string }) => q.title)).toEqual(['Middle']);
    expect((await admin.agent.get('/api/admin/qnas?status=closed')).statusCode).toBe(422);
  });

  it('answers (alarm to the member), edits the answer without a second alarm, audits both', async () => {
    const asker = await member();
    const admin = await member({ isAdmin: true });
    const id = (await asker.agent.post('/api/qnas', { title: 'Where is my refund?', content: 'C' })).json()
      .data.id;
    const before = deliveries.length;

    const answered = await admin.agent.patch(`/api/admin/qnas/${id}/answer`, { answer: 'Sent today.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      answer: 'Sent today.',
      answered_by: admin.user.nickname,
    });
    const mine = (await asker.agent.get(`/api/qnas/${id}`)).json().data;
    expect(mine).toMatchObject({ status: 'answered', answer: 'Sent today.' });
    expect(mine.answered_at).toEqual(expect.any(String));

    const alarms = (await asker.agent.get('/api/alarms')).json().data;
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ kind: 'inquiry', link: `/qnas/${id}`, body: 'Where is my refund?' });
    expect(
      deliveries.slice(before).some((d) => d.userId === asker.user.id && d.event === 'alarm-created'),
    ).toBe(true);

    expect(
      (await admin.agent.patch(`/api/admin/qnas/${id}/answer`, { answer: 'Sent yesterday.' })).statusCode,
    ).toBe(200);
    expect((await asker.agent.get(`/api/qnas/${id}`)).json().data.answer).toBe('Sent yesterday.');
    expect((await asker.agent.get('/api/alarms')).json().data).toHaveLength(1);

    const audits = await ctx.db
      .selectFrom('admin_audits')
      .select(['action', 'admin_id', 'changes'])
      .where('subject_type', '=', 'qna')
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      {
        action: 'qna.answer',
        admin_id: admin.user.id,
        changes: { before: { answer: null }, after: { answer: 'Sent today.' } },
      },
      {
        action: 'qna.answer_edit',
        admin_id: admin.user.id,
        changes: { before: { answer: 'Sent today.' }, after: { answer: 'Sent yesterday.' } },
      },
    ]);
  });

  it('refuses an empty answer, an unknown inquiry and members, changing nothing', async () => {
    const asker = await member();
    const admin = await member({ isAdmin: true });
    const id = (await asker.agent.post('/api/qnas', { title: 'T', content: 'C' })).json().data.id;
    const empty = await admin.agent.patch(`/api/admin/qnas/${id}/answer`, { answer: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.answer).toEqual(['Please enter the content.']);
    expect((await admin.agent.patch('/api/admin/qnas/999999/answer', { answer: 'x' })).statusCode).toBe(404);
    expect((await asker.agent.patch(`/api/admin/qnas/${id}/answer`, { answer: 'x' })).statusCode).toBe(403);
    expect((await qnaRows(asker.user.id))[0]).toMatchObject({ answer: null, answered_by: null });
  });
});
