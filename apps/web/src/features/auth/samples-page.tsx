import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { SampleChooser } from './sample-login-page.tsx';
import '../../ui/auth-screen.css';

/**
 * /samples, in the non-webview layout (its header already has the logo and the language): the
 * same sample accounts as /loginSample, without a second header.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  return (
    <div className="auth auth--plain">
      <div className="auth__brand">
        <h1 className="auth__title">{t('social.samplesTitle')}</h1>
        <p className="auth__subtitle">{t('social.samplesSubtitle')}</p>
      </div>
      <SampleChooser />
    </div>
  );
}

export { SamplesPage as Component };
