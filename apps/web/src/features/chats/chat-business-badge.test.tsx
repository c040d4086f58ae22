import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { chatRoom, clientConfig, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const other = (id: number, nickname: string) => ({
  id,
  nickname,
  profile_image_url: null,
  city: null,
  county: null,
});
const business = chatRoom({ id: 4, other: other(7, 'Lathe Shop'), other_business_verified: true });
const person = chatRoom({ id: 5, other: other(8, 'Kim') });

beforeEach(() => clearCookies());

describe("the 'verified business' badge in chat", { timeout: 40_000 }, () => {
  const api = () =>
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/chats': () =>
        json(200, { data: [business, person], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/chats/4': () => json(200, { data: business }),
      'GET /api/chats/4/messages': () => json(200, { data: [], meta: { per_page: 30, next_cursor: null } }),
      'POST /api/chats/4/read': () => json(200, { data: business }),
    });

  it("marks a verified business's room in the list, and no one else's", async () => {
    api();
    await renderApp('/chats');
    const rows = await screen.findAllByRole('link', { name: /Lathe Shop|Kim/ }, SLOW);
    const shop = rows.find((row) => row.textContent?.includes('Lathe Shop'))!;
    const kim = rows.find((row) => row.textContent?.includes('Kim'))!;
    expect(within(shop).getByText('Verified business')).toBeInTheDocument();
    expect(within(kim).queryByText('Verified business')).toBeNull();
  });

  it("shows the badge in the room's header", async () => {
    api();
    await renderApp('/chats/4');
    await screen.findByRole('log', { name: 'Messages' }, SLOW);
    expect(screen.getByText('Verified business')).toBeInTheDocument();
  });
});
