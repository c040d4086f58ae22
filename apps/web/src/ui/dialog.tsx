import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  onClose: () => void;
  className: string;
  labelledBy: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The one modal primitive: the native `<dialog>` opened with `showModal()`. The browser moves
 * focus in, keeps it there and makes the page behind inert; Escape (the `cancel` event) and a tap
 * on the backdrop ask the owner to close; focus goes back to where it was. Rendered only while
 * open, so the owner's state is the truth.
 */
function Modal({ onClose, className, labelledBy, role, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    // The backdrop is the dialog element itself (its content fills it): a click whose target is
    // the dialog landed outside the panel. Keyboard users close with Escape (`cancel`).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className}
      role={role}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  /** `alertdialog` for a question or a warning that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A small centred popup: a title, a text and its buttons (confirmations, 'Confirmation needed'). */
export function Dialog({ open, title, children, actions, onClose, role = 'alertdialog' }: DialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal className="dialog" role={role} labelledBy={titleId} onClose={onClose}>
      <div className="dialog__panel">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children ? <div className="dialog__body">{children}</div> : null}
        <div className="dialog__actions">{actions}</div>
      </div>
    </Modal>
  );
}

export interface SheetProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the content (apply, reset). */
  actions?: ReactNode;
  onClose: () => void;
}

/** A bottom sheet (filters, a room's settings, a status choice): a modal dialog at the bottom. */
export function Sheet({ open, title, children, actions, onClose }: SheetProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal className="sheet" labelledBy={titleId} onClose={onClose}>
      <div className="sheet__panel">
        <div className="sheet__handle" aria-hidden="true" />
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        {children}
        {actions ? <div className="sheet__actions">{actions}</div> : null}
      </div>
    </Modal>
  );
}

/** A full-screen modal (the splash ad): the whole screen, its title for screen readers only. */
export function FullScreen({
  open,
  title,
  children,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal className="fullscreen" role="dialog" labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {children}
    </Modal>
  );
}
