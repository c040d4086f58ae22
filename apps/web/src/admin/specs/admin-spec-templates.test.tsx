import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSpecTemplateDto } from '@steelyard/contracts';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const label = (en: string) => ({ ko: en, en, de: en, ja: en });
const lathe: AdminSpecTemplateDto = {
  id: 4,
  slug: 'lathe',
  category_slug: 'machinery',
  titles: label('Lathe'),
  main_field: 'swing_mm',
  version: 2,
  updated_at: '2026-11-27T09:00:00.000Z',
  fields: [
    {
      key: 'swing_mm',
      type: 'number',
      unit: 'mm',
      min: 50,
      max: 3000,
      required: true,
      labels: label('Swing'),
    },
    { key: 'control', type: 'text', required: false, labels: label('Control system') },
  ],
  checklist: [{ key: 'powers_on', labels: label('Powers on') }],
};

beforeEach(() => clearCookies());

describe('/admin/specTemplates', { timeout: 40_000 }, () => {
  it('edits a template and saves it as its next version, showing the server’s refusal first', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/specTemplates': () => json(200, { data: [lathe] }),
      'PUT /api/admin/specTemplates/4': (call) =>
        ++attempts === 1
          ? json(422, { message: 'invalid', errors: { 'fields.2.labels.de': ['Please enter a value.'] } })
          : json(200, { data: { ...lathe, version: 3, fields: (call.json as typeof lathe).fields } }),
    });
    await renderApp('/admin/specTemplates');
    await userEvent.click(await screen.findByRole('link', { name: 'Lathe' }, SLOW));
    expect(await screen.findByText('Current version 2', {}, SLOW)).toBeInTheDocument();
    // The main figure cannot be removed; another field can.
    const swing = screen.getByText('Swing').closest('details')!;
    expect(within(swing).queryByRole('button', { name: 'Remove field' })).toBeNull();
    await userEvent.click(screen.getByText('Swing'));
    const max = within(swing).getByLabelText('Maximum');
    await userEvent.clear(max);
    await userEvent.type(max, '2500');
    await userEvent.type(screen.getByLabelText('New field key (lower-case latin)'), 'hours');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    await userEvent.type(screen.getByLabelText('New item key (lower-case latin)'), 'manuals');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const manuals = screen.getByText('manuals').closest('div')!;
    await userEvent.type(within(manuals).getByLabelText('Label (English)'), 'Manuals');
    await userEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('fields.2.labels.de: Please enter a value.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as new version' }));
    expect(await screen.findByText('Saved as version 3.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'PUT').at(-1)!.json as typeof lathe;
    expect(sent.titles).toEqual(lathe.titles);
    expect(sent.checklist).toEqual([
      { key: 'powers_on', labels: label('Powers on') },
      { key: 'manuals', labels: { ko: '', en: 'Manuals', de: '', ja: '' } },
    ]);
    expect(sent.fields.map((f) => [f.key, f.type, f.max])).toEqual([
      ['swing_mm', 'number', 2500],
      ['control', 'text', undefined],
      ['hours', 'number', undefined],
    ]);
  });
});
