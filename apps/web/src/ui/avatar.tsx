import { UserIcon } from './icons.tsx';
import './avatar.css';

/** A member's round photo, or the person icon when they have none. */
export function Avatar({ url, size = 40 }: { url: string | null | undefined; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {url ? <img src={url} alt="" /> : <UserIcon size={Math.round(size / 2)} />}
    </span>
  );
}
