// Where the focus goes when the search bar closes with the focus in it: to the row of the current
// match, else to where it was when the bar opened, else to the first row on screen. Left alone,
// it would fall to the page's body, and a screen reader would start reading from the top.
import { useEffect, useRef, type RefObject } from 'react';
import { focusWhenDrawn } from '../common/focus-when-drawn';
import { useSearchApi } from './search-store';

const LIST = '[data-testid=conversation]';

/** The list row holding `el`, by its index: the element itself may be drawn anew meanwhile. */
const rowIndexOf = (el: Element | null | undefined): string | undefined =>
  el?.closest<HTMLElement>(`${LIST} [data-index]`)?.dataset['index'];

function firstRowOnScreen(): HTMLElement | null {
  const list = document.querySelector(LIST);
  const top = list?.getBoundingClientRect().top ?? 0;
  for (const el of list?.querySelectorAll<HTMLElement>('[data-index]') ?? [])
    if (el.getBoundingClientRect().bottom > top + 1) return el;
  return null;
}

export function useFocusBack(bar: RefObject<HTMLElement | null>): void {
  const search = useSearchApi();
  const opener = useRef<Element | null>(null);
  useEffect(
    () =>
      search.subscribe((s, prev) => {
        if (s.open && !prev.open) opener.current = document.activeElement;
        if (!prev.open || s.open) return;
        // Read now, before React takes the bar and the match's marks away.
        if (!bar.current?.contains(document.activeElement)) return;
        const match =
          prev.spot === null
            ? undefined
            : rowIndexOf(document.querySelector(`${LIST} [data-item-id="${prev.spot.itemId}"]`));
        const before = opener.current;
        const closing = bar.current;
        const index = match ?? rowIndexOf(before);
        focusWhenDrawn(() => {
          // The reader put the focus somewhere meanwhile (`/` opened the search again, a click):
          // it stays there. Until the closing bar is gone, the focus is still in it.
          const now = document.activeElement;
          if (now && now !== document.body && !closing?.contains(now)) return null;
          return index !== undefined
            ? document.querySelector<HTMLElement>(`${LIST} [data-index="${index}"]`)
            : before instanceof HTMLElement && before.isConnected && before !== document.body
              ? before
              : firstRowOnScreen();
        });
      }),
    [search, bar],
  );
}
