/** 1:1 inquiries (`/api/qnas`) and their answers in the back office (`/api/admin/qnas`). */
import { QNA_STATUSES } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { blankToUndefined, idField, imageIdsField, pageQuerySchema, textField } from './common.ts';

/** Markup in plain text (a tag or an entity) is refused rather than stored and escaped later. */
export const HTML_MARKUP = /<\/?[a-z!][^>]*>|&[#a-z0-9]+;/iu;
const plainText = <T extends z.ZodType<string>>(field: T) =>
  field.refine((v) => !HTML_MARKUP.test(v), { message: 'validation.no_html' });

/** `POST /api/qnas`: title and content (spec §5 messages), up to 5 uploaded photos of one's own, in order. */
export const qnaInputSchema = z.object({
  title: plainText(
    textField(LIMITS.titleMax, { error: 'product.title_required', tooLong: 'product.title_max' }).min(
      1,
      'product.title_required',
    ),
  ),
  content: textField(LIMITS.qnaContentMax, { error: 'content.required' }).min(1, 'content.required'),
  image_ids: imageIdsField(LIMITS.photosPerInquiry, 'qna.images_max'),
});
export type QnaInput = z.infer<typeof qnaInputSchema>;

/** `GET /api/admin/qnas`: page paging; a status filter and a search over title, content and the author. */
export const adminQnasQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(QNA_STATUSES).optional()),
  search: textField(100).optional(),
});
export type AdminQnasQuery = z.infer<typeof adminQnasQuerySchema>;

/** `PATCH /api/admin/qnas/{id}/answer`: the answer, first written or edited. */
export const qnaAnswerSchema = z.object({
  answer: textField(LIMITS.qnaContentMax, { error: 'content.required' }).min(1, 'content.required'),
});
export type QnaAnswerInput = z.infer<typeof qnaAnswerSchema>;

/** `GET /api/qnas/{id}/images/{imageId}/{size}`: one photo of an inquiry, its display size or thumbnail. */
export const qnaPhotoParamsSchema = z.object({
  id: idField(),
  imageId: idField(),
  size: z.enum(['display', 'thumb']),
});
