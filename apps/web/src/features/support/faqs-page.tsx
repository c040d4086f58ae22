import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCategories } from '../../api/catalog.ts';
import { useFaqs } from '../../api/content.ts';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { PagedList } from './paged-list.tsx';
import './support.css';

/** /faqs: questions by category; tap a question to read its answer. */
export function FaqsPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState('all');
  const { data: categories = [] } = useCategories('faq');
  const query = useFaqs(category === 'all' ? undefined : Number(category));
  return (
    <div className="page">
      <PageTitleBar title={t('faqs.title')} />
      {categories.length > 0 ? (
        <Tabs
          label={t('faqs.title')}
          value={category}
          onChange={setCategory}
          items={[
            { value: 'all', label: t('products.all') },
            ...categories.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
        />
      ) : null}
      <PagedList
        query={query}
        empty={t('faqs.empty')}
        render={(faqs) => (
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
      />
    </div>
  );
}

export { FaqsPage as Component };
