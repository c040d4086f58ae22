import { FIRST_SCREEN_QNAS, pageQuerySchema } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { memberPageFirstScreen } from '../../http/plain-page-first-screen.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { memberQnasPage } from './qnas.service.ts';

/**
 * `/qnas`' first screen inside the signed-in member's page (`http/web-app.ts`): the first page of
 * their inquiries, exactly as `GET /api/qnas` answers them.
 */
export function qnasFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  const firstPage = pageQuerySchema.parse({});
  return memberPageFirstScreen({ '/qnas': true }, async (_page, member) => [
    { key: FIRST_SCREEN_QNAS, body: await memberQnasPage(db, member.id, firstPage) },
  ]);
}
