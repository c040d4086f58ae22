import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChatRoomDto } from '@steelyard/contracts';
import { useLeaveChat, useSetChatNotify } from '../../api/chats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { RequestInspectionButton } from '../../ui/request-inspection-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { SwitchRow } from '../../ui/switch.tsx';

/** The room's settings sheet: the notification switch, a buyer's inspection request, and leaving (with a confirmation). */
export function RoomMenu({ room, open, onClose }: { room: ChatRoomDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const notify = useSetChatNotify(room.id);
  const leave = useLeaveChat(room.id);
  return (
    <>
      <Sheet open={open} title={t('chats.menu')} onClose={onClose}>
        <SwitchRow
          label={t('chats.notify')}
          description={room.notify ? t('chats.notifyOn') : t('chats.notifyOff')}
          checked={room.notify}
          disabled={notify.isPending}
          onChange={(checked) => notify.mutate(checked)}
        />
        {room.product && room.role === 'buyer' && room.product.status !== 'completed' ? (
          <RequestInspectionButton productId={room.product.id} />
        ) : null}
        {/* A seat answers the business's rooms; closing one is the owner's. */}
        {room.as_seat_of ? null : (
          <Button
            variant="secondary"
            className="btn--danger chat-menu__leave"
            onClick={() => {
              onClose();
              setConfirming(true);
            }}
          >
            {t('chats.leave')}
          </Button>
        )}
      </Sheet>
      <ConfirmDialog
        open={confirming}
        title={t('chats.leaveTitle')}
        onClose={() => setConfirming(false)}
        confirmLabel={t('chats.leaveConfirm')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          leave.mutate(undefined, { onSuccess: () => navigate('/chats', { replace: true }) });
        }}
      >
        {t('chats.leaveBody')}
      </ConfirmDialog>
    </>
  );
}
