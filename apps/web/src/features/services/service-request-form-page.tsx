import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { ServiceRequestDto, ServiceRequestKind } from '@steelyard/contracts';
import { SERVICE_FILE_FORMATS, SERVICE_PROCESSES } from '@contracts/enums.ts';
import { SERVICE_LIMITS } from '@contracts/limits.ts';
import {
  drawingRequestFormSchema,
  productionNoticeFormSchema,
  SERVICE_FIELDS_FIXED_AFTER_QUOTE,
  serviceRequestPatchSchema,
} from '@contracts/schemas/services.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { serviceRequestQuery, useCreateServiceRequest, useEditServiceRequest } from '../../api/services.ts';
import { useOwnCountry } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { currencyLabel } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { FormPlaceFieldset } from '../../ui/place-fieldset.tsx';
import { FormAreaSelect } from '../../ui/area-select.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { servicePath, useServiceKind } from './service-kind.ts';
import './services.css';

interface ServiceRequestValues {
  [key: string]: string | boolean | File[] | number | null;
  title: string;
  description: string;
  process: string;
  material: string;
  quantity: string;
  tolerance: string;
  finish: string;
  deadline: string;
  closes_on: string;
  city: string;
  county: string;
  place_name: string;
  lat: number | null;
  lon: number | null;
  budget: string;
  is_confidential: boolean;
  terms: string;
  files: File[];
}

/** What the file picker offers (the server checks each file's content, not this list). */
const ACCEPT = Object.values(SERVICE_FILE_FORMATS)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form's values: empty for a new request, the stored ones for an edit. */
function formValues(request: ServiceRequestDto | null): ServiceRequestValues {
  return {
    title: request?.title ?? '',
    description: request?.description ?? '',
    process: text(request?.process ?? null),
    material: text(request?.material ?? null),
    quantity: text(request?.quantity ?? null),
    tolerance: text(request?.tolerance ?? null),
    finish: text(request?.finish ?? null),
    deadline: request?.deadline ?? '',
    closes_on: request?.closes_on ?? '',
    city: request?.city ?? '',
    county: text(request?.county ?? null),
    place_name: text(request?.place_name ?? null),
    lat: request?.lat ?? null,
    lon: request?.lon ?? null,
    budget: text(request?.budget ?? null),
    is_confidential: request?.is_confidential ?? false,
    terms: text(request?.terms ?? null),
    files: [],
  };
}

const FIXED = new Set<string>(SERVICE_FIELDS_FIXED_AFTER_QUOTE);

/**
 * The request form, for a new request (fields and files in one multipart body) or the owner's edit
 * of `request` (the fields only, through the patch schema; once quotes came in, the fields a price
 * depends on are shown read-only and not sent).
 */
function ServiceRequestForm({
  kind,
  request,
}: {
  kind: ServiceRequestKind;
  request: ServiceRequestDto | null;
}) {
  const { t, language } = useTranslation();
  // A request's budget stays in the currency it was posted in; a new one is in the member's.
  const ownCountry = useOwnCountry();
  const { data: cities } = useQuery(citiesQuery(request?.country ?? ownCountry));
  const navigate = useNavigate();
  const create = useCreateServiceRequest(kind);
  const edit = useEditServiceRequest(kind, request?.id ?? 0);
  const isQuoted = (request?.quote_count ?? 0) > 0;
  const isFixed = (field: string) => isQuoted && FIXED.has(field);
  const form = useApiForm<ServiceRequestValues>({
    schema: request
      ? serviceRequestPatchSchema
      : kind === 'drawing'
        ? drawingRequestFormSchema
        : productionNoticeFormSchema,
    defaultValues: formValues(request),
    onSubmit: async ({ lat, lon, ...rest }) => {
      // No pin: blank (cleared on an edit).
      const values = { ...rest, lat: lat ?? '', lon: lon ?? '' };
      if (request) {
        const { files: _files, ...fields } = values;
        const changed = Object.fromEntries(Object.entries(fields).filter(([key]) => !isFixed(key)));
        await edit.mutateAsync(changed);
        showToast(t('services.edited'));
        navigate(servicePath(kind, request.id), { replace: true });
        return;
      }
      const created = await create.mutateAsync(values);
      showToast(t('services.created'));
      navigate(servicePath(kind, created.id), { replace: true });
    },
  });
  /** A field's props: registered, and read-only when its value is fixed by the quotes. */
  const fieldOf = (name: keyof ServiceRequestValues & string) => ({
    error: form.errorOf(name),
    ...form.register(name),
    ...(isFixed(name) ? { readOnly: true, 'aria-readonly': true as const } : {}),
  });
  const files = form.watch('files');
  const confidential = form.watch('is_confidential');
  const addFiles = (list: FileList | null) =>
    form.change({ files: [...form.getValues('files'), ...Array.from(list ?? [])] });
  const removeFile = (index: number) =>
    form.change({ files: form.getValues('files').filter((_, i) => i !== index) });

  return (
    <form className="service-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      {isQuoted ? <p className="service-muted">{t('services.fixedAfterQuote')}</p> : null}
      <Field label={t(`services.fields.title.${kind}`)} {...fieldOf('title')} />
      {kind === 'drawing' ? (
        <SelectField
          label={t('services.fields.process')}
          error={form.errorOf('process')}
          {...form.register('process')}
          disabled={isFixed('process')}
        >
          <option value="">{t('services.filters.anyProcess')}</option>
          {SERVICE_PROCESSES.map((process) => (
            <option key={process} value={process}>
              {t(`services.processes.${process}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField label={t(`services.fields.description.${kind}`)} rows={5} {...fieldOf('description')} />
      <div className="service-form__pair">
        <Field label={t('services.fields.quantity')} inputMode="numeric" {...fieldOf('quantity')} />
        <Field label={t('services.fields.material')} {...fieldOf('material')} />
      </div>
      <div className="service-form__pair">
        <Field label={t('services.fields.tolerance')} {...fieldOf('tolerance')} />
        <Field label={t('services.fields.finish')} {...fieldOf('finish')} />
      </div>
      <div className="service-form__pair">
        <Field type="date" label={t('services.fields.closesOn')} {...fieldOf('closes_on')} />
        <Field type="date" label={t('services.fields.deadline')} {...fieldOf('deadline')} />
      </div>
      {/* The same province and city/district lists as every other form (the request's country). */}
      <FormAreaSelect cities={cities} form={form} />
      <FormPlaceFieldset
        form={form}
        legend={t('services.fields.place')}
        nameLabel={t('services.fields.placeName')}
      />
      <Field
        label={t('services.fields.budget', {
          currency: currencyLabel(request?.country ?? ownCountry, language),
        })}
        inputMode="numeric"
        {...fieldOf('budget')}
      />
      {request ? null : (
        <div className="field">
          <label className="field__label" htmlFor="service-files">
            {t(`services.fields.files.${kind}`)}
          </label>
          <input
            id="service-files"
            type="file"
            multiple
            accept={ACCEPT}
            disabled={files.length >= SERVICE_LIMITS.filesMax}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          {files.length ? (
            <ul className="service-files">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>{file.name}</span>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={t('services.fields.removeFile', { name: file.name })}
                    onClick={() => removeFile(index)}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldError message={form.errorOf('files')} />
        </div>
      )}
      <CheckField
        label={t('services.fields.confidential')}
        error={form.errorOf('is_confidential')}
        {...form.register('is_confidential')}
        disabled={isFixed('is_confidential')}
      />
      {confidential ? (
        <TextAreaField label={t('services.fields.terms')} rows={3} {...fieldOf('terms')} />
      ) : null}
      <Button type="submit" block busy={form.busy}>
        {request ? t('services.save') : t('services.submit')}
      </Button>
    </form>
  );
}

/**
 * `/drawingRequests/create` and `/bigNotices/create`: one form for both (a drawing request asks for
 * the process and at least one drawing); with `?id=` the owner's edit of that request.
 */
export function ServiceRequestFormPage() {
  const { t } = useTranslation();
  const kind = useServiceKind();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  const existing = useQuery({ ...serviceRequestQuery(kind, id ?? 0), enabled: id !== null });
  return (
    <div className="page">
      <PageTitleBar
        title={id ? t(`services.edit.${kind}`) : t(`services.create.${kind}`)}
        fallback={id ? servicePath(kind, id) : servicePath(kind)}
      />
      {id ? (
        <QueryState query={existing}>
          {(request) => <ServiceRequestForm key={id} kind={kind} request={request} />}
        </QueryState>
      ) : (
        <ServiceRequestForm key="new" kind={kind} request={null} />
      )}
    </div>
  );
}

export { ServiceRequestFormPage as Component };
