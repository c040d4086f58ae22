import { useTranslation } from '../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon } from './icons.tsx';

/** A page's title row with a back button (history back, or `fallback` when there is none). */
export function PageTitleBar({ title, fallback = '/products' }: { title: string; fallback?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page__title-bar">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('common.back')}
        onClick={() => {
          const state = window.history.state as { idx?: number } | null;
          if (state?.idx) navigate(-1);
          else navigate(fallback);
        }}
        style={{ marginLeft: -12 }}
      >
        <ChevronLeftIcon />
      </button>
      <h1 className="page__title">{title}</h1>
    </div>
  );
}
