import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Language } from '@steelyard/contracts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LoadError, QueryState } from '../../ui/query-states.tsx';
import type { PolicyName, PolicyTexts } from './texts/types.ts';
import './policies.css';

/** Each language's texts are their own chunk: a reader downloads only the language they read. */
const LOADERS: Record<Language, () => Promise<{ default: PolicyTexts }>> = {
  ko: () => import('./texts/ko.ts'),
  en: () => import('./texts/en.ts'),
  de: () => import('./texts/de.ts'),
  ja: () => import('./texts/ja.ts'),
};

function policyOf(pathname: string): PolicyName {
  if (pathname.endsWith('/privacyPolicy')) return 'privacyPolicy';
  if (pathname.endsWith('/locationPolicy')) return 'locationPolicy';
  return 'servicePolicy';
}

/** /contents/servicePolicy, /contents/privacyPolicy, /contents/locationPolicy (non-webview layout). */
export function PolicyPage() {
  const { t, language } = useTranslation();
  const name = policyOf(useLocation().pathname);
  const texts = useQuery({
    queryKey: ['policies', language],
    queryFn: async () => (await LOADERS[language]()).default,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryState
      query={texts}
      failed={() => <LoadError title={t('policies.loadFailed')} onRetry={texts.refetch} />}
    >
      {(data) => {
        const policy = data[name];
        return (
          <article className="policy" lang={language}>
            <h1 className="policy__title">{policy.title}</h1>
            <p className="policy__effective">
              {t('policies.effective', { date: formatDate(policy.effective, language) })}
            </p>
            <p className="policy__intro">{policy.intro}</p>
            {policy.sections.map((section) => (
              <section key={section.heading} className="policy__section">
                <h2>{section.heading}</h2>
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </article>
        );
      }}
    </QueryState>
  );
}

export { PolicyPage as Component };
