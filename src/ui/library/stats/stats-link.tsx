// A link of the stats view into the library: the sessions table filtered, or one session. A plain
// click stays in the page; a modified one opens the URL as any link does.
import type { ReactNode } from 'react';
import { openInLibrary } from './stats-links';

export function StatsLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openInLibrary(href);
      }}
      className={`hover:text-link ${className ?? ''}`}
    >
      {children}
    </a>
  );
}
