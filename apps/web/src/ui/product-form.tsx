import { useEffect, useRef, type ReactNode } from 'react';
import { CONDITION_GRADES, PRODUCT_TYPES } from '@contracts/enums.ts';
import { LIMITS } from '@contracts/limits.ts';
import { productInputSchema } from '@contracts/schemas/products.ts';
import type { z } from '@contracts/zod-messages.ts';
import type { CategoryDto, ProductDetailDto, SpecTemplateDto, UserDto } from '@steelyard/contracts';
import type { ProductFormValues } from '../api/product-posts.ts';
import { useSpecTemplates } from '../api/catalog.ts';
import { useApiForm, type ApiForm } from '../api/use-api-form.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { Button } from './button.tsx';
import { CheckField } from './check-field.tsx';
import { digitsOnly, Field, FormError } from './field.tsx';
import { PlacePicker } from './place-picker.tsx';
import { imageIdsOf, PhotoPicker, photosFromImages, type PhotoItem } from './photo-picker.tsx';
import { Segmented } from './segmented.tsx';
import { SelectField, TextAreaField } from './select-field.tsx';
import { SpecFormSection, withSpecs } from './spec-form-section.tsx';
import { PriceBand } from './price-band.tsx';
import './product-form.css';

/** Where the map opens when neither the post nor the member has a position: Seoul City Hall. */
const DEFAULT_CENTER = { lat: 37.5665, lon: 126.978 };

/** The form's values: the post's fields, the photos as picked, and (for the admin) the member. */
export type PostValues = Omit<ProductFormValues, 'image_ids' | 'specs'> & {
  /** The template's values as typed, by field key. */
  specs: Record<string, string>;
  photos: PhotoItem[];
  user_id?: number;
};
export type PostForm = ApiForm<PostValues>;

function initialValues(product: ProductDetailDto | null): PostValues {
  return {
    type: product?.type ?? 'sale',
    category_id: product ? String(product.category_id) : '',
    title: product?.title ?? '',
    price: product?.price != null ? String(product.price) : '',
    price_negotiable: product?.price_negotiable ?? false,
    min_offer: product?.min_offer != null ? String(product.min_offer) : '',
    description: product?.description ?? '',
    keywords: product?.keywords.join(', ') ?? '',
    place_name: product?.place_name ?? '',
    lat: product?.lat ?? null,
    lon: product?.lon ?? null,
    manufacturer: product?.manufacturer ?? '',
    model: product?.model ?? '',
    year_made: product?.year_made != null ? String(product.year_made) : '',
    condition_grade: product?.condition_grade ?? '',
    spec_template_id: product?.spec_template ? String(product.spec_template.id) : '',
    specs: Object.fromEntries(
      Object.entries(product?.specs ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    working_state: product?.working_state ?? '',
    assembly: product?.assembly ?? '',
    power_demo: product?.power_demo ?? false,
    loading_methods: product?.loading_methods ?? [],
    checklist: product?.checklist ?? [],
    rigging_paid_by: product?.rigging_paid_by ?? '',
    removal_deadline: product?.removal_deadline ?? '',
    incoterm: product?.incoterm ?? '',
    tax_invoice: product?.tax_invoice ?? false,
    photos: photosFromImages(product?.images ?? []),
    user_id: undefined,
  };
}

/** The template's values as the wire takes them: one JSON object of the filled fields. */
function specsBody(template: SpecTemplateDto, specs: Record<string, string>) {
  const filled = template.fields
    .filter((field) => (specs[field.key] ?? '').trim() !== '')
    .map((field) => [field.key, specs[field.key]!.trim()]);
  return JSON.stringify(Object.fromEntries(filled));
}

/** The server's field → the field that shows its message (the pin's lat/lon show at the place). */
const fieldOf = (name: string) =>
  name === 'lat' || name === 'lon' ? 'place_name' : name === 'image_ids' ? 'photos' : name;

export interface ProductFormProps {
  product: ProductDetailDto | null;
  user: UserDto | null;
  categories: CategoryDto[];
  /** Sends the post (a mutation's `mutateAsync`); `image_ids` are the uploaded photos in order. */
  save: (values: ProductFormValues & { user_id?: number }) => Promise<unknown>;
  /** The server's schema for this form (the admin's adds the member). */
  schema?: z.ZodType;
  /** Fields above the form (the admin's member picker, a seat's 'post as'). */
  before?: (form: PostForm) => ReactNode;
  /** The post goes out under a verified business the member holds a seat of (issue 30). */
  forBusiness?: boolean;
}

/**
 * The post form: photos, type, category, title, price, description, keywords, place on a map and
 * industrial details, checked with the server's `productInputSchema` and its §5 messages. Used by
 * /products/create (new and edit) and the back office's /admin/products/create.
 */
export function ProductForm({
  product,
  user,
  categories,
  save,
  schema = productInputSchema,
  before,
  forBusiness,
}: ProductFormProps) {
  const { t } = useTranslation();
  const { data: allTemplates = [] } = useSpecTemplates();
  // Read by the schema and the submit at their moment: the kind chosen then.
  const chosen = useRef<SpecTemplateDto | undefined>(undefined);
  const form = useApiForm<PostValues>({
    schema: () => withSpecs(schema, chosen.current),
    defaultValues: initialValues(product),
    fieldOf,
    onSubmit: ({ photos, specs, ...values }) =>
      save({
        ...values,
        spec_template_id: chosen.current ? String(chosen.current.id) : '',
        specs: chosen.current ? specsBody(chosen.current, specs) : '',
        // Only the chosen kind's items: another kind's ticks stay behind with it.
        checklist: values.checklist.filter((key) =>
          chosen.current?.checklist.some((item) => item.key === key),
        ),
        image_ids: imageIdsOf(photos),
      }),
  });
  const [type, lat, lon, photos, categoryId, templateId, negotiable] = form.watch([
    'type',
    'lat',
    'lon',
    'photos',
    'category_id',
    'spec_template_id',
    'price_negotiable',
  ]);
  const categorySlug = categories.find((c) => String(c.id) === categoryId)?.slug;
  const templates = allTemplates.filter((x) => x.category_slug === categorySlug);
  const template = templates.find((x) => String(x.id) === templateId);
  useEffect(() => {
    chosen.current = template;
  });
  // A kind's template asks maker, model and year itself; the post's own fields otherwise.
  const [manufacturer, model, yearMade, specs] = form.watch(['manufacturer', 'model', 'year_made', 'specs']);
  const bandSubject = {
    category_id: Number(categoryId) || undefined,
    manufacturer: template ? specs.maker : manufacturer,
    model: template ? specs.model : model,
    year: Number(template ? specs.year : yearMade) || undefined,
    country: product?.country ?? user?.country ?? undefined,
  };
  const uploading = photos.some((p) => p.status === 'uploading');
  const failed = photos.some((p) => p.status === 'failed');
  const center =
    lat != null && lon != null
      ? { lat, lon }
      : user?.lat != null && user.lon != null
        ? { lat: user.lat, lon: user.lon }
        : DEFAULT_CENTER;

  return (
    <form className="product-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      {before?.(form)}
      <PhotoPicker
        photos={photos}
        error={form.errorOf('photos')}
        onChange={(update) =>
          form.setValue('photos', update(form.getValues('photos')), { shouldDirty: true })
        }
      />
      <Segmented
        legend={t('productForm.type')}
        name="type"
        options={PRODUCT_TYPES.map((value) => ({ value, label: t(`products.type.${value}`) }))}
        value={type}
        onChange={(next) => form.change({ type: next })}
      />
      <SelectField
        id="product-category"
        label={t('productForm.category')}
        error={form.errorOf('category_id')}
        {...form.register('category_id')}
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
        placeholder={t('productForm.titlePlaceholder')}
        error={form.errorOf('title')}
        {...form.register('title')}
      />
      {type === 'share' ? (
        <p className="field__hint product-form__note">{t('productForm.shareNoPrice')}</p>
      ) : (
        <>
          <Field
            label={type === 'wanted' ? t('productForm.budget') : t('productForm.price')}
            inputMode="numeric"
            placeholder={t('productForm.pricePlaceholder')}
            error={form.errorOf('price')}
            {...digitsOnly(form.register('price', { deps: ['price_negotiable', 'min_offer'] }))}
          />
          <CheckField
            className="product-form__check"
            label={t('productForm.negotiable')}
            {...form.register('price_negotiable', { deps: ['price'] })}
          />
          <PriceBand subject={bandSubject} />
          {/* Offers are for sale posts; the server drops the minimum without a negotiable price. */}
          {type === 'sale' && negotiable ? (
            <>
              <Field
                label={t('productForm.minOffer')}
                inputMode="numeric"
                error={form.errorOf('min_offer')}
                {...digitsOnly(form.register('min_offer', { deps: ['price'] }))}
              />
              <p className="field__hint product-form__hint">{t('productForm.minOfferHint')}</p>
            </>
          ) : null}
        </>
      )}
      <TextAreaField
        id="product-description"
        label={t('productForm.description')}
        placeholder={t('productForm.descriptionPlaceholder')}
        maxLength={LIMITS.descriptionMax}
        error={form.errorOf('description')}
        {...form.register('description')}
      />
      <Field
        label={t('productForm.keywords')}
        placeholder={t('productForm.keywordsPlaceholder')}
        error={form.errorOf('keywords')}
        {...form.register('keywords')}
      />
      <p className="field__hint product-form__hint">{t('productForm.keywordsHint')}</p>
      <fieldset className="choice product-form__place">
        <legend className="field__label">{t('productForm.place')}</legend>
        <p className="field__hint">{t('productForm.mapHint')}</p>
        <PlacePicker
          lat={lat}
          lon={lon}
          placeName={form.watch('place_name') ?? ''}
          center={center}
          onChange={(change) => form.change(change)}
        />
        {lat != null && lon != null ? (
          <p className="field__hint" aria-live="polite">
            {t('productForm.pinSet', { lat: lat.toFixed(5), lon: lon.toFixed(5) })}
          </p>
        ) : null}
        <Field
          className="product-form__place-name"
          label={t('productForm.placeName')}
          placeholder={t('productForm.placeNamePlaceholder')}
          error={form.errorOf('place_name')}
          {...form.register('place_name')}
        />
      </fieldset>
      <SpecFormSection form={form} templates={templates} template={template} forBusiness={forBusiness} />
      <details className="product-form__details" open={Boolean(product?.manufacturer || product?.model)}>
        <summary>{t('productForm.details')}</summary>
        {/* A machine kind's template asks for maker, model and year itself. */}
        {template ? null : (
          <>
            <Field
              label={t('productForm.manufacturer')}
              error={form.errorOf('manufacturer')}
              {...form.register('manufacturer')}
            />
            <Field label={t('productForm.model')} error={form.errorOf('model')} {...form.register('model')} />
            <Field
              label={t('productForm.yearMade')}
              inputMode="numeric"
              error={form.errorOf('year_made')}
              {...digitsOnly(form.register('year_made'), 4)}
            />
          </>
        )}
        <Segmented
          legend={t('productForm.condition')}
          name="condition_grade"
          options={[
            { value: '', label: t('productForm.conditionNone') },
            ...CONDITION_GRADES.map((grade) => ({ value: grade, label: grade })),
          ]}
          value={form.watch('condition_grade')}
          onChange={(grade) => form.change({ condition_grade: grade })}
        />
      </details>
      <div className="product-form__submit">
        {uploading || failed ? (
          <p className="field__hint" role="status">
            {failed ? t('productForm.fixUpload') : t('productForm.waitUpload')}
          </p>
        ) : null}
        <Button type="submit" block busy={form.busy} disabled={uploading || failed}>
          {product ? t('productForm.submitEdit') : t('productForm.submitCreate')}
        </Button>
      </div>
    </form>
  );
}
