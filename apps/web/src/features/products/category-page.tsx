import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useParams } from 'react-router';
import { useCategories } from '../../api/catalog.ts';
import { BoxIcon, ChevronRightIcon, ToolIcon } from '../../ui/icons.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import { BrowseView } from './browse-page.tsx';
import './products.css';

const SERVICES = ['drawingRequests', 'bigNotices', 'factoryApplications', 'freelancers'] as const;
/** The service menu's shortcuts (spec §2): the create screens, then the member's own lists. */
const SHORTCUTS = [
  ['drawingCreate', '/drawingRequests/create'],
  ['noticeCreate', '/bigNotices/create'],
  ['factoryCreate', '/factories/create'],
  ['freelancerPublish', '/mypage/services/freelancer'],
  ['myRequests', '/mypage/services/requests'],
  ['myQuotes', '/mypage/services/quotes'],
  ['myFactories', '/mypage/services/factories'],
] as const;

function CategoryIndex() {
  const { t } = useTranslation();
  const { data: categories, isPending } = useCategories('product');
  return (
    <div className="page">
      <h1 className="section-title">{t('categories.products')}</h1>
      {isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : (
        <ul className="category-grid">
          {(categories ?? []).map((category) => (
            <li key={category.id}>
              <Link to={`/productCategories/${category.id}`} className="category-tile">
                <span className="category-tile__icon">
                  <BoxIcon size={20} />
                </span>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h2 className="section-title">{t('categories.services')}</h2>
      <ul className="list-plain">
        {SERVICES.map((service) => (
          <li key={service}>
            <Link to={`/${service}`} className="list-row">
              <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
                <span className="category-tile__icon">
                  <ToolIcon size={20} />
                </span>
                {t(`categories.${service}`)}
              </span>
              <ChevronRightIcon className="list-row__chevron" size={18} />
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="section-title">{t('categories.shortcuts.title')}</h2>
      <ul className="category-shortcuts">
        {SHORTCUTS.map(([key, to]) => (
          <li key={key}>
            <Link to={to} className="chip">
              {t(`categories.shortcuts.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /productCategories: the category index; /productCategories/{id}: that category's products. */
export function CategoryPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: categories } = useCategories('product');
  if (!id) return <CategoryIndex />;
  const categoryId = Number(id);
  const category = categories?.find((c) => c.id === categoryId);
  return <BrowseView categoryId={categoryId} heading={category?.title ?? t('categories.title')} />;
}

export { CategoryPage as Component };
