// A virtualized list draws a row a frame or more after it is scrolled to: the focus waits for it.

const FRAMES_TO_WAIT = 30;

/** Focuses what `find` returns as soon as it exists, giving up after half a second of frames. */
export function focusWhenDrawn(find: () => HTMLElement | null, options?: FocusOptions): void {
  let tries = FRAMES_TO_WAIT;
  const focus = () => {
    const el = find();
    if (el) el.focus(options);
    else if (tries-- > 0) requestAnimationFrame(focus);
  };
  requestAnimationFrame(focus);
}
