import {
  eventDtoSchema,
  faqDtoSchema,
  faqsQuerySchema,
  idParamSchema,
  noticeDtoSchema,
  noticesQuerySchema,
  oneOf,
  pagedOf,
  pageQuerySchema,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { findEvent, findFaq, findNotice, listEvents, listFaqs, listNotices } from './content.repository.ts';
import { toEventDto, toFaqDto, toNoticeDto } from './content.presenter.ts';

/** Customer support content: notices, FAQ and events (spec §2). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['content'];
  const listQuery = pageQuerySchema.extend(noticesQuerySchema.shape);

  app.get(
    '/api/notices',
    { schema: { tags, querystring: listQuery, response: { 200: pagedOf(noticeDtoSchema) } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listNotices(db, {
        categoryId: q.category_id,
        language: request.ctx.language,
        pinnedOnly: q.pinned,
        limit: q.per_page,
        offset: pageOffset(q),
      });
      return paged(
        rows.map((r) => toNoticeDto(r, request.ctx.language)),
        total,
        q,
      );
    },
  );
  app.get(
    '/api/notices/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(noticeDtoSchema) } } },
    async (request) => {
      const row = await findNotice(db, request.params.id, request.ctx.language);
      if (!row) throw notFound();
      return one(toNoticeDto(row, request.ctx.language));
    },
  );

  app.get(
    '/api/faqs',
    { schema: { tags, querystring: faqsQuerySchema, response: { 200: pagedOf(faqDtoSchema) } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listFaqs(db, {
        categoryId: q.category_id,
        word: q.word,
        language: request.ctx.language,
        limit: q.per_page,
        offset: pageOffset(q),
      });
      return paged(
        rows.map((r) => toFaqDto(r, request.ctx.language)),
        total,
        q,
      );
    },
  );
  app.get(
    '/api/faqs/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(faqDtoSchema) } } },
    async (request) => {
      const row = await findFaq(db, request.params.id, request.ctx.language);
      if (!row) throw notFound();
      return one(toFaqDto(row, request.ctx.language));
    },
  );

  app.get(
    '/api/events',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pagedOf(eventDtoSchema) } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listEvents(db, {
        language: request.ctx.language,
        limit: q.per_page,
        offset: pageOffset(q),
      });
      const now = new Date();
      return paged(
        rows.map((r) => toEventDto(r, request.ctx.language, storage, now)),
        total,
        q,
      );
    },
  );
  app.get(
    '/api/events/:id',
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(eventDtoSchema) } } },
    async (request) => {
      const row = await findEvent(db, request.params.id, request.ctx.language);
      if (!row) throw notFound();
      return one(toEventDto(row, request.ctx.language, storage, new Date()));
    },
  );
};
