import type { QueryClient } from '@tanstack/react-query';
import type { CursorPaged, NoticeDto, ProductSummaryDto } from '@steelyard/contracts';
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PRODUCT_LIST,
  firstScreenPinnedNotices,
} from '@contracts/protocol.ts';
import { seedPinnedNotices } from '../api/content.ts';
import { seedFirstProductPage } from '../api/products.ts';
import { storedLanguage } from '../i18n/i18n.ts';

/**
 * Reads the first screen's data the server put into the page (see the server's `web-app.ts`) into
 * the query cache before the first render, so the first screen does not wait for its API call.
 * Anything unreadable is ignored: the screens then fetch as usual.
 */
export function readFirstScreen(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const answers = JSON.parse(element.textContent ?? '[]') as { key: string; body: unknown }[];
    // The notices in the language the app is about to start in.
    const notices = firstScreenPinnedNotices(storedLanguage());
    for (const { key, body } of answers) {
      if (key === FIRST_SCREEN_PRODUCT_LIST)
        seedFirstProductPage(client, body as CursorPaged<ProductSummaryDto>);
      else if (key === notices) seedPinnedNotices(client, body as NoticeDto[]);
    }
  } catch {
    // A page without usable data works as before.
  }
}
