import type { QueryClient } from '@tanstack/react-query';
import type {
  BootAnswersDto,
  ChatRoomDto,
  CursorPaged,
  FreelancerDto,
  MySeatDto,
  NoticeDto,
  One,
  Paged,
  PopularSearchDto,
  QnaSummaryDto,
  SearchDto,
  PlaceNamesDto,
  ProductDetailDto,
  ProductSummaryDto,
  ServiceRequestSummaryDto,
  UserDto,
} from '@steelyard/contracts';
import type { Language } from '@contracts/languages.ts';
import {
  FIRST_SCREEN_CHATS,
  FIRST_SCREEN_CURRENT_USER,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_FREELANCERS,
  FIRST_SCREEN_MY_SEAT,
  FIRST_SCREEN_POPULAR_SEARCHES,
  FIRST_SCREEN_RECENT_SEARCHES,
  FIRST_SCREEN_PRODUCT_DETAIL,
  FIRST_SCREEN_PRODUCT_LIST,
  FIRST_SCREEN_QNAS,
  firstScreenBoot,
  firstScreenPinnedNotices,
  firstScreenPlaceNames,
  firstScreenServiceRequests,
} from '@contracts/protocol.ts';
import { SERVICE_REQUEST_KINDS } from '@contracts/enums.ts';
import { seedBootAnswers } from '../api/boot-answers.ts';
import { placeNamesQuery } from '../api/catalog.ts';
import { queryKeys } from '../api/query-keys.ts';
import { seedPinnedNotices } from '../api/content.ts';
import { seedFirstFreelancerPage } from '../api/freelancers.ts';
import { seedProductDetail } from '../api/product-posts.ts';
import { seedFirstProductPage } from '../api/products.ts';
import { seedFirstQnaPage } from '../api/qnas.ts';
import { seedSearches } from '../api/searches.ts';
import { seedFirstServicePage } from '../api/services.ts';
import { currentUserQuery } from '../api/session.ts';
import { storedLanguage } from '../i18n/i18n.ts';

/** An API answer the server put into the page, under its key (contracts' `protocol.ts`). */
export interface FirstScreenAnswer {
  key: string;
  body: unknown;
}

/**
 * Puts the first screen's answers into the query cache, as the app would have fetched them (the
 * pinned notices, the boot's answers and the places' names in `language`; on a member's own
 * screens, who they are). The browser does it before its first
 * render, the server before it draws the page (`entry-server.tsx`), so both draw the same.
 */
export function seedFirstScreen(client: QueryClient, answers: FirstScreenAnswer[], language: Language) {
  const notices = firstScreenPinnedNotices(language);
  const boot = firstScreenBoot(language);
  const placeNames = firstScreenPlaceNames(language);
  for (const { key, body } of answers) {
    if (key === FIRST_SCREEN_PRODUCT_LIST)
      seedFirstProductPage(client, body as CursorPaged<ProductSummaryDto>);
    else if (key === FIRST_SCREEN_PRODUCT_DETAIL)
      seedProductDetail(client, (body as One<ProductDetailDto>).data);
    else if (key === FIRST_SCREEN_FREELANCERS)
      seedFirstFreelancerPage(client, body as CursorPaged<FreelancerDto>);
    else if (key === FIRST_SCREEN_RECENT_SEARCHES) seedSearches(client, { recent: body as One<SearchDto[]> });
    else if (key === FIRST_SCREEN_POPULAR_SEARCHES)
      seedSearches(client, { popular: body as One<PopularSearchDto[]> });
    else if (key === FIRST_SCREEN_CURRENT_USER)
      client.setQueryData(currentUserQuery().queryKey, (body as One<UserDto>).data);
    else if (key === FIRST_SCREEN_QNAS) seedFirstQnaPage(client, body as Paged<QnaSummaryDto>);
    // The keys alone: the chats' and businesses' modules stay out of the first load.
    else if (key === FIRST_SCREEN_CHATS)
      client.setQueryData(queryKeys.chats.list('all', undefined, 'own'), {
        pages: [body as CursorPaged<ChatRoomDto>],
        pageParams: [''],
      });
    else if (key === FIRST_SCREEN_MY_SEAT)
      client.setQueryData(queryKeys.businesses.mySeat(), (body as One<MySeatDto | null>).data);
    else if (key === notices) seedPinnedNotices(client, body as NoticeDto[]);
    else if (key === boot) seedBootAnswers(client, body as BootAnswersDto);
    else if (key === placeNames) client.setQueryData(placeNamesQuery().queryKey, body as PlaceNamesDto);
    else {
      const kind = SERVICE_REQUEST_KINDS.find((k) => key === firstScreenServiceRequests(k));
      if (kind) seedFirstServicePage(client, kind, body as CursorPaged<ServiceRequestSummaryDto>);
    }
  }
}

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
    const answers = JSON.parse(element.textContent ?? '[]') as FirstScreenAnswer[];
    // The notices in the language the app is about to start in.
    seedFirstScreen(client, answers, storedLanguage());
  } catch {
    // A page without usable data works as before.
  }
}
