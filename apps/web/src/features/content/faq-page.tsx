import { Link, useParams } from 'react-router';
import { useFaq } from '../../api/content.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import './content.css';

/** /faqs/{id}: one question and its answer. */
export function FaqPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useFaq(id);
  return (
    <div className="page">
      <PageTitleBar title={t('faqs.title')} fallback="/faqs" />
      <QueryState query={query}>
        {(faq) => (
          <article>
            <header className="article__head">
              <h2 className="article__title">{faq.question}</h2>
            </header>
            <RichText html={faq.answer} />
          </article>
        )}
      </QueryState>
      <div className="article__foot">
        <Link to="/faqs" className="btn btn--secondary btn--block">
          {t('faqs.backToList')}
        </Link>
      </div>
    </div>
  );
}

export { FaqPage as Component };
