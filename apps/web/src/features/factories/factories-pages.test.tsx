import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { clientConfig, memberUser } from '../../test/fixtures.ts';
import { filterNear } from '../../test/near-filter.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cursorPage, dayFromToday as day, factory, factoryApplication } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);

const application = factoryApplication;

beforeEach(() => clearCookies());

describe('factory sharing', { timeout: 40_000 }, () => {
  it('finds a factory by capability and applies for a week', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories': () => json(200, { data: [factory()], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/factories/4': () => json(200, { data: factory() }),
      'POST /api/factoryApplications': () => json(201, { data: application(1) }),
    });
    await renderApp('/factoryApplications');
    await userEvent.selectOptions(await screen.findByLabelText('Capabilities', {}, SLOW), 'milling');
    await waitFor(() => expect(calls.some((c) => c.url.includes('capability=milling'))).toBe(true));
    await userEvent.click(await screen.findByRole('link', { name: /CNC shop/u }));
    expect(await screen.findByText('Machining centre · Doosan · 2019')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply to use it' }));
    const sheet = await screen.findByRole('dialog', { name: 'Apply to use it' });
    await userEvent.type(within(sheet).getByLabelText('From'), day(2));
    await userEvent.type(within(sheet).getByLabelText('Until'), day(8));
    await userEvent.type(within(sheet).getByLabelText('Message'), 'Night shifts, please.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply to use it' }));
    expect(await screen.findByText('Your application is sent.')).toBeInTheDocument();
    expect(fieldsOf(sent(calls, '/api/factoryApplications')[0]!)).toEqual({
      factory_id: '4',
      starts_on: day(2),
      ends_on: day(8),
      message: 'Night shifts, please.',
    });
  });

  it('finds factories within a radius of a place found by name, each saying how far it is', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories': (call) =>
        json(200, {
          data: [call.url.includes('near=') ? factory({ distance_km: 3.5 }) : factory()],
          meta: { per_page: 20, next_cursor: null },
        }),
      'GET /api/geocode/search': () =>
        json(200, { data: [{ name: 'Cheonan-si', lat: 36.81512, lon: 127.11392, country: 'KR' }] }),
    });
    const { history } = await renderApp('/factoryApplications');
    await filterNear(history, calls, {
      search: 'Cheonan',
      place: 'Cheonan-si',
      near: '36.8151,127.1139',
      km: 10,
    });
    expect(await screen.findByText(/^3\.5 km · /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove distance' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('checks an application under its fields before sending, and shows the server’s refusal on its field', async () => {
    let tries = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories/4': () => json(200, { data: factory() }),
      'POST /api/factoryApplications': () =>
        ++tries === 1
          ? json(422, {
              message: 'invalid',
              errors: { starts_on: ['Please apply within the period the factory is free.'] },
            })
          : json(201, { data: application(1) }),
    });
    await renderApp('/factories/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to use it' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Apply to use it' });
    const submit = within(sheet).getByRole('button', { name: 'Apply to use it' });
    await userEvent.type(within(sheet).getByLabelText('From'), day(8));
    await userEvent.type(within(sheet).getByLabelText('Until'), day(2));
    await userEvent.click(submit);
    expect(await within(sheet).findByText('The period cannot end before it starts.')).toHaveClass(
      'field__error',
    );
    expect(within(sheet).getByLabelText('Message')).toHaveAccessibleDescription('Please enter the content.');
    expect(sent(calls, '/api/factoryApplications')).toHaveLength(0);

    await userEvent.clear(within(sheet).getByLabelText('Until'));
    await userEvent.type(within(sheet).getByLabelText('Until'), day(9));
    await userEvent.type(within(sheet).getByLabelText('Message'), 'Weekends only.');
    await userEvent.click(submit);
    const refusal = 'Please apply within the period the factory is free.';
    expect(await within(sheet).findByText(refusal)).toHaveClass('field__error');
    expect(within(sheet).getByLabelText('From')).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('dialog', { name: 'Apply to use it' })).toBeInTheDocument();
    expect(sent(calls, '/api/factoryApplications')).toHaveLength(1);
  });

  it('lets the owner accept a received application', async () => {
    let accepted = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factoryApplications': () =>
        cursorPage([application(2), application(1, accepted ? 'accepted' : 'pending')]),
      'PATCH /api/factoryApplications/1': () => {
        accepted = true;
        return json(200, { data: application(1, 'accepted') });
      },
    });
    await renderApp('/factoryApplications?tab=received');
    expect(await screen.findByText('Applicant 1', { exact: false }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Accept' })[1]!);
    await waitFor(() => expect(sent(calls, '/api/factoryApplications/1', 'PATCH')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/factoryApplications/1', 'PATCH')[0]!)).toMatchObject({
      status: 'accepted',
    });
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
  });

  it('lets the owner edit the listing in the create form', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories/4': () => json(200, { data: factory({ is_owner: true }) }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'PATCH /api/factories/4': () =>
        json(200, { data: factory({ is_owner: true, title: 'CNC shop, night shift' }) }),
    });
    await renderApp('/factories/4');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }, SLOW));
    const title = await screen.findByLabelText('Name', {}, SLOW);
    expect(title).toHaveValue('CNC shop, second shift');
    await userEvent.clear(title);
    await userEvent.type(title, 'CNC shop, night shift');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your factory is updated.')).toBeInTheDocument();
    const fields = fieldsOf(sent(calls, '/api/factories/4', 'PATCH')[0]!);
    expect(fields).toMatchObject({ title: 'CNC shop, night shift', floor_area: '650' });
    expect(JSON.parse(String(fields.periods))).toEqual([{ starts_on: day(1), ends_on: day(60) }]);
    expect(JSON.parse(String(fields.equipment))).toEqual([
      { name: 'Machining centre', make: 'Doosan', year: 2019 },
    ]);
  });

  it('takes several free periods as rows: added, checked against each other, removed', async () => {
    let answer422 = true;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories/4': () => json(200, { data: factory({ is_owner: true }) }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'PATCH /api/factories/4': () => {
        if (!answer422) return json(200, { data: factory({ is_owner: true }) });
        answer422 = false;
        return json(422, {
          message: 'The given data was invalid.',
          errors: { 'periods.starts_on': ['The period cannot start in the past.'] },
        });
      },
    });
    await renderApp('/factories/create?id=4');
    await screen.findByLabelText('Name', {}, SLOW);
    expect(screen.getAllByLabelText('From')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    const from = screen.getAllByLabelText('From');
    const until = screen.getAllByLabelText('Until');
    expect(from).toHaveLength(2);
    // The second row overlaps the first: refused before anything is sent.
    await userEvent.type(from[1]!, day(30));
    await userEvent.type(until[1]!, day(70));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This period overlaps another one.')).toBeInTheDocument();
    expect(sent(calls, '/api/factories/4', 'PATCH')).toHaveLength(0);

    await userEvent.clear(from[1]!);
    await userEvent.type(from[1]!, day(61));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The server's message about a period lands under the list.
    expect(await screen.findByText('The period cannot start in the past.')).toBeInTheDocument();
    expect(JSON.parse(String(fieldsOf(sent(calls, '/api/factories/4', 'PATCH')[0]!).periods))).toEqual([
      { starts_on: day(1), ends_on: day(60) },
      { starts_on: day(61), ends_on: day(70) },
    ]);

    await userEvent.click(screen.getAllByRole('button', { name: 'Remove the period' })[0]!);
    expect(screen.getAllByLabelText('From')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove the period' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your factory is updated.')).toBeInTheDocument();
    expect(JSON.parse(String(fieldsOf(sent(calls, '/api/factories/4', 'PATCH')[1]!).periods))).toEqual([
      { starts_on: day(61), ends_on: day(70) },
    ]);
  });

  it('shows every free period and the taken ones on the list and the page', async () => {
    const listed = factory({
      periods: [
        { starts_on: '2030-01-01', ends_on: '2030-01-10' },
        { starts_on: '2030-02-01', ends_on: '2030-02-10' },
      ],
      taken: [{ starts_on: '2030-01-02', ends_on: '2030-01-04' }],
    });
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories': () => json(200, { data: [listed], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/factories/4': () => json(200, { data: listed }),
    });
    await renderApp('/factoryApplications');
    const row = await screen.findByRole('link', { name: /CNC shop/u }, SLOW);
    expect(row).toHaveTextContent(/Free 01\/01\/2030 – 01\/10\/2030, 02\/01\/2030 – 02\/10\/2030/u);
    expect(row).toHaveTextContent(/Taken 01\/02\/2030 – 01\/04\/2030/u);
    await userEvent.click(row);
    const free = await screen.findByRole('heading', { name: 'Free periods' });
    expect(free.nextElementSibling?.querySelectorAll('li')).toHaveLength(2);
  });

  it('lets the applicant withdraw a pending application after confirming', async () => {
    let withdrawn = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factoryApplications': () =>
        cursorPage(withdrawn ? [application(2, 'accepted')] : [application(2, 'accepted'), application(1)]),
      'DELETE /api/factoryApplications/1': () => {
        withdrawn = true;
        return new Response(null, { status: 204 });
      },
    });
    await renderApp('/factoryApplications?tab=sent');
    const buttons = await screen.findAllByRole('button', { name: 'Withdraw' }, SLOW);
    // Only the pending one may be withdrawn.
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your application is withdrawn.')).toBeInTheDocument();
    expect(sent(calls, '/api/factoryApplications/1', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument());
  });

  it('shows the factory’s photos and place, and the owner adds a photo in the edit form', async () => {
    const photo = (id: number) => ({
      id,
      url: `/uploads/${id}.webp`,
      thumb_url: `/uploads/${id}-thumb.webp`,
    });
    const listed = factory({
      is_owner: true,
      images: [photo(5)],
      place_name: 'Ansan, Danwon-gu',
      lat: 37.31,
      lon: 126.83,
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/factories/4': () => json(200, { data: listed }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'POST /api/images': () => json(201, { data: photo(6) }),
      'PATCH /api/factories/4': () => json(200, { data: { ...listed, images: [photo(5), photo(6)] } }),
    });
    await renderApp('/factories/4');
    const strip = await screen.findByRole('list', { name: 'Factory photos' }, SLOW);
    expect(within(strip).getByRole('img', { name: 'Factory photos 1' })).toHaveAttribute(
      'src',
      '/uploads/5-thumb.webp',
    );
    const place = screen.getByRole('region', { name: 'Location' });
    expect(within(place).getByText('Ansan, Danwon-gu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    await userEvent.upload(
      await screen.findByTestId('photo-input', {}, SLOW),
      new File(['png'], 'shop.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/images')).toBe(true));
    expect(screen.getByLabelText('Place name')).toHaveValue('Ansan, Danwon-gu');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your factory is updated.')).toBeInTheDocument();
    const patch = sent(calls, '/api/factories/4', 'PATCH')[0]!;
    expect(patch.body?.getAll('image_ids[]')).toEqual(['5', '6']);
    expect(fieldsOf(patch)).toMatchObject({ place_name: 'Ansan, Danwon-gu', lat: '37.31', lon: '126.83' });
  });
});
