import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LIMITS } from '@contracts/limits.ts';
import type { ImageDto, UserDto } from '@steelyard/contracts';
import { citiesQuery } from '../../api/catalog.ts';
import { ValidationError } from '../../api/errors.ts';
import { useFieldErrors } from '../../api/form-errors.ts';
import { uploadImage } from '../../api/images.ts';
import { updateProfile } from '../../api/profile.ts';
import { useCurrentUser } from '../../api/session.ts';
import { serverMessage, useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { AreaSelect } from '../../ui/area-select.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

type Photo =
  { kind: 'current' } | { kind: 'removed' } | { kind: 'uploading' } | { kind: 'new'; image: ImageDto };

/** The spec's required-nickname check and the length limit, in the server's words. */
export function checkProfileForm(form: { nickname: string; city: string; county: string }) {
  const errors: Record<string, string> = {};
  const nickname = form.nickname.trim();
  if (!nickname) errors.nickname = serverMessage('user.nickname_required');
  else if ([...nickname].length > LIMITS.nicknameMax) errors.nickname = serverMessage('user.nickname_max');
  if (!form.city) errors.city = serverMessage('user.area_required');
  else if (!form.county) errors.county = serverMessage('user.area_required');
  return errors;
}

function EditProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const country = user.country ?? appStore.getState().serverCountry ?? 'KR';
  const { data: cities } = useQuery(citiesQuery(country));
  const [nickname, setNickname] = useState(user.nickname);
  const [city, setCity] = useState(user.city ?? '');
  const [county, setCounty] = useState(user.county ?? '');
  const [photo, setPhoto] = useState<Photo>({ kind: 'current' });
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { errors, setErrors, capture, clear } = useFieldErrors();

  const photoUrl =
    photo.kind === 'new' ? photo.image.thumb_url : photo.kind === 'current' ? user.profile_image_url : null;

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clear('image_id');
    setPhoto({ kind: 'uploading' });
    try {
      setPhoto({ kind: 'new', image: await uploadImage(file) });
    } catch (error) {
      setPhoto({ kind: 'current' });
      const message = error instanceof ValidationError ? error.firstErrors().image : undefined;
      setErrors({ image_id: message ?? t('account.photoFailed') });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = checkProfileForm({ nickname, city, county });
    setErrors(local);
    if (Object.keys(local).length > 0 || photo.kind === 'uploading') return;
    setBusy(true);
    try {
      await updateProfile({
        nickname: nickname.trim(),
        city,
        county,
        image_id: photo.kind === 'new' ? photo.image.id : undefined,
        remove_image: photo.kind === 'removed' ? true : undefined,
      });
      appStore.setState({ popMessage: { kind: 'info', message: t('account.saved') } });
      navigate('/mypage', { replace: true });
    } catch (error) {
      capture(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-page" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <span className="field__label">{t('account.photo')}</span>
        <div className="photo-edit">
          <Avatar url={photoUrl} size={72} />
          <div className="photo-edit__buttons">
            <Button
              variant="secondary"
              size="sm"
              busy={photo.kind === 'uploading'}
              onClick={() => fileInput.current?.click()}
            >
              {photo.kind === 'uploading' ? t('account.photoUploading') : t('account.changePhoto')}
            </Button>
            {photoUrl ? (
              <Button variant="ghost" size="sm" onClick={() => setPhoto({ kind: 'removed' })}>
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
        {errors.image_id ? (
          <p className="field__error" role="alert">
            {errors.image_id}
          </p>
        ) : null}
      </div>
      <Field
        label={t('account.nickname')}
        value={nickname}
        maxLength={LIMITS.nicknameMax}
        autoComplete="nickname"
        error={errors.nickname}
        onChange={(event) => {
          setNickname(event.target.value);
          clear('nickname');
        }}
      />
      <AreaSelect
        cities={cities}
        city={city}
        county={county}
        errors={{ city: errors.city, county: errors.county }}
        onChange={(next) => {
          setCity(next.city);
          setCounty(next.county);
          clear('city');
          clear('county');
        }}
      />
      <Button type="submit" block busy={busy} disabled={photo.kind === 'uploading'}>
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
