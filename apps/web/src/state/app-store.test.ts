import { describe, expect, it } from 'vitest';
import { createAppStore, initialAppState, takeIntendedUrl } from './app-store.ts';

describe('takeIntendedUrl', () => {
  const storeWith = (intendedUrl: string) => createAppStore({ ...initialAppState(), intendedUrl });

  it('goes back to a page of this site, once', () => {
    const store = storeWith('/products/7?tab=qna');
    expect(takeIntendedUrl(store, '/products')).toBe('/products/7?tab=qna');
    expect(store.getState().intendedUrl).toBeNull();
  });

  it.each([
    '/\t/evil.example',
    '/\u3000/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
  ])('never leaves the site for %j', (intendedUrl) => {
    expect(takeIntendedUrl(storeWith(intendedUrl), '/admin')).toBe('/admin');
  });
});
