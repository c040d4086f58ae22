import { useNavigate } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import { qnaInputSchema } from '@contracts/schemas/qnas.ts';
import { useCreateQna } from '../../api/qnas.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { imageIdsOf, PhotoPicker, type PhotoItem } from '../../ui/photo-picker.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import { showToast } from '../../state/app-store.ts';
import './qnas.css';

interface QnaValues {
  title: string;
  content: string;
  photos: PhotoItem[];
}

/** /qnas/create: title, content and up to 5 photos (each uploaded as soon as it is picked). */
export function QnaCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateQna();
  const form = useApiForm<QnaValues>({
    schema: qnaInputSchema,
    defaultValues: { title: '', content: '', photos: [] },
    fieldOf: (name) => (name === 'image_ids' ? 'photos' : name),
    onSubmit: async ({ photos, ...values }) => {
      const qna = await create.mutateAsync({ ...values, image_ids: imageIdsOf(photos) });
      showToast(t('qnas.created'));
      navigate(`/qnas/${qna.id}`, { replace: true });
    },
  });
  const photos = form.watch('photos');
  const uploading = photos.some((p) => p.status === 'uploading');

  return (
    <div className="page">
      <PageTitleBar title={t('qnas.create')} fallback="/qnas" />
      <form className="qna-form" onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <Field
          label={t('qnas.fields.title')}
          placeholder={t('qnas.fields.titlePlaceholder')}
          maxLength={LIMITS.titleMax + 20}
          error={form.errorOf('title')}
          {...form.register('title')}
        />
        <TextAreaField
          label={t('qnas.fields.content')}
          placeholder={t('qnas.fields.contentPlaceholder')}
          rows={8}
          error={form.errorOf('content')}
          {...form.register('content')}
        />
        <PhotoPicker
          photos={photos}
          max={LIMITS.photosPerInquiry}
          limitMessage="qna.images_max"
          markCover={false}
          isPrivate
          error={form.errorOf('photos')}
          onChange={(update) => form.change({ photos: update(form.getValues('photos')) })}
        />
        <Button type="submit" block busy={form.busy} disabled={uploading}>
          {uploading ? t('qnas.waitForPhotos') : t('qnas.submit')}
        </Button>
      </form>
    </div>
  );
}

export { QnaCreatePage as Component };
