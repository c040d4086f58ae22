import { useTranslation } from '../i18n/i18n.ts';
import { ShieldIcon } from './icons.tsx';
import './business-badge.css';

/**
 * The 'verified business' badge (issue 30): the same on a profile, a post's card and page, and a
 * chat room; `small` where it sits in a line of other text (cards, the room list).
 */
export function BusinessBadge({ small = false }: { small?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={small ? 'business-badge business-badge--small' : 'business-badge'}>
      <ShieldIcon size={small ? 12 : 16} aria-hidden="true" />
      {t('profile.verifiedBusiness')}
    </span>
  );
}
