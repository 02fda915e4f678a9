import type { ReactNode } from 'react';
import { SmallLabel } from '../common/small-label';

/** One labelled value of the session header grid. */
export function MetaField({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="min-w-0">
      <SmallLabel>{label}</SmallLabel>
      <div
        className={`[overflow-wrap:anywhere] text-fg ${mono ? 'font-mono text-xs leading-5' : 'text-sm'}`}
      >
        {children}
      </div>
    </div>
  );
}
