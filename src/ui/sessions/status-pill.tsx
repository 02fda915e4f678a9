import type { ReactNode } from 'react';
import { PILL, type Tone } from '../common/tone';

export function StatusPill({
  tone,
  children,
  title,
}: {
  tone: Tone;
  children: ReactNode;
  title?: string | undefined;
}) {
  return (
    <span
      title={title}
      className={`inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-px text-[11px] leading-4 font-medium ring-1 ring-inset ${PILL[tone]}`}
    >
      {children}
    </span>
  );
}
