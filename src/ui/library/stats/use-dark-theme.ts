// Bumps when the page switches between light and dark, so canvas charts repaint in the new
// colours (CSS recolours the rest of the page by itself).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export const useDarkTheme = (): boolean =>
  useSyncExternalStore(subscribe, () => document.documentElement.classList.contains('dark'));
