import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/app-store.ts';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import {
  clientConfig,
  latheTemplate,
  memberUser,
  productCategories,
  productDetail,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };

beforeEach(() => {
  clearCookies();
  mockApi({ 'GET /api/clientConfig': () => json(200, { data: clientConfig }) });
});

describe('a post written against its machine kind’s template', { timeout: 40_000 }, () => {
  it('shows the kind’s fields with units, checks them, scores what is missing and sends them', async () => {
    const post = productDetail(40, {
      is_mine: true,
      user: { ...productDetail(40).user, id: memberUser().id },
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/products/40': () => json(200, { data: post }),
      'PATCH /api/products/40': () => json(200, { data: post }),
    });
    await renderApp('/products/create?id=40');
    await screen.findByRole('button', { name: 'Save changes' }, SLOW);
    // The kinds belong to a category: the hand tools have none.
    await screen.findByRole('option', { name: 'Hand tools' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Hand tools');
    expect(screen.queryByLabelText('Machine kind')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Machine tools');
    await userEvent.selectOptions(await screen.findByLabelText('Machine kind'), 'Lathe');
    expect(screen.getByLabelText('Swing over bed (mm) *')).toBeInTheDocument();
    expect(screen.getByLabelText('Weight (kg)')).toBeInTheDocument();
    expect(screen.getByText('Specifications 0% complete')).toBeInTheDocument();
    // The template asks for maker and year itself: the free fields step aside.
    expect(screen.queryByLabelText('Manufacturer')).toBeNull();

    await userEvent.type(screen.getByLabelText('Maker *'), 'Doosan');
    await userEvent.type(screen.getByLabelText('Swing over bed (mm) *'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a value of at least 50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Year *')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Specifications 29% complete')).toBeInTheDocument();
    expect(
      screen.getByText('Missing: Year, Weight, Phase, Working condition, Loading on site'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Swing over bed (mm) *'));
    await userEvent.type(screen.getByLabelText('Swing over bed (mm) *'), '640');
    await userEvent.type(screen.getByLabelText('Year *'), '2014');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '6200');
    await userEvent.selectOptions(screen.getByLabelText('Phase'), 'Three-phase');
    await userEvent.click(screen.getByRole('radio', { name: 'Working' }));
    await userEvent.click(screen.getByLabelText('Crane'));
    expect(screen.getByText('Specifications 100% complete')).toBeInTheDocument();
    expect(screen.getByText('Every specification is filled in.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Delivery terms (Incoterms 2020)'), 'FOB');
    const checklist = screen.getByRole('group', { name: 'Checklist' });
    await userEvent.click(within(checklist).getByLabelText('Chuck included'));

    const saved = () => calls.filter((c) => c.path === '/api/products/40' && c.method === 'PATCH');
    expect(saved()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const fields = fieldsOf(saved()[0]!);
    expect(fields).toMatchObject({ spec_template_id: '1', working_state: 'working', incoterm: 'FOB' });
    expect(JSON.parse(fields.specs as string)).toEqual({
      maker: 'Doosan',
      year: '2014',
      swing_mm: '640',
      weight_kg: '6200',
      phase: '3',
    });
    expect(fields['loading_methods[]']).toBe('crane');
    expect(fields['checklist[]']).toBe('chuck_included');
  });

  it('shows the specifications table with units, imperial figures for a US reader, and completeness', async () => {
    const product = productDetail(41, {
      spec_template: latheTemplate,
      specs: { maker: 'Doosan', year: 2014, swing_mm: 640, weight_kg: 6200, phase: '3' },
      spec_score: 100,
      spec_complete: true,
      working_state: 'working',
      loading_methods: ['forklift', 'crane'],
      incoterm: 'EXW',
      tax_invoice: true,
      checklist: ['chuck_included'],
    });
    mockApi({
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/41': () => json(200, { data: product }),
    });
    await renderApp('/products/41');
    expect(await screen.findByRole('heading', { name: 'Specifications' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Specifications complete')).toBeInTheDocument();
    expect(screen.getByText('640 mm')).toBeInTheDocument();
    expect(screen.getByText('Three-phase')).toBeInTheDocument();
    expect(screen.getByText('Working')).toBeInTheDocument();
    expect(screen.getByText('Forklift, Crane')).toBeInTheDocument();
    expect(screen.getByText('EXW')).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Checklist' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['– Powers on without alarms (not confirmed)', '✓ Chuck included (confirmed)']);

    appStore.setState({ country: 'US' });
    expect(await screen.findByText('640 mm (25.2 in)')).toBeInTheDocument();
    expect(screen.getByText('6,200 kg (13,669 lb)')).toBeInTheDocument();
  });
});
