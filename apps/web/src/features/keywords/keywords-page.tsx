import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LIMITS } from '@contracts/limits.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { addKeyword, keywordsQuery, removeKeyword } from '../../api/keywords.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Field } from '../../ui/field.tsx';
import { CloseIcon, TagIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './keywords.css';

/** /keywords: register keywords to be alerted about (the server's message shows under the field). */
export function KeywordsPage() {
  const { t } = useTranslation();
  const keywords = useQuery(keywordsQuery());
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const { errors, capture, clear } = useFieldErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await addKeyword(draft);
      setDraft('');
      clear();
    } catch (error) {
      if (!capture(error)) throw error;
    } finally {
      setBusy(false);
    }
  }

  const list = keywords.data ?? [];
  return (
    <div className="page">
      <PageTitleBar title={t('keywords.title')} fallback="/alarms" />
      <form className="keyword-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="keyword-form__row">
          <Field
            label={t('keywords.label')}
            name="keyword"
            value={draft}
            placeholder={t('keywords.placeholder')}
            maxLength={LIMITS.keywordMaxLength + 5}
            enterKeyHint="done"
            autoComplete="off"
            error={errors.keyword}
            onChange={(event) => {
              setDraft(event.target.value);
              clear('keyword');
            }}
          />
          <Button type="submit" busy={busy}>
            {t('keywords.add')}
          </Button>
        </div>
        <p className="keyword-form__help">{t('keywords.help')}</p>
      </form>
      {keywords.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : keywords.isError ? (
        <LoadFailed onRetry={() => void keywords.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<TagIcon size={40} />} title={t('keywords.empty')} body={t('keywords.emptyBody')} />
      ) : (
        <>
          <p className="keyword-count">
            {t('keywords.count', { count: list.length, max: LIMITS.keywordAlertsPerMember })}
          </p>
          <ul className="keyword-list">
            {list.map((keyword) => (
              <li key={keyword.id} className="keyword-chip">
                {keyword.keyword}
                <button
                  type="button"
                  aria-label={t('keywords.remove', { keyword: keyword.keyword })}
                  onClick={() => void removeKeyword(keyword.id).catch(() => undefined)}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export { KeywordsPage as Component };
