import { useTranslation } from '../i18n/i18n.ts';
import { appStore, selectIsLoading, useAppState, type AppStore } from '../state/app-store.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** The global spinner, bound to the store's loading flag (mutating calls turn it on). */
export function LoadingOverlay({ store = appStore }: { store?: AppStore }) {
  const { t } = useTranslation();
  const loading = useAppState(selectIsLoading, store);
  if (!loading) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** The store's pop message: 'Confirmation needed' (403), success or preparing, each with an OK. */
export function PopHost({ store = appStore }: { store?: AppStore }) {
  const { t } = useTranslation();
  const pop = useAppState((s) => s.popMessage, store);
  const close = () => store.setState({ popMessage: null });
  if (!pop) return null;
  const [title, body] =
    pop.kind === 'confirmNeeded'
      ? [t('pop.confirmNeeded'), pop.message]
      : pop.kind === 'success'
        ? [t('pop.successTitle'), t('pop.success')]
        : [t('pop.preparingTitle'), t('pop.preparing')];
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      actions={
        <Button variant="primary" onClick={close}>
          {t('common.confirm')}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}
