/**
 * jsdom (29) has `<dialog>` but not `showModal()`/`close()`. This stands in for what the browser
 * does, for the tests only: opening moves focus to the first control inside, Escape sends a
 * cancelable `cancel` then closes, closing fires `close` and gives focus back to where it was.
 * (The page behind a modal dialog is inert in a browser; jsdom cannot show that.)
 */
const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const opener = new WeakMap<HTMLDialogElement, Element | null>();
  const stack: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    opener.set(this, document.activeElement);
    this.setAttribute('open', '');
    stack.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? this).focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    stack.splice(stack.indexOf(this), 1);
    const previous = opener.get(this);
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = stack.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
