import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { ToolIcon } from '../../ui/icons.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** Shown, inside its layout, by every route whose screen is not built yet. */
export function PreparingPage({ homePath = '/products' }: { homePath?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="preparing-page">
      <EmptyState
        icon={<ToolIcon size={44} />}
        title={t('preparing.title')}
        body={t('preparing.body')}
        action={
          <Link to={homePath} className="btn btn--secondary">
            {t('common.goHome')}
          </Link>
        }
      />
    </section>
  );
}

export function Component() {
  return <PreparingPage />;
}
