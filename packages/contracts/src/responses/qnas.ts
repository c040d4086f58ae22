/** 1:1 inquiries as the member and the back office read them. */
import { QNA_STATUSES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

/** One inquiry in a list. */
export const qnaSummaryDtoSchema = z
  .object({ id: int, title: z.string(), status: z.enum(QNA_STATUSES), created_at: dateTime })
  .meta({ id: 'QnaSummary' });
export type QnaSummaryDto = z.infer<typeof qnaSummaryDtoSchema>;

const author = z.object({ id: int, nickname: z.string() });

/** One inquiry in the back office's list: with its author. */
export const adminQnaSummaryDtoSchema = qnaSummaryDtoSchema
  .extend({ user: author })
  .meta({ id: 'AdminQnaSummary' });
export type AdminQnaSummaryDto = z.infer<typeof adminQnaSummaryDtoSchema>;

/** `GET /api/qnas/{id}`: the question, its photos in order and the answer (null while waiting). */
export const qnaDtoSchema = qnaSummaryDtoSchema
  .extend({
    content: z.string(),
    images: z.array(imageDtoSchema),
    answer: z.string().nullable(),
    answered_at: dateTime.nullable(),
  })
  .meta({ id: 'Qna' });
export type QnaDto = z.infer<typeof qnaDtoSchema>;

/** The back office's inquiry: with its author and who answered. */
export const adminQnaDtoSchema = qnaDtoSchema
  .extend({
    user: author,
    answered_by: z.string().nullable(),
  })
  .meta({ id: 'AdminQna' });
export type AdminQnaDto = z.infer<typeof adminQnaDtoSchema>;

/** `GET /api/admin/qnas/waitingCount`: the menu's badge. */
export const qnaWaitingCountDtoSchema = z.object({ waiting: int });
export type QnaWaitingCountDto = z.infer<typeof qnaWaitingCountDtoSchema>;
