import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@contracts/limits.ts';
import type { ImageDto } from '@steelyard/contracts';
import { ApiError, ValidationError } from '../api/errors.ts';
import { useUploadImage } from '../api/images.ts';
import { serverMessage } from '../i18n/server-messages.ts';
import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlusIcon } from './icons.tsx';
import './photo-picker.css';

export interface PhotoItem {
  key: string;
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  image?: ImageDto;
  file?: File;
  error?: string;
}

let nextKey = 0;

/** Photos already on the post (edit): uploaded, in order. */
export function photosFromImages(images: ImageDto[]): PhotoItem[] {
  return images.map((image) => ({
    key: `image-${image.id}`,
    preview: image.thumb_url,
    status: 'done',
    progress: 1,
    image,
  }));
}

/** The uploaded photos' ids, in order (what the post refers to). */
export const imageIdsOf = (photos: PhotoItem[]) => photos.flatMap((p) => (p.image ? [p.image.id] : []));

/**
 * Up to `max` photos (10 per post, 5 per inquiry: spec §9); each uploads as soon as it is picked (POST /api/images, with a
 * progress bar), can be moved left/right and removed. Photos past the limit are not added, and
 * the limit is said. `onChange` gets an update of the list (uploads finish in any order).
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
  max = LIMITS.photosPerPost,
  limitMessage = 'product.images_max',
  markCover = true,
  isPrivate = false,
}: {
  photos: PhotoItem[];
  onChange: (update: (photos: PhotoItem[]) => PhotoItem[]) => void;
  error?: string;
  /** How many photos it takes. */
  max?: number;
  /** The server's message for one photo too many. */
  limitMessage?:
    | 'product.images_max'
    | 'qna.images_max'
    | 'factory.images_max'
    | 'freelancer.images_max'
    | 'inspection.too_many_photos';
  /** Whether the first photo is labelled as the cover (a post's list photo; an inquiry has none). */
  markCover?: boolean;
  /** Uploaded privately (an inquiry's photos): shown to their uploader only, never under a public URL. */
  isPrivate?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [limitReached, setLimitReached] = useState(false);
  const [controllers] = useState(() => new Map<string, AbortController>());
  useEffect(() => () => controllers.forEach((c) => c.abort()), [controllers]);

  const patch = (key: string, change: Partial<PhotoItem>) =>
    onChange((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function start(item: PhotoItem, file: File) {
    const controller = new AbortController();
    controllers.set(item.key, controller);
    upload
      .mutateAsync({
        file,
        isPrivate,
        onProgress: (progress) => patch(item.key, { progress }),
        signal: controller.signal,
      })
      .then((image) => patch(item.key, { status: 'done', progress: 1, image }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          err instanceof ValidationError
            ? Object.values(err.firstErrors())[0]
            : err instanceof ApiError
              ? err.message
              : '';
        patch(item.key, { status: 'failed', error: message || undefined });
      })
      .finally(() => controllers.delete(item.key));
  }

  function add(files: FileList | null) {
    if (!files) return;
    const room = Math.max(0, max - photos.length);
    const all = Array.from(files);
    setLimitReached(all.length > room);
    const items = all.slice(0, room).map((file) => ({
      key: `new-${nextKey++}`,
      preview: URL.createObjectURL(file),
      status: 'uploading' as const,
      progress: 0,
      file,
    }));
    onChange((list) => [...list, ...items]);
    items.forEach((item) => start(item, item.file));
  }

  function move(index: number, by: -1 | 1) {
    onChange((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  }

  function remove(key: string) {
    controllers.get(key)?.abort();
    setLimitReached(false);
    onChange((list) => list.filter((p) => p.key !== key));
  }

  function retry(item: PhotoItem) {
    if (!item.file) return;
    patch(item.key, { status: 'uploading', progress: 0, error: undefined });
    start(item, item.file);
  }

  const full = photos.length >= max;
  const message = error ?? (limitReached ? serverMessage(limitMessage) : undefined);
  return (
    <div className="field">
      <span className="field__label">
        {t('productForm.photos')}{' '}
        <span className="muted">{t('productForm.photoCount', { current: photos.length, max })}</span>
      </span>
      <ul className="photo-strip">
        <li>
          <button
            type="button"
            className="photo-add"
            onClick={() => (full ? setLimitReached(true) : input.current?.click())}
          >
            <PlusIcon size={22} />
            <span>{t('productForm.addPhoto')}</span>
          </button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label={t('productForm.addPhoto')}
            data-testid="photo-input"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </li>
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li key={photo.key} className="photo-tile" data-status={photo.status}>
              <img src={photo.preview} alt={t('productForm.photoLabel', { index: n })} />
              {markCover && index === 0 ? (
                <span className="photo-tile__cover">{t('productForm.cover')}</span>
              ) : null}
              {photo.status === 'uploading' ? (
                <div className="photo-tile__progress">
                  <progress
                    max={100}
                    value={Math.round(photo.progress * 100)}
                    aria-label={t('productForm.uploading', { percent: Math.round(photo.progress * 100) })}
                  />
                </div>
              ) : null}
              {photo.status === 'failed' ? (
                <button type="button" className="photo-tile__failed" onClick={() => retry(photo)}>
                  {photo.error ?? t('productForm.uploadFailed')}
                  <span>{t('productForm.retryUpload')}</span>
                </button>
              ) : null}
              <button
                type="button"
                className="photo-tile__remove"
                aria-label={t('productForm.removePhoto', { index: n })}
                onClick={() => remove(photo.key)}
              >
                <CloseIcon size={14} />
              </button>
              <div className="photo-tile__moves">
                <button
                  type="button"
                  aria-label={t('productForm.moveLeft', { index: n })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ChevronLeftIcon size={14} />
                </button>
                <button
                  type="button"
                  aria-label={t('productForm.moveRight', { index: n })}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ChevronRightIcon size={14} />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {message ? (
        <p className="field__error" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
