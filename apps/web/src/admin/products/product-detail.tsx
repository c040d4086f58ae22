import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PRODUCT_STATUSES } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import type { AdminProductDto, ProductStatus } from '@steelyard/contracts';
import {
  deleteAdminProduct,
  setAdminProductHidden,
  updateAdminProduct,
  useAdminProduct,
} from '../../api/admin-products.ts';
import { useCategories } from '../../api/catalog.ts';
import { isApiError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { productPriceText } from '../../ui/price.ts';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { statusLabel } from './products-page.tsx';

/** The moderation form: title, category, description and trade status; only changes are sent. */
function EditForm({ product }: { product: AdminProductDto }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories('product');
  const [form, setForm] = useState({
    title: product.title,
    category_id: String(product.category_id),
    description: product.description,
    status: product.status as ProductStatus,
  });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const { errors, capture, clear } = useFieldErrors();
  const disabled = product.deleted_at !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    clear();
    try {
      const next = { ...form, category_id: Number(form.category_id) };
      const changes = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => product[key as keyof typeof next] !== value),
      );
      if (Object.keys(changes).length > 0) await updateAdminProduct(product.id, changes);
      setSaved(true);
    } catch (error) {
      capture(error);
    } finally {
      setBusy(false);
    }
  }
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setSaved(false);
    clear(key);
  };

  return (
    <form className="admin-card admin-products__edit" onSubmit={submit} noValidate>
      <h2 className="admin-products__h2">{t('adminProducts.edit')}</h2>
      <Field
        label={t('productForm.title')}
        name="title"
        value={form.title}
        error={errors.title}
        disabled={disabled}
        onChange={(event) => set('title', event.target.value)}
      />
      <SelectField
        label={t('productForm.category')}
        value={form.category_id}
        error={errors.category_id}
        disabled={disabled}
        onChange={(event) => set('category_id', event.target.value)}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('adminProducts.status')}
        value={form.status}
        error={errors.status}
        disabled={disabled}
        onChange={(event) => set('status', event.target.value as ProductStatus)}
      >
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel({ type: product.type, status }, t)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('productForm.description')}
        value={form.description}
        error={errors.description}
        maxLength={LIMITS.descriptionMax}
        disabled={disabled}
        onChange={(event) => set('description', event.target.value)}
      />
      <div className="admin-products__actions">
        <Button type="submit" size="sm" busy={busy} disabled={disabled}>
          {t('adminProducts.save')}
        </Button>
        {saved ? (
          <span role="status" className="admin-products__saved">
            {t('adminProducts.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** One post as the back office sees it: photos, seller, counters, moderation and the audit trail's actions. */
export function AdminProductDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, language } = useTranslation();
  const { data: product, isPending, isError, error } = useAdminProduct(id);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      {t('adminProducts.backToList')}
    </Button>
  );
  if (isPending) return <CenteredSpinner label={t('common.loading')} />;
  if (isError)
    return (
      <EmptyState
        title={isApiError(error, 404) ? t('adminProducts.notFound') : t('errors.loadFailed')}
        action={back}
      />
    );

  const toggleHidden = async () => {
    setBusy(true);
    try {
      await setAdminProductHidden(product.id, !product.is_hidden);
    } catch {
      // 403/404 are shown by the client.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await deleteAdminProduct(product.id);
      onBack();
    } catch {
      setBusy(false);
    }
  };
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
        <span className="tag tag--outline">{t(`products.type.${product.type}`)}</span>
        <span className={`tag tag--${product.status}`}>{statusLabel(product, t)}</span>
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
            {product.seller.nickname} <span className="admin-products__muted">#{product.seller.id}</span>
            <br />
            <span className="admin-products__muted">
              {[product.seller.city, product.seller.county].filter(Boolean).join(' ')} ·{' '}
              {t('adminProducts.sellerPosts', { n: product.seller.product_count })}
            </span>
          </dd>
          {product.buyer ? (
            <>
              <dt>{t('adminProducts.buyer')}</dt>
              <dd>
                {product.buyer.nickname} <span className="admin-products__muted">#{product.buyer.id}</span>
              </dd>
            </>
          ) : null}
          <dt>{t('adminProducts.counters')}</dt>
          <dd>
            {t('adminProducts.counterLine', {
              likes: product.like_count,
              views: product.view_count,
              chats: product.chat_count,
            })}
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
        <EditForm key={product.updated_at} product={product} />
      </div>
      <div className="admin-products__actions">
        {!deleted ? (
          <>
            <Link className="btn btn--secondary btn--sm" to={`/products/${product.id}`} target="_blank">
              {t('adminProducts.openPublic')}
            </Link>
            <Button variant="secondary" size="sm" busy={busy} onClick={() => void toggleHidden()}>
              {product.is_hidden ? t('adminProducts.unhide') : t('adminProducts.hide')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="btn--danger"
              disabled={busy}
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
        onConfirm={() => void remove()}
      >
        {t('adminProducts.deleteBody', { title: product.title })}
      </ConfirmDialog>
    </div>
  );
}
