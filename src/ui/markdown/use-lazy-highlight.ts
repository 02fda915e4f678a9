// Code shows as plain text first; it is highlighted once its block is near the viewport and the
// browser is idle, so a long transcript never highlights what nobody looks at.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { whenIdle } from '../../ingest/when-idle';

export const HIGHLIGHT_LIMIT = 50_000;

export function useLazyHighlight(
  ref: RefObject<HTMLElement | null>,
  code: string,
  lang: string,
): ReactNode | undefined {
  const [result, setResult] = useState<{ code: string; lang: string; node: ReactNode } | null>(
    null,
  );
  const eligible = lang !== '' && code.length <= HIGHLIGHT_LIMIT;
  useEffect(() => {
    const el = ref.current;
    if (!eligible || !el) return;
    let cancelIdle: (() => void) | undefined;
    let live = true;
    const run = () => {
      cancelIdle = whenIdle(() => {
        void import('./highlight').then(({ highlight }) => {
          const node = highlight(code, lang);
          if (live && node !== undefined) setResult({ code, lang, node });
        });
      }, 500);
    };
    if (typeof IntersectionObserver !== 'function') {
      run();
      return () => {
        live = false;
        cancelIdle?.();
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
      cancelIdle?.();
    };
  }, [ref, code, lang, eligible]);
  return result && result.code === code && result.lang === lang ? result.node : undefined;
}
