import { FIRST_SCREEN_PRODUCT_DETAIL } from '@contracts/protocol.ts';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';

const page = { userAgent: '', language: 'en', timeZone: 'Asia/Seoul' } as const;

describe('the server’s drawing of a page', () => {
  it('draws a page whole', async () => {
    const { html } = await renderPage({ ...page, url: '/login', answers: [] });
    expect(html).toContain('auth__submit');
    expect(html).not.toMatch(/<template|<script/);
  });

  it('fails rather than hand over a part of it: too late, or a screen that threw', async () => {
    const late = new AbortController();
    const drawing = renderPage({ ...page, url: '/login', answers: [], signal: late.signal });
    late.abort(new Error('too late'));
    await expect(drawing).rejects.toThrow('too late');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { key: FIRST_SCREEN_PRODUCT_DETAIL, body: { data: { id: 1 } } };
    await expect(renderPage({ ...page, url: '/products/1', answers: [broken] })).rejects.toThrow();
  });
});
