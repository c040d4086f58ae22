import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import { productListQuerySchema } from '@contracts/schemas/products.ts';
import { useCategories } from '../../api/catalog.ts';
import { popularSearchesQuery, recentSearchesQuery, useRemoveRecentSearch } from '../../api/searches.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import './searches.css';

/** The search box's fields, checked as the product list reads them. */
const searchSchema = productListQuerySchema.pick({ word: true, category_id: true });

const productsUrl = (word: string, categoryId: string) => {
  const params = new URLSearchParams({ word });
  if (categoryId) params.set('category_id', categoryId);
  return `/products?${params.toString()}`;
};

/** /searches: the search box (word + category), recent searches and popular searches. */
export function SearchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: categories = [] } = useCategories('product');
  const recent = useQuery(recentSearchesQuery());
  const popular = useQuery(popularSearchesQuery());
  const remove = useRemoveRecentSearch();
  const form = useApiForm({
    schema: searchSchema,
    defaultValues: { word: params.get('word') ?? '', category_id: params.get('category_id') ?? '' },
    onSubmit: ({ word, category_id }) => {
      if (word.trim()) navigate(productsUrl(word.trim(), category_id));
    },
  });
  const categoryId = form.watch('category_id');

  return (
    <div className="page">
      <PageTitleBar title={t('searches.title')} />
      <form className="search-box" role="search" onSubmit={form.submit}>
        <select
          className="select search-box__category"
          aria-label={t('searches.category')}
          {...form.register('category_id')}
        >
          <option value="">{t('searches.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
        <div className="search-box__row">
          <input
            type="search"
            className="field__input search-box__input"
            aria-label={t('searches.title')}
            placeholder={t('searches.placeholder')}
            maxLength={LIMITS.searchWordMax}
            enterKeyHint="search"
            // The screen is the search box: the keyboard opens at once, as in other marketplaces.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            {...form.register('word')}
          />
          <button
            type="submit"
            className="btn btn--primary search-box__submit"
            aria-label={t('common.search')}
          >
            <SearchIcon size={20} />
          </button>
        </div>
      </form>
      <section className="search-section">
        <div className="search-section__head">
          <h2>{t('searches.recent')}</h2>
          {recent.data && recent.data.length > 0 ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove.mutate(undefined)}>
              {t('searches.removeAll')}
            </button>
          ) : null}
        </div>
        {recent.data && recent.data.length > 0 ? (
          <ul className="recent-list">
            {recent.data.map((search) => (
              <li key={search.id} className="recent-chip">
                <Link to={productsUrl(search.word, categoryId)}>{search.word}</Link>
                <button
                  type="button"
                  aria-label={t('searches.remove', { word: search.word })}
                  onClick={() => remove.mutate(search.id)}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : recent.isPending ? null : (
          <p className="muted search-section__empty">{t('searches.noRecent')}</p>
        )}
      </section>
      <section className="search-section">
        <div className="search-section__head">
          <h2>{t('searches.popular')}</h2>
        </div>
        {popular.data && popular.data.length > 0 ? (
          <ol className="popular-list">
            {popular.data.map((item, index) => (
              <li key={item.word}>
                <Link to={productsUrl(item.word, categoryId)} className="popular-list__item">
                  <span className="popular-list__rank">{index + 1}</span>
                  {item.word}
                </Link>
              </li>
            ))}
          </ol>
        ) : popular.isPending ? null : (
          <p className="muted search-section__empty">{t('searches.noPopular')}</p>
        )}
      </section>
    </div>
  );
}

export { SearchesPage as Component };
