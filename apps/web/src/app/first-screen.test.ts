import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_PRODUCT_LIST } from '@contracts/protocol.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { mySeatQuery } from '../api/businesses.ts';
import { categoriesQuery, settingsQuery } from '../api/catalog.ts';
import { chatListQuery } from '../api/chats.ts';
import { pinnedNoticesQuery } from '../api/content.ts';
import { productListQuery } from '../api/products.ts';
import { qnasQuery } from '../api/qnas.ts';
import { createQueryClient } from '../api/query-client.ts';
import { freelancersQuery } from '../api/freelancers.ts';
import { popularSearchesQuery, recentSearchesQuery } from '../api/searches.ts';
import { serviceRequestsQuery } from '../api/services.ts';
import { currentUserQuery } from '../api/session.ts';
import { readFirstScreen } from './first-screen.ts';

function pageWith(text: string) {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

afterEach(() => localStorage.clear());

describe('the first screen the server put into the page', () => {
  it('fills the newest products’ first page into the cache and leaves the page clean', () => {
    const client = createQueryClient();
    const body = { data: [{ id: 7 }], meta: { per_page: 20, next_cursor: null } };
    const doc = pageWith(JSON.stringify([{ key: FIRST_SCREEN_PRODUCT_LIST, body }]));
    readFirstScreen(client, doc);
    expect(client.getQueryData(productListQuery().queryKey)).toEqual({ pages: [body], pageParams: [''] });
    expect(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('fills a services list’s first page under the key its page reads without filters', () => {
    const client = createQueryClient();
    const body = { data: [{ id: 3 }], meta: { per_page: 20, next_cursor: null } };
    readFirstScreen(client, pageWith(JSON.stringify([{ key: 'services:first-page:production', body }])));
    // The page's own filters: the scope, and the others absent from its address.
    const filters = { scope: 'all' as const, process: undefined, status: undefined, city: undefined };
    expect(client.getQueryData(serviceRequestsQuery('production', filters).queryKey)).toEqual({
      pages: [body],
      pageParams: [''],
    });
    expect(client.getQueryData(serviceRequestsQuery('drawing', filters).queryKey)).toBeUndefined();
  });

  it('fills the freelancers’ first page under the key their page reads without filters', () => {
    const client = createQueryClient();
    const body = { data: [{ id: 5 }], meta: { per_page: 20, next_cursor: null } };
    readFirstScreen(client, pageWith(JSON.stringify([{ key: 'freelancers:first-page', body }])));
    const page = freelancersQuery({ skill: undefined, city: undefined });
    expect(client.getQueryData(page.queryKey)).toEqual({ pages: [body], pageParams: [''] });
  });

  it('fills /searches’ recent and popular lists with what the API would answer', () => {
    const client = createQueryClient();
    const recent = [{ id: 1, word: 'lathe', created_at: '2026-11-27T00:00:00.000Z' }];
    const popular = [{ word: 'press', count: 3 }];
    readFirstScreen(
      client,
      pageWith(
        JSON.stringify([
          { key: 'searches:recent', body: { data: recent } },
          { key: 'searches:popular', body: { data: popular } },
        ]),
      ),
    );
    expect(client.getQueryData(recentSearchesQuery().queryKey)).toEqual(recent);
    expect(client.getQueryData(popularSearchesQuery().queryKey)).toEqual(popular);
  });

  it('takes home’s pinned notices in the language the app starts in', () => {
    localStorage.setItem('steelyard.language', 'de');
    const client = createQueryClient();
    const de = [{ id: 1, title: 'Wartung' }];
    const doc = pageWith(
      JSON.stringify([
        { key: 'notices:pinned:ko', body: [{ id: 1, title: '점검' }] },
        { key: 'notices:pinned:de', body: de },
      ]),
    );
    readFirstScreen(client, doc);
    expect(client.getQueryData(pinnedNoticesQuery().queryKey)).toEqual(de);
  });

  it('takes the boot’s answers when the app starts in the language they were drawn in', () => {
    const product = [{ id: 1, kind: 'product', slug: 'machinery', title: '중고기계' }];
    const boot = {
      user: null,
      country: 'KR',
      settings: { min_price_for_show: 1000 },
      versions: { ios: '1.0.0', android: '1.0.0' },
      categories: { product, notice: [], faq: [] },
    };
    const page = () => pageWith(JSON.stringify([{ key: 'boot:ko', body: boot }]));
    const korean = createQueryClient();
    readFirstScreen(korean, page());
    // Fresh, as if the boot had just asked: it asks nothing again.
    expect(korean.getQueryState(currentUserQuery().queryKey)).toMatchObject({
      data: null,
      status: 'success',
    });
    expect(korean.getQueryData(settingsQuery().queryKey)).toEqual(boot.settings);
    expect(korean.getQueryData(categoriesQuery('product').queryKey)).toEqual(product);

    localStorage.setItem('steelyard.language', 'en');
    const english = createQueryClient();
    readFirstScreen(english, page());
    expect(english.getQueryCache().getAll()).toEqual([]);
  });

  it('takes a member’s own screen: who they are, and their inquiries’ first page as /qnas reads it', () => {
    const client = createQueryClient();
    const user = { id: 4, nickname: 'amber' };
    const qnas = { data: [{ id: 9 }], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } };
    readFirstScreen(
      client,
      pageWith(
        JSON.stringify([
          { key: 'session:user', body: { data: user } },
          { key: 'qnas:first-page', body: qnas },
        ]),
      ),
    );
    expect(client.getQueryData(currentUserQuery().queryKey)).toEqual(user);
    expect(client.getQueryData(qnasQuery().queryKey)).toEqual({ pages: [qnas], pageParams: [1] });
  });

  it('takes /chats’ rooms under the key its page reads in the tab “all”, and the member’s seat', () => {
    const client = createQueryClient();
    const rooms = { data: [{ id: 2 }], meta: { per_page: 20, next_cursor: null } };
    readFirstScreen(
      client,
      pageWith(
        JSON.stringify([
          { key: 'chats:first-page', body: rooms },
          { key: 'businesses:my-seat', body: { data: null } },
        ]),
      ),
    );
    expect(client.getQueryData(chatListQuery('all').queryKey)).toEqual({ pages: [rooms], pageParams: [''] });
    expect(client.getQueryData(chatListQuery('mine').queryKey)).toBeUndefined();
    expect(client.getQueryState(mySeatQuery().queryKey)).toMatchObject({ data: null, status: 'success' });
  });

  it('ignores data it cannot read, and keys it does not know', () => {
    const client = createQueryClient();
    readFirstScreen(client, pageWith('not json'));
    readFirstScreen(client, pageWith(JSON.stringify([{ key: 'other', body: {} }])));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
