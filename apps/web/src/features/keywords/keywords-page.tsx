import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@contracts/limits.ts';
import { keywordAlertSchema } from '@contracts/schemas/alarms.ts';
import { keywordsQuery, useAddKeyword, useRemoveKeyword } from '../../api/keywords.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { CloseIcon, TagIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SpecAlertList } from './spec-alert-list.tsx';
import './keywords.css';

/**
 * /keywords: register keywords to be alerted about (the server's message shows under the field),
 * and below them the spec alerts saved from the list's filters.
 */
export function KeywordsPage() {
  const { t } = useTranslation();
  const keywords = useQuery(keywordsQuery());
  const add = useAddKeyword();
  const remove = useRemoveKeyword();
  const form = useApiForm<{ keyword: string }>({
    schema: keywordAlertSchema,
    defaultValues: { keyword: '' },
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      form.reset();
    },
  });

  return (
    <div className="page">
      <PageTitleBar title={t('keywords.title')} fallback="/alarms" />
      <form className="keyword-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <div className="keyword-form__row">
          <Field
            label={t('keywords.label')}
            placeholder={t('keywords.placeholder')}
            maxLength={LIMITS.keywordMaxLength + 5}
            enterKeyHint="done"
            autoComplete="off"
            error={form.errorOf('keyword')}
            {...form.register('keyword')}
          />
          <Button type="submit" busy={form.busy}>
            {t('keywords.add')}
          </Button>
        </div>
        <p className="keyword-form__help">{t('keywords.help')}</p>
      </form>
      <QueryState query={keywords}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<TagIcon size={40} />}
              title={t('keywords.empty')}
              body={t('keywords.emptyBody')}
            />
          ) : (
            <>
              <p className="keyword-count">
                {t('keywords.count', { used: list.length, max: LIMITS.keywordAlertsPerMember })}
              </p>
              <ul className="keyword-list">
                {list.map((keyword) => (
                  <li key={keyword.id} className="keyword-chip">
                    {keyword.keyword}
                    <button
                      type="button"
                      aria-label={t('keywords.remove', { keyword: keyword.keyword })}
                      onClick={() => remove.mutate(keyword.id)}
                    >
                      <CloseIcon size={14} />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <SpecAlertList />
    </div>
  );
}

export { KeywordsPage as Component };
