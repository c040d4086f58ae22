import { useTranslation } from '../../i18n/i18n.ts';
import { postToApp } from '../../native/bridge.ts';
import { useAppState } from '../../state/app-store.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

const STORE_URLS = {
  ios: 'https://apps.apple.com/app/steelyard',
  android: 'https://play.google.com/store/apps/details?id=com.steelyard.app',
} as const;

/** /needUpdate: the installed app is older than /api/versions allows. */
export function NeedUpdatePage() {
  const { t } = useTranslation();
  const os = useAppState((s) => s.os);
  const url = STORE_URLS[os ?? 'android'];
  return (
    <div className="page" style={{ display: 'flex', alignItems: 'center', minHeight: '100dvh' }}>
      <EmptyState
        icon={<AlertIcon size={48} />}
        title={t('needUpdate.title')}
        body={t('needUpdate.body')}
        action={
          <a
            className="btn btn--primary"
            href={url}
            onClick={(event) => {
              if (postToApp('OUT_APP_BROWSER', { url })) event.preventDefault();
            }}
          >
            {t('needUpdate.button')}
          </a>
        }
      />
    </div>
  );
}

export { NeedUpdatePage as Component };
