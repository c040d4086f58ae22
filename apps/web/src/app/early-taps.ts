/**
 * A tap on a drawn page before the app has taken it over (`main.tsx` hydrates the server's markup
 * once the scripts are in) would be lost: no button has its handler yet. A tiny script inside the
 * drawn page (`EARLY_TAPS_SCRIPT`; the server puts it in the page's head and allows it by its hash
 * in the CSP) holds the last such tap, and the app replays it once the page has hydrated, on the
 * element at the same place if that is still the same kind of button. Links work without the app
 * and are left alone. Angular's event replay (jsaction) does the same.
 */

/** The app's root element, which the server draws into. */
export const APP_ROOT_ID = 'root';
/** What the early script leaves on the window: stops holding taps and gives the last one held. */
const TAKE_HELD_TAP = '__steelyardTakeHeldTap';
const TAPPABLE = 'button, [role="button"]';

interface HeldTap {
  /** Child indexes from the root down to the element. */
  path: number[];
  tag: string;
}
type WithHeldTap = Record<string, (() => HeldTap | null) | undefined>;

/**
 * Runs inline in the page, before any module: its source text is what the page carries, so it
 * uses nothing from outside itself but the page's globals and its arguments.
 */
function holdTaps(rootId: string, tappable: string, takeKey: string) {
  let held: HeldTap | null = null;
  const hold = (event: Event) => {
    const root = document.getElementById(rootId);
    const target = event.target instanceof Element ? event.target.closest(tappable) : null;
    if (!root || !target || !root.contains(target) || target.closest('a[href]')) return;
    // Nothing else may answer it now (React's own listener, once attached, included): it is
    // answered once, by the replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    const path: number[] = [];
    for (let node = target; node !== root; node = node.parentElement!)
      path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
    held = { path, tag: target.tagName };
  };
  document.addEventListener('click', hold, true);
  (window as unknown as WithHeldTap)[takeKey] = () => {
    document.removeEventListener('click', hold, true);
    return held;
  };
}

export const EARLY_TAPS_SCRIPT = `(${holdTaps.toString()})(${[APP_ROOT_ID, TAPPABLE, TAKE_HELD_TAP]
  .map((value) => JSON.stringify(value))
  .join(',')})`;

/** Stops holding taps and gives the last one held (null on a page without the script). */
export function takeHeldTap(): HeldTap | null {
  const withHeldTap = window as unknown as WithHeldTap;
  const take = withHeldTap[TAKE_HELD_TAP];
  delete withHeldTap[TAKE_HELD_TAP];
  return take?.() ?? null;
}

/** Once the page has hydrated: the tap held before, on the element now at its place. */
export function replayHeldTap(root: HTMLElement) {
  const tap = takeHeldTap();
  if (!tap) return;
  let element: Element | undefined = root;
  for (const index of tap.path) element = element?.children[index];
  if (element instanceof HTMLElement && element.tagName === tap.tag && element.matches(TAPPABLE))
    element.click();
}
