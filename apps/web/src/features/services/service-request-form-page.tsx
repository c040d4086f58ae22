import { useNavigate } from 'react-router';
import { SERVICE_FILE_FORMATS, SERVICE_PROCESSES } from '@contracts/enums.ts';
import { SERVICE_LIMITS } from '@contracts/limits.ts';
import { drawingRequestFormSchema, productionNoticeFormSchema } from '@contracts/schemas/services.ts';
import { useCreateServiceRequest } from '../../api/services.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { servicePath, useServiceKind } from './service-kind.ts';
import './services.css';

interface ServiceRequestValues {
  [key: string]: string | boolean | File[];
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

/**
 * `/drawingRequests/create` and `/bigNotices/create`: one form for both (a drawing request asks for
 * the process and at least one drawing). Files go with the request in one multipart body.
 */
export function ServiceRequestFormPage() {
  const { t } = useTranslation();
  const kind = useServiceKind();
  const navigate = useNavigate();
  const create = useCreateServiceRequest(kind);
  const form = useApiForm<ServiceRequestValues>({
    schema: kind === 'drawing' ? drawingRequestFormSchema : productionNoticeFormSchema,
    defaultValues: {
      title: '',
      description: '',
      process: '',
      material: '',
      quantity: '',
      tolerance: '',
      finish: '',
      deadline: '',
      closes_on: '',
      city: '',
      county: '',
      budget: '',
      is_confidential: false,
      terms: '',
      files: [],
    },
    onSubmit: async (values) => {
      const request = await create.mutateAsync(values);
      showToast(t('services.created'));
      navigate(servicePath(kind, request.id), { replace: true });
    },
  });
  const files = form.watch('files');
  const confidential = form.watch('is_confidential');
  const addFiles = (list: FileList | null) =>
    form.change({ files: [...form.getValues('files'), ...Array.from(list ?? [])] });
  const removeFile = (index: number) =>
    form.change({ files: form.getValues('files').filter((_, i) => i !== index) });

  return (
    <div className="page">
      <PageTitleBar title={t(`services.create.${kind}`)} fallback={servicePath(kind)} />
      <form className="service-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t(`services.fields.title.${kind}`)}
          error={form.errorOf('title')}
          {...form.register('title')}
        />
        {kind === 'drawing' ? (
          <SelectField
            label={t('services.fields.process')}
            error={form.errorOf('process')}
            {...form.register('process')}
          >
            <option value="">{t('services.filters.anyProcess')}</option>
            {SERVICE_PROCESSES.map((process) => (
              <option key={process} value={process}>
                {t(`services.processes.${process}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextAreaField
          label={t(`services.fields.description.${kind}`)}
          rows={5}
          error={form.errorOf('description')}
          {...form.register('description')}
        />
        <div className="service-form__pair">
          <Field
            label={t('services.fields.quantity')}
            inputMode="numeric"
            error={form.errorOf('quantity')}
            {...form.register('quantity')}
          />
          <Field
            label={t('services.fields.material')}
            error={form.errorOf('material')}
            {...form.register('material')}
          />
        </div>
        <div className="service-form__pair">
          <Field
            label={t('services.fields.tolerance')}
            error={form.errorOf('tolerance')}
            {...form.register('tolerance')}
          />
          <Field
            label={t('services.fields.finish')}
            error={form.errorOf('finish')}
            {...form.register('finish')}
          />
        </div>
        <div className="service-form__pair">
          <Field
            type="date"
            label={t('services.fields.closesOn')}
            error={form.errorOf('closes_on')}
            {...form.register('closes_on')}
          />
          <Field
            type="date"
            label={t('services.fields.deadline')}
            error={form.errorOf('deadline')}
            {...form.register('deadline')}
          />
        </div>
        <div className="service-form__pair">
          <Field label={t('services.fields.city')} error={form.errorOf('city')} {...form.register('city')} />
          <Field
            label={t('services.fields.county')}
            error={form.errorOf('county')}
            {...form.register('county')}
          />
        </div>
        <Field
          label={t('services.fields.budget')}
          inputMode="numeric"
          error={form.errorOf('budget')}
          {...form.register('budget')}
        />
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
        <CheckField
          label={t('services.fields.confidential')}
          error={form.errorOf('is_confidential')}
          {...form.register('is_confidential')}
        />
        {confidential ? (
          <TextAreaField
            label={t('services.fields.terms')}
            rows={3}
            error={form.errorOf('terms')}
            {...form.register('terms')}
          />
        ) : null}
        <Button type="submit" block busy={form.busy}>
          {t('services.submit')}
        </Button>
      </form>
    </div>
  );
}

export { ServiceRequestFormPage as Component };
