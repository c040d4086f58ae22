import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import { faqsQuerySchema } from '@contracts/schemas/content.ts';
import type { CategoryDto, FaqDto } from '@steelyard/contracts';
import { useCategories } from '../../api/catalog.ts';
import { useFaqs } from '../../api/content.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FieldError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import './content.css';

function FaqItem({ faq }: { faq: FaqDto }) {
  const { t } = useTranslation();
  return (
    <details className="faq">
      <summary>
        <span className="faq__q" aria-hidden="true">
          Q
        </span>
        {faq.question}
      </summary>
      <RichText html={faq.answer} />
      <Link className="faq__link" to={`/faqs/${faq.id}`}>
        {t('faqs.open')}
      </Link>
    </details>
  );
}

/** The entries under their category's heading, in the categories' order (pinned first within each). */
function FaqGroups({ faqs, categories }: { faqs: FaqDto[]; categories: CategoryDto[] }) {
  const { t } = useTranslation();
  const groups = [
    ...categories.map((c) => ({ id: c.id as number | null, title: c.title })),
    { id: null, title: t('faqs.other') },
  ]
    .map((group) => ({ ...group, items: faqs.filter((faq) => faq.category_id === group.id) }))
    .filter((group) => group.items.length > 0);
  return (
    <div>
      {groups.map((group) => (
        <section key={group.id ?? 'other'} aria-labelledby={`faq-group-${group.id ?? 'other'}`}>
          <h2 className="faq-group__title" id={`faq-group-${group.id ?? 'other'}`}>
            {group.title}
          </h2>
          {group.items.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** The search box's field, checked as `GET /api/faqs` reads it. */
const searchSchema = faqsQuerySchema.pick({ word: true });

/** /faqs: questions grouped by category, a category's tab, and a search over questions and answers. */
export function FaqsPage() {
  const { t } = useTranslation();
  const [category, setCategory] = useState('all');
  const [word, setWord] = useState('');
  const { data: categories = [] } = useCategories('faq');
  const query = useFaqs(category === 'all' ? undefined : Number(category), word);
  const errorId = useId();
  // The list follows the word last searched, not the one being typed.
  const form = useApiForm<{ word: string }>({
    schema: searchSchema,
    defaultValues: { word: '' },
    onSubmit: (values) => setWord(values.word.trim()),
  });
  return (
    <div className="page">
      <PageTitleBar title={t('faqs.title')} />
      <form className="faq-search" role="search" onSubmit={form.submit} noValidate>
        <input
          className="field__input"
          type="search"
          maxLength={LIMITS.faqSearchMax}
          aria-label={t('faqs.search')}
          placeholder={t('faqs.search')}
          aria-invalid={form.errorOf('word') ? true : undefined}
          aria-describedby={form.errorOf('word') ? errorId : undefined}
          {...form.register('word')}
        />
        <Button type="submit" size="sm">
          {t('faqs.searchButton')}
        </Button>
        <FieldError id={errorId} message={form.errorOf('word')} />
      </form>
      <CategoryTabs kind="faq" label={t('faqs.title')} value={category} onChange={setCategory}>
        <QueryList query={query} empty={<EmptyState title={word ? t('faqs.noMatch') : t('faqs.empty')} />}>
          {(faqs) =>
            category === 'all' ? (
              <FaqGroups faqs={faqs} categories={categories} />
            ) : (
              <div>
                {faqs.map((faq) => (
                  <FaqItem key={faq.id} faq={faq} />
                ))}
              </div>
            )
          }
        </QueryList>
      </CategoryTabs>
    </div>
  );
}

export { FaqsPage as Component };
