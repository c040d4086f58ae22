import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects.ts';

describe('safeRedirect', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/products/12?tab=info#photos', '/products/12?tab=info#photos'],
    ['/products/../mypage', '/mypage'],
  ])('keeps a path of this site: %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u3000/evil.example',
    '/\u00a0/evil.example',
    '/\u200b/evil.example',
    '/ /evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'mypage',
    '',
  ])('refuses %j for the fallback', (value) => {
    expect(safeRedirect(value)).toBe('/products');
    expect(safeRedirect(value, undefined)).toBeUndefined();
  });

  it('falls back for nothing', () => {
    expect(safeRedirect(null, '/admin')).toBe('/admin');
    expect(safeRedirect(undefined)).toBe('/products');
  });
});
