import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_STATUSES } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import { adminProductUpdateSchema } from '@contracts/schemas/admin.ts';
import type { AdminProductDto } from '@steelyard/contracts';
import {
  useAdminProduct,
  useDeleteAdminProduct,
  useSetAdminProductHidden,
  useUpdateAdminProduct,
  type AdminProductValues,
} from '../../api/admin-products.ts';
import { useCategories } from '../../api/catalog.ts';
import { isApiError } from '../../api/errors.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { productPriceText } from '../../ui/price.ts';
import { statusLabelKey, StatusTag } from '../../ui/product-status.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { ProductCounters } from './product-counters.tsx';

/** The moderation form: title, category, description and trade status; only changes are sent. */
function EditForm({ product }: { product: AdminProductDto }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories('product');
  const update = useUpdateAdminProduct(product.id);
  const original: AdminProductValues = {
    title: product.title,
    category_id: String(product.category_id),
    description: product.description,
    status: product.status,
  };
  const form = useApiForm<AdminProductValues>({
    schema: adminProductUpdateSchema,
    defaultValues: original,
    onSubmit: async (values) => {
      const changes = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => original[key as keyof AdminProductValues] !== value),
      );
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
      form.reset(values);
    },
  });
  const disabled = product.deleted_at !== null;
  const saved = update.isSuccess && !form.formState.isDirty;

  return (
    <form className="admin-card admin-products__edit" onSubmit={form.submit} noValidate>
      <h2 className="admin-products__h2">{t('adminProducts.edit')}</h2>
      <FormError message={form.formError} />
      <fieldset disabled={disabled} className="admin-products__fieldset">
        <Field label={t('productForm.title')} error={form.errorOf('title')} {...form.register('title')} />
        <SelectField
          label={t('productForm.category')}
          error={form.errorOf('category_id')}
          {...form.register('category_id')}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('adminProducts.status')}
          error={form.errorOf('status')}
          {...form.register('status')}
        >
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(statusLabelKey({ type: product.type, status }))}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('productForm.description')}
          maxLength={LIMITS.descriptionMax}
          error={form.errorOf('description')}
          {...form.register('description')}
        />
        <div className="admin-products__actions">
          <Button type="submit" size="sm" busy={form.busy}>
            {t('adminProducts.save')}
          </Button>
          {saved ? (
            <span role="status" className="admin-products__saved">
              {t('adminProducts.saved')}
            </span>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

/** One post as the back office sees it: photos, seller, counters, moderation and the audit trail's actions. */
export function AdminProductDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, language } = useTranslation();
  const query = useAdminProduct(id);
  const [confirming, setConfirming] = useState(false);
  const hide = useSetAdminProductHidden(id);
  const remove = useDeleteAdminProduct(id);

  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      {t('adminProducts.backToList')}
    </Button>
  );
  return (
    <QueryState
      query={query}
      failed={(error) => (
        <EmptyState
          title={isApiError(error, 404) ? t('adminProducts.notFound') : t('errors.loadFailed')}
          action={back}
        />
      )}
    >
      {(product) => {
        const deleted = product.deleted_at !== null;
        return (
          <div className="admin-products__detail">
            <div className="admin-products__head">
              {back}
              <h1 className="admin-h1 admin-products__detail-title">
                #{product.id} {product.title}
              </h1>
            </div>
            <div className="admin-products__state">
              <StatusTag product={product} />
              {product.is_hidden ? <span className="tag tag--hidden">{t('products.hidden')}</span> : null}
              {deleted ? (
                <span className="tag admin-products__deleted">
                  {t('adminProducts.deletedAt', { date: formatDate(product.deleted_at as string, language) })}
                </span>
              ) : null}
            </div>
            {product.images.length > 0 ? (
              <ul className="admin-products__photos" aria-label={t('adminProducts.photos')}>
                {product.images.map((image, index) => (
                  <li key={image.id}>
                    <a href={image.url} target="_blank" rel="noreferrer">
                      <img
                        src={image.thumb_url}
                        alt={t('adminProducts.photoAlt', { n: index + 1 })}
                        width={120}
                        height={120}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="admin-products__muted">{t('adminProducts.noPhotos')}</p>
            )}
            <div className="admin-products__grid">
              <dl className="admin-card admin-products__facts">
                <dt>{t('adminProducts.price')}</dt>
                <dd>{productPriceText(product, t, language)}</dd>
                <dt>{t('adminProducts.seller')}</dt>
                <dd>
                  {product.seller.nickname}{' '}
                  <span className="admin-products__muted">#{product.seller.id}</span>
                  <br />
                  <span className="admin-products__muted">
                    {[product.seller.city, product.seller.county].filter(Boolean).join(' ')} ·{' '}
                    {t('adminProducts.sellerPosts', { count: product.seller.product_count })}
                  </span>
                </dd>
                {product.buyer ? (
                  <>
                    <dt>{t('adminProducts.buyer')}</dt>
                    <dd>
                      {product.buyer.nickname}{' '}
                      <span className="admin-products__muted">#{product.buyer.id}</span>
                    </dd>
                  </>
                ) : null}
                <dt>{t('adminProducts.counters')}</dt>
                <dd>
                  <ProductCounters product={product} />
                </dd>
                <dt>{t('productForm.place')}</dt>
                <dd>{product.place_name ?? '—'}</dd>
                <dt>{t('productForm.keywords')}</dt>
                <dd>{product.keywords.join(', ') || '—'}</dd>
                <dt>{t('adminProducts.createdAt')}</dt>
                <dd>{formatDate(product.created_at, language)}</dd>
                <dt>{t('adminProducts.updatedAt')}</dt>
                <dd>{formatDate(product.updated_at, language)}</dd>
              </dl>
              <EditForm product={product} />
            </div>
            <div className="admin-products__actions">
              {!deleted ? (
                <>
                  <Link className="btn btn--secondary btn--sm" to={`/products/${product.id}`} target="_blank">
                    {t('adminProducts.openPublic')}
                  </Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={hide.isPending}
                    onClick={() => hide.mutate(!product.is_hidden)}
                  >
                    {product.is_hidden ? t('adminProducts.unhide') : t('adminProducts.hide')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="btn--danger"
                    busy={remove.isPending}
                    onClick={() => setConfirming(true)}
                  >
                    {t('adminProducts.delete')}
                  </Button>
                </>
              ) : null}
            </div>
            <p className="admin-products__muted">{t('adminProducts.audited')}</p>
            <ConfirmDialog
              open={confirming}
              title={t('adminProducts.deleteTitle')}
              onClose={() => setConfirming(false)}
              confirmLabel={t('adminProducts.delete')}
              destructive
              onConfirm={() => {
                setConfirming(false);
                remove.mutate(undefined, { onSuccess: onBack });
              }}
            >
              {t('adminProducts.deleteBody', { title: product.title })}
            </ConfirmDialog>
          </div>
        );
      }}
    </QueryState>
  );
}
