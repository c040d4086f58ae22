import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '@contracts/languages.ts';
import {
  CONTENT_AUDIENCES,
  adminArticleInputSchema,
  adminEventInputSchema,
} from '@contracts/schemas/content.ts';
import type { AdminContentDto, ContentAudience, ContentKind, ImageDto } from '@steelyard/contracts';
import { adminContentQuery, useSaveContent, type AdminContentFields } from '../../api/admin-content.ts';
import { useCategories } from '../../api/catalog.ts';
import { useUploadImage } from '../../api/images.ts';
import { useApiForm, type ApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Field, FormError, Labelled } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CATEGORY_OF, useContentKind } from './content-kind.ts';
import './admin-content.css';

/** ProseMirror and Tiptap load only when a content form opens. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type Values = Record<`title_${Language}` | `content_${Language}`, string> & {
  language: ContentAudience;
  category_id: string;
  published: boolean;
  pinned: boolean;
  starts_at: string;
  ends_at: string;
  banner: ImageDto | null;
};

/** An ISO moment as a `datetime-local` value in this browser's time zone, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

function initialValues(row: AdminContentDto | null): Values {
  const texts = Object.fromEntries(
    LANGUAGES.flatMap((l) => [
      [`title_${l}`, row?.title[l] ?? ''],
      [`content_${l}`, row?.content[l] ?? ''],
    ]),
  ) as Record<`title_${Language}` | `content_${Language}`, string>;
  return {
    ...texts,
    language: row?.language ?? 'all',
    category_id: row?.category_id ? String(row.category_id) : '',
    published: row?.published ?? false,
    pinned: row?.pinned ?? false,
    starts_at: toLocalInput(row?.starts_at ?? null),
    ends_at: toLocalInput(row?.ends_at ?? null),
    banner: row?.image ?? null,
  };
}

function fieldsOf(kind: ContentKind, values: Values): AdminContentFields {
  const { banner, category_id, starts_at, ends_at, published, pinned, ...rest } = values;
  const languages = values.language === 'all' ? LANGUAGES : [values.language];
  const texts = Object.fromEntries(
    LANGUAGES.flatMap((l) =>
      languages.includes(l)
        ? [
            [`title_${l}`, rest[`title_${l}`]],
            [`content_${l}`, rest[`content_${l}`]],
          ]
        : [],
    ),
  );
  return {
    ...texts,
    language: values.language,
    published: published ? 1 : 0,
    pinned: pinned ? 1 : 0,
    ...(kind === 'events'
      ? { starts_at: fromLocalInput(starts_at), ends_at: fromLocalInput(ends_at), image_id: banner?.id }
      : { category_id: category_id || undefined }),
  };
}

/** One language's title and body. */
function LanguageTexts({
  form,
  language,
  required,
}: {
  form: ApiForm<Values>;
  language: Language;
  required: boolean;
}) {
  const { t } = useTranslation();
  const name = `content_${language}` as const;
  const body = form.watch(name);
  return (
    <fieldset className="admin-content__language">
      <legend>
        {t(`adminContent.audience.${language}`)}
        {required ? null : <span className="muted"> · {t('adminContent.optional')}</span>}
      </legend>
      <Field
        label={t('adminContent.titleCol')}
        error={form.errorOf(`title_${language}`)}
        {...form.register(`title_${language}`)}
      />
      <Labelled
        label={t('adminContent.body')}
        error={form.errorOf(name)}
        control={(wired) => (
          <Suspense fallback={<Spinner label={t('adminContent.editor.loading')} />}>
            <RichTextEditor
              label={`${t('adminContent.body')} (${t(`adminContent.audience.${language}`)})`}
              value={body}
              invalid={wired['aria-invalid']}
              describedBy={wired['aria-describedby']}
              onChange={(html) => form.setValue(name, html, { shouldDirty: true })}
            />
          </Suspense>
        )}
      />
    </fieldset>
  );
}

/** The event's banner: one upload through `/api/images`. */
function BannerField({ form }: { form: ApiForm<Values> }) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const banner = form.watch('banner');
  return (
    <Labelled
      label={t('adminContent.banner')}
      error={form.errorOf('banner')}
      control={(wired) => (
        <div className="admin-content__banner">
          {banner ? <img src={banner.thumb_url} alt={t('adminContent.bannerPreview')} /> : null}
          <input
            {...wired}
            type="file"
            accept="image/*"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) form.change({ banner: await upload.mutateAsync({ file }) });
            }}
          />
          {upload.isPending ? <Spinner label={t('adminContent.editor.uploading')} /> : null}
        </div>
      )}
    />
  );
}

function ContentForm({ kind, row }: { kind: ContentKind; row: AdminContentDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContent(kind, row?.id);
  const categoryKind = CATEGORY_OF[kind];
  const { data: categories = [] } = useCategories(categoryKind ?? 'notice');
  const form = useApiForm<Values>({
    schema: kind === 'events' ? adminEventInputSchema : adminArticleInputSchema,
    defaultValues: initialValues(row),
    fieldOf: (name) => (name === 'image_id' ? 'banner' : name),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(fieldsOf(kind, values));
      showToast(t('adminContent.saved'));
      if (!row) navigate(`/admin/${kind}/create?id=${saved.id}`, { replace: true });
    },
  });
  const audience = form.watch('language');
  const languages = audience === 'all' ? LANGUAGES : [audience];
  return (
    <form className="admin-content__form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <SelectField
        label={t('adminContent.language')}
        error={form.errorOf('language')}
        {...form.register('language')}
      >
        {CONTENT_AUDIENCES.map((value) => (
          <option key={value} value={value}>
            {t(`adminContent.audience.${value}`)}
          </option>
        ))}
      </SelectField>
      {categoryKind ? (
        <SelectField
          label={t('adminContent.category')}
          error={form.errorOf('category_id')}
          {...form.register('category_id')}
        >
          <option value="">{t('adminContent.noCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === 'events' ? (
        <div className="admin-content__period">
          <Field
            type="datetime-local"
            label={t('adminContent.startsAt')}
            error={form.errorOf('starts_at')}
            {...form.register('starts_at')}
          />
          <Field
            type="datetime-local"
            label={t('adminContent.endsAt')}
            error={form.errorOf('ends_at')}
            {...form.register('ends_at')}
          />
        </div>
      ) : null}
      {kind === 'events' ? <BannerField form={form} /> : null}
      {languages.map((language) => (
        <LanguageTexts
          key={language}
          form={form}
          language={language}
          required={audience === 'all' ? language === 'ko' : true}
        />
      ))}
      <CheckField label={t('adminContent.published')} {...form.register('published')} />
      <CheckField label={t('adminContent.pinned')} {...form.register('pinned')} />
      <Button type="submit" busy={form.busy}>
        {row ? t('adminContent.saveEdit') : t('adminContent.saveNew')}
      </Button>
    </form>
  );
}

/** /admin/{notices|faqs|events}/create: a new row, or `?id=` to edit one. */
export function ContentFormPage() {
  const { t } = useTranslation();
  const kind = useContentKind();
  const id = Number(useSearchParams()[0].get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...adminContentQuery(kind, id), enabled: editing });
  return (
    <div>
      <h1 className="admin-h1">{t(editing ? `adminContent.edit.${kind}` : `adminContent.create.${kind}`)}</h1>
      <p>
        <Link to={`/admin/${kind}`}>{t(`adminContent.back.${kind}`)}</Link>
      </p>
      {editing ? (
        <QueryState query={query}>{(row) => <ContentForm key={row.id} kind={kind} row={row} />}</QueryState>
      ) : (
        <ContentForm key="new" kind={kind} row={null} />
      )}
    </div>
  );
}

export { ContentFormPage as Component };
