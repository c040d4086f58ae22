import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';

/** Previous / 'page x of y' / next under an admin table. */
export function AdminPager({
  label,
  meta,
  onPage,
}: {
  label: string;
  meta: { current_page: number; last_page: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        {t('admin.users.prev')}
      </Button>
      <span>{t('admin.users.page', { current: meta.current_page, last: Math.max(1, meta.last_page) })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        {t('admin.users.next')}
      </Button>
    </nav>
  );
}
