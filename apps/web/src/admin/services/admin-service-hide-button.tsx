import { useSetAdminServiceHidden, type AdminServiceSubject } from '../../api/admin-services.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';

/** Hides or shows one item of a service (audited on the server). */
export function AdminServiceHideButton({
  subject,
  item,
}: {
  subject: AdminServiceSubject;
  item: { id: number; is_hidden: boolean };
}) {
  const { t } = useTranslation();
  const setHidden = useSetAdminServiceHidden(subject, item.id);
  return (
    <Button
      size="sm"
      variant={item.is_hidden ? 'secondary' : 'destructive'}
      busy={setHidden.isPending}
      onClick={() =>
        setHidden.mutate(!item.is_hidden, {
          onSuccess: () => showToast(t(item.is_hidden ? 'adminServices.shown' : 'adminServices.hidden')),
        })
      }
    >
      {t(item.is_hidden ? 'adminServices.show' : 'adminServices.hide')}
    </Button>
  );
}
