import {
  ASSEMBLY_STATES,
  INCOTERMS,
  labelIn,
  LOADING_METHODS,
  RIGGING_PAYERS,
  specCompleteness,
  WORKING_STATES,
} from '@contracts/spec-display.ts';
import { useQuery } from '@tanstack/react-query';
import type { SpecTemplateDto } from '@steelyard/contracts';
import { myBusinessQuery } from '../api/businesses.ts';
import { specValuesSchema } from '@contracts/specs.ts';
import type { z } from '@contracts/zod-messages.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { isServerMessage, serverMessage } from '../i18n/server-messages.ts';
import { CheckField } from './check-field.tsx';
import { Field } from './field.tsx';
import type { PostForm } from './product-form.tsx';
import { Segmented } from './segmented.tsx';
import { SelectField } from './select-field.tsx';
import { specLabel } from './spec-text.ts';

/**
 * The post form's schema with the chosen template's values checked by contracts'
 * `specValuesSchema`, the same check the server runs (issue 28).
 */
export function withSpecs(schema: z.ZodType, template: SpecTemplateDto | undefined): z.ZodType {
  if (!template) return schema;
  const values = specValuesSchema(template.fields);
  return schema.superRefine((input, ctx) => {
    const specs = (input as { specs?: unknown }).specs ?? {};
    const result = values.safeParse(specs);
    if (result.success) return;
    for (const issue of result.error.issues) {
      // Worded here with the field's limits, as the server words the same key.
      const limits = issue as { minimum?: unknown; maximum?: unknown };
      ctx.addIssue({
        code: 'custom',
        path: ['specs', ...issue.path],
        message: isServerMessage(issue.message)
          ? serverMessage(issue.message, { min: Number(limits.minimum), max: Number(limits.maximum) })
          : issue.message,
      });
    }
  });
}

/** The score as the seller types: what is filled and what is still missing, by label. */
function Completeness({ form, template }: { form: PostForm; template: SpecTemplateDto }) {
  const { t, language } = useTranslation();
  const [specs, working_state, loading_methods] = form.watch(['specs', 'working_state', 'loading_methods']);
  const { score, missing } = specCompleteness(template.fields, specs, { working_state, loading_methods });
  const labelOf = (key: string) => {
    const field = template.fields.find((f) => f.key === key);
    if (field) return labelIn(field.labels, language);
    return key === 'working_state' ? t('specs.workingState') : t('specs.loading');
  };
  return (
    <div className="spec-score" role="status">
      <p className="spec-score__text">
        <strong>{t('specs.score', { score })}</strong>
      </p>
      <div className="spec-score__bar" aria-hidden="true">
        <span style={{ width: `${score}%` }} />
      </div>
      <p className="field__hint">
        {missing.length === 0
          ? t('specs.allFilled')
          : t('specs.missing', { fields: missing.map(labelOf).join(', ') })}
      </p>
    </div>
  );
}

/** The machine kind's fields with their units. */
function TemplateFields({ form, template }: { form: PostForm; template: SpecTemplateDto }) {
  const { t, language } = useTranslation();
  return (
    <>
      {template.fields.map((field) => {
        const name = `specs.${field.key}` as const;
        const label = `${specLabel(field, language)}${field.required ? ' *' : ''}`;
        if (field.type === 'choice')
          return (
            <SelectField key={field.key} label={label} error={form.errorOf(name)} {...form.register(name)}>
              <option value="">{t('specs.notSet')}</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {labelIn(option.labels, language)}
                </option>
              ))}
            </SelectField>
          );
        return (
          <Field
            key={field.key}
            label={label}
            inputMode={field.type === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
            error={form.errorOf(name)}
            {...form.register(name)}
          />
        );
      })}
    </>
  );
}

/** The kind's checklist: what the seller confirms about the machine, each a tick. */
function ChecklistFields({ form, template }: { form: PostForm; template: SpecTemplateDto }) {
  const { t, language } = useTranslation();
  const ticked = form.watch('checklist');
  if (template.checklist.length === 0) return null;
  return (
    <fieldset className="choice">
      <legend className="field__label">{t('specs.checklist')}</legend>
      <div className="spec-form__checks">
        {template.checklist.map((item) => (
          <CheckField
            key={item.key}
            label={labelIn(item.labels, language)}
            checked={ticked.includes(item.key)}
            onChange={(event) =>
              form.change({
                checklist: event.target.checked
                  ? [...ticked, item.key]
                  : ticked.filter((key) => key !== item.key),
              })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Working condition, assembly, a demonstration under power, and the kind's checklist. */
function ConditionFields({ form, template }: { form: PostForm; template: SpecTemplateDto | undefined }) {
  const { t } = useTranslation();
  const [working, assembly] = form.watch(['working_state', 'assembly']);
  return (
    <fieldset className="choice spec-form__group">
      <legend className="field__label spec-form__legend">{t('specs.condition')}</legend>
      <Segmented
        legend={t('specs.workingState')}
        name="working_state"
        options={WORKING_STATES.map((value) => ({ value, label: t(`specs.working.${value}`) }))}
        value={working as (typeof WORKING_STATES)[number]}
        onChange={(value) => form.change({ working_state: value })}
      />
      <Segmented
        legend={t('specs.assembly')}
        name="assembly"
        options={ASSEMBLY_STATES.map((value) => ({ value, label: t(`specs.assemblyState.${value}`) }))}
        value={assembly as (typeof ASSEMBLY_STATES)[number]}
        onChange={(value) => form.change({ assembly: value })}
      />
      <CheckField label={t('specs.powerDemo')} {...form.register('power_demo')} />
      {template ? <ChecklistFields form={form} template={template} /> : null}
    </fieldset>
  );
}

/** Loading on site (none excludes the others), rigging, removal deadline, Incoterms, tax invoice. */
function LogisticsFields({ form, forBusiness }: { form: PostForm; forBusiness: boolean }) {
  const { t } = useTranslation();
  const methods = form.watch('loading_methods');
  // Only a verified business offers tax invoices (issue 30), its seats posting under it too; a post
  // that already says so can untick it.
  const business = useQuery(myBusinessQuery());
  const invoiceShown = forBusiness || business.data?.status === 'verified' || form.watch('tax_invoice');
  const toggle = (method: string, on: boolean) => {
    const others = methods.filter((m) => m !== method && (method === 'none' ? false : m !== 'none'));
    form.change({ loading_methods: on ? [...others, method] : others });
  };
  return (
    <fieldset className="choice spec-form__group">
      <legend className="field__label spec-form__legend">{t('specs.logistics')}</legend>
      <fieldset className="choice">
        <legend className="field__label">{t('specs.loading')}</legend>
        <div className="spec-form__checks">
          {LOADING_METHODS.map((method) => (
            <CheckField
              key={method}
              label={t(`specs.loadingMethod.${method}`)}
              checked={methods.includes(method)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <SelectField label={t('specs.rigging')} {...form.register('rigging_paid_by')}>
        <option value="">{t('specs.notSet')}</option>
        {RIGGING_PAYERS.map((payer) => (
          <option key={payer} value={payer}>
            {t(`specs.riggingPayer.${payer}`)}
          </option>
        ))}
      </SelectField>
      <Field
        type="date"
        label={t('specs.removalDeadline')}
        error={form.errorOf('removal_deadline')}
        {...form.register('removal_deadline')}
      />
      <SelectField label={t('specs.incoterm')} {...form.register('incoterm')}>
        <option value="">{t('specs.notSet')}</option>
        {INCOTERMS.map((term) => (
          <option key={term} value={term}>
            {term}
          </option>
        ))}
      </SelectField>
      {invoiceShown ? <CheckField label={t('specs.taxInvoice')} {...form.register('tax_invoice')} /> : null}
    </fieldset>
  );
}

/**
 * The spec-first part of the post form: the machine kind of the chosen category, its template's
 * fields with units, the completeness score, the structured condition and the logistics block.
 */
export function SpecFormSection({
  form,
  templates,
  template,
  forBusiness = false,
}: {
  form: PostForm;
  /** The templates of the chosen category. */
  templates: SpecTemplateDto[];
  template: SpecTemplateDto | undefined;
  /** The post goes out under a verified business the member holds a seat of. */
  forBusiness?: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <div className="spec-form">
      {templates.length > 0 ? (
        <SelectField
          label={t('specs.kind')}
          error={form.errorOf('spec_template_id')}
          {...form.register('spec_template_id')}
        >
          <option value="">{t('specs.kindPlaceholder')}</option>
          {templates.map((option) => (
            <option key={option.id} value={option.id}>
              {labelIn(option.titles, language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {template ? (
        <fieldset className="choice spec-form__group">
          <legend className="field__label spec-form__legend">{t('specs.title')}</legend>
          <Completeness form={form} template={template} />
          <TemplateFields form={form} template={template} />
        </fieldset>
      ) : null}
      <ConditionFields form={form} template={template} />
      <LogisticsFields form={form} forBusiness={forBusiness} />
    </div>
  );
}
