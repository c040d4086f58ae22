import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pinnedNoticesQuery } from '../api/content.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { MegaphoneIcon } from './icons.tsx';

/** The home's strip: the newest pinned notice, when the back office has pinned one. */
export function NoticeStrip() {
  const { t } = useTranslation();
  const { data: notices } = useQuery(pinnedNoticesQuery());
  const notice = notices?.[0];
  if (!notice) return null;
  return (
    <Link to={`/notices/${notice.id}`} className="notice-strip">
      <MegaphoneIcon size={18} />
      <span className="notice-strip__label">{t('home.noticeStrip')}</span>
      <span className="notice-strip__title">{notice.title}</span>
    </Link>
  );
}
