import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CONDITION_GRADES, PRODUCT_TYPES } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import type { ProductDetailDto, ProductType, UserDto } from '@steelyard/contracts';
import { useCategories } from '../../api/catalog.ts';
import { ApiError, ValidationError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { saveProduct, type ProductInputBody } from '../../api/product-posts.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { MapView } from '../../ui/map-view.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { PhotoPicker, photosFromImages, type PhotoItem } from './photo-picker.tsx';
import './product-form.css';

/** Where the map opens when neither the post nor the member has a position: Seoul City Hall. */
const DEFAULT_CENTER = { lat: 37.5665, lon: 126.978 };

interface FormState {
  type: ProductType;
  category_id: string;
  title: string;
  price: string;
  price_negotiable: boolean;
  description: string;
  keywords: string;
  place_name: string;
  lat: number | null;
  lon: number | null;
  manufacturer: string;
  model: string;
  year_made: string;
  condition_grade: string;
}

function initialState(product: ProductDetailDto | null): FormState {
  return {
    type: product?.type ?? 'sale',
    category_id: product ? String(product.category_id) : '',
    title: product?.title ?? '',
    price: product?.price != null ? String(product.price) : '',
    price_negotiable: product?.price_negotiable ?? false,
    description: product?.description ?? '',
    keywords: product?.keywords.join(', ') ?? '',
    place_name: product?.place_name ?? '',
    lat: product?.lat ?? null,
    lon: product?.lon ?? null,
    manufacturer: product?.manufacturer ?? '',
    model: product?.model ?? '',
    year_made: product?.year_made != null ? String(product.year_made) : '',
    condition_grade: product?.condition_grade ?? '',
  };
}

/** The spec's §5 checks, with the server's own words (shared message tables). */
export function checkProductForm(form: FormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.category_id) errors.category_id = serverMessage('product.category_required');
  const title = form.title.trim();
  if (!title) errors.title = serverMessage('product.title_required');
  else if ([...title].length > LIMITS.titleMax) errors.title = serverMessage('product.title_max');
  if (form.type !== 'share' && !form.price_negotiable && form.price.trim() === '')
    errors.price = serverMessage('product.price_required');
  if (!form.place_name.trim() || form.lat == null || form.lon == null)
    errors.place_name = serverMessage('product.place_required');
  const keywords = form.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keywords.length > LIMITS.keywordsPerPost) errors.keywords = serverMessage('product.keywords_max');
  else if (keywords.some((k) => [...k].length > LIMITS.keywordMaxLength))
    errors.keywords = serverMessage('product.keyword_too_long');
  return errors;
}

/** The server's field names → the field that shows the message. */
function fieldOf(name: string): string {
  if (name.startsWith('image_ids')) return 'image_ids';
  if (name === 'lat' || name === 'lon') return 'place_name';
  if (name.startsWith('keywords')) return 'keywords';
  return name;
}

export interface ProductFormProps {
  product: ProductDetailDto | null;
  user: UserDto | null;
  /** Sends the form (default: the member's own `POST`/`PATCH /api/products`). */
  save?: (body: ProductInputBody) => Promise<ProductDetailDto>;
  /** After a save (default: the post's page). */
  onSaved?: (product: ProductDetailDto) => void;
  /** Fields above the form (the admin's member picker); gets the field errors and a clearer. */
  renderBefore?: (errors: Record<string, string>, clear: (field: string) => void) => ReactNode;
  /** Client checks of those extra fields, run with the form's own. */
  checkExtra?: () => Record<string, string>;
}

/**
 * The post form: photos, type, category, title, price, description, keywords, place on a map and
 * industrial details, with the spec's §5 messages under their fields. Used by /products/create and
 * by the back office's /admin/products/create.
 */
export function ProductForm({ product, user, save, onSaved, renderBefore, checkExtra }: ProductFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: categories = [] } = useCategories('product');
  const [form, setForm] = useState<FormState>(() => initialState(product));
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photosFromImages(product?.images ?? []));
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();

  const set = <K extends keyof FormState>(key: K, value: FormState[K], field: string = key) => {
    setForm((current) => ({ ...current, [key]: value }));
    clear(field);
  };
  const uploading = photos.some((p) => p.status === 'uploading');
  const failed = photos.some((p) => p.status === 'failed');
  const center =
    form.lat != null && form.lon != null
      ? { lat: form.lat, lon: form.lon }
      : user?.lat != null && user.lon != null
        ? { lat: user.lat, lon: user.lon }
        : DEFAULT_CENTER;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (uploading || failed) return;
    const local = { ...checkExtra?.(), ...checkProductForm(form) };
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const body: ProductInputBody = {
        type: form.type,
        category_id: form.category_id,
        title: form.title.trim(),
        price: form.type === 'share' ? undefined : form.price.trim() || undefined,
        price_negotiable: form.type !== 'share' && form.price_negotiable,
        description: form.description,
        keywords: form.keywords,
        place_name: form.place_name.trim(),
        lat: form.lat ?? undefined,
        lon: form.lon ?? undefined,
        manufacturer: form.manufacturer.trim(),
        model: form.model.trim(),
        year_made: form.year_made.trim() || undefined,
        condition_grade: form.condition_grade,
        image_ids: photos.flatMap((p) => (p.image ? [p.image.id] : [])),
      };
      const saved = await (save ? save(body) : saveProduct(body, product?.id));
      if (onSaved) onSaved(saved);
      else navigate(`/products/${saved.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ValidationError) {
        const first: Record<string, string> = {};
        for (const [name, messages] of Object.entries(error.errors)) {
          const field = fieldOf(name.replace(/\[\]$/, ''));
          if (messages[0] && !first[field]) first[field] = messages[0];
        }
        setErrors(first);
      } else if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
        setFormError(error instanceof ApiError && error.message ? error.message : t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  }

  const priceLabel = form.type === 'wanted' ? t('productForm.budget') : t('productForm.price');
  return (
    <form className="product-form" onSubmit={submit} noValidate>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {renderBefore?.(errors, clear)}
      <PhotoPicker photos={photos} onChange={setPhotos} error={errors.image_ids} />
      <Segmented
        legend={t('productForm.type')}
        name="type"
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.type.${type}`) }))}
        value={form.type}
        onChange={(type) => {
          set('type', type);
          clear('price');
        }}
      />
      <SelectField
        id="product-category"
        label={t('productForm.category')}
        value={form.category_id}
        error={errors.category_id}
        onChange={(event) => set('category_id', event.target.value)}
      >
        <option value="">{t('productForm.categoryPlaceholder')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.title}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('productForm.title')}
        name="title"
        placeholder={t('productForm.titlePlaceholder')}
        value={form.title}
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      {form.type === 'share' ? (
        <p className="field__hint product-form__note">{t('productForm.shareNoPrice')}</p>
      ) : (
        <>
          <Field
            label={priceLabel}
            name="price"
            inputMode="numeric"
            placeholder={t('productForm.pricePlaceholder')}
            value={form.price}
            error={errors.price}
            onChange={(event) => set('price', event.target.value.replace(/[^\d]/g, ''))}
          />
          <label className="check product-form__check">
            <input
              type="checkbox"
              checked={form.price_negotiable}
              onChange={(event) => set('price_negotiable', event.target.checked, 'price')}
            />
            {t('productForm.negotiable')}
          </label>
        </>
      )}
      <TextAreaField
        id="product-description"
        label={t('productForm.description')}
        placeholder={t('productForm.descriptionPlaceholder')}
        value={form.description}
        error={errors.description}
        maxLength={LIMITS.descriptionMax}
        onChange={(event) => set('description', event.target.value)}
      />
      <Field
        label={t('productForm.keywords')}
        name="keywords"
        placeholder={t('productForm.keywordsPlaceholder')}
        value={form.keywords}
        error={errors.keywords}
        onChange={(event) => set('keywords', event.target.value)}
      />
      <p className="field__hint product-form__hint">{t('productForm.keywordsHint')}</p>
      <fieldset className="choice product-form__place">
        <legend className="field__label">{t('productForm.place')}</legend>
        <p className="field__hint">{t('productForm.mapHint')}</p>
        <MapView
          className="map-view--tall"
          lat={center.lat}
          lon={center.lon}
          pinned={form.lat != null}
          zoom={form.lat != null ? 15 : 12}
          label={t('productForm.mapLabel')}
          failedText={t('productForm.mapFailed')}
          onPick={(lat, lon) => {
            setForm((current) => ({ ...current, lat, lon }));
            clear('place_name');
          }}
        />
        {form.lat != null && form.lon != null ? (
          <p className="field__hint" aria-live="polite">
            {t('productForm.pinSet', { lat: form.lat.toFixed(5), lon: form.lon.toFixed(5) })}
          </p>
        ) : null}
        <Field
          label={t('productForm.placeName')}
          name="place_name"
          placeholder={t('productForm.placeNamePlaceholder')}
          value={form.place_name}
          error={errors.place_name}
          onChange={(event) => set('place_name', event.target.value)}
          style={{ marginTop: 4 }}
        />
      </fieldset>
      <details className="product-form__details" open={Boolean(product?.manufacturer || product?.model)}>
        <summary>{t('productForm.details')}</summary>
        <Field
          label={t('productForm.manufacturer')}
          name="manufacturer"
          value={form.manufacturer}
          error={errors.manufacturer}
          onChange={(event) => set('manufacturer', event.target.value)}
        />
        <Field
          label={t('productForm.model')}
          name="model"
          value={form.model}
          error={errors.model}
          onChange={(event) => set('model', event.target.value)}
        />
        <Field
          label={t('productForm.yearMade')}
          name="year_made"
          inputMode="numeric"
          value={form.year_made}
          error={errors.year_made}
          onChange={(event) => set('year_made', event.target.value.replace(/[^\d]/g, '').slice(0, 4))}
        />
        <Segmented
          legend={t('productForm.condition')}
          name="condition_grade"
          options={[
            { value: '', label: t('productForm.conditionNone') },
            ...CONDITION_GRADES.map((grade) => ({ value: grade, label: grade })),
          ]}
          value={form.condition_grade}
          onChange={(grade) => set('condition_grade', grade)}
        />
      </details>
      <div className="product-form__submit">
        {uploading || failed ? (
          <p className="field__hint" role="status">
            {failed ? t('productForm.fixUpload') : t('productForm.waitUpload')}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={uploading || failed}>
          {product ? t('productForm.submitEdit') : t('productForm.submitCreate')}
        </Button>
      </div>
    </form>
  );
}
