import type { ReactNode } from 'react';

/** The small-caps field label used across rows ("ASSISTANT", "ARGUMENTS", "OUTPUT"). */
export function SmallLabel({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`text-[10px] font-semibold tracking-wider text-fg-muted uppercase ${className}`}
    >
      {children}
    </span>
  );
}
