import type { ChatMessageDto, ChatRoomDto } from '@steelyard/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { chatRoom, clientConfig, inspectionRequested, memberUser } from '../../test/fixtures.ts';
import { emitRealtime, isRealtimeConnected } from '../../test/realtime.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const me = memberUser();
const other = { id: 7, nickname: 'Lathe Shop', profile_image_url: null, city: null, county: null };

/** The room of these tests: about a CNC lathe, with the seller `other`. */
const room = (patch: Partial<ChatRoomDto> = {}) => chatRoom({ other, ...patch });

let nextId = 10;
const message = (patch: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: ++nextId,
  room_id: 4,
  sender_id: other.id,
  kind: 'user',
  body: '',
  image: null,
  off_platform: false,
  seat: null,
  offer: null,
  created_at: '2026-11-23T05:00:00Z',
  ...patch,
});
const page = (messages: ChatMessageDto[]) =>
  json(200, { data: messages, meta: { per_page: 30, next_cursor: null } });

beforeEach(() => clearCookies());

describe('/chats/{id}', { timeout: 40_000 }, () => {
  it('sends a message, then shows one that arrives and reads it at once', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/chats/4': () => json(200, { data: room() }),
      'GET /api/chats/4/messages': () => page([message({ body: 'Is it still for sale?', sender_id: me.id })]),
      'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
      'POST /api/chats/4/messages': ({ body }) =>
        json(201, { data: message({ sender_id: me.id, body: String(body?.get('body')) }) }),
      'POST /api/chats/4/read': () => json(200, { data: room() }),
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    expect(within(log).getByText('Is it still for sale?')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, 'Can I see it on Friday?{Enter}');
    expect(await within(log).findByText('Can I see it on Friday?')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const sent = calls.find((c) => c.path === '/api/chats/4/messages' && c.method === 'POST')!;
    expect(fieldsOf(sent)).toMatchObject({ body: 'Can I see it on Friday?' });
    expect(fieldsOf(sent).client_key).toBeTruthy();

    await waitFor(() => expect(isRealtimeConnected()).toBe(true), SLOW);
    act(() => emitRealtime('message-created', { room_id: 4, message: message({ body: 'Friday works.' }) }));
    expect(await within(log).findByText('Friday works.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chats/4/read')).toBe(true));
  });

  it('warns under a message that leads off the platform, and labels a sanctioned member with their trust', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/chats/4': () =>
        json(200, { data: room({ other_trust_score: 30.5, other_sanctioned: true }) }),
      'GET /api/chats/4/messages': () =>
        page([message({ body: 'Call me 010-1234-5678', off_platform: true }), message({ body: 'Hello' })]),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    expect(within(log).getAllByRole('note')).toHaveLength(1);
    expect(within(log).getByRole('note')).toHaveTextContent(/trade and pay only on Steelyard/);
    expect(screen.getByText('Trust 30.5')).toBeInTheDocument();
    expect(screen.getByText('Under sanction')).toBeInTheDocument();
  });

  it('says once that the other person has left, where one would type', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/chats/4': () =>
        json(200, { data: room({ other_left: true, can_send: false, notice_key: 'chat.other_left' }) }),
      'GET /api/chats/4/messages': () =>
        page([message({ body: 'See you then.' }), message({ kind: 'left', body: '', sender_id: null })]),
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    expect(within(log).getByText('Lathe Shop left the chat.')).toBeInTheDocument();
    expect(
      screen.getAllByText('The other person has left the chat room and can no longer chat.'),
    ).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });

  it('keeps the room’s settings in a sheet whose switch saves at once', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/chats/4': () => json(200, { data: room() }),
      'GET /api/chats/4/messages': () => page([]),
      'PATCH /api/chats/4': () => json(200, { data: room({ notify: false }) }),
    });
    await renderApp('/chats/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat menu' }, SLOW));
    const sheet = screen.getByRole('dialog', { name: 'Chat menu' });
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Chat notifications' }));
    await waitFor(() => expect(within(sheet).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(fieldsOf(calls.find((c) => c.method === 'PATCH')!)).toMatchObject({ notify: '0' });
  });

  it('lets the buyer request an inspection of the post from the room’s menu', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/chats/4': () => json(200, { data: room() }),
      'GET /api/chats/4/messages': () => page([]),
      'POST /api/products/3/inspectionRequest': () => json(201, { data: inspectionRequested }),
    });
    await renderApp('/chats/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat menu' }, SLOW));
    const sheet = screen.getByRole('dialog', { name: 'Chat menu' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Request an inspection' }));
    expect(await within(sheet).findByText(/You asked for an inspection\./u)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/products/3/inspectionRequest')).toHaveLength(1);
  });

  it("reads the other member's message in one's language and switches back to the original", async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: { ...me, language: 'de' } }),
      'GET /api/clientConfig': () => json(200, { data: { ...clientConfig, translation_available: true } }),
      'GET /api/chats/4': () => json(200, { data: room() }),
      'GET /api/chats/4/messages': () =>
        page([
          message({ id: 21, body: '금요일에 가능해요' }),
          message({ id: 22, body: 'Danke', sender_id: me.id }),
        ]),
      'POST /api/translations': () =>
        json(200, {
          data: {
            source_language: 'ko',
            target_language: 'en',
            title: null,
            description: null,
            body: 'Friday works for me',
          },
        }),
      'POST /api/chats/4/read': () => json(200, { data: room() }),
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    // Only the other member's message offers it.
    const [translate, ...others] = await within(log).findAllByRole('button', { name: 'Translate' });
    expect(others).toHaveLength(0);
    await userEvent.click(translate!);
    expect(await within(log).findByText('Friday works for me')).toBeInTheDocument();
    expect(fieldsOf(calls.find((c) => c.path === '/api/translations')!)).toEqual({
      type: 'chat_message',
      id: '21',
    });
    await userEvent.click(within(log).getByRole('button', { name: 'Show original' }));
    expect(within(log).getByText('금요일에 가능해요')).toBeInTheDocument();
    // Back and forth again costs no second call.
    await userEvent.click(within(log).getByRole('button', { name: 'Translate' }));
    expect(await within(log).findByText('Friday works for me')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/translations')).toHaveLength(1);
  });

  it('marks a freelancer job finished, then offers "Write a review" for it', async () => {
    const job = {
      id: 12,
      room_id: 4,
      freelancer_id: 8,
      finished_at: '2026-11-23T05:00:00Z',
      can_review: true,
    };
    let finished: typeof job | null = null;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/chats/4': () =>
        json(200, {
          data: room({
            subject: {
              kind: 'freelancer',
              id: 8,
              title: 'PLC and panel work',
              path: '/freelancers/8',
              thumb_url: null,
              available: true,
            },
            product: null,
          }),
        }),
      'GET /api/chats/4/messages': () => page([message({ body: 'Done on site.' })]),
      'GET /api/chats/4/freelancer-job': () => json(200, { data: finished }),
      'POST /api/chats/4/freelancer-job': () => {
        finished = job;
        return json(200, { data: job });
      },
    });
    await renderApp('/chats/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Job finished' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Job finished' }));
    const link = await screen.findByRole('link', { name: 'Write a review' }, SLOW);
    expect(link).toHaveAttribute('href', '/reviews/create?freelancer_job_id=12');
    expect(calls.filter((c) => c.path === '/api/chats/4/freelancer-job' && c.method === 'POST')).toHaveLength(
      1,
    );
  });
});
