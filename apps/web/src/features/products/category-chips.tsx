import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useCategories } from '../../api/catalog.ts';

/** Product categories as chips; 'All' goes to the full list. */
export function CategoryChips({ activeId }: { activeId?: number }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories('product');
  return (
    <nav className="chips" aria-label={t('home.categories')}>
      <Link to="/products" className="chip" aria-current={activeId === undefined ? 'page' : undefined}>
        {t('products.all')}
      </Link>
      {categories.map((category) => (
        <Link
          key={category.id}
          to={`/productCategories/${category.id}`}
          className="chip"
          aria-current={activeId === category.id ? 'page' : undefined}
        >
          {category.title}
        </Link>
      ))}
    </nav>
  );
}
