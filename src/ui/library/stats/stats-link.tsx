// A link of the stats view into the library: the sessions table filtered, or one session.
import type { ReactNode } from 'react';

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
    <a href={href} className={`hover:text-link ${className ?? ''}`}>
      {children}
    </a>
  );
}
