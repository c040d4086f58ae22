import { Link } from 'react-router';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '@contracts/enums.ts';
import { adminProductsQuerySchema } from '@contracts/schemas/admin.ts';
import { useAdminProducts, type AdminProductFilters } from '../../api/admin-products.ts';
import { useCategories } from '../../api/catalog.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { productPriceText } from '../../ui/price.ts';
import { StatusTag } from '../../ui/product-status.tsx';
import { textOf, type UrlQuery } from '../../ui/use-url-query.ts';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import { AdminProductDetail } from './product-detail.tsx';
import { ProductCounters } from './product-counters.tsx';
import './admin-products.css';

const PER_PAGE = 20;

/** The list's filters in the URL as the form's values ('' = any). */
const filtersOf = (query: UrlQuery<typeof adminProductsQuerySchema>): AdminProductFilters => ({
  search: query.search ?? '',
  category_id: textOf(query.category_id),
  type: query.type ?? '',
  status: query.status ?? '',
  hidden: textOf(query.hidden) as AdminProductFilters['hidden'],
  deleted: query.deleted ? '1' : '',
});

/** The search and filter bar: a form over the list's query schema; applying it starts at page 1. */
function FilterBar({
  filters,
  total,
  onApply,
}: {
  filters: AdminProductFilters;
  total: number | undefined;
  onApply: (filters: AdminProductFilters) => void;
}) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories('product');
  const form = useApiForm<AdminProductFilters & { deleted_only: boolean }>({
    schema: adminProductsQuerySchema,
    defaultValues: { ...filters, deleted_only: filters.deleted === '1' },
    onSubmit: ({ deleted_only, ...values }) =>
      onApply({ ...values, search: values.search.trim(), deleted: deleted_only ? '1' : '' }),
  });
  return (
    <form className="admin-toolbar admin-products__filters" role="search" onSubmit={form.submit}>
      <input
        type="search"
        aria-label={t('adminProducts.search')}
        placeholder={t('adminProducts.search')}
        {...form.register('search')}
      />
      <select aria-label={t('adminProducts.category')} {...form.register('category_id')}>
        <option value="">{t('adminProducts.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.title}
          </option>
        ))}
      </select>
      <select aria-label={t('adminProducts.type')} {...form.register('type')}>
        <option value="">{t('adminProducts.allTypes')}</option>
        {PRODUCT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`products.type.${type}`)}
          </option>
        ))}
      </select>
      <select aria-label={t('adminProducts.status')} {...form.register('status')}>
        <option value="">{t('adminProducts.allStatuses')}</option>
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`adminProducts.statuses.${status}`)}
          </option>
        ))}
      </select>
      <select aria-label={t('adminProducts.visibility')} {...form.register('hidden')}>
        <option value="">{t('adminProducts.anyVisibility')}</option>
        <option value="0">{t('adminProducts.shown')}</option>
        <option value="1">{t('adminProducts.hiddenOnly')}</option>
      </select>
      <label className="check">
        <input type="checkbox" {...form.register('deleted_only')} />
        {t('adminProducts.deletedOnly')}
      </label>
      <Button type="submit" size="sm">
        {t('adminProducts.searchButton')}
      </Button>
      {total !== undefined ? (
        <span className="admin-toolbar__total">{t('adminProducts.total', { count: total })}</span>
      ) : null}
    </form>
  );
}

/**
 * /admin/products: every post with search (title, id, seller nickname or email), filters by
 * category, type, status, hidden and deleted, and pages; `?id=` opens one post to moderate it.
 * Everything lives in the URL, so a view can be shared and the back button works.
 */
export function AdminProductsPage() {
  const { t, language } = useTranslation();
  const { query, page, openId, viewKey, go, onPage } = useAdminList(adminProductsQuerySchema);
  const filters = filtersOf(query);
  const { data: categories = [] } = useCategories('product');
  const list = useAdminProducts({ ...filters, page, perPage: PER_PAGE });

  if (openId) return <AdminProductDetail id={openId} onBack={() => go({ id: null })} />;

  const categoryTitle = (id: number) => categories.find((c) => c.id === id)?.title ?? '';
  return (
    <div className="admin-products">
      <div className="admin-products__head">
        <h1 className="admin-h1">{t('adminProducts.title')}</h1>
        <Link to="/admin/products/create" className="btn btn--primary btn--sm">
          {t('adminProducts.create')}
        </Link>
      </div>
      <FilterBar
        key={viewKey}
        filters={filters}
        total={list.data?.meta.total}
        onApply={(next) => go({ ...next, page: 1, id: null })}
      />
      <AdminTable
        list={list}
        className="admin-products__table"
        emptyTitle={t('adminProducts.empty')}
        pager={{ label: t('adminProducts.title'), onPage }}
        columns={[
          { header: t('adminProducts.id'), cell: (product) => product.id },
          {
            header: t('adminProducts.product'),
            cell: (product) => (
              <>
                <button type="button" className="admin-products__open" onClick={() => go({ id: product.id })}>
                  {product.thumb_url ? (
                    <img src={product.thumb_url} alt="" width={40} height={40} />
                  ) : (
                    <span className="admin-products__nothumb" aria-hidden="true" />
                  )}
                  <span className="admin-products__title">{product.title}</span>
                </button>
                {product.is_hidden || filters.deleted === '1' ? (
                  <span className="admin-products__badges">
                    {product.is_hidden ? (
                      <span className="tag tag--hidden">{t('products.hidden')}</span>
                    ) : null}
                    {filters.deleted === '1' ? (
                      <span className="tag admin-products__deleted">{t('adminProducts.deleted')}</span>
                    ) : null}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            header: t('adminProducts.seller'),
            cell: (product) => (
              <>
                {product.user.nickname} <span className="admin-products__muted">#{product.user.id}</span>
              </>
            ),
          },
          { header: t('adminProducts.category'), cell: (product) => categoryTitle(product.category_id) },
          { header: t('adminProducts.status'), cell: (product) => <StatusTag product={product} /> },
          { header: t('adminProducts.price'), cell: (product) => productPriceText(product, t, language) },
          {
            header: t('adminProducts.counters'),
            cell: (product) => <ProductCounters product={product} stacked />,
          },
          {
            header: t('adminProducts.createdAt'),
            cell: (product) => formatDate(product.created_at, language),
          },
        ]}
      />
    </div>
  );
}

export { AdminProductsPage as Component };
