import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { ChevronLeftIcon } from './icons.tsx';

/** Goes back in the app's history, or to `fallback` when this is the first page of the visit. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(fallback);
  };
}

/**
 * A page's title row with a back button (history back, or `fallback` when there is none) and
 * tools at its end. Without a title the page names itself lower down (a product's own heading).
 */
export function PageTitleBar({
  title,
  fallback = '/products',
  actions,
}: {
  title?: string;
  fallback?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <div className="page__title-bar">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('common.back')}
        onClick={goBack}
        style={{ marginLeft: -12 }}
      >
        <ChevronLeftIcon />
      </button>
      {title === undefined ? null : <h1 className="page__title">{title}</h1>}
      {actions ? <div className="page__title-actions">{actions}</div> : null}
    </div>
  );
}
