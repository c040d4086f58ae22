import type { ImageDto } from '@steelyard/contracts';
import './photo-strip.css';

/**
 * A row of photos that scrolls sideways (a factory's, a freelancer's portfolio), each opening the
 * full-size image. Thumbnails load lazily, so a list of cards pays only for those on screen.
 */
export function PhotoStrip({
  images,
  label,
  className,
}: {
  images: ImageDto[];
  label: string;
  className?: string;
}) {
  if (images.length === 0) return null;
  return (
    <ul className={['photo-strip', className].filter(Boolean).join(' ')} aria-label={label}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a href={image.url} target="_blank" rel="noreferrer">
            <img src={image.thumb_url} alt={`${label} ${index + 1}`} loading="lazy" width={96} height={72} />
          </a>
        </li>
      ))}
    </ul>
  );
}
