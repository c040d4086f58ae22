import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../api/session.ts';
import { useTranslation } from '../i18n/i18n.ts';
import type { ReportTarget } from './report-sheet.tsx';

const ReportSheet = lazy(() => import('./report-sheet.tsx'));

/**
 * A button that opens the report form (its code and the trust texts load on the first tap; the
 * button's own label is in the app's texts, so a product page does not download the pack). A visitor is sent to
 * sign in first, as for every member's action (spec §6).
 */
export function ReportButton({
  target,
  className,
  children,
}: {
  target: ReportTarget;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t(`report.title_${target.type}`)}
        onClick={() => {
          if (user) setOpen(true);
          else navigate('/login');
        }}
      >
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportSheet target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
