import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT, replayHeldTap, takeHeldTap } from './early-taps.ts';

/** A drawn page: the root with a link and two buttons, and a button outside the root. */
function drawnPage() {
  document.body.innerHTML = `
    <div id="root">
      <main><a href="/products">목록</a><div><button>관심 등록</button><span role="button">채팅하기</span></div></main>
    </div>
    <button>outside</button>`;
  // The page's script, as the browser runs it from the drawn page's head.
  (0, eval)(EARLY_TAPS_SCRIPT);
  const root = document.getElementById('root')!;
  const answered = vi.fn<(name: string) => void>();
  document.addEventListener('click', (event) => answered((event.target as HTMLElement).textContent!));
  return {
    root,
    answered,
    byText: (text: string) =>
      [...document.querySelectorAll<HTMLElement>('a, button, span')].find((e) => e.textContent === text)!,
  };
}

afterEach(() => {
  takeHeldTap();
  document.body.innerHTML = '';
});

describe('a tap before the app has taken the drawn page over', () => {
  it('is held, then answered once on the same button after hydration', () => {
    const { root, answered, byText } = drawnPage();
    byText('채팅하기').click();
    expect(answered).not.toHaveBeenCalled();

    replayHeldTap(root);
    expect(answered.mock.calls).toEqual([['채팅하기']]);
    // Taps are no longer held once the app is there.
    byText('관심 등록').click();
    expect(answered.mock.calls).toEqual([['채팅하기'], ['관심 등록']]);
  });

  it('keeps only the last tap', () => {
    const { root, answered, byText } = drawnPage();
    byText('채팅하기').click();
    byText('관심 등록').click();
    replayHeldTap(root);
    expect(answered.mock.calls).toEqual([['관심 등록']]);
  });

  it('leaves links and what is outside the app alone', () => {
    const { root, answered, byText } = drawnPage();
    byText('outside').click();
    byText('목록').click();
    expect(answered.mock.calls).toEqual([['outside'], ['목록']]);
    replayHeldTap(root);
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('is dropped when its place holds something else after hydration', () => {
    const { root, answered, byText } = drawnPage();
    byText('관심 등록').click();
    byText('관심 등록').replaceWith(Object.assign(document.createElement('p'), { textContent: 'text' }));
    replayHeldTap(root);
    expect(answered).not.toHaveBeenCalled();
  });
});
