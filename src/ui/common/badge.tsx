import type { HTMLAttributes, ReactNode } from 'react';
import { BADGE, type Tone } from './tone';
import { LABEL_TYPE } from './looks';

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
      className={`inline-flex max-w-full items-center gap-1 truncate rounded border ${LABEL_TYPE} ${mono ? 'font-mono' : ''} ${BADGE[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
