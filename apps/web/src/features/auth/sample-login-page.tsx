import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SampleAccountDto } from '@steelyard/contracts';
import { ApiError } from '../../api/errors.ts';
import { loginSample, useSamples } from '../../api/social.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './auth.css';
import './social.css';

/** /loginSample and /samples: tap a sample account and be signed in as it. */
export function SampleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const samples = useSamples();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(sample: SampleAccountDto) {
    setError(null);
    setBusyId(sample.id);
    try {
      await loginSample(sample.id);
      navigate(takeIntendedUrl(appStore, '/products'), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('errors.network'));
      void samples.refetch();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="auth">
      <div className="auth__top">
        <Link to="/login" className="icon-btn" aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </Link>
        <LanguageSelect />
      </div>
      <div className="auth__brand">
        <img src="/favicon.svg" alt="" width={48} height={48} />
        <h1 className="auth__title">{t('social.samplesTitle')}</h1>
        <p className="auth__subtitle">{t('social.samplesSubtitle')}</p>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {samples.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : samples.isError ? (
        <EmptyState title={t('errors.loadFailed')} />
      ) : samples.data === null ? (
        <EmptyState title={t('social.samplesOff')} body={t('social.samplesOffBody')} />
      ) : samples.data.length === 0 ? (
        <EmptyState title={t('social.samplesEmpty')} />
      ) : (
        <ul className="samples">
          {samples.data.map((sample) => (
            <li key={sample.id}>
              <button
                type="button"
                className="sample-card"
                aria-busy={busyId === sample.id || undefined}
                disabled={busyId !== null}
                onClick={() => void choose(sample)}
              >
                {sample.profile_image_url ? (
                  <img className="sample-card__avatar" src={sample.profile_image_url} alt="" />
                ) : (
                  <span className="sample-card__avatar" aria-hidden="true">
                    {sample.nickname.slice(0, 1)}
                  </span>
                )}
                <span className="sample-card__body">
                  <span className="sample-card__name">
                    {t('social.signInAs', { nickname: sample.nickname })}
                  </span>
                  <span className="sample-card__area">
                    {[sample.city, sample.county].filter(Boolean).join(' ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="auth__alt">
        <Link to="/login" className="btn btn--secondary btn--block">
          {t('social.withEmail')}
        </Link>
      </div>
    </div>
  );
}

export { SampleLoginPage as Component };
