import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import { useCategories } from '../../api/catalog.ts';
import {
  clearRecentSearches,
  popularSearchesQuery,
  recentSearchesQuery,
  removeRecentSearch,
} from '../../api/searches.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { CloseIcon, SearchIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import './searches.css';

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
  const [word, setWord] = useState(params.get('word') ?? '');
  const [categoryId, setCategoryId] = useState(params.get('category_id') ?? '');
  const { data: categories = [] } = useCategories('product');
  const recent = useQuery(recentSearchesQuery());
  const popular = useQuery(popularSearchesQuery());

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = word.trim();
    if (trimmed) navigate(productsUrl(trimmed, categoryId));
  }

  return (
    <div className="page">
      <PageTitleBar title={t('searches.title')} />
      <form className="search-box" role="search" onSubmit={submit}>
        <select
          className="select search-box__category"
          aria-label={t('searches.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
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
            value={word}
            maxLength={LIMITS.searchWordMax}
            enterKeyHint="search"
            autoFocus
            onChange={(event) => setWord(event.target.value)}
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
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void clearRecentSearches().catch(() => undefined)}
            >
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
                  onClick={() => void removeRecentSearch(search.id).catch(() => undefined)}
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
