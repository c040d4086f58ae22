import { useTranslation } from '../i18n/i18n.ts';

/** The mark on an item the back office hid: only its owner (and admins) still see it. */
export function HiddenTag() {
  const { t } = useTranslation();
  return (
    <span className="tag tag--hidden" title={t('status.hiddenByAdminHint')}>
      {t('status.hiddenByAdmin')}
    </span>
  );
}
