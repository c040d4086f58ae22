import { Link, useNavigate } from 'react-router';
import type { SampleAccountDto } from '@steelyard/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useLoginSample, useSamples } from '../../api/samples.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore, takeIntendedUrl } from '../../state/app-store.ts';
import { AuthScreen } from '../../ui/auth-screen.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './social.css';
import { usePlaceText } from '../../ui/place-name.ts';

function SampleCard({
  sample,
  busy,
  disabled,
  onChoose,
}: {
  sample: SampleAccountDto;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const place = usePlaceText();
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="sample-card"
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onChoose}
      >
        {sample.profile_image_url ? (
          <img className="sample-card__avatar" src={sample.profile_image_url} alt="" />
        ) : (
          <span className="sample-card__avatar" aria-hidden="true">
            {sample.nickname.slice(0, 1)}
          </span>
        )}
        <span className="sample-card__body">
          <span className="sample-card__name">{t('social.signInAs', { nickname: sample.nickname })}</span>
          <span className="sample-card__area">{place(sample.city, sample.county)}</span>
        </span>
      </button>
    </li>
  );
}

/** The sample accounts to tap; a tap signs in as that account and goes where the visitor was going. */
export function SampleChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const samples = useSamples();
  const signIn = useLoginSample();
  const error = signIn.error ? errorMessage(signIn.error, t('errors.network')) : null;
  return (
    <>
      <FormError message={error} />
      <QueryState query={samples}>
        {(list) =>
          list === null ? (
            <EmptyState title={t('social.samplesOff')} body={t('social.samplesOffBody')} />
          ) : list.length === 0 ? (
            <EmptyState title={t('social.samplesEmpty')} />
          ) : (
            <ul className="samples">
              {list.map((sample) => (
                <SampleCard
                  key={sample.id}
                  sample={sample}
                  busy={signIn.isPending && signIn.variables === sample.id}
                  disabled={signIn.isPending}
                  onChoose={() =>
                    signIn.mutate(sample.id, {
                      onSuccess: () => navigate(takeIntendedUrl(appStore, '/products'), { replace: true }),
                    })
                  }
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="auth__alt">
        <Link to="/login" className="btn btn--secondary btn--block">
          {t('social.withEmail')}
        </Link>
      </div>
    </>
  );
}

/** /loginSample: tap a sample account and be signed in as it. */
export function SampleLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen
      title={t('social.samplesTitle')}
      subtitle={t('social.samplesSubtitle')}
      backLink="/login"
      logo
    >
      <SampleChooser />
    </AuthScreen>
  );
}

export { SampleLoginPage as Component };
