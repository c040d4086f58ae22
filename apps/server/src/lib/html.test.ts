import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html.ts';

describe('rich text', () => {
  it('gives an image without text an empty alt (decorative) and keeps an author’s alt', () => {
    expect(sanitizeRichText('<p><img src="https://example.test/a.png"></p>')).toBe(
      '<p><img src="https://example.test/a.png" alt="" /></p>',
    );
    expect(sanitizeRichText('<img src="https://example.test/a.png" alt="A lathe">')).toContain(
      'alt="A lathe"',
    );
  });
});
