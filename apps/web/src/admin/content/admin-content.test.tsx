import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const texts = (ko: string, en = '') => ({ ko, en, de: '', ja: '' });
const notice = (fields: Record<string, unknown> = {}) => ({
  id: 9,
  category_id: null,
  language: 'all',
  published: false,
  pinned: false,
  title: texts('점검 안내', 'Maintenance'),
  content: texts('<p><strong>오늘</strong></p>', '<p>Tonight</p>'),
  starts_at: null,
  ends_at: null,
  period: null,
  image: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});
const sent = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => clearCookies());

describe('/admin/notices', { timeout: 40_000 }, () => {
  it('lists drafts too and publishes, pins and deletes from the list', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/noticeCategories': () => json(200, { data: [] }),
      'GET /api/admin/notices': () =>
        json(200, { data: [notice()], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'PATCH /api/admin/notices/9/publish': () => json(200, { data: notice({ published: true }) }),
      'PATCH /api/admin/notices/9/pin': () => json(200, { data: notice({ pinned: true }) }),
      'DELETE /api/admin/notices/9': () => json(200, { data: null }),
    });
    await renderApp('/admin/notices');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('link', { name: '점검 안내' })).toHaveAttribute(
      'href',
      '/admin/notices/create?id=9',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Publish 점검 안내' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Pin 점검 안내' }));
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/admin/notices/9/pin')).toHaveLength(1));
    expect(fieldsOf(sent(calls, 'PATCH', '/api/admin/notices/9/publish')[0]!)).toMatchObject({
      published: '1',
    });
    expect(fieldsOf(sent(calls, 'PATCH', '/api/admin/notices/9/pin')[0]!)).toMatchObject({ pinned: '1' });

    await userEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/admin/notices/9')).toHaveLength(1));
  });

  it('edits a notice in the rich-text editor’s form, with the body’s rule in the server’s words', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/noticeCategories': () => json(200, { data: [] }),
      'GET /api/admin/notices/9': () => json(200, { data: notice() }),
      'PATCH /api/admin/notices/9': () => json(200, { data: notice({ published: true }) }),
    });
    await renderApp('/admin/notices/create?id=9');
    // The editor shows the stored HTML, formatted.
    expect(await screen.findByText('오늘', { selector: 'strong' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Body (English)' })).toHaveTextContent('Tonight');
    const koTitle = screen.getAllByLabelText('Title')[0]!;
    await userEvent.clear(koTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(sent(calls, 'PATCH', '/api/admin/notices/9')).toHaveLength(0);

    await userEvent.type(koTitle, '새 제목');
    await userEvent.click(screen.getByLabelText('Published (members can read it)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/admin/notices/9')).toHaveLength(1));
    expect(fieldsOf(sent(calls, 'PATCH', '/api/admin/notices/9')[0]!)).toMatchObject({
      title_ko: '새 제목',
      content_ko: '<p><strong>오늘</strong></p>',
      title_en: 'Maintenance',
      content_en: '<p>Tonight</p>',
      language: 'all',
      published: '1',
      pinned: '0',
    });
  });
});
