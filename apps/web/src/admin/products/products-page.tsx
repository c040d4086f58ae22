import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_STATUSES, PRODUCT_TYPES, PRODUCT_STATUS_LABEL_KEYS } from '@contracts/enums.ts';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { useAdminProducts, type AdminProductFilters } from '../../api/admin-products.ts';
import { useCategories } from '../../api/catalog.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation, type TFunction, type TranslationKey } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { AdminTable } from '../admin-table.tsx';
import { productPriceText } from '../../ui/price.ts';
import { AdminProductDetail } from './product-detail.tsx';
import './admin-products.css';

const PER_PAGE = 20;
const FILTER_KEYS = ['search', 'category_id', 'type', 'status', 'hidden', 'deleted'] as const;

/** The label of a post's trade status for its type ('판매중', '나눔완료', ...). */
export function statusLabel(product: Pick<ProductSummaryDto, 'type' | 'status'>, t: TFunction) {
  return t(PRODUCT_STATUS_LABEL_KEYS[product.type][product.status] as TranslationKey);
}

function filtersFrom(params: URLSearchParams): AdminProductFilters {
  const get = (key: string) => params.get(key) ?? '';
  return {
    search: get('search'),
    category_id: get('category_id'),
    type: get('type') as AdminProductFilters['type'],
    status: get('status') as AdminProductFilters['status'],
    hidden: get('hidden') as AdminProductFilters['hidden'],
    deleted: get('deleted') === '1' ? '1' : '',
  };
}

/**
 * /admin/products: every post with search (title, id, seller nickname or email), filters by
 * category, type, status, hidden and deleted, and pages; `?id=` opens one post to moderate it.
 * Everything lives in the URL, so a view can be shared and the back button works.
 */
export function AdminProductsPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || null;
  const [draft, setDraft] = useState(filters);
  const { data: categories = [] } = useCategories('product');
  const list = useAdminProducts({ ...filters, page, perPage: PER_PAGE });

  const go = (next: Partial<AdminProductFilters> & { page?: number; id?: number | null }) => {
    const query = new URLSearchParams();
    const merged = { ...filters, ...next };
    for (const key of FILTER_KEYS) if (merged[key]) query.set(key, merged[key]);
    const nextPage = next.page ?? page;
    if (nextPage > 1) query.set('page', String(nextPage));
    const id = next.id === undefined ? openId : next.id;
    if (id) query.set('id', String(id));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, search: draft.search.trim(), page: 1, id: null });
  };
  const setDraftKey = <K extends keyof AdminProductFilters>(key: K, value: AdminProductFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  if (openId) return <AdminProductDetail id={openId} onBack={() => go({ id: null })} />;

  const categoryTitle = (id: number) => categories.find((c) => c.id === id)?.title ?? '';
  return (
    <div>
      <div className="admin-products__head">
        <h1 className="admin-h1">{t('adminProducts.title')}</h1>
        <Link to="/admin/products/create" className="btn btn--primary btn--sm">
          {t('adminProducts.create')}
        </Link>
      </div>
      <form className="admin-toolbar admin-products__filters" role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label={t('adminProducts.search')}
          placeholder={t('adminProducts.search')}
          value={draft.search}
          onChange={(event) => setDraftKey('search', event.target.value)}
        />
        <select
          aria-label={t('adminProducts.category')}
          value={draft.category_id}
          onChange={(event) => setDraftKey('category_id', event.target.value)}
        >
          <option value="">{t('adminProducts.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
        <select
          aria-label={t('adminProducts.type')}
          value={draft.type}
          onChange={(event) => setDraftKey('type', event.target.value as AdminProductFilters['type'])}
        >
          <option value="">{t('adminProducts.allTypes')}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`products.type.${type}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('adminProducts.status')}
          value={draft.status}
          onChange={(event) => setDraftKey('status', event.target.value as AdminProductFilters['status'])}
        >
          <option value="">{t('adminProducts.allStatuses')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminProducts.statuses.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('adminProducts.visibility')}
          value={draft.hidden}
          onChange={(event) => setDraftKey('hidden', event.target.value as AdminProductFilters['hidden'])}
        >
          <option value="">{t('adminProducts.anyVisibility')}</option>
          <option value="0">{t('adminProducts.shown')}</option>
          <option value="1">{t('adminProducts.hiddenOnly')}</option>
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.deleted === '1'}
            onChange={(event) => setDraftKey('deleted', event.target.checked ? '1' : '')}
          />
          {t('adminProducts.deletedOnly')}
        </label>
        <Button type="submit" size="sm">
          {t('adminProducts.searchButton')}
        </Button>
        {list.data ? (
          <span className="admin-toolbar__total">
            {t('adminProducts.total', { total: list.data.meta.total })}
          </span>
        ) : null}
      </form>
      <AdminTable
        list={list}
        className="admin-products__table"
        emptyTitle={t('adminProducts.empty')}
        pager={{ label: t('adminProducts.title'), onPage: (next) => go({ page: next }) }}
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
                <span className="admin-products__badges">
                  <span className="tag tag--outline">{t(`products.type.${product.type}`)}</span>
                  {product.is_hidden ? <span className="tag tag--hidden">{t('products.hidden')}</span> : null}
                  {filters.deleted === '1' ? (
                    <span className="tag admin-products__deleted">{t('adminProducts.deleted')}</span>
                  ) : null}
                </span>
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
          { header: t('adminProducts.status'), cell: (product) => statusLabel(product, t) },
          { header: t('adminProducts.price'), cell: (product) => productPriceText(product, t, language) },
          {
            header: t('adminProducts.counters'),
            cell: (product) =>
              t('adminProducts.counterLine', {
                likes: product.like_count,
                views: product.view_count,
                chats: product.chat_count,
              }),
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
