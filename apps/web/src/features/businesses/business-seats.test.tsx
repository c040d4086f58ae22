import type { BusinessSeatsDto, ChatMessageDto } from '@steelyard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { businessDto, chatRoom, clientConfig, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const me = memberUser();
const verified = businessDto({ status: 'verified', reviewed_at: '2026-11-28T02:00:00.000Z' });
const seats = (patch: Partial<BusinessSeatsDto> = {}): BusinessSeatsDto => ({
  seats_max: 5,
  seats: [{ id: 21, user: { id: 8, nickname: 'Kim Cheolsu' }, created_at: '2026-11-29T01:00:00.000Z' }],
  invitations: [
    {
      id: 31,
      email: 'lee@example.test',
      code: 'ABCD2345',
      created_at: '2026-11-29T01:00:00.000Z',
      expires_at: '2026-12-06T01:00:00.000Z',
      expired: false,
    },
  ],
  ...patch,
});
const mySeat = {
  id: 21,
  business: { id: 3, legal_name: '삼성전자(주)', owner_id: 7, owner_nickname: 'Lathe Shop' },
  created_at: '2026-11-29T01:00:00.000Z',
};

beforeEach(() => clearCookies());

describe("the owner's seats", { timeout: 40_000 }, () => {
  it('invites by email, revokes an invitation and removes a seat after confirming', async () => {
    let current = seats();
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/businesses/mine': () => json(200, { data: verified }),
      'GET /api/businesses/mine/seats': () => json(200, { data: current }),
      'POST /api/businesses/mine/seatInvitations': (call) => {
        const email = String(call.body?.get('email'));
        if (email === 'taken@example.test')
          return json(409, {
            message: 'All 5 seats are taken or invited: remove a seat or revoke an invitation first.',
          });
        current = seats({
          invitations: [...current.invitations, { ...current.invitations[0]!, id: 32, email }],
        });
        return json(201, { data: current.invitations.at(-1) });
      },
      'DELETE /api/businesses/mine/seatInvitations/:id': () => {
        current = { ...current, invitations: current.invitations.filter((i) => i.id !== 31) };
        return json(200, { data: null });
      },
      'DELETE /api/businesses/mine/seats/:id': () => {
        current = { ...current, seats: [] };
        return json(200, { data: null });
      },
    });
    await renderApp('/mypage/business');
    const section = await screen.findByRole('region', { name: 'Seats' }, SLOW);
    expect(await within(section).findByText('1 of 5 seats')).toBeInTheDocument();
    expect(within(section).getByText('Kim Cheolsu')).toBeInTheDocument();
    expect(within(section).getByText('lee@example.test')).toBeInTheDocument();
    expect(within(section).getByText(/Code ABCD2345/u)).toBeInTheDocument();

    const email = within(section).getByLabelText('Email of the member to invite');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((c) => c.path === '/api/businesses/mine/seatInvitations')).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.test');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(section).findByText(
        'All 5 seats are taken or invited: remove a seat or revoke an invitation first.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'park@example.test');
    await userEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('park@example.test')).toBeInTheDocument();

    const lee = within(section).getByText('lee@example.test').closest('li')!;
    await userEvent.click(within(lee).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(section).queryByText('lee@example.test')).not.toBeInTheDocument());

    await userEvent.click(within(section).getByRole('button', { name: 'Remove seat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Kim Cheolsu’s seat?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove seat' }));
    await waitFor(() => expect(within(section).queryByText('Kim Cheolsu')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/businesses/mine/seatInvitations/31',
      '/api/businesses/mine/seats/21',
    ]);
  });
});

describe('/businessSeats/redeem', { timeout: 40_000 }, () => {
  it("takes the code from the email's link, shows a refusal, then the seat", async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'POST /api/businessSeats/redeem': () =>
        ++attempts === 1
          ? json(422, {
              message:
                'This invitation was sent to another email address: sign in with that address to accept it.',
              errors: {
                code: [
                  'This invitation was sent to another email address: sign in with that address to accept it.',
                ],
              },
            })
          : json(200, { data: mySeat }),
    });
    await renderApp('/businessSeats/redeem?code=ABCD2345');
    const code = await screen.findByLabelText('Invitation code', {}, SLOW);
    expect(code).toHaveValue('ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Take the seat' }));
    expect(
      await screen.findByText(
        'This invitation was sent to another email address: sign in with that address to accept it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take the seat' }));
    expect(await screen.findByText('Seat of 삼성전자(주)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the business chats' })).toHaveAttribute(
      'href',
      '/chats?inbox=business',
    );
    expect(fieldsOf(calls.find((c) => c.path === '/api/businessSeats/redeem')!)).toMatchObject({
      code: 'ABCD2345',
    });
  });
});

describe("a seat's business inbox", { timeout: 40_000 }, () => {
  it("lists the business's rooms and signs the seat's messages in the room", async () => {
    const businessRoom = chatRoom({
      id: 9,
      role: 'seller',
      other: { id: 40, nickname: 'Buyer Park', profile_image_url: null, city: null, county: null },
      as_seat_of: { business_id: 3, legal_name: '삼성전자(주)', owner_id: 7 },
    });
    const message = (patch: Partial<ChatMessageDto>): ChatMessageDto => ({
      id: 1,
      room_id: 9,
      sender_id: 40,
      kind: 'user',
      body: '',
      image: null,
      off_platform: false,
      offer: null,
      seat: null,
      created_at: '2026-11-23T05:00:00Z',
      ...patch,
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: me }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/businessSeats/mine': () => json(200, { data: mySeat }),
      'GET /api/chats': (call) =>
        json(200, {
          data: call.url.includes('inbox=business') ? [businessRoom] : [],
          meta: { per_page: 20, next_cursor: null },
        }),
      'GET /api/chats/9': () => json(200, { data: businessRoom }),
      'GET /api/chats/9/messages': () =>
        json(200, {
          data: [
            message({ id: 1, body: 'Is the chuck included?' }),
            message({
              id: 2,
              sender_id: 7,
              body: 'Yes, it is.',
              seat: { id: me.id, nickname: 'Kim Cheolsu' },
            }),
          ],
          meta: { per_page: 30, next_cursor: null },
        }),
    });
    await renderApp('/chats?inbox=business');
    const row = await screen.findByRole('link', { name: /Buyer Park/u }, SLOW);
    expect(screen.getByRole('tab', { name: '삼성전자(주)', selected: true })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/chats' && c.url.includes('inbox=business'))).toBe(true);

    await userEvent.click(row);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Sent by Kim Cheolsu')).toBeInTheDocument();
    expect(screen.getByText('You are answering for 삼성전자(주) as its seat.')).toBeInTheDocument();
    // The business's answer is on the seat's own side of the room.
    expect(within(log).getByText('Yes, it is.').closest('.chat-msg')).toHaveClass('chat-msg--mine');
  });
});
