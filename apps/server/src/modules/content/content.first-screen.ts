import { LANGUAGES, PINNED_NOTICES_SHOWN, firstScreenPinnedNotices } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { toNoticeDto } from './content.presenter.ts';
import { listNotices } from './content.repository.ts';

/**
 * Home's notice strip inside its HTML (`http/web-app.ts`): the pinned notices in each of the four
 * languages, as `GET /api/notices?pinned=1` answers them, so the strip is there at the first
 * paint instead of pushing the page down when it arrives.
 */
export function contentFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  return async (request) => {
    const url = new URL(request.url, 'http://local');
    if (url.pathname !== '/' || url.search) return null;
    const answers = await Promise.all(
      LANGUAGES.map(async (language) => {
        const { rows } = await listNotices(db, {
          language,
          pinnedOnly: true,
          limit: PINNED_NOTICES_SHOWN,
          offset: 0,
        });
        return {
          key: firstScreenPinnedNotices(language),
          body: rows.map((row) => toNoticeDto(row, language)),
        };
      }),
    );
    return { answers, images: [] };
  };
}
