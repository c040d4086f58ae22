import { FIRST_SCREEN_FREELANCERS, freelancerListQuerySchema } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { plainPageFirstScreen } from '../../http/plain-page-first-screen.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { listFreelancerPage } from './freelancers.service.ts';

/**
 * `/freelancers`' first screen inside its HTML (`http/web-app.ts`): the newest profiles, exactly
 * as `GET /api/freelancers?cursor=` answers this viewer. With a skill or a region in its address
 * the list is left to the app.
 */
export function freelancersFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const firstPage = freelancerListQuerySchema.parse({ cursor: '' });
  return plainPageFirstScreen({ '/freelancers': FIRST_SCREEN_FREELANCERS }, async (key, request) => [
    { key, body: await listFreelancerPage(app.deps, request.user?.id ?? null, firstPage) },
  ]);
}
