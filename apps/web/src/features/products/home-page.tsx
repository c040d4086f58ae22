import { useTranslation } from '../../i18n/i18n.ts';
import { NoticeStrip } from '../../ui/notice-strip.tsx';
import { CategoryChips } from './category-chips.tsx';
import { ProductListView } from './product-list-view.tsx';
import './products.css';

/** Home (/ and /products): the pinned notice, category chips and the newest products. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <NoticeStrip />
      <CategoryChips />
      <div className="home-section-head">
        <h2>{t('home.latest')}</h2>
      </div>
      <ProductListView emptyTitle={t('products.empty')} />
    </div>
  );
}

export { HomePage as Component };
