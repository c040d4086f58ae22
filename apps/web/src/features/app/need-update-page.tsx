import { useClientConfig } from '../../api/catalog.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { postToApp } from '../../native/bridge.ts';
import { useAppState } from '../../state/app-store.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** /needUpdate: the installed app is older than /api/versions allows. */
export function NeedUpdatePage() {
  const { t } = useTranslation();
  const os = useAppState((s) => s.os);
  const clientConfig = useClientConfig().data;
  // The deployment's store page for this device (IOS_STORE_URL, ANDROID_STORE_URL).
  const url = os === 'ios' ? clientConfig?.ios_store_url : clientConfig?.android_store_url;
  return (
    <div className="page" style={{ display: 'flex', alignItems: 'center', minHeight: '100dvh' }}>
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('needUpdate.title')}
        body={t('needUpdate.body')}
        action={
          url ? (
            <a
              className="btn btn--primary"
              href={url}
              onClick={(event) => {
                if (postToApp('OUT_APP_BROWSER', { url })) event.preventDefault();
              }}
            >
              {t('needUpdate.button')}
            </a>
          ) : null
        }
      />
    </div>
  );
}

export { NeedUpdatePage as Component };
