import { useRef, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import { updateProfileSchema } from '@contracts/schemas/profile.ts';
import type { UserDto } from '@steelyard/contracts';
import { useCurrentUser } from '../../api/session.ts';
import { citiesQuery } from '../../api/catalog.ts';
import { ValidationError } from '../../api/errors.ts';
import { useUploadImage } from '../../api/images.ts';
import { useUpdateProfile, type ProfileValues } from '../../api/profile.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { appStore, showToast } from '../../state/app-store.ts';
import { FormAreaSelect } from '../../ui/area-select.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, FieldError, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

function EditProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = user.country ?? appStore.getState().serverCountry ?? 'KR';
  const { data: cities } = useQuery(citiesQuery(country));
  const update = useUpdateProfile();
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useApiForm<ProfileValues>({
    schema: updateProfileSchema,
    defaultValues: {
      nickname: user.nickname,
      city: user.city ?? '',
      county: user.county ?? '',
      remove_image: false,
    },
    onSubmit: async (values) => {
      await update.mutateAsync(values);
      showToast(t('account.saved'));
      navigate('/mypage', { replace: true });
    },
  });
  const imageId = form.watch('image_id');
  const removed = form.watch('remove_image');
  const photoUrl = removed
    ? null
    : imageId && upload.data?.id === imageId
      ? upload.data.thumb_url
      : user.profile_image_url;

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('image_id');
    try {
      const image = await upload.mutateAsync({ file });
      form.change({ image_id: image.id, remove_image: false });
    } catch (error) {
      const message = error instanceof ValidationError ? error.firstErrors().image : undefined;
      form.setError('image_id', { type: 'server', message: message ?? t('account.photoFailed') });
    }
  }

  return (
    <form className="form-page" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <div className="field">
        <span className="field__label">{t('account.photo')}</span>
        <div className="photo-edit">
          <Avatar url={photoUrl} size={72} />
          <div className="photo-edit__buttons">
            <Button
              variant="secondary"
              size="sm"
              busy={upload.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {upload.isPending ? t('account.photoUploading') : t('account.changePhoto')}
            </Button>
            {photoUrl ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => form.change({ image_id: undefined, remove_image: true })}
              >
                {t('account.removePhoto')}
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('account.changePhoto')}
            onChange={(event) => void pickPhoto(event)}
          />
        </div>
        <FieldError message={form.errorOf('image_id')} />
      </div>
      <Field
        label={t('account.nickname')}
        maxLength={LIMITS.nicknameMax}
        autoComplete="nickname"
        error={form.errorOf('nickname')}
        {...form.register('nickname')}
      />
      <FormAreaSelect cities={cities} form={form} />
      <Button type="submit" block busy={form.busy} disabled={upload.isPending}>
        {t('account.save')}
      </Button>
    </form>
  );
}

/** /users/editProfile (user rule): nickname, photo and activity area. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <div className="page">
      <PageTitleBar title={t('account.profileTitle')} fallback="/mypage" />
      {user ? <EditProfileForm user={user} /> : <CenteredSpinner label={t('common.loading')} />}
    </div>
  );
}

export { EditProfilePage as Component };
