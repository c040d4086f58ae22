import type { ChatRoomDto } from '@steelyard/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { chatRoom, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const other = { id: 7, nickname: 'Busan CNC', profile_image_url: null, city: null, county: null };

const room = (id: number, subject: ChatRoomDto['subject'], body: string) =>
  chatRoom({
    id,
    subject,
    product: null,
    other,
    role: 'seller',
    last_message: { body, kind: 'user', has_image: false, created_at: '2026-11-23T05:00:00Z' },
  });

beforeEach(() => clearCookies());

describe('/chats', { timeout: 40_000 }, () => {
  it('names the request or freelancer profile a room is about', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/chats': () =>
        json(200, {
          data: [
            room(
              1,
              {
                kind: 'production_notice',
                id: 9,
                title: 'Steel frames',
                path: '/bigNotices/9',
                thumb_url: null,
                available: true,
              },
              'Is galvanising included?',
            ),
            room(
              2,
              {
                kind: 'freelancer',
                id: 3,
                title: 'PLC and panel work',
                path: '/freelancers/3',
                thumb_url: null,
                available: true,
              },
              'Free next week?',
            ),
          ],
          meta: { per_page: 20, next_cursor: null },
        }),
    });
    await renderApp('/chats?tab=mine');
    const request = await screen.findByRole('link', { name: /Is galvanising included\?/u }, SLOW);
    expect(request).toHaveAttribute('href', '/chats/1');
    expect(request).toHaveTextContent('Production notice · Steel frames');
    expect(screen.getByRole('link', { name: /Free next week\?/u })).toHaveTextContent(
      'Freelancer · PLC and panel work',
    );
  });
});
