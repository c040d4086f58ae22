import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LANGUAGES } from '@contracts/languages.ts';
import { SPEC_FIELD_TYPES } from '@contracts/spec-display.ts';
import type { AdminSpecTemplateDto, SpecField, SpecTemplateInput } from '@steelyard/contracts';
import { useAdminSpecTemplates, useSaveSpecTemplate } from '../../api/admin-specs.ts';
import { errorMessage, ValidationError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { LabelFields, replaceAt, SpecFieldEditor } from './spec-field-editor.tsx';
import './specs.css';

const NO_LABELS = { ko: '', en: '', de: '', ja: '' };

/** A new field's key and type: the rest is filled in its editor. */
function AddField({ taken, onAdd }: { taken: string[]; onAdd: (field: SpecField) => void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [type, setType] = useState<SpecField['type']>('number');
  return (
    <div className="spec-editor__row spec-editor__add">
      <Field
        label={t('adminSpecs.newKey')}
        value={key}
        maxLength={40}
        onChange={(event) => setKey(event.target.value.trim())}
      />
      <SelectField
        label={t('adminSpecs.newType')}
        value={type}
        onChange={(event) => setType(event.target.value as SpecField['type'])}
      >
        {SPEC_FIELD_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`adminSpecs.type.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        disabled={!key || taken.includes(key)}
        onClick={() => {
          onAdd({ key, type, required: false, labels: NO_LABELS });
          setKey('');
        }}
      >
        {t('adminSpecs.addField')}
      </Button>
    </div>
  );
}

type Checklist = SpecTemplateInput['checklist'];

/** The kind's condition checklist: each item's labels; items removed or added by key. */
function ChecklistEditor({
  checklist,
  onChange,
}: {
  checklist: Checklist;
  onChange: (next: Checklist) => void;
}) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  return (
    <section className="admin-panel spec-editor__panel">
      <h2 className="admin-panel__title">{t('adminSpecs.checklist')}</h2>
      <p className="admin-note">{t('adminSpecs.checklistNote')}</p>
      {checklist.map((item, index) => (
        <div key={item.key} className="spec-editor__field">
          <code>{item.key}</code>
          <LabelFields
            labels={item.labels}
            prefix={t('adminSpecs.label')}
            onChange={(labels) => onChange(replaceAt(checklist, index, { ...item, labels }))}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange(checklist.filter((_, i) => i !== index))}
          >
            {t('adminSpecs.removeItem')}
          </Button>
        </div>
      ))}
      <div className="spec-editor__row spec-editor__add">
        <Field
          label={t('adminSpecs.newItemKey')}
          value={key}
          maxLength={40}
          onChange={(event) => setKey(event.target.value.trim())}
        />
        <Button
          variant="secondary"
          disabled={!key || checklist.some((item) => item.key === key)}
          onClick={() => {
            onChange([...checklist, { key, labels: NO_LABELS }]);
            setKey('');
          }}
        >
          {t('adminSpecs.addItem')}
        </Button>
      </div>
    </section>
  );
}

/** The server's refusals of a save, each under the path it names (`fields.3.labels.de`). */
function saveErrors(error: unknown, fallback: string): string[] {
  if (!(error instanceof ValidationError)) return [errorMessage(error, fallback)];
  return Object.entries(error.firstErrors()).map(([path, message]) => `${path}: ${message}`);
}

function TemplateEditor({ template }: { template: AdminSpecTemplateDto }) {
  const { t, language } = useTranslation();
  const save = useSaveSpecTemplate(template.id);
  const [draft, setDraft] = useState<SpecTemplateInput>({
    titles: template.titles,
    fields: template.fields,
    checklist: template.checklist,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const setFields = (fields: SpecField[]) => setDraft({ ...draft, fields });
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= draft.fields.length) return;
    const fields = [...draft.fields];
    [fields[index], fields[to]] = [fields[to]!, fields[index]!];
    setFields(fields);
  };
  const submit = async () => {
    setErrors([]);
    try {
      const saved = await save.mutateAsync(draft);
      showToast(t('adminSpecs.saved', { version: saved.version }));
    } catch (error) {
      setErrors(saveErrors(error, t('adminSpecs.saveFailed')));
    }
  };
  return (
    <>
      <div className="admin-head">
        <h1 className="admin-h1">
          {template.titles[language]} <code>{template.slug}</code>
        </h1>
        <span>{t('adminSpecs.versionOf', { version: template.version })}</span>
      </div>
      <p className="admin-note">{t('adminSpecs.versioning')}</p>
      <section className="admin-panel spec-editor__panel">
        <h2 className="admin-panel__title">{t('adminSpecs.titles')}</h2>
        <div className="spec-editor__labels">
          {LANGUAGES.map((lang) => (
            <Field
              key={lang}
              label={t(`adminSpecs.language.${lang}`)}
              value={draft.titles[lang]}
              maxLength={80}
              onChange={(event) =>
                setDraft({ ...draft, titles: { ...draft.titles, [lang]: event.target.value } })
              }
            />
          ))}
        </div>
      </section>
      <section className="admin-panel spec-editor__panel">
        <h2 className="admin-panel__title">{t('adminSpecs.fieldsTitle', { count: draft.fields.length })}</h2>
        {draft.fields.map((field, index) => (
          <SpecFieldEditor
            key={field.key}
            field={field}
            isMain={field.key === template.main_field}
            onChange={(changed) => setFields(replaceAt(draft.fields, index, changed))}
            onMove={(by) => move(index, by)}
            onRemove={() => setFields(draft.fields.filter((_, i) => i !== index))}
          />
        ))}
        <AddField
          taken={draft.fields.map((f) => f.key)}
          onAdd={(field) => setFields([...draft.fields, field])}
        />
      </section>
      <ChecklistEditor
        checklist={draft.checklist}
        onChange={(checklist) => setDraft({ ...draft, checklist })}
      />
      {errors.map((message) => (
        <FormError key={message} message={message} />
      ))}
      <div className="spec-editor__actions">
        <Link to="/admin/specTemplates" className="btn btn--secondary">
          {t('adminSpecs.back')}
        </Link>
        <Button busy={save.isPending} onClick={() => void submit()}>
          {t('adminSpecs.save')}
        </Button>
      </div>
    </>
  );
}

/** /admin/specTemplates/{id}: a template's names and fields, saved as its next version. */
export function SpecTemplatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const templates = useAdminSpecTemplates();
  return (
    <div className="admin-narrow">
      <QueryState query={templates}>
        {(list) => {
          const template = list.find((one) => one.id === id);
          // A fresh editor per version: a save starts from what the server kept.
          return template ? (
            <TemplateEditor key={template.version} template={template} />
          ) : (
            <p>{t('adminSpecs.notFound')}</p>
          );
        }}
      </QueryState>
    </div>
  );
}

export { SpecTemplatePage as Component };
