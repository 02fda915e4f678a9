import type { ReactNode } from 'react';
import { PILL, type Tone } from '../common/tone';
import { LABEL_TYPE } from '../common/looks';

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
      className={`inline-flex shrink-0 items-center gap-1 rounded ${LABEL_TYPE} ring-1 ring-inset ${PILL[tone]}`}
    >
      {children}
    </span>
  );
}
