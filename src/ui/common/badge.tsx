import type { HTMLAttributes, ReactNode } from 'react';
import { BADGE, type Tone } from './tone';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: Tone;
  /** Monospace content (ids, paths, counts). */
  mono?: boolean;
  children: ReactNode;
}

/** A small rounded label: status, decision, counts. */
export function Badge({
  tone = 'neutral',
  mono = false,
  className = '',
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      {...rest}
      className={`inline-flex max-w-full items-center gap-1 truncate rounded border px-1.5 py-px text-[11px] leading-4 font-medium ${mono ? 'font-mono' : ''} ${BADGE[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
