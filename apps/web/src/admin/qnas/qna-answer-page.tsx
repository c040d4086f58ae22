import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { AdminQnaDto } from '@steelyard/contracts';
import { qnaAnswerSchema } from '@contracts/schemas/qnas.ts';
import { adminQnaQuery, useAnswerQna } from '../../api/admin-qnas.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import './admin-qnas.css';

function AnswerForm({ qna }: { qna: AdminQnaDto }) {
  const { t } = useTranslation();
  const answer = useAnswerQna(qna.id);
  const form = useApiForm<{ answer: string }>({
    schema: qnaAnswerSchema,
    defaultValues: { answer: qna.answer ?? '' },
    onSubmit: async (values) => {
      await answer.mutateAsync(values);
      showToast(t('adminQnas.saved'));
    },
  });
  return (
    <form className="admin-qna__form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <TextAreaField
        label={qna.answer === null ? t('adminQnas.answer') : t('adminQnas.editAnswer')}
        rows={8}
        error={form.errorOf('answer')}
        {...form.register('answer')}
      />
      <Button type="submit" busy={form.busy}>
        {qna.answer === null ? t('adminQnas.send') : t('adminQnas.saveEdit')}
      </Button>
      {qna.answer !== null ? <p className="muted">{t('adminQnas.editNote')}</p> : null}
    </form>
  );
}

/**
 * /admin/qnas/create?id={id}: the answer screen of one inquiry (decided in docs/decisions.md):
 * the member's question and photos, then the answer to write or edit.
 */
export function AdminQnaAnswerPage() {
  const { t, language } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...adminQnaQuery(id), enabled: valid });
  return (
    <div>
      <h1 className="admin-h1">{t('adminQnas.answerTitle')}</h1>
      <p>
        <Link to="/admin/qnas">{t('adminQnas.back')}</Link>
      </p>
      {!valid ? (
        <EmptyState title={t('adminQnas.pick')} />
      ) : (
        <QueryState query={query}>
          {(qna) => (
            <div className="admin-qna">
              <section className="admin-card">
                <p className="muted">
                  #{qna.id} · {qna.user.nickname} (#{qna.user.id}) ·{' '}
                  {formatDateTime(qna.created_at, language)} · {t(`adminQnas.status.${qna.status}`)}
                </p>
                <h2 className="admin-qna__title">{qna.title}</h2>
                <p className="admin-qna__content">{qna.content}</p>
                {qna.images.length > 0 ? (
                  <ul className="admin-qna__photos">
                    {qna.images.map((image, index) => (
                      <li key={image.id}>
                        <a href={image.url} target="_blank" rel="noreferrer">
                          <img src={image.thumb_url} alt={t('adminQnas.photo', { index: index + 1 })} />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {qna.answered_at ? (
                  <p className="muted">
                    {t('adminQnas.answeredBy', {
                      name: qna.answered_by ?? '—',
                      date: formatDateTime(qna.answered_at, language),
                    })}
                  </p>
                ) : null}
              </section>
              <AnswerForm key={`${qna.id}:${qna.answered_at ?? ''}`} qna={qna} />
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}

export { AdminQnaAnswerPage as Component };
