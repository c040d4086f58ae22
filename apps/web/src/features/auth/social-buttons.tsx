import type { SocialProvider } from '@steelyard/contracts';
import { socialStartUrl, useSignInOptions } from '../../api/social.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore } from '../../state/app-store.ts';
import './social.css';

const MARKS: Record<SocialProvider, string> = { naver: 'N', google: 'G', apple: '' };

/** One button per provider this server offers; each leaves for the provider through the server. */
export function SocialButtons() {
  const { t } = useTranslation();
  const { data } = useSignInOptions();
  const providers = data?.providers ?? [];
  if (!data) return null;
  if (providers.length === 0) return <p className="social__none">{t('social.noProviders')}</p>;
  const redirect = appStore.getState().intendedUrl;
  return (
    <div className="social__buttons">
      {providers.map((provider) => (
        <a
          key={provider}
          className={`social-btn social-btn--${provider}`}
          href={socialStartUrl(provider, redirect)}
        >
          <span className="social-btn__mark" aria-hidden="true">
            {MARKS[provider]}
          </span>
          {t(`social.continueWith.${provider}`)}
        </a>
      ))}
    </div>
  );
}
