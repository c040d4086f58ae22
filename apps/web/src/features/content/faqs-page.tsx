import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useFaqs } from '../../api/content.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import './content.css';

/** /faqs: questions by category; tap a question to read its answer. */
export function FaqsPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState('all');
  const query = useFaqs(category === 'all' ? undefined : Number(category));
  return (
    <div className="page">
      <PageTitleBar title={t('faqs.title')} />
      <CategoryTabs kind="faq" label={t('faqs.title')} value={category} onChange={setCategory}>
        <QueryList query={query} empty={<EmptyState title={t('faqs.empty')} />}>
          {(faqs) => (
            <div>
              {faqs.map((faq) => (
                <details key={faq.id} className="faq">
                  <summary>
                    <span className="faq__q" aria-hidden="true">
                      Q
                    </span>
                    {faq.question}
                  </summary>
                  <p className="faq__a">{faq.answer}</p>
                </details>
              ))}
            </div>
          )}
        </QueryList>
      </CategoryTabs>
    </div>
  );
}

export { FaqsPage as Component };
