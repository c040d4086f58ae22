import { describe, expect, it } from 'vitest';
import { adminProductsQuerySchema } from '@contracts/schemas/admin.ts';
import { serviceRequestListQuerySchema } from '@contracts/schemas/services.ts';
import { queryFromParams, textOf } from './use-url-query.ts';

describe('queryFromParams', () => {
  it('reads each value as the server does, leaving out refused values and defaults', () => {
    const params = new URLSearchParams(
      'page=2&search=lathe&status=nonsense&category_id=7&hidden=1&deleted=0&per_page=20&other=x',
    );
    expect(queryFromParams(adminProductsQuerySchema, params)).toEqual({
      page: 2,
      search: 'lathe',
      category_id: 7,
      hidden: true,
      deleted: false,
    });
  });

  it('leaves out a default and an empty value', () => {
    const params = new URLSearchParams('scope=all&status=&city=Busan');
    expect(queryFromParams(serviceRequestListQuerySchema, params)).toEqual({ city: 'Busan' });
  });
});

describe('textOf', () => {
  it('writes flags as the server reads them, and nothing for no value', () => {
    expect([textOf(true), textOf(false), textOf(3), textOf(null), textOf(undefined), textOf('a')]).toEqual([
      '1',
      '0',
      '3',
      '',
      '',
      'a',
    ]);
  });
});
