import { LANGUAGES } from '@contracts/languages.ts';
import { SPEC_UNITS } from '@contracts/spec-display.ts';
import type { SpecField } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

type Labels = SpecField['labels'];

/** The four languages' labels of a field, an option or a checklist item. */
export function LabelFields({
  labels,
  onChange,
  prefix,
}: {
  labels: Labels;
  onChange: (labels: Labels) => void;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="spec-editor__labels">
      {LANGUAGES.map((language) => (
        <Field
          key={language}
          label={`${prefix} (${t(`adminSpecs.language.${language}`)})`}
          value={labels[language]}
          maxLength={80}
          onChange={(event) => onChange({ ...labels, [language]: event.target.value })}
        />
      ))}
    </div>
  );
}

/** `list` with its `index`th item replaced. */
export const replaceAt = <T,>(list: readonly T[], index: number, item: T) =>
  list.map((old, i) => (i === index ? item : old));

/** A bound typed as text: empty is no bound. */
const boundOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * One field of a template: its labels, whether it is required, a number's unit and range, a
 * choice's options. Its key and type stay as they are (posts written against it keep their
 * values); `isMain` marks the kind's main figure, which cannot be removed.
 */
export function SpecFieldEditor({
  field,
  isMain,
  onChange,
  onMove,
  onRemove,
}: {
  field: SpecField;
  isMain: boolean;
  onChange: (field: SpecField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t, language } = useTranslation();
  const set = (patch: Partial<SpecField>) => onChange({ ...field, ...patch });
  const options = field.options ?? [];
  return (
    <details className="spec-editor__field">
      <summary>
        <strong>{field.labels[language] || field.key}</strong> <code>{field.key}</code> ·{' '}
        {t(`adminSpecs.type.${field.type}`)}
        {field.unit ? ` · ${field.unit}` : ''}
        {field.required ? ` · ${t('adminSpecs.required')}` : ''}
        {isMain ? ` · ${t('adminSpecs.main')}` : ''}
      </summary>
      <LabelFields
        labels={field.labels}
        onChange={(labels) => set({ labels })}
        prefix={t('adminSpecs.label')}
      />
      <CheckField
        label={t('adminSpecs.required')}
        checked={field.required}
        onChange={(event) => set({ required: event.target.checked })}
      />
      {field.type === 'number' ? (
        <div className="spec-editor__row">
          <SelectField
            label={t('adminSpecs.unit')}
            value={field.unit ?? ''}
            onChange={(event) => set({ unit: (event.target.value || undefined) as SpecField['unit'] })}
          >
            <option value="">—</option>
            {SPEC_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('adminSpecs.min')}
            type="number"
            value={field.min ?? ''}
            onChange={(event) => set({ min: boundOf(event.target.value) })}
          />
          <Field
            label={t('adminSpecs.max')}
            type="number"
            value={field.max ?? ''}
            onChange={(event) => set({ max: boundOf(event.target.value) })}
          />
          <CheckField
            label={t('adminSpecs.integer')}
            checked={field.integer ?? false}
            onChange={(event) => set({ integer: event.target.checked || undefined })}
          />
        </div>
      ) : null}
      {field.type === 'choice' ? (
        <fieldset className="spec-editor__options">
          <legend>{t('adminSpecs.options')}</legend>
          {options.map((option, index) => (
            <div key={index} className="spec-editor__option">
              <Field
                label={t('adminSpecs.optionValue')}
                value={option.value}
                maxLength={30}
                onChange={(event) =>
                  set({ options: replaceAt(options, index, { ...option, value: event.target.value }) })
                }
              />
              <LabelFields
                labels={option.labels}
                prefix={t('adminSpecs.label')}
                onChange={(labels) => set({ options: replaceAt(options, index, { ...option, labels }) })}
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => set({ options: options.filter((_, i) => i !== index) })}
              >
                {t('adminSpecs.removeOption')}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              set({ options: [...options, { value: '', labels: { ko: '', en: '', de: '', ja: '' } }] })
            }
          >
            {t('adminSpecs.addOption')}
          </Button>
        </fieldset>
      ) : null}
      <div className="spec-editor__actions">
        <Button variant="secondary" size="sm" onClick={() => onMove(-1)}>
          {t('adminSpecs.moveUp')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onMove(1)}>
          {t('adminSpecs.moveDown')}
        </Button>
        {isMain ? null : (
          <Button variant="secondary" size="sm" onClick={onRemove}>
            {t('adminSpecs.removeField')}
          </Button>
        )}
      </div>
    </details>
  );
}
