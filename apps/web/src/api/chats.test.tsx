import type { ChatMessageDto } from '@steelyard/contracts';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api.ts';
import { appendMessage, chatMessagesQuery, messagesInOrder } from './chats.ts';
import { queryClient } from './query-client.ts';

const message: ChatMessageDto = {
  id: 41,
  room_id: 7,
  sender_id: 2,
  kind: 'user',
  body: '아직 판매 중인가요?',
  image: null,
  off_platform: false,
  seat: null,
  offer: null,
  created_at: '2026-11-23T00:00:00.000Z',
};

const page = (data: ChatMessageDto[]) => json(200, { data, meta: { next_cursor: null } });

function History() {
  const history = useInfiniteQuery(chatMessagesQuery(7));
  return (
    <ul>
      {messagesInOrder(history.data).map((m) => (
        <li key={m.id}>{m.body}</li>
      ))}
    </ul>
  );
}

describe('the chat history cache', () => {
  it('keeps a message sent while the history was still loading', async () => {
    // The first history request was answered before the message existed; later ones include it.
    let releaseFirst: (response: Response) => void = () => undefined;
    const responses = [
      new Promise<Response>((resolve) => (releaseFirst = resolve)),
      Promise.resolve(page([message])),
    ];
    const { calls } = mockApi({
      'GET /api/chats/7/messages': () => responses.shift() ?? Promise.resolve(page([message])),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <History />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    appendMessage(queryClient, 7, message);
    releaseFirst(page([]));
    expect(await screen.findByText('아직 판매 중인가요?')).toBeTruthy();
  });

  it('adds a message once to a loaded history', async () => {
    mockApi({ 'GET /api/chats/7/messages': () => page([]) });
    render(
      <QueryClientProvider client={queryClient}>
        <History />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(chatMessagesQuery(7).queryKey)).toBeTruthy());
    appendMessage(queryClient, 7, message);
    appendMessage(queryClient, 7, message);
    expect(await screen.findAllByText('아직 판매 중인가요?')).toHaveLength(1);
  });
});
