// One polite live region for short news a screen reader would otherwise miss: "Copied" after a
// copy by key or by button (a button's changed label is not read while it keeps the focus, and
// the copy key changes nothing on screen at all).
import { create } from 'zustand';

const useSaid = create<{ text: string; n: number }>(() => ({ text: '', n: 0 }));

export function announce(text: string): void {
  useSaid.setState((s) => ({ text, n: s.n + 1 }));
}

export function Announcer() {
  const text = useSaid((s) => s.text);
  const n = useSaid((s) => s.n);
  return (
    <p role="status" data-testid="announcer" className="sr-only">
      {/* A new node each time: the same words twice in a row are read twice. */}
      <span key={n}>{text}</span>
    </p>
  );
}
