import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useProductList, withServedSort, type ProductFilters } from '../../api/products.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { useUrlQuery } from '../../ui/use-url-query.ts';
import { CategoryChips } from './category-chips.tsx';
import { CountryChips } from './country-chips.tsx';
import { FilterSummary, useFilterChips } from './filter-chips.tsx';
import { ProductListView } from './product-list-view.tsx';
import './products.css';
import './browse.css';

/** The filter sheet (a form: react-hook-form and its checks) loads when it is first opened. */
const FilterSheet = lazy(() => import('./filter-sheet.tsx'));
/** 'Save as alert' (a form, and the member texts) loads when it is first asked for. */
const SaveAlertDialog = lazy(() => import('./save-alert-dialog.tsx'));

/**
 * The URL's filters are read by the server's own schema (with zod), which loads only when the URL
 * has any: the plain list, the usual landing, starts without ~22 KB of validation code.
 */
const loadFilterSchema = () => import('./url-filters.ts').then((module) => module.browseFilterSchema);

/**
 * /products and /productsSearch (and /productCategories/{id} through `categoryId`): the filters
 * come from the URL; the list pages by cursor as it scrolls.
 */
export function BrowseView({ categoryId, heading }: { categoryId?: number; heading?: string }) {
  const { t } = useTranslation();
  const [urlFilters, setQuery] = useUrlQuery(loadFilterSchema);
  const setFilters = (next: ProductFilters) => setQuery(next, { push: true, clear: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const [savingAlert, setSavingAlert] = useState(false);
  const filters = withServedSort(categoryId ? { ...urlFilters, category_id: categoryId } : urlFilters);
  const chips = useFilterChips(filters);
  // The country shows in its own row of chips.
  const activeCount = chips.length + (filters.country ? 1 : 0);
  const filtering = activeCount > 0;
  // A filtered list counts its matches (the unfiltered first screen is drawn by the server as it is).
  const matches = useProductList(filters, { counted: filtering }).data?.pages[0]?.meta.matches;
  return (
    <div className="page">
      <CategoryChips activeId={filters.category_id} />
      <CountryChips
        active={filters.country}
        onChoose={(country) =>
          // A region belongs to its country: choosing another country drops it.
          setFilters({ ...urlFilters, country, city: undefined, county: undefined })
        }
      />
      <div className="home-section-head browse-head">
        <h1 className="browse-head__title">
          {filters.word ? t('browse.results', { word: filters.word }) : (heading ?? t('home.latest'))}
        </h1>
        <div className="browse-head__actions">
          <Link to="/searches" className="icon-btn" aria-label={t('nav.search')}>
            <SearchIcon size={20} />
          </Link>
          <button
            type="button"
            className="chip browse-head__filter"
            aria-pressed={filtering}
            onClick={() => setSheetOpen(true)}
          >
            {t('browse.filter')}
            {activeCount > 0 ? <span className="browse-head__count">{activeCount}</span> : null}
          </button>
        </div>
      </div>
      {filtering ? (
        <FilterSummary
          chips={chips}
          matches={matches}
          onRemove={(chip) =>
            setFilters({ ...urlFilters, ...Object.fromEntries(chip.clears.map((key) => [key, undefined])) })
          }
          onReset={() => setFilters({ word: urlFilters.word, category_id: urlFilters.category_id })}
          onSaveAlert={() => setSavingAlert(true)}
        />
      ) : null}
      <ProductListView
        filters={filters}
        counted={filtering}
        emptyTitle={filters.word || filtering ? t('browse.noResults') : t('products.empty')}
        emptyBody={filters.word || filtering ? t('browse.noResultsHint') : undefined}
      />
      {savingAlert ? (
        <Suspense fallback={null}>
          <SaveAlertDialog filters={filters} chips={chips} onClose={() => setSavingAlert(false)} />
        </Suspense>
      ) : null}
      {sheetOpen ? (
        <Suspense fallback={null}>
          <FilterSheet
            open
            filters={filters}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setSheetOpen(false);
              // A category page carries its category in the path, not in the URL's filters.
              setFilters(categoryId ? { ...next, category_id: undefined } : next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export function BrowsePage() {
  return <BrowseView />;
}

export { BrowsePage as Component };
