import { UserIcon } from './icons.tsx';
import './avatar.css';

/** A member's round picture, or the person icon when they have none. */
export function Avatar({ url, size = 40 }: { url: string | null | undefined; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }} aria-hidden="true">
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" />
      ) : (
        <UserIcon size={Math.round(size * 0.55)} />
      )}
    </span>
  );
}
